extension GraphicsOverlay {
  /// One change to an overlay's graphics, as ``GraphicsOverlay/changes`` publishes it.
  public struct Change: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
      /// The graphics were added (appended or inserted).
      case added
      /// The graphics were removed.
      case removed
      /// A property of the graphics changed.
      case updated(Graphic.Property)
    }

    /// What happened.
    public let kind: Kind
    /// The graphics concerned, in the order of ``indices``.
    public let graphics: [Graphic]
    /// Their positions in ``GraphicsOverlay/graphics``: after the change for added and updated
    /// graphics, before it for removed ones. Ascending.
    public let indices: [Int]

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - graphics: The graphics concerned.
    ///   - indices: Their positions in the overlay's graphics.
    public init(kind: Kind, graphics: [Graphic], indices: [Int]) {
      self.kind = kind
      self.graphics = graphics
      self.indices = indices
    }

    /// A short text naming the kind of change and the indices, for logs and test failures.
    public var description: String { "Change(\(kind), indices: \(indices))" }
  }

  /// How many changes each ``changes`` stream buffers for a slow observer; beyond that the oldest are
  /// dropped and the newest kept.
  public static let changeBufferLimit = 1024
}
