import Foundation
import MeridianCore
import MeridianGraphics

extension MapView {
  /// Finds the graphics of one overlay drawn under a screen point.
  ///
  /// A graphic is hit when the distance from the point to what its symbol draws on screen (its own
  /// symbol, else the overlay renderer's) is at most `tolerance`: the marker, text or picture box
  /// including outline and offsets, the line stroke, or the polygon's fill (even-odd, so holes are
  /// not hit) and outline. Hidden graphics, hidden overlays, overlays outside their scale range,
  /// graphics without a symbol and points outside the view are never hit; opacity is ignored. It works
  /// at any rotation and across the antimeridian.
  ///
  /// The overlay's spatial index is queried now, with the point's map-space box grown by the
  /// largest symbol reach plus the tolerance, so the identify sees every change made before the
  /// call; the candidates are then tested exactly in screen space off the main actor.
  ///
  /// ```swift
  /// let identified = try await mapView.identify(on: overlay, screenPoint: screenPoint, tolerance: 12)
  /// let name = identified.graphics.first?.attributes["PlaceName"] as? String ?? "Unknown"
  /// ```
  ///
  /// - Parameters:
  ///   - overlay: An overlay in ``graphicsOverlays``.
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a graphic may be drawn and still be hit, in points, 0...100.
  ///   - returnPopupsOnly: Whether to return only pop-ups. Graphics carry no pop-ups in Meridian, so
  ///     `true` returns no graphics. The default is `false`.
  ///   - maximumResults: The most graphics to return, top-most first; `nil` returns all. The default is 1.
  /// - Returns: The overlay's hits, top-most first (higher `zIndex` first, then later-added first).
  /// - Throws: ``IdentifyError`` for a tolerance outside 0...100, a NaN or infinite point, a maximum
  ///   below 1, an overlay that is not in the view, or a geometry that cannot be projected.
  public func identify(
    on overlay: GraphicsOverlay, screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false,
    maximumResults: Int? = 1
  ) async throws -> IdentifyGraphicsOverlayResult {
    try validateIdentify(screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResults)
    guard graphicsOverlays.contains(where: { $0 === overlay }) else { throw IdentifyError.overlayNotInView }
    guard !returnPopupsOnly, let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance) else {
      return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: [])
    }
    let entries = candidates(of: overlay, query: query)
    let tester = query.tester(maximumResults: maximumResults, measurer: overlay.textMeasurer)
    let graphics = try await MapView.test(tester, entries)
    return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: graphics)
  }

  /// Finds the graphics of every overlay drawn under a screen point.
  ///
  /// Each overlay is identified as ``identify(on:screenPoint:tolerance:returnPopupsOnly:maximumResults:)``
  /// does. An overlay that fails reports its ``IdentifyGraphicsOverlayResult/error`` in its result
  /// while the others still answer.
  ///
  /// - Parameters:
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a graphic may be drawn and still be hit, in points, 0...100.
  ///   - returnPopupsOnly: Whether to return only pop-ups (`true` returns no graphics). The default is `false`.
  ///   - maximumResultsPerOverlay: The most graphics per overlay; `nil` returns all. The default is 1.
  /// - Returns: One result per overlay that has hits or failed, top-most overlay first.
  /// - Throws: ``IdentifyError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum below 1.
  public func identifyGraphicsOverlays(
    screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false, maximumResultsPerOverlay: Int? = 1
  ) async throws -> [IdentifyGraphicsOverlayResult] {
    try validateIdentify(screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResultsPerOverlay)
    guard !returnPopupsOnly, let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance) else {
      return []
    }
    // Query every index now, so every overlay sees the state at the call.
    let work = graphicsOverlays.reversed().map { overlay in (overlay, candidates(of: overlay, query: query)) }
    var results: [IdentifyGraphicsOverlayResult] = []
    for (overlay, entries) in work where !entries.isEmpty {
      let tester = query.tester(maximumResults: maximumResultsPerOverlay, measurer: overlay.textMeasurer)
      do {
        let graphics = try await MapView.test(tester, entries)
        if !graphics.isEmpty {
          results.append(IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: graphics))
        }
      } catch {
        results.append(IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: [], error: error))
      }
    }
    return results
  }

  // MARK: - Steps

  /// Candidate counts up to this are tested on the calling actor: hopping off it would cost more
  /// than the test. Larger sets are tested off the main actor.
  static let inlineHitTestLimit = 64

  private static func test(_ tester: HitTester, _ entries: [HitTester.Entry]) async throws -> [Graphic] {
    if entries.count <= inlineHitTestLimit { return try tester.hits(entries) }
    return try await HitTester.hitsOffActor(tester, entries)
  }

  private func validateIdentify(screenPoint: CGPoint, tolerance: Double, maximumResults: Int?) throws {
    guard tolerance.isFinite, (0...100).contains(tolerance) else { throw IdentifyError.toleranceOutOfRange(tolerance) }
    guard screenPoint.x.isFinite, screenPoint.y.isFinite else {
      throw IdentifyError.invalidScreenPoint(x: Double(screenPoint.x), y: Double(screenPoint.y))
    }
    if let maximumResults, maximumResults < 1 { throw IdentifyError.invalidMaximumResults(maximumResults) }
  }

  /// The frozen transform and the point's map location, or `nil` when nothing can be hit there
  /// (the view has no area or the point is outside it).
  private func identifyQuery(screenPoint: CGPoint, tolerance: Double) -> IdentifyQuery? {
    guard let transform, transform.bounds.contains(screenPoint) || onEdge(screenPoint, transform) else { return nil }
    let m = transform.map(screenPoint)
    return IdentifyQuery(transform: transform, point: screenPoint, mapX: m.x, mapY: m.y, tolerance: tolerance)
  }

  private func onEdge(_ p: CGPoint, _ t: ScreenTransform) -> Bool {
    p.x >= 0 && p.y >= 0 && Double(p.x) <= t.width && Double(p.y) <= t.height
  }

  /// The overlay's candidates near the point, each with the shift onto the copy of the world under it.
  private func candidates(of overlay: GraphicsOverlay, query: IdentifyQuery) -> [HitTester.Entry] {
    guard overlay.isVisible, overlay.isVisible(atScale: scale) else { return [] }
    let radius = (overlay.maximumSymbolReach + query.tolerance) * query.transform.unitsPerPoint
    let sr = spatialReference
    var entries: [HitTester.Entry] = []
    var seen = Set<ObjectIdentifier>()
    for k in query.worldCopies {
      let shift = Double(k) * (query.transform.worldWidth ?? 0)
      let box = Envelope(
        xMin: query.mapX - radius + shift, yMin: query.mapY - radius, xMax: query.mapX + radius + shift,
        yMax: query.mapY + radius, spatialReference: sr)
      for candidate in overlay.candidates(intersecting: box)
      where seen.insert(ObjectIdentifier(candidate.graphic)).inserted {
        entries.append(HitTester.Entry(candidate: candidate, shiftX: -shift))
      }
    }
    return entries
  }

}

/// What one identify call asks, frozen on the main actor.
struct IdentifyQuery: Sendable {
  var transform: ScreenTransform
  var point: CGPoint
  var mapX: Double
  var mapY: Double
  var tolerance: Double

  /// The world copies to query: the one under the point, and the neighbours on a wrapping map.
  var worldCopies: [Int] {
    guard let world = transform.worldWidth else { return [0] }
    // A box at mapX + k·world meets the world's −world/2 ..< world/2 for k near −mapX/world.
    let nearest = Int((-mapX / world).rounded())
    return [nearest, nearest - 1, nearest + 1]
  }

  func tester(maximumResults: Int?, measurer: any TextMeasurer) -> HitTester {
    HitTester(
      transform: transform, point: point, tolerance: tolerance, maximumResults: maximumResults, measurer: measurer)
  }
}
