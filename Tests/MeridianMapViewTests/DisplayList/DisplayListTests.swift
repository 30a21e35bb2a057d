import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// The display list, worked by hand. Unless a test says otherwise the view is 400 × 200 points of a
/// Web Mercator map centred on (0, 0) at 10 m per point, so a map point (x, y) is drawn at screen
/// (200 + x/10, 100 − y/10).
@MainActor
@Suite("Display list")
struct DisplayListTests {
  func view(_ overlays: [GraphicsOverlay]) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    return MapView(map: map, graphicsOverlays: overlays, viewSize: CGSize(width: 400, height: 200))
  }

  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .webMercator) }

  func marker(size: Double = 10) -> SimpleMarkerSymbol { SimpleMarkerSymbol(style: .circle, color: .red, size: size) }

  func ids(_ items: [DisplayItem]) -> [ObjectIdentifier] { items.map { ObjectIdentifier($0.graphic) } }

  func ids(_ graphics: [Graphic]) -> [ObjectIdentifier] { graphics.map(ObjectIdentifier.init) }

  // MARK: - Order

  @Test("Draw order: overlays in order, then zIndex, then the order graphics were added")
  func drawOrder() throws {
    let bottom = GraphicsOverlay()
    let top = GraphicsOverlay()
    let a1 = Graphic(geometry: point(0, 0), symbol: marker())
    let a2 = Graphic(geometry: point(100, 0), symbol: marker())
    let a3 = Graphic(geometry: point(200, 0), symbol: marker())
    try bottom.addGraphics([a1, a2, a3])
    a2.zIndex = 5
    let b1 = Graphic(geometry: point(-100, 0), symbol: marker())
    let b2 = Graphic(geometry: point(-200, 0), symbol: marker())
    try top.addGraphics([b1, b2])
    b2.zIndex = -1
    let items = view([bottom, top]).displayList()
    // Bottom overlay: zIndex 0 in added order (a1, a3), then a2 (5); top overlay: b2 (−1), then b1 (0).
    #expect(ids(items) == ids([a1, a3, a2, b2, b1]))
    #expect(items.map(\.drawIndex) == [0, 1, 2, 0, 1])
    #expect(
      items.map { ObjectIdentifier($0.graphicsOverlay) }
        == [bottom, bottom, bottom, top, top].map(ObjectIdentifier.init))
    // a2 at (100, 0) m is drawn at (210, 100); b2 at (−200, 0) m at (180, 100).
    expectClose(items[2].screenPosition, CGPoint(x: 210, y: 100))
    expectClose(items[3].screenPosition, CGPoint(x: 180, y: 100))
    // Swapping the overlays swaps the halves.
    #expect(ids(view([top, bottom]).displayList()) == ids([b2, b1, a1, a3, a2]))
  }

  @Test("Items carry the resolved symbol and its footprint; graphics that draw nothing are left out")
  func symbolsAndOmissions() throws {
    let overlay = GraphicsOverlay()
    let rendered = SimpleMarkerSymbol(style: .square, color: .blue, size: 6)
    let own = Graphic(geometry: point(0, 0), symbol: marker(size: 20))
    let byRenderer = Graphic(geometry: point(500, 0))
    let hidden = Graphic(geometry: point(0, 0), symbol: marker())
    hidden.isVisible = false
    let noGeometry = Graphic(symbol: marker())
    try overlay.addGraphics([own, byRenderer, hidden, noGeometry])
    let view = view([overlay])
    // Without a renderer, byRenderer has no symbol and is not drawn.
    #expect(ids(view.displayList()) == ids([own]))
    overlay.renderer = SimpleRenderer(symbol: rendered)
    let items = view.displayList()
    #expect(ids(items) == ids([own, byRenderer]))
    #expect(items[1].symbol.isEqual(to: rendered))
    // The 6-point square covers (−3, −3, 6, 6) about (250, 100): on screen (247, 97, 6, 6), y down.
    #expect(items[1].footprint.rect == CGRect(x: -3, y: -3, width: 6, height: 6))
    expectClose(items[1].screenBounds, CGRect(x: 247, y: 97, width: 6, height: 6))
    #expect(items[1].geometryType == .point)
  }

  @Test("Hidden overlays and overlays outside their scale range draw nothing")
  func overlayVisibility() throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: marker()))
    let view = view([overlay])
    #expect(view.displayList().count == 1)
    overlay.isVisible = false
    #expect(view.displayList().isEmpty)
    overlay.isVisible = true
    // The view's scale is 10 × 96 / 0.0254 = 37,795.3: a minScale of 30,000 hides the overlay when
    // zoomed out that far, one of 40,000 does not; a maxScale of 40,000 hides it when zoomed in.
    overlay.minScale = 30_000
    #expect(view.displayList().isEmpty)
    overlay.minScale = 40_000
    #expect(view.displayList().count == 1)
    overlay.maxScale = 39_000
    #expect(view.displayList().isEmpty)
  }

  @Test("Text footprints use the overlay's text measurer")
  func textMeasurer() throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: TextSymbol(text: "abcd", size: 12)))
    let view = view([overlay])
    // Glyph model: 4 × 0.55 em × 12 = 26.4 wide, 1.2 em × 12 = 14.4 tall, centred on (200, 100).
    let glyphs = try #require(view.displayList().first)
    #expect(abs(glyphs.footprint.rect.width - 26.4) < 1e-9 && abs(glyphs.footprint.rect.height - 14.4) < 1e-9)
    // Half-em measurer: 4 × 6 = 24 wide, 12 tall: (−12, −6, 24, 12), on screen (188, 94, 24, 12).
    overlay.textMeasurer = HalfEmMeasurer()
    let halfEm = try #require(view.displayList().first)
    #expect(halfEm.footprint.rect == CGRect(x: -12, y: -6, width: 24, height: 12))
    expectClose(halfEm.screenBounds, CGRect(x: 188, y: 94, width: 24, height: 12))
  }

  // MARK: - Culling

  @Test("Off-screen graphics are culled by what they draw, not by their anchor")
  func culling() throws {
    let overlay = GraphicsOverlay()
    // A 20-point circle anchored 5 points left of the view covers x −15...5: it shows.
    let peeking = Graphic(geometry: point(-2_050, 0), symbol: marker(size: 20))
    // Anchored 11 points left it covers x −21...−1: it does not.
    let hiddenLeft = Graphic(geometry: point(-2_110, 0), symbol: marker(size: 20))
    // Anchored 20 points left but offset 25 right, a 10-point circle covers x 0...10: it shows.
    var offset = marker()
    offset.offsetX = 25
    let pushedIn = Graphic(geometry: point(-2_200, 0), symbol: offset)
    let far = Graphic(geometry: point(1_000_000, 0), symbol: marker())
    // A line across the whole view with both ends off screen shows; one 50 points above it does not.
    let across = Graphic(
      geometry: Polyline(points: [point(-2_500, 500), point(2_500, 500)]), symbol: SimpleLineSymbol(width: 2))
    let above = Graphic(
      geometry: Polyline(points: [point(-2_500, 1_500), point(2_500, 1_500)]), symbol: SimpleLineSymbol(width: 2))
    try overlay.addGraphics([peeking, hiddenLeft, pushedIn, far, across, above])
    let items = view([overlay]).displayList()
    #expect(ids(items) == ids([peeking, pushedIn, across]))
    // The peeking circle's box on screen: (−15, 90, 20, 20), y down.
    expectClose(items[0].screenBounds, CGRect(x: -15, y: 90, width: 20, height: 20))
    // The line runs from (−50, 50) to (450, 50); a line has no box, its anchor is its extent's centre.
    #expect(items[2].screenParts.map(\.count) == [2])
    expectClose(items[2].screenParts.first?.first, CGPoint(x: -50, y: 50))
    expectClose(items[2].screenParts.first?.last, CGPoint(x: 450, y: 50))
    #expect(items[2].screenBounds == nil)
    expectClose(items[2].screenPosition, CGPoint(x: 200, y: 50))
  }

  @Test("A view without an area lists nothing")
  func noArea() throws {
    let overlay = GraphicsOverlay()
    try overlay.addGraphic(Graphic(geometry: point(0, 0), symbol: marker()))
    let view = view([overlay])
    view.viewSize = CGSize(width: 0, height: 200)
    #expect(view.displayList().isEmpty)
  }

  // MARK: - Wrap-around

  @Test("Graphics just across the antimeridian are drawn beside each other")
  func acrossTheAntimeridian() throws {
    // A Web Mercator view centred on 180° at 1,000 m per point. Half a degree of longitude on the
    // equator is 6,378,137 × 0.5 × π/180 = 55,659.745 m = 55.659745 points: 179.5° E is drawn that
    // far left of the centre, 179.5° W that far right.
    let overlay = GraphicsOverlay()
    let east = Graphic(geometry: Point(latitude: 0, longitude: 179.5), symbol: marker())
    let west = Graphic(geometry: Point(latitude: 0, longitude: -179.5), symbol: marker())
    try overlay.addGraphics([east, west])
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(latitude: 0, longitude: 180), scale: scale(metersPerPoint: 1_000))
    let view = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
    let items = view.displayList()
    #expect(ids(items) == ids([east, west]))
    expectClose(items.first?.screenPosition, CGPoint(x: 200 - 55.659745397, y: 100), within: 1e-6)
    expectClose(items.last?.screenPosition, CGPoint(x: 200 + 55.659745397, y: 100), within: 1e-6)
  }

  @Test("A view wider than the world lists a graphic once per copy of the world it shows")
  func wrapAroundDuplicates() throws {
    // A WGS84 view 400 points wide at 2.25° per point: the world (360°) is 160 points wide, so the
    // graphic at (0, 0) is drawn at x = 200, 200 ± 160 = 40 and 360; the copies at −120 and 520
    // are off screen.
    let overlay = GraphicsOverlay()
    let graphic = Graphic(geometry: Point(latitude: 0, longitude: 0), symbol: marker())
    try overlay.addGraphic(graphic)
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(
      center: Point(latitude: 0, longitude: 0), scale: scale(metersPerPoint: 2.25 * metersPerDegree))
    let view = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
    let items = view.displayList()
    #expect(ids(items) == ids([graphic, graphic, graphic]))
    #expect(items.map(\.drawIndex) == [0, 0, 0])
    for (item, x) in zip(items, [40.0, 200, 360]) {
      expectClose(item.screenPosition, CGPoint(x: x, y: 100), within: 1e-9)
    }
  }

  @Test("Centred on the antimeridian, graphics either side of it are listed once per copy, in order")
  func wrapAroundDuplicatesAcrossTheAntimeridian() throws {
    // The same 2.25°-per-point WGS84 view, centred on 180°. 171° E is 9° = 4 points west of the
    // centre: x = 196, and 196 ± 160 = 36 and 356. 171° W is 4 points east: 204, 44 and 364. Each
    // graphic's copies come together (draw order first), west to east.
    let overlay = GraphicsOverlay()
    let east = Graphic(geometry: Point(latitude: 0, longitude: 171), symbol: marker())
    let west = Graphic(geometry: Point(latitude: 0, longitude: -171), symbol: marker())
    try overlay.addGraphics([east, west])
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(
      center: Point(latitude: 0, longitude: 180), scale: scale(metersPerPoint: 2.25 * metersPerDegree))
    let view = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
    let items = view.displayList()
    #expect(ids(items) == ids([east, east, east, west, west, west]))
    for (item, x) in zip(items, [36.0, 196, 356, 44, 204, 364]) {
      expectClose(item.screenPosition, CGPoint(x: x, y: 100), within: 1e-9)
    }
  }
}
