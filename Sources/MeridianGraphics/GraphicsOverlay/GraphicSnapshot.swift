import MeridianCore

/// What an overlay knows about one of its graphics, read under the graphic's lock.
struct GraphicSnapshot {
  var geometry: StoredGeometry
  /// The graphic's own symbol, unless its reach was computed directly (see `reach`).
  var symbol: (any Symbol)?
  /// The reach of the graphic's own symbol when it is a simple one, read without copying it.
  var reach: Float?
  /// The attributes when the renderer needs them (no own symbol), else empty.
  var attributes: [String: any Sendable]
  var zIndex: Int
  var isSelected: Bool

  /// Reads a graphic's state; `withAttributes` says whether a renderer will need its attributes.
  init(_ state: borrowing GraphicState, withAttributes: Bool = true) {
    self.init()
    read(state, withAttributes: withAttributes)
  }

  /// An empty snapshot, to be filled by ``read(_:withAttributes:)``.
  init() {
    geometry = .none
    attributes = [:]
    zIndex = 0
    isSelected = false
  }

  /// Reads a graphic's state into this snapshot (reused across a batch, so nothing is allocated).
  mutating func read(_ state: borrowing GraphicState, withAttributes: Bool, directReach: Bool = false) {
    geometry = state.geometry
    reach = nil
    if directReach, let own = state.symbol, let known = OverlayStorage.directReach(of: own) {
      reach = known
      symbol = nil
    } else {
      symbol = state.symbol
    }
    if withAttributes, symbol == nil, reach == nil {
      attributes = state.attributes
    } else if !attributes.isEmpty {
      attributes = [:]
    }
    zIndex = Int(state.zIndex)
    isSelected = state.isSelected
  }
}
