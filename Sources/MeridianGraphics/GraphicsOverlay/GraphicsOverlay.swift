import InternalMeridianUtilities
public import MeridianCore

/// A layer of graphics drawn above a map, in order, and hit-tested by identify.
///
/// ```swift
/// let overlay = GraphicsOverlay()
/// var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
/// symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
/// try overlay.addGraphic(Graphic(geometry: Point(latitude: 34.027, longitude: -118.805), symbol: symbol))
/// ```
///
/// See “`GraphicsOverlay`” in `docs/graphics.md`.
public final class GraphicsOverlay: Sendable {
  let storage: SharedLock<OverlayStorage>
  private let settings: SharedLock<Settings>
  private let observers = Broadcaster<Change>(bufferLimit: GraphicsOverlay.changeBufferLimit)

  struct Settings {
    var isVisible = true
    var opacity = 1.0
    var minScale = 0.0
    var maxScale = 0.0
  }

  /// Creates an overlay with graphics.
  ///
  /// Graphics that already belong to another overlay, and repeats, are left out: initialisers never
  /// throw. Use ``addGraphics(_:)`` to be told.
  ///
  /// - Parameter graphics: The graphics, bottom first; none by default.
  public init(graphics: [Graphic] = []) {
    storage = SharedLock(OverlayStorage())
    settings = SharedLock(Settings())
    let free = graphics.filter { $0.graphicsOverlay == nil }
    var seen = Set<ObjectIdentifier>()
    let unique = free.filter { seen.insert(ObjectIdentifier($0)).inserted }
    try? addGraphics(unique)
  }

  // MARK: - Properties

  /// The graphics, in the order they were added or inserted (bottom first among equal z-indices).
  public var graphics: [Graphic] { storage.withLock { $0.graphics } }

  /// A Boolean value indicating whether the overlay is drawn and can be identified. `true` by default.
  public var isVisible: Bool {
    get { settings.withLock { $0.isVisible } }
    set { settings.withLock { $0.isVisible = newValue } }
  }

  /// The opacity, 0…1 (clamped); identify ignores it. 1 by default.
  public var opacity: Double {
    get { settings.withLock { $0.opacity } }
    set { settings.withLock { $0.opacity = newValue.isNaN ? 1 : Swift.min(Swift.max(newValue, 0), 1) } }
  }

  /// The scale (1:N) beyond which the overlay is not drawn when zoomed out; 0 for no limit.
  public var minScale: Double {
    get { settings.withLock { $0.minScale } }
    set { settings.withLock { $0.minScale = newValue } }
  }

  /// The scale (1:N) beyond which the overlay is not drawn when zoomed in; 0 for no limit.
  public var maxScale: Double {
    get { settings.withLock { $0.maxScale } }
    set { settings.withLock { $0.maxScale = newValue } }
  }

  /// Returns a Boolean value indicating whether the overlay is drawn at a scale, by its scale limits.
  ///
  /// - Parameter scale: The map scale denominator.
  /// - Returns: `false` when zoomed out beyond ``minScale`` or in beyond ``maxScale``.
  public func isVisible(atScale scale: Double) -> Bool {
    let (minScale, maxScale) = settings.withLock { ($0.minScale, $0.maxScale) }
    if minScale > 0 && scale > minScale { return false }
    if maxScale > 0 && scale < maxScale { return false }
    return true
  }

  /// The renderer for graphics without a symbol of their own, or `nil`.
  public var renderer: (any Renderer)? {
    get { storage.withLock { $0.renderer } }
    set {
      storage.withLock { storage in
        storage.renderer = newValue
        storage.recountReaches { graphic in graphic.state.withLock { GraphicSnapshot($0) } }
      }
    }
  }

  /// The measurer used for text footprints in ``maximumSymbolReach``; ``GlyphWidthTextMeasurer`` by
  /// default. A UI front that measures real glyphs sets its own.
  public var textMeasurer: any TextMeasurer {
    get { storage.withLock { $0.textMeasurer } }
    set {
      storage.withLock { storage in
        storage.textMeasurer = newValue
        storage.recountReaches { graphic in graphic.state.withLock { GraphicSnapshot($0) } }
      }
    }
  }

  /// The largest `footprint.reach` over the symbols the overlay's graphics resolve to (0 if none).
  public var maximumSymbolReach: Double { Double(storage.withLock { $0.maximumReach }) }

  /// The graphics that are selected, in the order of ``graphics``.
  public var selectedGraphics: [Graphic] {
    storage.withLock { storage in
      storage.selected.sorted { storage.slotKey[Int($0)] < storage.slotKey[Int($1)] }.compactMap {
        storage.slotGraphic[Int($0)]
      }
    }
  }

  /// Selects graphics of this overlay; graphics of other overlays are left alone.
  ///
  /// - Parameter graphics: The graphics to select.
  public func selectGraphics(_ graphics: [Graphic]) {
    for graphic in graphics where graphic.graphicsOverlay === self { graphic.isSelected = true }
  }

  /// Unselects graphics of this overlay.
  ///
  /// - Parameter graphics: The graphics to unselect.
  public func unselectGraphics(_ graphics: [Graphic]) {
    for graphic in graphics where graphic.graphicsOverlay === self { graphic.isSelected = false }
  }

  /// Unselects every graphic.
  public func clearSelection() { unselectGraphics(selectedGraphics) }

  /// The smallest envelope containing every graphic's geometry, in the spatial reference of the
  /// first indexed graphic (others are projected into it when they can be), or `nil` when no
  /// graphic has a non-empty geometry.
  public var extent: Envelope? {
    storage.withLock { storage in
      if let cached = storage.extentCache { return cached }
      var result: Envelope?
      for extent in storage.index.extents {
        guard let current = result else {
          result = extent
          continue
        }
        if let projected = SpatialIndex.project(extent, into: current.spatialReference) {
          result = current.union(projected)
        }
      }
      storage.extentCache = .some(result)
      return result
    }
  }

  // MARK: - Changes

  /// A new stream of this overlay's changes, for one more observer.
  ///
  /// Each access returns a new stream that receives every change made after it was created, in
  /// order. A slow observer's stream buffers up to ``changeBufferLimit`` changes, keeping the newest.
  /// The stream finishes when the overlay is deallocated.
  public var changes: AsyncStream<Change> { observers.stream() }

  /// Whether anyone observes; checked before building a change.
  var hasObservers: Bool { observers.hasSubscribers }

  /// Sends a change to every observer. Called with the storage lock held, so changes keep their order.
  func publish(_ change: @autoclosure () -> Change) { observers.yield(change()) }
}
