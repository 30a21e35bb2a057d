import Foundation
import MeridianCore
import MeridianGraphics

extension MapViewSnapshot {
  /// The display items of a clustered overlay, bottom first, or `nil` when it draws its graphics one
  /// by one now (see ``clusteredGraphics(of:)``).
  ///
  /// The graphics drawn on their own (single points at this zoom and graphics the clustering leaves
  /// out) come first, in the overlay's draw order, as the display list draws graphics; the clusters
  /// come above them, each with its ``DisplayItem/cluster`` and, as its ``DisplayItem/graphic``, its
  /// seed graphic, with draw indices counting on from the overlay's graphic count.
  func clusteredDisplayItems(
    _ overlay: GraphicsOverlay, transform: ScreenTransform, extent: Envelope
  )
    -> [DisplayItem]?
  {
    guard let clustered = clusteredGraphics(of: overlay) else { return nil }
    let reach = Swift.max(
      overlay.maximumSymbolReach, clustered.reduction.maxSymbolSize / 2 + MapViewSnapshot.clusterLabelReach)
    let grow = reach * transform.unitsPerPoint
    let area = Envelope(
      xMin: extent.xMin - grow, yMin: extent.yMin - grow, xMax: extent.xMax + grow, yMax: extent.yMax + grow,
      spatialReference: spatialReference)
    let frame = clusterFrame(clustered, in: area, transform: transform)
    return items(of: frame, transform: transform).filter { MapViewSnapshot.isOnScreen($0, bounds: transform.bounds) }
  }

  /// How far past a cluster marker's edge its count label may reach, in points: a label wider than
  /// the smallest marker ("57k" in 12-point bold is about 25 points wide).
  static let clusterLabelReach = 20.0

  /// A frame's display items, bottom first: its graphics in draw order, then its clusters.
  func items(of frame: ClusterFrame, transform: ScreenTransform) -> [DisplayItem] {
    let overlay = frame.clustered.graphicsOverlay
    let measurer = overlay.textMeasurer
    var items: [DisplayItem] = []
    let graphics = frame.graphics.sorted { ($0.candidate.drawIndex, $0.shift) < ($1.candidate.drawIndex, $1.shift) }
    for (candidate, shift) in graphics {
      guard candidate.isVisible, let symbol = candidate.symbol, !candidate.geometry.isEmpty,
        let geometry = projectToMap(candidate.geometry),
        let item = MapViewSnapshot.item(
          candidate, overlay: overlay, symbol: symbol, geometry: geometry, shift: shift, transform: transform,
          measurer: measurer)
      else { continue }
      items.append(item)
    }
    let base = overlay.graphicCount
    let largest = frame.clustered.index.maximumCount(atZoom: frame.zoom)
    for (k, (cluster, shift)) in frame.clusters.enumerated() {
      guard let element = frame.clustered.aggregate(cluster, zoom: frame.zoom),
        let symbol = frame.clustered.reduction.symbol(
          attributes: element.attributes, count: cluster.count, largestCount: largest),
        let seed = cluster.id.flatMap({ frame.clustered.index.seedPoint(of: $0) }),
        let position = mapPosition(of: cluster, shift: shift)
      else { continue }
      let anchor = transform.screen(x: position.x, y: position.y)
      let footprint = symbol.footprint(measurer: measurer)
      let rect = footprint.rect
      items.append(
        DisplayItem(
          graphic: frame.clustered.graphics[seed], graphicsOverlay: overlay, symbol: symbol, footprint: footprint,
          geometryType: .point, screenPosition: anchor, screenParts: [[anchor]],
          screenBounds: CGRect(
            x: anchor.x + rect.minX, y: anchor.y - rect.maxY, width: rect.width, height: rect.height),
          drawIndex: base + k, cluster: element))
    }
    return items
  }
}
