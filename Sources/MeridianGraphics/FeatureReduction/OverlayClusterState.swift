/// What an overlay keeps for its feature reduction, under its lock.
struct OverlayClusterState {
  /// The reduction, or `nil`.
  var reduction: ClusteringFeatureReduction?
  /// Counts every change that can change the clusters: graphics added, removed, moved, shown or
  /// hidden, their attributes, and the reduction itself.
  var generation: UInt64 = 0
  /// The clusters last built, with what they were built for.
  var cache: (generation: UInt64, extent: Double, maxZoom: Int, clustered: ClusteredGraphics)?

  /// Notes a change that can change the clusters.
  mutating func invalidate() {
    generation &+= 1
    if cache != nil { cache = nil }
  }
}

extension OverlayClusterState {
  /// Notes a change of one graphic's property: its geometry or visibility always matter, its
  /// attributes when the reduction summarises them.
  mutating func note(_ property: Graphic.Property) {
    switch property {
    case .geometry, .isVisible: invalidate()
    case .attributes where !(reduction?.aggregateFields.isEmpty ?? true): invalidate()
    default: break
    }
  }
}
