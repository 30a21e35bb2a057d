import Foundation
import MeridianCore
import MeridianGraphics

extension MapViewSnapshot {
  /// Identifies a clustered overlay, or returns `nil` when the overlay draws its graphics one by one
  /// now (then the ordinary identify applies).
  ///
  /// What is tested is what the display list draws near the point: cluster symbols (hit by their
  /// marker and label box, as a marker is), single graphics and the graphics the clustering leaves
  /// out (hit as identify hits them). Clusters draw above the overlay's graphics, so they come
  /// first, the later drawn first; then the graphics, top-most first. The clusters are the
  /// overlay's as they stand (built afresh when it changed), on the calling actor.
  ///
  /// - Throws: ``MapViewError/unprojectableGeometry(drawIndex:reason:)`` as the ordinary identify.
  func identifyClusters(
    on overlay: GraphicsOverlay, query: IdentifyQuery, maximumResults: Int?
  ) throws(MapViewError)
    -> IdentifyGraphicsOverlayResult?
  {
    guard let clustered = clusteredGraphics(of: overlay) else { return nil }
    let transform = query.transform
    let reach =
      Swift.max(overlay.maximumSymbolReach, clustered.reduction.maxSymbolSize / 2 + MapViewSnapshot.clusterLabelReach)
      + query.tolerance
    let grow = reach * transform.unitsPerPoint
    let area = Envelope(
      xMin: query.mapX - grow, yMin: query.mapY - grow, xMax: query.mapX + grow, yMax: query.mapY + grow,
      spatialReference: transform.spatialReference)
    let frame = clusterFrame(clustered, in: area, transform: transform)
    let tester = HitTester(query: query, maximumResults: maximumResults, measurer: overlay.textMeasurer)
    let limit = maximumResults ?? .max
    var hits: [any GeoElement] = []
    var graphics: [Graphic] = []
    for item in items(of: frame, transform: transform).reversed() where item.cluster != nil {
      guard hits.count < limit, let cluster = item.cluster else { break }
      let anchor = (x: Double(item.screenPosition.x), y: Double(item.screenPosition.y))
      if tester.markerDistance(anchor: anchor, footprint: item.footprint) <= query.tolerance { hits.append(cluster) }
    }
    let ordered = frame.graphics.sorted {
      ($0.candidate.drawIndex, $0.shift) > ($1.candidate.drawIndex, $1.shift)
    }
    for (candidate, shift) in ordered where hits.count < limit {
      if try tester.isHit(candidate, shiftX: shift) {
        hits.append(candidate.graphic)
        graphics.append(candidate.graphic)
      }
    }
    return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: graphics, geoElements: hits)
  }
}
