package import MeridianClustering

/// An overlay's clusters at one state of its graphics: the index and the graphic of each point.
///
/// Immutable, so the map view can query it off the overlay's lock, and an ``AggregateGeoElement``
/// can keep it to page its members after the overlay has changed.
package struct ClusteredGraphics: Sendable {
  /// The index over the clustered graphics' points.
  package let index: ClusterIndex
  /// The graphic of each point of the index, by input index.
  package let graphics: [Graphic]
  /// The reduction it was built for.
  package let reduction: ClusteringFeatureReduction
  /// The overlay's visible graphics the index leaves out (other geometries, points that cannot be
  /// placed), which draw one by one.
  package let unclusteredCount: Int
  /// The overlay.
  package let graphicsOverlay: GraphicsOverlay

  /// The aggregate element of a cluster of the index met at `zoom`.
  package func aggregate(_ cluster: ClusterIndex.Cluster, zoom: Int) -> AggregateGeoElement? {
    guard let id = cluster.id else { return nil }
    return AggregateGeoElement(
      clusterID: id, count: cluster.count, position: cluster.position, attributes: cluster.attributes,
      zoom: index.options.minZoom + index.level(atZoom: zoom), clustered: self)
  }

  /// The display position of an index item in the unit square: its own unit coordinates.
  package func graphic(of cluster: ClusterIndex.Cluster) -> Graphic? {
    cluster.pointIndex.map { graphics[$0] }
  }
}
