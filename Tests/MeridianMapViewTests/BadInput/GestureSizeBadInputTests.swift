import Foundation
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianCore
@testable import MeridianMapView

/// Gestures, view sizes, tiling schemes and simulated locations with bad input: each case names the
/// call, the input and the defined result (ignored, refused, a typed error or a documented clamp).
@MainActor
@Suite("Bad input: gestures and sizes")
struct GestureSizeBadInputTests {
  @Test(
    "pan(by:) with a NaN or infinite component, or one beyond ±10,000,000 points, is ignored (auto-pan stays on)",
    arguments: [
      CGSize(width: Double.nan, height: 0), CGSize(width: 0, height: Double.infinity),
      CGSize(width: 1e308, height: 1e308), CGSize(width: -10_000_001, height: 0), CGSize(width: 0, height: 1e8),
    ])
  func badPan(_ translation: CGSize) async {
    let (view, _) = badInputView()
    view.locationDisplay.autoPanMode = .recenter
    let before = ViewSnapshot(view)
    view.pan(by: translation)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "pinch(scale:) with a NaN, infinite, zero or negative factor is ignored",
    arguments: [
      Double.nan, .infinity, -.infinity, 0, -2,
    ])
  func badPinchFactor(_ factor: Double) {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    view.pinch(scale: factor, around: CGPoint(x: 200, y: 100))
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "pinch and rotate about a NaN, infinite or 1e308 point are ignored",
    arguments: [
      CGPoint(x: Double.nan, y: 0), CGPoint(x: 0, y: -Double.infinity), CGPoint(x: 1e308, y: 1e308),
    ])
  func badGesturePoint(_ point: CGPoint) {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    view.pinch(scale: 2, around: point)
    view.rotate(by: 30, around: point)
    view.doubleTap(at: point)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "rotate(by:) NaN or infinite is ignored; 1e300 degrees is brought into 0..<360",
    arguments: [
      Double.nan, .infinity, -.infinity,
    ])
  func badRotate(_ degrees: Double) async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    view.rotate(by: degrees, around: CGPoint(x: 200, y: 100))
    #expect(ViewSnapshot(view) == before)
    view.rotate(by: 1e300, around: CGPoint(x: 200, y: 100))
    await expectSane(view)
  }

  @Test("tap, long press and double tap at NaN points send no event and change nothing")
  func badTaps() {
    let (view, _) = badInputView()
    var events = 0
    view.onSingleTapGesture { _, _ in events += 1 }
    view.onLongPressAndDragGesture { _, _ in events += 1 }
    let before = ViewSnapshot(view)
    let nan = CGPoint(x: Double.nan, y: Double.nan)
    view.tap(at: nan)
    view.doubleTap(at: nan)
    view.longPressBegan(at: nan)
    view.longPressMoved(at: nan)
    #expect(events == 0)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "regression: viewSize set to a NaN, infinite or negative side is a view of no area: no visible area, taps ignored, identify empty",
    arguments: [
      CGSize(width: -10, height: 100), CGSize(width: Double.nan, height: 100), CGSize(width: 100, height: -1),
      CGSize(width: Double.infinity, height: 10),
    ])
  func badViewSize(_ size: CGSize) async throws {
    let (view, overlay) = badInputView()
    var areas = 0
    var taps = 0
    view.onVisibleAreaChanged { _ in areas += 1 }
    view.onSingleTapGesture { _, _ in taps += 1 }
    #expect(areas == 1)  // the current area, replayed when the handler was added
    let before = view.camera
    view.viewSize = size
    #expect(view.viewSize.width == 0 || view.viewSize.height == 0)
    #expect(view.visibleArea == nil)
    #expect(areas == 1)  // no area to report
    #expect(view.camera == before)  // the centre and scale are kept for when the view gets a size again
    view.tap(at: CGPoint(x: 0, y: 0))
    view.tap(at: CGPoint(x: 5, y: 50))
    #expect(taps == 0)
    let result = try await view.identify(on: overlay, screenPoint: CGPoint(x: 0, y: 0), tolerance: 100)
    #expect(result.graphics.isEmpty)
    #expect(try await view.identifyGraphicsOverlays(screenPoint: CGPoint(x: 0, y: 0), tolerance: 100).isEmpty)
    view.viewSize = CGSize(width: 400, height: 200)  // laid out again: the same view as before
    #expect(view.visibleArea != nil)
    #expect(view.camera == before)
  }

  @Test(
    "regression: a view created at −10 × 100 or NaN × 100 has no visible area, ignores taps and identifies nothing",
    arguments: [CGSize(width: -10, height: 100), CGSize(width: Double.nan, height: 100)])
  func badInitialViewSize(_ size: CGSize) async throws {
    let overlay = GraphicsOverlay(graphics: [
      Graphic(
        geometry: Point(x: 0, y: 0, spatialReference: .webMercator),
        symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 10))
    ])
    let view = MapView(map: Map(spatialReference: .webMercator), graphicsOverlays: [overlay], viewSize: size)
    #expect(view.visibleArea == nil)
    var taps = 0
    view.onSingleTapGesture { _, _ in taps += 1 }
    view.tap(at: CGPoint(x: 0, y: 50))
    #expect(taps == 0)
    #expect(try await view.identify(on: overlay, screenPoint: CGPoint(x: 0, y: 50), tolerance: 100).graphics.isEmpty)
  }

  @Test(
    "setViewSize throws a typed error for a bad or too large size and changes nothing",
    arguments: [
      (
        CGSize(width: Double.nan, height: 1),
        MapViewError.invalidParameter(name: "size", reason: "nan × 1.0 has a NaN, infinite or negative side")
      ),
      (
        CGSize(width: -3, height: 1),
        MapViewError.invalidParameter(name: "size", reason: "-3.0 × 1.0 has a NaN, infinite or negative side")
      ),
      (
        CGSize(width: 100_001, height: 1),
        MapViewError.invalidParameter(
          name: "size", reason: "100001.0 × 1.0 has a side above the maximum of 100000.0 points")
      ),
    ])
  func setViewSizeThrows(_ size: CGSize, _ expected: MapViewError) {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    #expect {
      try view.setViewSize(size)
    } throws: { error in
      (error as? MapViewError) == expected
    }
    #expect(ViewSnapshot(view) == before)
  }

  @Test("viewSize above 100,000 points a side is clamped; the init takes a NaN side as 0, a view with no area")
  func clampedViewSize() {
    let (view, _) = badInputView()
    view.viewSize = CGSize(width: 250_000, height: 300)
    #expect(view.viewSize == CGSize(width: 100_000, height: 300))
    let bad = MapView(map: Map(spatialReference: .webMercator), viewSize: CGSize(width: Double.nan, height: 10))
    #expect(bad.viewSize == CGSize(width: 0, height: 10))
    #expect(bad.visibleArea == nil)
  }

  nonisolated static let brokenSchemes: [(String, TilingScheme)] = {
    let standard = TilingScheme.webMercator
    var zeroTile = standard
    zeroTile.tileSize = 0
    var nanTile = standard
    nanTile.tileSize = .nan
    var noColumns = standard
    noColumns.columnsAtLevelZero = 0
    var negativeColumns = standard
    negativeColumns.columnsAtLevelZero = -4
    var hugeColumns = standard
    hugeColumns.columnsAtLevelZero = Int.max
    var deepLevel = standard
    deepLevel.levels = [TilingScheme.Level(level: 70, resolution: 10, scale: 37_795)]
    var negativeLevel = standard
    negativeLevel.levels = [TilingScheme.Level(level: -1, resolution: 10, scale: 37_795)]
    return [
      ("tile size 0", zeroTile), ("tile size NaN", nanTile), ("0 columns", noColumns), ("-4 columns", negativeColumns),
      ("Int.max columns", hugeColumns), ("level 70", deepLevel), ("level -1", negativeLevel),
    ]
  }()

  @Test("visibleTiles(in:) a scheme that cannot tile returns no tiles", arguments: brokenSchemes)
  func brokenScheme(_ name: String, _ scheme: TilingScheme) {
    let (view, _) = badInputView()
    #expect(view.visibleTiles(in: scheme).isEmpty, "\(name)")
  }

  @Test("visibleTiles on a 100,000-point square view lists at most 16,384 tiles")
  func tileCap() {
    let (view, _) = badInputView()
    view.viewSize = CGSize(width: 100_000, height: 100_000)
    // At 10 m per point (level 14, 9.55 m per point, 2,446 m tiles) the view needs about 409 × 409 tiles.
    let tiles = view.visibleTiles()
    #expect(tiles.count == MapView.maximumVisibleTiles)
    #expect(tiles.allSatisfy { $0.key.level == 14 })
  }

  @Test(
    "SimulatedLocationDataSource: a NaN, infinite, zero or negative speed gives only the start point",
    arguments: [Double.nan, .infinity, 0, -3])
  func badSpeed(_ speed: Double) {
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1)])
    let source = SimulatedLocationDataSource(polyline: line, speed: speed, clock: TestClock())
    #expect(source.positions.count == 1)
  }

  @Test(
    "SimulatedLocationDataSource: the interval is clamped into 0...1 day",
    arguments: [
      (Duration.seconds(-5), Duration.zero), (.seconds(Int64.max), .seconds(86_400)),
      (.seconds(2), .seconds(2)),
    ])
  func intervalClamp(_ interval: Duration, _ expected: Duration) {
    let source = SimulatedLocationDataSource(
      points: [Point(latitude: 0, longitude: 0), Point(latitude: 1, longitude: 0)], interval: interval,
      clock: TestClock())
    #expect(source.interval == expected)
    #expect(source.makeLocations().count == 2)
  }

  @Test("The map view's size bound is Viewpoint's: a clamped view's visible area is computed, never refused")
  func viewSideIsViewpoints() throws {
    let view = MapView(map: Map(basemapStyle: .arcGISTopographic), viewSize: CGSize(width: 250_000, height: 10))
    #expect(view.viewSize == CGSize(width: Viewpoint.maximumViewSide, height: 10))
    let viewpoint = Viewpoint(latitude: 0, longitude: 0, scale: 10_000)
    _ = try viewpoint.visibleArea(for: view.viewSize)
    #expect(throws: GeometryError.self) {
      try viewpoint.visibleArea(for: CGSize(width: view.viewSize.width + 1, height: 10))
    }
  }
}
