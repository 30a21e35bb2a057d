import Foundation
import MeridianClustering
import MeridianCore
import MeridianGraphics

/// What a clustered overlay draws in an area at one zoom: its clusters, its single graphics, and its
/// graphics the clustering leaves out, each with the world copy it is drawn on.
struct ClusterFrame {
  /// The overlay's clusters as they stand.
  var clustered: ClusteredGraphics
  /// The zoom the clusters are of.
  var zoom: Int
  /// The clusters, in the index's order, copy by copy; `shift` is added to a map x to draw on its copy.
  var clusters: [(cluster: ClusterIndex.Cluster, shift: Double)] = []
  /// The graphics drawn on their own: single points of the index and graphics left out of it, with
  /// their copy's shift, in no particular order.
  var graphics: [(candidate: GraphicsOverlay.Candidate, shift: Double)] = []
}

extension MapViewSnapshot {
  /// The clusters of an overlay the view draws now, or `nil` when it draws its graphics one by one
  /// (no reduction, a disabled or invalid one, or a scale below its `maxScale`).
  func clusteredGraphics(of overlay: GraphicsOverlay) -> ClusteredGraphics? {
    guard let reduction = overlay.featureReduction, reduction.isEnabled, (try? reduction.validate()) != nil,
      reduction.maxScale == 0 || scale >= reduction.maxScale
    else { return nil }
    return try? overlay.clusteredGraphics(
      extent: TilingScheme.webMercator.tileSize, maxZoom: MapView.clusterMaxZoom(for: reduction))
  }

  /// What a clustered overlay draws in a map area (in the map's spatial reference, on every world
  /// copy it meets) at the view's cluster zoom.
  func clusterFrame(_ clustered: ClusteredGraphics, in area: Envelope, transform: ScreenTransform) -> ClusterFrame {
    let zoom = clusterZoom
    var frame = ClusterFrame(clustered: clustered, zoom: zoom)
    let overlay = clustered.graphicsOverlay
    let copies = MapViewSnapshot.worldCopies(xMin: area.xMin, xMax: area.xMax, transform: transform)
    for k in copies {
      let shift = Double(k) * (transform.worldWidth ?? 0)
      guard let box = unitBox(xMin: area.xMin - shift, yMin: area.yMin, xMax: area.xMax - shift, yMax: area.yMax)
      else { continue }
      var singles: [Graphic] = []
      for cluster in clustered.index.clusters(
        unitMinX: box.minX, unitMinY: box.minY, unitMaxX: box.maxX, unitMaxY: box.maxY, zoom: zoom)
      {
        if let graphic = clustered.graphic(of: cluster) {
          singles.append(graphic)
        } else {
          frame.clusters.append((cluster, shift))
        }
      }
      for candidate in overlay.candidates(for: singles) { frame.graphics.append((candidate, shift)) }
      if clustered.unclusteredCount > 0 {
        let query = Envelope(
          xMin: area.xMin - shift, yMin: area.yMin, xMax: area.xMax - shift, yMax: area.yMax,
          spatialReference: spatialReference)
        for candidate in overlay.candidates(intersecting: query)
        where GraphicsOverlay.clusterPosition(of: candidate.geometry, isVisible: candidate.isVisible) == nil {
          frame.graphics.append((candidate, shift))
        }
      }
    }
    return frame
  }

  /// A map area as a box of the unit square of Web Mercator (y down), clamped to it; `nil` when it
  /// misses the world or cannot be placed.
  private func unitBox(
    xMin: Double, yMin: Double, xMax: Double, yMax: Double
  ) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  )? {
    let sr = spatialReference
    var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    if sr == .webMercator, let world = ScreenTransform.worldWidth(of: sr) {
      box = (xMin / world + 0.5, 0.5 - yMax / world, xMax / world + 0.5, 0.5 - yMin / world)
    } else {
      var lonLat = Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: sr)
      if sr != .wgs84 {
        guard let projected = try? GeometryEngine.project(lonLat, into: .wgs84) else { return nil }
        lonLat = projected
      }
      box = (
        ClusterProjection.x(longitude: lonLat.xMin), ClusterProjection.y(latitude: Swift.min(lonLat.yMax, 90)),
        ClusterProjection.x(longitude: lonLat.xMax), ClusterProjection.y(latitude: Swift.max(lonLat.yMin, -90))
      )
    }
    box = (Swift.max(box.minX, 0), Swift.max(box.minY, 0), Swift.min(box.maxX, 1), Swift.min(box.maxY, 1))
    guard box.minX <= box.maxX, box.minY <= box.maxY else { return nil }
    return box
  }

  /// Where a cluster is drawn, in the map's spatial reference, on the copy `shift` map units away.
  func mapPosition(of cluster: ClusterIndex.Cluster, shift: Double) -> (x: Double, y: Double)? {
    let sr = spatialReference
    if sr == .webMercator, let world = ScreenTransform.worldWidth(of: sr) {
      return ((cluster.unitX - 0.5) * world + shift, (0.5 - cluster.unitY) * world)
    }
    if sr == .wgs84 {
      return (
        ClusterProjection.longitude(x: cluster.unitX) + shift, ClusterProjection.latitude(y: cluster.unitY)
      )
    }
    guard let point = projectToMap(cluster.position) as? Point else { return nil }
    return (point.x + shift, point.y)
  }
}
