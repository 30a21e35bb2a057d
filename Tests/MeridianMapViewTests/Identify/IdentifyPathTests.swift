import Foundation
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// Identify's two paths (on the calling actor for few candidates, off it for many) against each
/// other and against a brute-force test of every graphic.
@MainActor
@Suite("Identify paths")
struct IdentifyPathTests {
  /// A 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point, showing one overlay.
  func view(_ overlays: [GraphicsOverlay]) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, graphicsOverlays: overlays, viewSize: CGSize(width: 400, height: 200))
  }

  /// An overlay of `count` random graphics over the view and a little beyond: markers of several
  /// sizes and offsets, some drawn by the renderer, some text, some lines, some in WGS84, some hidden,
  /// some with a z-index.
  func randomOverlay(_ count: Int, rng: inout SeededRandomNumberGenerator) throws -> GraphicsOverlay {
    let overlay = GraphicsOverlay()
    overlay.renderer = SimpleRenderer(symbol: SimpleMarkerSymbol(style: .square, color: .blue, size: 8))
    var graphics: [Graphic] = []
    for _ in 0..<count {
      let x = Double.random(in: -2200...2200, using: &rng)
      let y = Double.random(in: -1200...1200, using: &rng)
      let geometry: any Geometry
      let symbol: (any Symbol)?
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        geometry = try GeometryEngine.project(Point(x: x, y: y, spatialReference: .webMercator), into: .wgs84)
        symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
      case 1:
        geometry = Point(x: x, y: y, spatialReference: .webMercator)
        symbol = nil
      case 2:
        geometry = Point(x: x, y: y, spatialReference: .webMercator)
        symbol = TextSymbol(text: "Café", color: .black, size: 9)
      case 3:
        geometry = Polyline(points: [
          Point(x: x, y: y, spatialReference: .webMercator),
          Point(x: x + 300, y: y - 200, spatialReference: .webMercator),
        ])
        symbol = SimpleLineSymbol(style: .solid, color: .black, width: 3)
      default:
        geometry = Point(x: x, y: y, spatialReference: .webMercator)
        var marker = SimpleMarkerSymbol(style: .circle, color: .red, size: Double.random(in: 4...24, using: &rng))
        marker.offsetX = Double.random(in: -5...5, using: &rng)
        symbol = marker
      }
      graphics.append(Graphic(geometry: geometry, symbol: symbol))
    }
    try overlay.addGraphics(graphics)
    for g in graphics {
      if Int.random(in: 0..<8, using: &rng) == 0 { g.isVisible = false }
      if Int.random(in: 0..<6, using: &rng) == 0 { g.zIndex = Int.random(in: -2...2, using: &rng) }
    }
    return overlay
  }

  /// The hits by brute force: every graphic tested, top-most first, the first `maximum`.
  func bruteForce(
    _ view: MapView, _ overlay: GraphicsOverlay, _ tap: CGPoint, tolerance: Double, maximum: Int?
  )
    throws -> [ObjectIdentifier]
  {
    guard let query = view.snapshot().identifyQuery(screenPoint: tap, tolerance: tolerance) else { return [] }
    let tester = HitTester(query: query, maximumResults: maximum, measurer: overlay.textMeasurer)
    let everything = Envelope(xMin: -2e7, yMin: -2e7, xMax: 2e7, yMax: 2e7, spatialReference: .webMercator)
    let hits = try overlay.candidates(intersecting: everything).reversed().filter { try tester.isHit($0, shiftX: 0) }
    return hits.prefix(maximum ?? hits.count).map { ObjectIdentifier($0.graphic) }
  }

  @Test("Identify agrees with testing every graphic, at random points, tolerances and maximums")
  func agreesWithBruteForce() async throws {
    var rng = SeededRandomNumberGenerator(seed: 21)
    let overlay = try randomOverlay(1500, rng: &rng)
    let view = view([overlay])
    for _ in 0..<120 {
      let tap = CGPoint(x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...200, using: &rng))
      let tolerance: Double = [0, 3, 12, 40][Int.random(in: 0..<4, using: &rng)]
      let maximum = [1, 2, 5, nil][Int.random(in: 0..<4, using: &rng)]
      let found = try await view.identify(on: overlay, screenPoint: tap, tolerance: tolerance, maximumResults: maximum)
      let expected = try bruteForce(view, overlay, tap, tolerance: tolerance, maximum: maximum)
      #expect(found.graphics.map(ObjectIdentifier.init) == expected, "tap \(tap), tolerance \(tolerance)")
    }
  }

  @Test("Tested on the calling actor or off it, the same taps give the same graphics in the same order")
  func inlineAndOffloadedAgree() async throws {
    var rng = SeededRandomNumberGenerator(seed: 22)
    let overlay = try randomOverlay(1500, rng: &rng)
    let view = view([overlay])
    var offloadedSome = false
    for _ in 0..<120 {
      let tap = CGPoint(x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...200, using: &rng))
      let tolerance: Double = [0, 12, 100][Int.random(in: 0..<3, using: &rng)]
      let maximum = [1, 3, nil][Int.random(in: 0..<3, using: &rng)]
      let query = try #require(view.snapshot().identifyQuery(screenPoint: tap, tolerance: tolerance))
      let tester = HitTester(query: query, maximumResults: maximum, measurer: overlay.textMeasurer)
      let inline = try #require(try tester.hits(in: overlay))
      let offloaded = try await HitTester.hitsOffActor(tester, in: overlay)
      #expect(inline.map(ObjectIdentifier.init) == offloaded.map(ObjectIdentifier.init))
      // With a limit below the candidate count, nothing is tested on the calling actor.
      if try tester.hits(in: overlay, candidateLimit: MapViewSnapshot.inlineCandidateLimit) == nil {
        offloadedSome = true
        let viaView = try await view.identify(
          on: overlay, screenPoint: tap, tolerance: tolerance, maximumResults: maximum)
        #expect(viaView.graphics.map(ObjectIdentifier.init) == inline.map(ObjectIdentifier.init))
      }
      #expect(try tester.hits(in: overlay, candidateLimit: 0) == nil || inline.isEmpty)
    }
    #expect(offloadedSome)
  }

  @Test("More candidates than the inline limit: answered off the main actor, all of them, top-most first")
  func manyStacked() async throws {
    let overlay = GraphicsOverlay()
    let marker = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    let stacked = (0..<(MapViewSnapshot.inlineCandidateLimit * 2)).map { i in
      Graphic(geometry: Point(x: Double(i % 9), y: 0, spatialReference: .webMercator), symbol: marker)
    }
    try overlay.addGraphics(stacked)
    let view = view([overlay])
    let all = try await view.identify(
      on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 12, maximumResults: nil)
    #expect(all.graphics.map(ObjectIdentifier.init) == stacked.reversed().map(ObjectIdentifier.init))
    let top = try await view.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 12)
    #expect(top.graphics.count == 1 && top.graphics.first === stacked.last)
  }

  @Test("identifyGraphicsOverlays keeps the overlay order when some overlays are answered off the main actor")
  func severalOverlaysMixed() async throws {
    let marker = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    let crowded = GraphicsOverlay()
    try crowded.addGraphics(
      (0..<(MapViewSnapshot.inlineCandidateLimit + 50)).map { _ in
        Graphic(geometry: Point(x: 0, y: 0, spatialReference: .webMercator), symbol: marker)
      })
    let sparse = GraphicsOverlay()
    let lone = Graphic(geometry: Point(x: 0, y: 0, spatialReference: .webMercator), symbol: marker)
    try sparse.addGraphic(lone)
    let empty = GraphicsOverlay()
    let view = view([sparse, crowded, empty])
    let results = try await view.identifyGraphicsOverlays(
      screenPoint: CGPoint(x: 200, y: 100), tolerance: 5, maximumResultsPerOverlay: 2)
    #expect(results.map { ObjectIdentifier($0.graphicsOverlay) } == [crowded, sparse].map(ObjectIdentifier.init))
    #expect(results.first?.graphics.count == 2 && results.last?.graphics.first === lone)
  }
}
