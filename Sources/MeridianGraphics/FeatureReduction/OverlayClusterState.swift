/// What an overlay keeps for its feature reduction, under its lock.
struct OverlayClusterState {
  /// The clusters last built, with what they were built for.
  struct Cache {
    var generation: UInt64
    var extent: Double
    var maxZoom: Int
    var clustered: ClusteredGraphics
    /// Each slot's point in the index, or −1.
    var pointOfSlot: [Int32]
  }

  /// The reduction, or `nil`.
  var reduction: ClusteringFeatureReduction?
  /// Counts every change that can change the clusters: graphics added, removed, moved, shown or
  /// hidden, their attributes, and the reduction itself.
  var generation: UInt64 = 0
  /// The clusters last built; kept across moves of clustered graphics, which update it in place.
  var cache: Cache?
  /// The slots of the graphics moved since the cache was made, in order (the cache is up to date
  /// when empty and the generations agree).
  var moves: [UInt32] = []

  /// The most moves kept for an update in place; more are rebuilt from scratch.
  static let maximumMoves = 4096

  /// Notes a change that can change the clusters, dropping the cache.
  mutating func invalidate() {
    generation &+= 1
    cache = nil
    moves = []
  }

  /// Notes a change of one graphic's property: its geometry or visibility always matter, its
  /// attributes when the reduction summarises them. A move of a clustered graphic keeps the cache
  /// when it can be updated in place.
  mutating func note(_ property: Graphic.Property, slot: UInt32) {
    switch property {
    case .geometry:
      guard let cache, cache.clustered.index.updatesInPlace, moves.count < Self.maximumMoves,
        Int(slot) < cache.pointOfSlot.count, cache.pointOfSlot[Int(slot)] >= 0
      else {
        invalidate()
        return
      }
      generation &+= 1
      moves.append(slot)
    case .isVisible: invalidate()
    case .attributes where !(reduction?.aggregateFields.isEmpty ?? true): invalidate()
    default: break
    }
  }
}
