public import MeridianClustering
import MeridianCore

/// Clustering of a graphics overlay's point graphics: ArcGIS's `ClusteringFeatureReduction`.
///
/// ```swift
/// var reduction = ClusteringFeatureReduction()
/// reduction.radius = 60
/// reduction.aggregateFields = [AggregateField(name: "people", statisticFieldName: "population", statisticType: .sum)]
/// overlay.featureReduction = reduction
/// ```
///
/// See “`ClusteringFeatureReduction`” in `docs/clustering.md`.
public struct ClusteringFeatureReduction: Sendable {
  /// The renderer of the clusters, or `nil` for the default symbol.
  ///
  /// It is asked with each cluster's ``AggregateGeoElement/attributes`` (`cluster_count` and the
  /// aggregate fields). When it answers a ``SimpleMarkerSymbol``, the marker's size is set from the
  /// count, between ``minSymbolSize`` and ``maxSymbolSize``, as ArcGIS sizes clusters; other
  /// symbols are drawn as they are. The default draws a circle sized so, in a blue with a white
  /// outline.
  public var renderer: (any Renderer)?
  /// The radius in screen points within which graphics cluster: 60 by default, as in ArcGIS.
  public var radius: Double
  /// The fewest graphics in a cluster (supercluster's `minPoints`): 2 by default.
  public var minPoints: Int
  /// The scale beyond which graphics are drawn one by one when zoomed in; 0 (the default) for no
  /// such scale, which clusters down to tiling level 16 (1:9,028) as supercluster's `maxZoom` does.
  public var maxScale: Double
  /// The size in points of the smallest cluster's symbol: 12 by default, as in ArcGIS.
  public var minSymbolSize: Double
  /// The size in points of the largest cluster's symbol: 70 by default, as in ArcGIS.
  public var maxSymbolSize: Double
  /// A Boolean value indicating whether each cluster is labelled with its count. `true` by default.
  public var showsLabels: Bool
  /// The summaries each cluster carries in its attributes.
  public var aggregateFields: [AggregateField]
  /// A Boolean value indicating whether the reduction applies. `true` by default.
  public var isEnabled: Bool

  /// The deepest zoom that clusters when ``maxScale`` is 0: 16, supercluster's default `maxZoom`.
  public static let defaultMaxZoom = 16

  /// Creates a clustering reduction with ArcGIS's defaults.
  ///
  /// - Parameter renderer: The clusters' renderer; `nil` (the default) for a circle sized by count.
  public init(renderer: (any Renderer)? = nil) {
    self.renderer = renderer
    radius = 60
    minPoints = 2
    maxScale = 0
    minSymbolSize = 12
    maxSymbolSize = 70
    showsLabels = true
    aggregateFields = []
    isEnabled = true
  }

  /// Throws the first value out of range.
  ///
  /// - Throws: `GraphicsError.invalidParameter(name:reason:)` naming `radius` (not a finite number
  ///   above 0), `minPoints` (below 2), `maxScale` (NaN, infinite or negative), `minSymbolSize` or
  ///   `maxSymbolSize` (not finite, negative, or the minimum above the maximum) or `aggregateFields`
  ///   (an empty, repeated or reserved name).
  public func validate() throws(GraphicsError) {
    guard radius.isFinite, radius > 0 else {
      throw .invalidParameter(name: "radius", reason: "\(radius) is not a finite number of points above 0")
    }
    guard minPoints >= 2 else {
      throw .invalidParameter(
        name: "minPoints", reason: "\(minPoints) is below 2: a cluster holds at least two graphics")
    }
    guard maxScale.isFinite, maxScale >= 0 else {
      throw .invalidParameter(name: "maxScale", reason: "\(maxScale) is not a finite scale, 0 or above")
    }
    for (name, size) in [("minSymbolSize", minSymbolSize), ("maxSymbolSize", maxSymbolSize)]
    where !size.isFinite || size < 0 {
      throw .invalidParameter(name: name, reason: "\(size) is not a finite size in points, 0 or above")
    }
    guard minSymbolSize <= maxSymbolSize else {
      throw .invalidParameter(
        name: "maxSymbolSize", reason: "\(maxSymbolSize) is below minSymbolSize, \(minSymbolSize)")
    }
    do {
      try ClusterIndex.validate(aggregateFields)
    } catch {
      throw GraphicsError(error)
    }
  }
}
