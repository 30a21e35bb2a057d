extension SampleData {
  /// How far a first-run build of sample data has come: what is being built, and how much of it.
  ///
  /// The sample-data functions that take a `progress:` closure call it with these values while the
  /// first run builds and caches an index (see ``indexCacheDirectory``), in order within each phase,
  /// whenever a phase has grown by 1 % or more and with 1 when it ends; nothing when the cached file is
  /// loaded. Phases may run side by side, so a display keeps the latest fraction of each:
  ///
  /// ```swift
  /// let locator = try await SampleData.helsinkiLocator { step in
  ///   print("\(step.phase): \(Int(step.fraction * 100)) %")
  /// }
  /// ```
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
