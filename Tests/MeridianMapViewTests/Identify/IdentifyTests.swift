import Foundation
import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianMapView

/// Identify, worked by hand on a 400 × 200 Web Mercator view centred on (0, 0) at 10 m per point, so a
/// map point (x, y) is drawn at screen (200 + x/10, 100 − y/10).
@MainActor
@Suite("Identify")
struct IdentifyTests {
  let overlay = GraphicsOverlay()

  func view(center: Point = Point(x: 0, y: 0, spatialReference: .webMercator), rotation: Double = 0) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(center: center, scale: scale(metersPerPoint: 10), rotation: rotation)
    return MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 400, height: 200))
  }

  func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .webMercator) }

  @discardableResult
  func add(
    _ geometry: any Geometry, _ symbol: (any Symbol)? = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
  )
    throws -> Graphic
  {
    let graphic = Graphic(geometry: geometry, symbol: symbol)
    try overlay.addGraphic(graphic)
    return graphic
  }

  func hits(_ view: MapView, _ screenPoint: CGPoint, tolerance: Double = 12, max: Int? = nil) async throws -> [Graphic]
  {
    try await view.identify(on: overlay, screenPoint: screenPoint, tolerance: tolerance, maximumResults: max).graphics
  }

  // MARK: - Markers

  @Test("A 10-point circle is hit 11.9 points from its box and missed at 12.1")
  func toleranceEdge() async throws {
    let view = view()
    let graphic = try add(point(0, 0))
    // The box spans x 195...205 at y 100: 205 + 11.9 = 216.9 is 11.9 away, 217.1 is 12.1 away.
    #expect(try await hits(view, CGPoint(x: 216.9, y: 100)).first === graphic)
    #expect(try await hits(view, CGPoint(x: 217.1, y: 100)).isEmpty)
    // Diagonally from the box corner (205, 95): (8.4, −8.4) is √(2·8.4²) = 11.879 away, (8.6, −8.6) 12.162.
    #expect(try await hits(view, CGPoint(x: 213.4, y: 86.6)).count == 1)
    #expect(try await hits(view, CGPoint(x: 213.6, y: 86.4)).isEmpty)
  }

  @Test("The outline counts: a 10-point circle with a 2-point outline covers ±6 points")
  func outline() async throws {
    let view = view()
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 10)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    try add(point(0, 0), symbol)
    // Box 194...206: 206 + 11.9 hits, 206 + 12.1 misses.
    #expect(try await hits(view, CGPoint(x: 217.9, y: 100)).count == 1)
    #expect(try await hits(view, CGPoint(x: 218.1, y: 100)).isEmpty)
  }

  @Test("Overlapping markers come top-most first: higher zIndex, then later-added")
  func zOrder() async throws {
    let view = view()
    let a = try add(point(0, 0))
    let b = try add(point(20, 0))
    let c = try add(point(-20, 0))
    c.zIndex = 5
    let all = try await hits(view, CGPoint(x: 200, y: 100))
    #expect(all.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
    let first = try await view.identify(on: overlay, screenPoint: CGPoint(x: 200, y: 100), tolerance: 12)
    #expect(first.graphics.count == 1 && first.graphics.first === c)
    #expect(try await hits(view, CGPoint(x: 200, y: 100), max: 2).count == 2)
  }

  @Test("Graphics without a symbol use the overlay's renderer; with neither they are not drawn or hit")
  func rendererSymbols() async throws {
    let view = view()
    try add(point(0, 0), nil)
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).isEmpty)
    overlay.renderer = SimpleRenderer(symbol: SimpleMarkerSymbol(style: .square, color: .blue, size: 40))
    // The renderer's 40-point square spans 180...220: 225 is 5 away.
    #expect(try await hits(view, CGPoint(x: 225, y: 100), tolerance: 5).count == 1)
    #expect(try await hits(view, CGPoint(x: 225, y: 100), tolerance: 4.9).isEmpty)
  }

  @Test("Text offsets move the hit box (+y up)")
  func textOffsets() async throws {
    let view = view()
    // GlyphWidthTextMeasurer's documented model: "Hi" at 10 points measures (0.65 + 0.3) × 10 = 9.5 by 12.
    var text = TextSymbol(text: "Hi", color: .black, size: 10)
    text.offsetY = 20
    try add(point(0, 0), text)
    // Centred box x 195.25...204.75, y (up) 14...26 → screen y 74...86.
    #expect(try await hits(view, CGPoint(x: 200, y: 80), tolerance: 0).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 97.9), tolerance: 12).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 98.1), tolerance: 12).isEmpty)
  }

  @Test("A picture pin offset by half its height sits above its point")
  func pictureOffsets() async throws {
    let view = view()
    var pin = PictureMarkerSymbol(imageData: Data(), width: 20, height: 30)
    pin.offsetY = 15
    try add(point(0, 0), pin)
    // Box x 190...210, y (up) 0...30 → screen y 70...100.
    #expect(try await hits(view, CGPoint(x: 200, y: 72), tolerance: 0).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 105), tolerance: 4.9).isEmpty)
    #expect(try await hits(view, CGPoint(x: 200, y: 105), tolerance: 5).count == 1)
  }

  @Test("Hidden graphics, hidden overlays and overlays outside their scale range are never hit")
  func hidden() async throws {
    let view = view()
    let graphic = try add(point(0, 0))
    graphic.isVisible = false
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).isEmpty)
    graphic.isVisible = true
    overlay.opacity = 0  // opacity is ignored
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).count == 1)
    overlay.isVisible = false
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).isEmpty)
    overlay.isVisible = true
    // The view is at 1:37,795; an overlay drawn only closer than 1:10,000 is not drawn now.
    overlay.minScale = 10_000
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).isEmpty)
    overlay.minScale = 0
    overlay.maxScale = 100_000
    #expect(try await hits(view, CGPoint(x: 200, y: 100)).isEmpty)
  }

  @Test("Only what is inside the visible area counts")
  func visibleAreaOnly() async throws {
    let view = view()
    // At x = 2100 m the marker is drawn at 410 ± 5, wholly right of the 400-point view.
    try add(point(2100, 0))
    #expect(try await hits(view, CGPoint(x: 399, y: 100)).isEmpty)
    try add(point(-1000, 0))
    // A point outside the view hits nothing, even within tolerance of a drawn marker at (100, 100).
    #expect(try await hits(view, CGPoint(x: -2, y: 100), tolerance: 100).isEmpty)
  }

  // MARK: - Lines and polygons

  @Test("Lines are hit by distance to the stroke")
  func lines() async throws {
    let view = view()
    let line = Polyline(points: [point(-1000, 0), point(1000, 0)])
    try add(line, SimpleLineSymbol(style: .solid, color: .black, width: 4))
    // The stroke is y 98...102 on screen between x 100 and 300.
    #expect(try await hits(view, CGPoint(x: 150, y: 113.9)).count == 1)
    #expect(try await hits(view, CGPoint(x: 150, y: 114.1)).isEmpty)
    // Beyond the end, by distance to the end point (300, 100): (309, 107) is √(81 + 49) − 2 = 9.4 away.
    #expect(try await hits(view, CGPoint(x: 309, y: 107), tolerance: 9.5).count == 1)
    #expect(try await hits(view, CGPoint(x: 309, y: 107), tolerance: 9.3).isEmpty)
  }

  @Test("Polygons are hit by their fill (even-odd, holes excluded) and their outline")
  func polygons() async throws {
    let view = view()
    let outer = [point(-1000, -900), point(1000, -900), point(1000, 900), point(-1000, 900)]
    let hole = [point(-500, -500), point(-500, 500), point(500, 500), point(500, -500)]
    let polygon = Polygon(parts: [outer, hole])
    let fill = try add(polygon, SimpleFillSymbol(style: .solid, color: .green, outline: nil))
    // Screen: outer x 100...300, y 10...190; hole x 150...250, y 50...150.
    #expect(try await hits(view, CGPoint(x: 120, y: 100), tolerance: 0).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 100), tolerance: 0).isEmpty)
    // From the hole's middle the nearest edge is 50 points away.
    #expect(try await hits(view, CGPoint(x: 200, y: 100), tolerance: 50).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 100), tolerance: 49.9).isEmpty)
    // A fill without interior (noFill) is hit only along its outline (width 2: 1 point each side).
    fill.symbol = SimpleFillSymbol(
      style: .noFill, color: .green, outline: SimpleLineSymbol(style: .solid, color: .black, width: 2))
    #expect(try await hits(view, CGPoint(x: 120, y: 100), tolerance: 0).isEmpty)
    #expect(try await hits(view, CGPoint(x: 120, y: 100), tolerance: 19.01).count == 1)
    #expect(try await hits(view, CGPoint(x: 120, y: 100), tolerance: 18.9).isEmpty)
  }

  // MARK: - Rotation and wrap-around

  @Test("On a map rotated 90° markers stay upright; their offsets are screen axes")
  func rotated() async throws {
    let view = view(rotation: 90)
    // East points up: (500, 0) m is drawn 50 points above the centre, at (200, 50).
    var symbol = SimpleMarkerSymbol(style: .square, color: .red, size: 10)
    symbol.offsetX = 20
    try add(point(500, 0), symbol)
    #expect(try await hits(view, CGPoint(x: 220, y: 50), tolerance: 0).count == 1)
    #expect(try await hits(view, CGPoint(x: 200, y: 50), tolerance: 4.9).isEmpty)
    // A marker north of the centre is drawn to its left.
    try add(point(0, 500))
    #expect(try await hits(view, CGPoint(x: 150, y: 100), tolerance: 0).count == 1)
  }

  @Test("A graphic just across the antimeridian is hit where it is drawn")
  func antimeridian() async throws {
    let halfWorld = Double.pi * 6_378_137
    let view = view(center: point(halfWorld - 500, 0))
    // 1000 m east of the centre, across the line, stored at x = −πR + 500: drawn at (300, 100).
    let east = try add(point(-halfWorld + 500, 0))
    #expect(try await hits(view, CGPoint(x: 300, y: 100), tolerance: 0).first === east)
    // The same in WGS84: lon −179.99 is R·π·0.01/180 = 1,113.19 m east of the line → 161.3 points right.
    let wgs = try add(Point(latitude: 0, longitude: -179.99))
    #expect(try await hits(view, CGPoint(x: 200 + 161.319_490_8, y: 100), tolerance: 0).first === wgs)
    // West of the centre, on the near side, nothing was added.
    #expect(try await hits(view, CGPoint(x: 100, y: 100)).isEmpty)
  }

  // MARK: - Consistency and scale

  @Test("Identify sees every change made before the call")
  func seesChanges() async throws {
    let view = view()
    let graphic = try add(point(0, 0))
    graphic.geometry = point(1000, 0)
    #expect(try await hits(view, CGPoint(x: 200, y: 100), tolerance: 0).isEmpty)
    #expect(try await hits(view, CGPoint(x: 300, y: 100), tolerance: 0).first === graphic)
    try overlay.removeGraphic(graphic)
    #expect(try await hits(view, CGPoint(x: 300, y: 100), tolerance: 0).isEmpty)
  }

  @Test("Many candidates are tested off the main actor and come back in order")
  func manyCandidates() async throws {
    let view = view()
    var added: [Graphic] = []
    for i in 0..<200 { added.append(try add(point(Double(i % 7), 0))) }
    let all = try await hits(view, CGPoint(x: 200, y: 100))
    #expect(all.count == 200)
    #expect(all.first === added.last && all.last === added.first)
  }

  // MARK: - Several overlays and errors

  @Test("identifyGraphicsOverlays answers top-most overlay first; a failing overlay reports its error")
  func severalOverlays() async throws {
    let top = GraphicsOverlay()
    let broken = GraphicsOverlay()
    let view = view()
    view.graphicsOverlays = [overlay, broken, top]
    let bottomGraphic = try add(point(0, 0))
    let topGraphic = Graphic(geometry: point(0, 0), symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 10))
    try top.addGraphic(topGraphic)
    // A WGS84 line with a vertex at latitude 95 cannot be projected into Web Mercator.
    let bad = Polyline(points: [Point(latitude: -0.001, longitude: 0), Point(latitude: 95, longitude: 0)])
    try broken.addGraphic(Graphic(geometry: bad, symbol: SimpleLineSymbol(style: .solid, color: .black, width: 1)))
    let results = try await view.identifyGraphicsOverlays(screenPoint: CGPoint(x: 200, y: 100), tolerance: 12)
    #expect(results.count == 3)
    #expect(results.first?.graphicsOverlay === top && results.first?.graphics.first === topGraphic)
    #expect(results[1].graphicsOverlay === broken && results[1].error != nil && results[1].graphics.isEmpty)
    #expect(results[2].graphicsOverlay === overlay && results[2].graphics.first === bottomGraphic)
    await #expect(throws: MapViewError.self) {
      _ = try await view.identify(on: broken, screenPoint: CGPoint(x: 200, y: 100), tolerance: 12)
    }
    let none = try await view.identifyGraphicsOverlays(screenPoint: CGPoint(x: 10, y: 10), tolerance: 1)
    #expect(none.isEmpty)
  }

  @Test("Every bad input throws a typed error that says what was wrong")
  func badInput() async throws {
    let view = view()
    try add(point(0, 0))
    let center = CGPoint(x: 200, y: 100)
    for tolerance in [-0.1, 100.1, .nan, .infinity] {
      await #expect(throws: MapViewError.self) {
        _ = try await view.identify(on: overlay, screenPoint: center, tolerance: tolerance)
      }
    }
    await #expect(throws: MapViewError.self) {
      _ = try await view.identify(on: overlay, screenPoint: CGPoint(x: Double.nan, y: 1), tolerance: 1)
    }
    await #expect(
      throws: MapViewError.invalidParameter(name: "screenPoint", reason: "(1.0, inf) has a NaN or infinite coordinate")
    ) {
      _ = try await view.identify(on: overlay, screenPoint: CGPoint(x: 1, y: Double.infinity), tolerance: 1)
    }
    await #expect(
      throws: MapViewError.invalidParameter(
        name: "maximumResults", reason: "0 is less than 1; pass nil for all results")
    ) {
      _ = try await view.identify(on: overlay, screenPoint: center, tolerance: 1, maximumResults: 0)
    }
    await #expect(throws: MapViewError.overlayNotInView) {
      _ = try await view.identify(on: GraphicsOverlay(), screenPoint: center, tolerance: 1)
    }
    await #expect(throws: MapViewError.invalidParameter(name: "tolerance", reason: "101.0 is outside 0...100 points")) {
      _ = try await view.identifyGraphicsOverlays(screenPoint: center, tolerance: 101)
    }
    #expect(
      MapViewError.invalidParameter(name: "tolerance", reason: "101.0 is outside 0...100 points").description
        == "The map view parameter tolerance is invalid: 101.0 is outside 0...100 points.")
    for error in [
      MapViewError.invalidParameter(name: "size", reason: "r"), .overlayNotInView,
      .unprojectableGeometry(drawIndex: 1, reason: "r"), .noLocationDataSource,
    ] {
      #expect((error as any Error).localizedDescription == error.description)
    }
    // The edges of the range are fine.
    #expect(try await view.identify(on: overlay, screenPoint: center, tolerance: 0).graphics.count == 1)
    #expect(try await view.identify(on: overlay, screenPoint: center, tolerance: 100).graphics.count == 1)
    #expect(
      try await view.identify(on: overlay, screenPoint: center, tolerance: 5, returnPopupsOnly: true).graphics.isEmpty)
  }
}
