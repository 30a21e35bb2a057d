import MeridianClustering
public import MeridianCore

/// A cluster of graphics as the map shows it at one zoom: ArcGIS's `AggregateGeoElement`.
///
/// ```swift
/// let result = try await mapView.identify(on: overlay, screenPoint: tap, tolerance: 12)
/// if let cluster = result.geoElements.first as? AggregateGeoElement {
///   print(cluster.count, cluster.expansionZoom)
///   let firstTen = try cluster.containedGeoElements(limit: 10, offset: 0)
/// }
/// ```
///
/// See “`AggregateGeoElement`” in `docs/clustering.md`.
public struct AggregateGeoElement: GeoElement, Sendable, CustomStringConvertible {
  /// The cluster's id in its index (supercluster's `cluster_id`).
  public let clusterID: Int
  /// The number of graphics in the cluster.
  public let count: Int
  /// The cluster's centroid (the count-weighted mean of its graphics' positions in Web Mercator), in WGS84.
  public let position: Point
  /// `cluster_count` and the reduction's aggregate fields (see `AggregateField`, in MeridianClustering).
  public let attributes: [String: any Sendable]
  /// The zoom (tiling level) it was found at.
  public let zoom: Int
  let clustered: ClusteredGraphics

  init(
    clusterID: Int, count: Int, position: Point, attributes: [String: any Sendable], zoom: Int,
    clustered: ClusteredGraphics
  ) {
    self.clusterID = clusterID
    self.count = count
    self.position = position
    self.attributes = attributes
    self.zoom = zoom
    self.clustered = clustered
  }

  /// The centroid, as a point geometry in WGS84.
  public var geometry: (any Geometry)? { position }

  /// The overlay whose graphics the cluster holds.
  public var graphicsOverlay: GraphicsOverlay { clustered.graphicsOverlay }

  /// The tiling level at which the cluster splits into its children (supercluster's
  /// `getClusterExpansionZoom`): the level above the one it formed at. A cluster of graphics at one
  /// spot, which never splits, has the level past the deepest clustering one, where every graphic
  /// draws on its own.
  public var expansionZoom: Int {
    (try? clustered.index.expansionZoom(of: clusterID)) ?? clustered.index.options.maxZoom + 1
  }

  /// The graphics the cluster holds, a page at a time (supercluster's `getLeaves`).
  ///
  /// - Parameters:
  ///   - limit: The most graphics to return, 1 or more; 10 by default (`Int.max` for all).
  ///   - offset: How many to skip first; 0 by default.
  /// - Returns: The page's graphics, depth first through the cluster's children.
  /// - Throws: `GraphicsError.invalidParameter(name:reason:)` naming `limit` (below 1) or `offset` (below 0).
  public func containedGeoElements(limit: Int = 10, offset: Int = 0) throws(GraphicsError) -> [Graphic] {
    do {
      return try clustered.index.leafIndices(of: clusterID, limit: limit, offset: offset).map { clustered.graphics[$0] }
    } catch {
      throw GraphicsError(error)
    }
  }

  /// The clusters and graphics the cluster splits into at ``expansionZoom`` (supercluster's
  /// `getChildren`): an ``AggregateGeoElement`` for each child cluster, the ``Graphic`` for each
  /// single graphic.
  public var children: [any GeoElement] {
    let next = expansionZoom
    let items = (try? clustered.index.children(of: clusterID)) ?? []
    return items.compactMap { item -> (any GeoElement)? in
      if let graphic = clustered.graphic(of: item) { return graphic }
      return clustered.aggregate(item, zoom: next)
    }
  }

  /// A short text naming the id, the count and the position.
  public var description: String {
    "AggregateGeoElement(id: \(clusterID), count: \(count), zoom: \(zoom), \(position.y), \(position.x))"
  }
}
