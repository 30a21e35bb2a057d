import InternalMeridianUtilities
public import MeridianCore

/// A geometry with attributes and an optional symbol, drawn in a ``GraphicsOverlay``.
///
/// A graphic is a shared model object: a `final class` whose state sits behind a lock, so any
/// task may read and change it. It belongs to at most one overlay; every change of its geometry,
/// symbol, attributes, visibility, selection or z-index is reported to that overlay synchronously,
/// before the setter returns, so the overlay's spatial index and its ``GraphicsOverlay/changes``
/// see it at once.
///
/// ```swift
/// let graphic = Graphic(geometry: Point(latitude: 34.027, longitude: -118.805), attributes: ["PlaceName": "Malibu"])
/// try overlay.addGraphic(graphic)
/// graphic.zIndex = 2
/// ```
public final class Graphic: Sendable {
  let state: SharedLock<GraphicState>

  /// Creates a graphic.
  ///
  /// - Parameters:
  ///   - geometry: Where it is; `nil` by default (a graphic without geometry is never drawn or hit).
  ///   - attributes: Its attributes; none by default.
  ///   - symbol: Its own symbol; `nil` by default, so the overlay's renderer draws it.
  public init(geometry: (any Geometry)? = nil, attributes: [String: any Sendable] = [:], symbol: (any Symbol)? = nil) {
    state = SharedLock(GraphicState(geometry: StoredGeometry(geometry), symbol: symbol, attributes: attributes))
  }

  /// The geometry, or `nil`.
  public var geometry: (any Geometry)? {
    get { state.withLock { $0.geometry.geometry } }
    set {
      let stored = StoredGeometry(newValue)
      update(.geometry) { $0.geometry = stored }
    }
  }

  /// The graphic's own symbol, or `nil` to let the overlay's renderer choose one.
  public var symbol: (any Symbol)? {
    get { state.withLock { $0.symbol } }
    set { update(.symbol) { $0.symbol = newValue } }
  }

  /// The attributes: `String`, `Int`, `Double` and `Bool` values by field name.
  public var attributes: [String: any Sendable] {
    get { state.withLock { $0.attributes } }
    set { update(.attributes) { $0.attributes = newValue } }
  }

  /// Sets one attribute.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The field name.
  public func setAttributeValue(_ value: any Sendable, forKey key: String) {
    update(.attributes) { $0.attributes[key] = value }
  }

  /// Removes one attribute.
  ///
  /// The overlay's renderer then resolves the graphic without it. Removing a key the graphic does not
  /// have changes nothing and reports no change to the overlay.
  ///
  /// - Parameter key: The field name.
  public func removeAttribute(forKey key: String) {
    updateIfChanged(.attributes) { $0.attributes.removeValue(forKey: key) != nil }
  }

  /// A Boolean value indicating whether the graphic is drawn (and can be identified). `true` by default.
  public var isVisible: Bool {
    get { state.withLock { $0.isVisible } }
    set { update(.isVisible) { $0.isVisible = newValue } }
  }

  /// A Boolean value indicating whether the graphic is selected. `false` by default.
  public var isSelected: Bool {
    get { state.withLock { $0.isSelected } }
    set { update(.isSelected) { $0.isSelected = newValue } }
  }

  /// The drawing order within the overlay: higher values draw above lower ones; equal values draw in
  /// the order of ``GraphicsOverlay/graphics``. 0 by default.
  ///
  /// Values are stored as 32-bit integers (as in the Esri runtimes), so values beyond
  /// `Int32.min...Int32.max` are clamped to that range; this keeps a graphic small.
  public var zIndex: Int {
    get { state.withLock { Int($0.zIndex) } }
    set {
      let clamped = Int32(clamping: newValue)
      update(.zIndex) { $0.zIndex = clamped }
    }
  }

  /// The overlay the graphic belongs to, or `nil`.
  public var graphicsOverlay: GraphicsOverlay? { state.withLock { $0.owner } }

  /// The own symbol and the attributes, read together.
  var symbolAndAttributes: ((any Symbol)?, [String: any Sendable]) {
    state.withLock { ($0.symbol, $0.attributes) }
  }

  /// The properties of a graphic whose changes an overlay reports.
  public enum Property: String, Sendable, Hashable, CaseIterable {
    /// The ``Graphic/geometry``.
    case geometry
    /// The ``Graphic/symbol``.
    case symbol
    /// The ``Graphic/attributes``, changed as a whole or one key at a time.
    case attributes
    /// The ``Graphic/isVisible`` flag.
    case isVisible
    /// The ``Graphic/isSelected`` flag.
    case isSelected
    /// The ``Graphic/zIndex``.
    case zIndex
  }

  /// Applies a change under the graphic's lock, then reports it to the owning overlay.
  ///
  /// Lock order: an overlay may lock a graphic while it holds its own lock, never the other way
  /// round. So the graphic releases its lock *before* it calls into the overlay, and the report
  /// carries no values: the overlay, under its own lock, re-reads the graphic's current state. Two
  /// racing setters therefore cannot leave the index with a stale value, and no thread ever waits for
  /// the overlay's lock while holding a graphic's, which makes deadlock impossible.
  private func update(_ property: Property, _ body: (inout GraphicState) -> Void) {
    updateIfChanged(property) { state in
      body(&state)
      return true
    }
  }

  /// Applies a change that may turn out to change nothing; reports it only when `body` returns `true`.
  private func updateIfChanged(_ property: Property, _ body: (inout GraphicState) -> Bool) {
    let (changed, owner, slot) = state.withLock { state -> (Bool, GraphicsOverlay?, UInt32) in
      (body(&state), state.owner, state.slot)
    }
    if changed { owner?.graphicDidChange(self, slot: slot, property: property) }
  }
}

extension Graphic: CustomStringConvertible {
  /// A short text naming the geometry and the z-index, for logs and test failures.
  public var description: String {
    state.withLock { "Graphic(\($0.geometry.geometry?.description ?? "no geometry"), zIndex: \($0.zIndex))" }
  }
}

/// The state of one graphic, kept small: 96 bytes, so a point graphic is one 120-byte object.
///
/// The field order packs the small fields into the padding after the optional symbol and the
/// geometry (`MemoryLayout<GraphicState>.size == 96`, checked by a test).
struct GraphicState: Sendable {
  var symbol: (any Symbol)?
  var isVisible = true
  var isSelected = false
  /// The graphic's slot in its owner's tables; meaningful only while `owner` is set.
  var slot: UInt32 = 0
  var geometry: StoredGeometry
  var zIndex: Int32 = 0
  var attributes: [String: any Sendable]
  weak var owner: GraphicsOverlay?

  init(geometry: StoredGeometry, symbol: (any Symbol)?, attributes: [String: any Sendable]) {
    self.geometry = geometry
    self.symbol = symbol
    self.attributes = attributes
  }
}
