import Foundation
import MeridianCore
import MeridianGraphics

/// The exact, screen-space test of identify candidates, on values only, so it can run off the main actor.
///
/// Each candidate is drawn where the view draws it (on the copy of the world the query found it in)
/// and hit when the distance from the screen point to what its symbol draws is at most the
/// tolerance: the marker, text or picture box (clipped to the view), the line stroke, or the
/// polygon's fill (even-odd) and outline.
struct HitTester: Sendable {
  var query: IdentifyQuery
  var maximumResults: Int?
  var measurer: any TextMeasurer

  private var transform: ScreenTransform { query.transform }
  private var point: CGPoint { query.point }
  private var tolerance: Double { query.tolerance }

  /// The graphics of `overlay` hit, top-most first, at most `maximumResults`; `nil`, having tested
  /// nothing, when the overlay has more than `candidateLimit` candidates near the point.
  ///
  /// The candidates are visited top-most first under the overlay's lock (one consistent state that
  /// includes every change made before the call) and read from their graphics only as they are
  /// tested, so the visit stops as soon as it has `maximumResults` hits.
  ///
  /// - Throws: ``MapViewError/unprojectableGeometry(drawIndex:reason:)`` when a candidate's geometry
  ///   cannot be projected into the map's spatial reference.
  func hits(in overlay: GraphicsOverlay, candidateLimit: Int = .max) throws(MapViewError) -> [Graphic]? {
    let shifts = query.worldShifts
    var result: [Graphic] = []
    let visited = try overlay.visitCandidatesTopMostFirst(
      limit: candidateLimit, boxes: { query.boxes(reach: $0) }
    ) { (candidate, box) throws(MapViewError) -> Bool in
      if try isHit(candidate, shiftX: -shifts[box]) { result.append(candidate.graphic) }
      if let maximumResults { return result.count < maximumResults }
      return true
    }
    return visited ? result : nil
  }

  /// Runs ``hits(in:candidateLimit:)`` without a limit on the global executor, off the caller's actor.
  @concurrent
  static func hitsOffActor(_ tester: HitTester, in overlay: GraphicsOverlay) async throws(MapViewError) -> [Graphic] {
    try tester.hits(in: overlay) ?? []
  }

  /// A Boolean value indicating whether the candidate, drawn on the copy of the world `shiftX` map
  /// units away, is hit.
  func isHit(_ candidate: GraphicsOverlay.Candidate, shiftX: Double) throws(MapViewError) -> Bool {
    guard candidate.isVisible, let symbol = candidate.symbol, !candidate.geometry.isEmpty else { return false }
    let geometry: any Geometry
    if let point = candidate.geometry as? Point, let sr = point.spatialReference, sr == .wgs84,
      transform.spatialReference == .webMercator
    {
      geometry = try HitTester.webMercator(point, drawIndex: candidate.drawIndex)
    } else if let sr = candidate.geometry.spatialReference, sr != transform.spatialReference {
      do {
        geometry = try GeometryEngine.project(candidate.geometry, into: transform.spatialReference)
      } catch {
        throw MapViewError.unprojectableGeometry(drawIndex: candidate.drawIndex, reason: "\(error)")
      }
    } else {
      geometry = candidate.geometry
    }
    let footprint = symbol.footprint(measurer: measurer)
    let fills = MapView.fillsInterior(symbol)
    return distance(to: geometry, footprint: footprint, fills: fills, shiftX: shiftX) <= tolerance
  }

  /// A WGS84 point in Web Mercator: Core's `WebMercator` formulas, as `GeometryEngine.project` uses
  /// them, without its generic dispatch (identify projects every candidate).
  static func webMercator(_ point: Point, drawIndex: Int) throws(MapViewError) -> Point {
    guard point.x.isFinite, point.y.isFinite, (-90.0...90.0).contains(point.y) else {
      do {
        return try GeometryEngine.project(point, into: .webMercator)
      } catch {
        throw MapViewError.unprojectableGeometry(drawIndex: drawIndex, reason: "\(error)")
      }
    }
    return Point(
      x: WebMercator.x(longitude: point.x), y: WebMercator.y(latitude: point.y), spatialReference: .webMercator)
  }

  private func screen(_ p: Point, _ shiftX: Double) -> (x: Double, y: Double) {
    let s = transform.screen(x: p.x + shiftX, y: p.y)
    return (Double(s.x), Double(s.y))
  }

  /// The distance in points from the screen point to what the symbol draws for the geometry.
  private func distance(to geometry: any Geometry, footprint: SymbolFootprint, fills: Bool, shiftX: Double) -> Double {
    let p = (x: Double(point.x), y: Double(point.y))
    switch geometry {
    case let g as Point:
      return markerDistance(anchor: screen(g, shiftX), footprint: footprint)
    case let g as Multipoint:
      return g.points.reduce(Double.infinity) {
        Swift.min($0, markerDistance(anchor: screen($1, shiftX), footprint: footprint))
      }
    case let g as Polyline:
      let paths = g.parts.map { $0.map { screen($0, shiftX) } }
      return Swift.max(0, GeometryMath.distanceToPaths(paths, p) - halfStroke(footprint))
    case let g as Polygon:
      return areaDistance(rings: g.parts.map { $0.map { screen($0, shiftX) } }, footprint: footprint, fills: fills)
    case let g as Envelope:
      return areaDistance(
        rings: Polygon(envelope: g).parts.map { $0.map { screen($0, shiftX) } }, footprint: footprint, fills: fills)
    case let g as AnyGeometry:
      return distance(to: g.geometry, footprint: footprint, fills: fills, shiftX: shiftX)
    default:
      return .infinity
    }
  }

  private func halfStroke(_ footprint: SymbolFootprint) -> Double {
    switch footprint.kind {
    case .line, .fill: return footprint.strokeWidth / 2
    case .point: return footprint.reach
    }
  }

  private func areaDistance(rings: [[(x: Double, y: Double)]], footprint: SymbolFootprint, fills: Bool) -> Double {
    let p = (x: Double(point.x), y: Double(point.y))
    if fills, GeometryMath.evenOddContains(rings, p) { return 0 }
    return Swift.max(0, GeometryMath.distanceToRings(rings, p) - halfStroke(footprint))
  }

  /// The distance to a marker's drawn box (footprint rect, +y up, about the anchor), clipped to the view.
  func markerDistance(anchor: (x: Double, y: Double), footprint: SymbolFootprint) -> Double {
    let rect = footprint.rect
    var minX = anchor.x + Double(rect.minX)
    var maxX = anchor.x + Double(rect.maxX)
    var minY = anchor.y - Double(rect.maxY)
    var maxY = anchor.y - Double(rect.minY)
    // Only what is inside the view is drawn.
    minX = Swift.max(minX, 0)
    minY = Swift.max(minY, 0)
    maxX = Swift.min(maxX, transform.width)
    maxY = Swift.min(maxY, transform.height)
    guard minX <= maxX, minY <= maxY else { return .infinity }
    let px = Double(point.x)
    let py = Double(point.y)
    let dx = Swift.max(minX - px, 0, px - maxX)
    let dy = Swift.max(minY - py, 0, py - maxY)
    return (dx * dx + dy * dy).squareRoot()
  }
}
