import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("GraphicsOverlay candidates and spatial index")
struct CandidateTests {
  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .wgs84) }
  func box(_ xMin: Double, _ yMin: Double, _ xMax: Double, _ yMax: Double) -> Envelope {
    Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: .wgs84)
  }

  @Test("Candidates are the graphics whose extent meets the box, edges included")
  func intersecting() throws {
    let overlay = GraphicsOverlay()
    let inside = Graphic(geometry: point(1, 1))
    let onEdge = Graphic(geometry: point(2, 0))
    let outside = Graphic(geometry: point(3, 3))
    let line = Graphic(geometry: Polyline(points: [point(-5, 1.5), point(-1, 1.5)]))
    let crossing = Graphic(geometry: Polygon(points: [point(-10, -10), point(10, -10), point(10, -9)]))
    let empty = Graphic()
    try overlay.addGraphics([inside, onEdge, outside, line, crossing, empty])
    let found = overlay.candidates(intersecting: box(0, 0, 2, 2)).map(\.graphic)
    #expect(found.map(ObjectIdentifier.init) == [inside, onEdge].map(ObjectIdentifier.init))
    let wide = overlay.candidates(intersecting: box(-3, -9.5, 0, 2)).map(\.graphic)
    #expect(wide.map(ObjectIdentifier.init) == [line, crossing].map(ObjectIdentifier.init))
    #expect(overlay.candidates(intersecting: .empty(spatialReference: .wgs84)).isEmpty)
  }

  @Test("Candidates come in draw order: z-index, then order in graphics; drawIndex is the position")
  func drawOrder() throws {
    let overlay = GraphicsOverlay()
    let graphics = (0..<5).map { _ in Graphic(geometry: point(0, 0)) }
    try overlay.addGraphics(graphics)
    graphics[1].zIndex = 2
    graphics[3].zIndex = -1
    // Draw order, bottom first: 3 (z -1), then 0, 2, 4 (z 0, in overlay order), then 1 (z 2).
    let candidates = overlay.candidates(intersecting: box(-1, -1, 1, 1))
    #expect(candidates.map { ObjectIdentifier($0.graphic) } == [3, 0, 2, 4, 1].map { ObjectIdentifier(graphics[$0]) })
    #expect(candidates.map(\.drawIndex) == [0, 1, 2, 3, 4])
    #expect(candidates.map(\.zIndex) == [-1, 0, 0, 0, 2])
    // Only some are hit: draw indices still count every graphic.
    let lone = Graphic(geometry: point(50, 50))
    try overlay.insertGraphic(lone, at: 1)
    let one = try #require(overlay.candidates(intersecting: box(49, 49, 51, 51)).first)
    #expect(one.graphic === lone && one.drawIndex == 2)  // below it: graphics 3 (z -1) and 0.
  }

  @Test("Changes are seen by the next query: geometry, visibility, symbol, removal")
  func changesSeenAtOnce() throws {
    let overlay = GraphicsOverlay()
    let graphic = Graphic(geometry: point(0, 0))
    try overlay.addGraphic(graphic)
    graphic.geometry = point(10, 10)
    #expect(overlay.candidates(intersecting: box(-1, -1, 1, 1)).isEmpty)
    let moved = try #require(overlay.candidates(intersecting: box(9, 9, 11, 11)).first)
    #expect(moved.graphic === graphic && moved.isVisible)
    graphic.isVisible = false
    #expect(overlay.candidates(intersecting: box(9, 9, 11, 11)).first?.isVisible == false)
    graphic.geometry = nil
    #expect(overlay.candidates(intersecting: box(-100, -100, 100, 100)).isEmpty)
    graphic.geometry = point(5, 5)
    try overlay.removeGraphic(graphic)
    #expect(overlay.candidates(intersecting: box(-100, -100, 100, 100)).isEmpty)
  }

  @Test("A box in WGS84 finds graphics stored in Web Mercator, and the other way round")
  func projectedQuery() throws {
    // Malibu (-118.805, 34.027) is (-13225312.104, 4032428.043) in Web Mercator (pyproj, EPSG:4326 -> 3857).
    let overlay = GraphicsOverlay()
    let mercator = Graphic(
      geometry: Point(x: -13225312.103694867, y: 4032428.0429032557, spatialReference: .webMercator))
    let geographic = Graphic(geometry: Point.malibu)
    try overlay.addGraphics([mercator, geographic])
    let aroundMalibu = box(-118.81, 34.02, -118.80, 34.03)
    #expect(overlay.candidates(intersecting: aroundMalibu).count == 2)
    let mercatorBox = Envelope(
      xMin: -13225400, yMin: 4032400, xMax: -13225300, yMax: 4032500, spatialReference: .webMercator)
    #expect(overlay.candidates(intersecting: mercatorBox).count == 2)
    #expect(overlay.candidates(intersecting: box(-118.70, 34.02, -118.60, 34.03)).isEmpty)
  }

  @Test("Candidates carry the resolved symbol: the graphic's own wins over the renderer's")
  func resolvedSymbol() throws {
    let overlay = GraphicsOverlay()
    let own = SimpleMarkerSymbol(style: .square, color: .red, size: 20)
    let rendered = SimpleMarkerSymbol(style: .circle, color: .blue, size: 6)
    overlay.renderer = SimpleRenderer(symbol: rendered)
    try overlay.addGraphics([Graphic(geometry: point(0, 0), symbol: own), Graphic(geometry: point(0, 0))])
    let symbols = overlay.candidates(intersecting: box(-1, -1, 1, 1)).map(\.symbol)
    #expect(symbols[0]?.isEqual(to: own) == true)
    #expect(symbols[1]?.isEqual(to: rendered) == true)
  }

  @Test("maximumSymbolReach follows symbols, renderers and removals")
  func maximumReach() throws {
    let overlay = GraphicsOverlay()
    #expect(overlay.maximumSymbolReach == 0)
    var circle = SimpleMarkerSymbol(style: .circle, size: 10)
    circle.outline = SimpleLineSymbol(width: 2)
    let small = Graphic(geometry: point(0, 0), symbol: circle)  // reach 6 (see FootprintTests)
    let plain = Graphic(geometry: point(0, 0))
    try overlay.addGraphics([small, plain])
    #expect(overlay.maximumSymbolReach == 6)
    overlay.renderer = SimpleRenderer(symbol: SimpleMarkerSymbol(style: .circle, size: 30))  // reach 15
    #expect(overlay.maximumSymbolReach == 15)
    plain.symbol = SimpleMarkerSymbol(style: .circle, size: 4)  // own symbol wins: reach 2
    #expect(overlay.maximumSymbolReach == 6)
    try overlay.removeGraphic(small)
    #expect(overlay.maximumSymbolReach == 2)
    overlay.removeAllGraphics()
    #expect(overlay.maximumSymbolReach == 0)
  }
}
