public import Foundation
import InternalMeridianUtilities
import MeridianCore
public import MeridianGraphics

extension MapViewSnapshot {
  /// Finds the graphics of one overlay drawn under a screen point.
  ///
  /// A graphic is hit when what its symbol draws on screen is within `tolerance` of the point; cluster
  /// symbols answer `AggregateGeoElement`s. docs/map-view.md ("Identify") gives the rules.
  ///
  /// - Parameters:
  ///   - overlay: An overlay in ``graphicsOverlays``.
  ///   - screenPoint: The point, in points from the top-left corner of the view, y down.
  ///   - tolerance: How far from the point a graphic may be drawn and still be hit, in points, 0...100.
  ///   - returnPopupsOnly: Whether to return only pop-ups (`true` returns no graphics). The default is `false`.
  ///   - maximumResults: The most graphics to return, top-most first; `nil` returns all. The default is 1.
  /// - Returns: The overlay's hits, top-most first (higher `zIndex` first, then later-added first).
  /// - Throws: ``MapViewError`` for a bad tolerance, point or maximum, an overlay not in the view, or a
  ///   geometry that cannot be projected.
  nonisolated(nonsending) public func identify(
    on overlay: GraphicsOverlay, screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false,
    maximumResults: Int? = 1
  ) async throws -> IdentifyGraphicsOverlayResult {
    try validateIdentify(screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResults)
    guard graphicsOverlays.contains(where: { $0 === overlay }) else { throw MapViewError.overlayNotInView }
    guard !returnPopupsOnly, let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance) else {
      return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: [])
    }
    guard isDrawn(overlay) else { return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: []) }
    if let clustered = try identifyClusters(on: overlay, query: query, maximumResults: maximumResults) {
      return clustered
    }
    let tester = HitTester(query: query, maximumResults: maximumResults, measurer: overlay.textMeasurer)
    let graphics = try tester.hits(in: overlay, candidateLimit: Self.inlineCandidateLimit)
    if let graphics { return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: graphics) }
    let offloaded = try await HitTester.hitsOffActor(tester, in: overlay)
    return IdentifyGraphicsOverlayResult(graphicsOverlay: overlay, graphics: offloaded)
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
  /// - Throws: ``MapViewError`` for a tolerance outside 0...100, a NaN or infinite point, or a maximum below 1.
  nonisolated(nonsending) public func identifyGraphicsOverlays(
    screenPoint: CGPoint, tolerance: Double, returnPopupsOnly: Bool = false, maximumResultsPerOverlay: Int? = 1
  ) async throws -> [IdentifyGraphicsOverlayResult] {
    try validateIdentify(
      screenPoint: screenPoint, tolerance: tolerance, maximumResults: maximumResultsPerOverlay,
      maximumResultsName: "maximumResultsPerOverlay")
    guard !returnPopupsOnly, let query = identifyQuery(screenPoint: screenPoint, tolerance: tolerance) else {
      return []
    }
    // Answer every overlay with few candidates now, without suspending; then the others off the
    // main actor, in order.
    var answers: [(overlay: GraphicsOverlay, tester: HitTester, result: Result<[Graphic], MapViewError>?)] = []
    var clusteredAnswers: [ObjectIdentifier: IdentifyGraphicsOverlayResult] = [:]
    for (overlay, isDrawn) in overlays.reversed() where isDrawn {
      let tester = HitTester(query: query, maximumResults: maximumResultsPerOverlay, measurer: overlay.textMeasurer)
      do {
        if let clustered = try identifyClusters(on: overlay, query: query, maximumResults: maximumResultsPerOverlay) {
          clusteredAnswers[ObjectIdentifier(overlay)] = clustered
          answers.append((overlay, tester, .success(clustered.graphics)))
          continue
        }
        answers.append(
          (
            overlay, tester,
            try tester.hits(in: overlay, candidateLimit: Self.inlineCandidateLimit).map { .success($0) }
          ))
      } catch {
        answers.append((overlay, tester, .failure(error)))
      }
    }
    var results: [IdentifyGraphicsOverlayResult] = []
    for answer in answers {
      var result = answer.result
      if result == nil {
        do {
          result = .success(try await HitTester.hitsOffActor(answer.tester, in: answer.overlay))
        } catch {
          result = .failure(error)
        }
      }
      if let clustered = clusteredAnswers[ObjectIdentifier(answer.overlay)] {
        if !clustered.geoElements.isEmpty { results.append(clustered) }
        continue
      }
      switch result {
      case .success(let graphics) where !graphics.isEmpty:
        results.append(IdentifyGraphicsOverlayResult(graphicsOverlay: answer.overlay, graphics: graphics))
      case .failure(let error):
        results.append(IdentifyGraphicsOverlayResult(graphicsOverlay: answer.overlay, graphics: [], error: error))
      default:
        break
      }
    }
    return results
  }

  // MARK: - Steps

  /// The most candidates an identify tests on the calling actor, without suspending.
  ///
  /// Up to this many, the whole identify (index query, ordering, exact tests) costs at most tens of
  /// microseconds, less than a hop to another executor and back; a tap at a street-level scale has
  /// a few dozen candidates even among a million graphics. With more (a zoomed-out view of many
  /// graphics), the overlay is identified off the main actor, so that a large candidate set never
  /// blocks it.
  static let inlineCandidateLimit = 256

  func validateIdentify(
    screenPoint: CGPoint, tolerance: Double, maximumResults: Int?, maximumResultsName: String = "maximumResults"
  ) throws(MapViewError) {
    guard tolerance.isFinite, (0...100).contains(tolerance) else {
      throw .invalidParameter(name: "tolerance", reason: "\(tolerance) is outside 0...100 points")
    }
    guard screenPoint.x.isFinite, screenPoint.y.isFinite else {
      throw .invalidParameter(
        name: "screenPoint",
        reason: "(\(Double(screenPoint.x)), \(Double(screenPoint.y))) has a NaN or infinite coordinate")
    }
    if let maximumResults, maximumResults < 1 {
      throw .invalidParameter(
        name: maximumResultsName, reason: "\(maximumResults) is less than 1; pass nil for all results")
    }
  }

  /// The frozen transform and the point's map location, or `nil` when nothing can be hit there
  /// (the view has no area or the point is outside it).
  func identifyQuery(screenPoint: CGPoint, tolerance: Double) -> IdentifyQuery? {
    guard let transform, transform.bounds.contains(screenPoint) || onEdge(screenPoint, transform) else { return nil }
    let m = transform.map(screenPoint)
    return IdentifyQuery(transform: transform, point: screenPoint, mapX: m.x, mapY: m.y, tolerance: tolerance)
  }

  private func onEdge(_ p: CGPoint, _ t: ScreenTransform) -> Bool {
    p.x >= 0 && p.y >= 0 && Double(p.x) <= t.width && Double(p.y) <= t.height
  }
}
