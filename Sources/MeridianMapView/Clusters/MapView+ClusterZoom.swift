import Foundation
import MeridianClustering
import MeridianCore
public import MeridianGraphics

extension MapView {
  /// The zoom whose clusters the view shows: the zoom of its scale in the Web Mercator tiling
  /// scheme, rounded down (at least 0).
  ///
  /// A scale between two levels shows the clusters of the coarser one, as supercluster's
  /// `getClusters` floors its zoom and MapLibre draws a GeoJSON source's tiles: the clusters of zoom
  /// `z` keep their seeds more than the radius apart at zoom `z`, so at any scale between `z` and
  /// `z + 1` they stay at least the radius apart on screen (by a factor up to two more), where the
  /// next level's would crowd closer than the radius. A view at a level's published scale is at that
  /// level; a scale within a part in 10⁹ of it counts as that level, so converting a level's scale
  /// to a view and back never lands one level short.
  public var clusterZoom: Int { MapView.clusterZoom(forScale: scale) }

  /// The zoom whose clusters a scale shows; see ``clusterZoom``.
  nonisolated static func clusterZoom(forScale scale: Double) -> Int {
    guard let zoom = TilingScheme.webMercator.zoom(forScale: scale) else { return 0 }
    return Swift.max(0, Int.clamping((zoom + 1e-9).rounded(.down), to: 0...ClusterIndex.Options.maximumZoom + 1))
  }

  /// The deepest zoom a reduction clusters: the zoom of its `maxScale` rounded down, or 16 without one.
  nonisolated static func clusterMaxZoom(for reduction: ClusteringFeatureReduction) -> Int {
    guard reduction.maxScale > 0 else { return ClusteringFeatureReduction.defaultMaxZoom }
    return Swift.min(clusterZoom(forScale: reduction.maxScale), ClusterIndex.Options.maximumZoom)
  }
}

extension AggregateGeoElement {
  /// The scale of ``expansionZoom`` in the Web Mercator tiling scheme: zoom the view to it (or
  /// beyond) and the cluster shows its children.
  public var expansionScale: Double {
    TilingScheme.webMercator.scale(forZoom: expansionZoom) ?? .nan
  }
}
