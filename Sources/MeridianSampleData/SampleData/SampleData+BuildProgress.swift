extension SampleData {
  /// How far a first-run build of sample data has come: what is being built, and how much of it.
  ///
  /// No derived data ships: the first run builds each sample index from its bundled files and
  /// caches it (see ``indexCacheDirectory``). While it does, the sample-data functions that take a
  /// `progress:` closure call it with these values, from the building tasks, in order within each
  /// phase. Phases may run side by side (the Helsinki locator builds the Helsinki and world indexes
  /// at once), so a display keeps the latest fraction of each phase:
  ///
  /// ```swift
  /// let locator = try await SampleData.helsinkiLocator { step in
  ///   print("\(step.phase): \(Int(step.fraction * 100)) %")
  /// }
  /// ```
  ///
  /// A phase reports its fraction whenever it has grown by 1 % or more, and reports 1 when it ends. Nothing is reported when
  /// the cached file is loaded instead.
  public struct BuildProgress: Sendable, Hashable, CustomStringConvertible {
    /// What is being built, in words a progress line can show: `world places index`.
    public var phase: String
    /// How much of the phase is done, from 0 to 1 (1: it has ended).
    public var fraction: Double

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - phase: What is being built.
    ///   - fraction: How much of it is done, from 0 to 1.
    public init(phase: String, fraction: Double) {
      self.phase = phase
      self.fraction = fraction
    }

    /// The phase and its percentage: `world places index 42 %`.
    public var description: String { "\(phase) \(Int((min(1, max(0, fraction)) * 100).rounded(.down))) %" }
  }
}

extension SampleData.Index {
  /// The phase name of building this index: `world places index`, `Helsinki places index`.
  public var buildPhase: String {
    switch self {
    case .world: return "world places index"
    case .helsinki: return "Helsinki places index"
    }
  }
}
