import Foundation
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// Issue 12's map view examples: each trapped (or hung) on the starting commit.
@MainActor
@Suite("Map view extreme state regressions")
struct ExtremeStateRegressionTests {
  @Test("regression: setViewpointScale(1e28) clamps to the world's limit, one point for the whole world")
  func hugeScale() async {
    let (view, _) = badInputView()
    #expect(await view.setViewpointScale(1e28))
    expectClose(view.scale, worldOnePointScale, within: worldOnePointScale * 1e-12)
    expectClose(view.center, x: 0, y: 0)
    await expectSane(view)
  }

  @Test("regression: 64 × pinch(scale: 0.5) stops at the world's limit")
  func manyPinches() async {
    let (view, _) = badInputView()
    for _ in 0..<64 { view.pinch(scale: 0.5, around: CGPoint(x: 200, y: 100)) }
    expectClose(view.scale, worldOnePointScale, within: worldOnePointScale * 1e-12)
    await expectSane(view)
  }

  @Test("regression: pinch(scale: 1e-300) gives the world's limit, not an infinite scale and a NaN centre")
  func tinyPinch() async {
    let (view, _) = badInputView()
    view.pinch(scale: 1e-300, around: CGPoint(x: 300, y: 50))
    expectClose(view.scale, worldOnePointScale, within: worldOnePointScale * 1e-12)
    #expect(view.center.x.isFinite && view.center.y.isFinite)
    await expectSane(view)
  }

  @Test("regression: pinch(scale: 1e300) stops at 1:1")
  func hugePinch() async {
    let (view, _) = badInputView()
    view.pinch(scale: 1e300, around: CGPoint(x: 200, y: 100))
    #expect(view.scale == 1)
    await expectSane(view)
  }

  @Test("regression: pan(by:) of 1e308 points is ignored")
  func hugePan() async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    view.pan(by: CGSize(width: 1e308, height: -1e308))
    #expect(ViewSnapshot(view) == before)
    await expectSane(view)
  }

  @Test("regression: a pan at the world's limit keeps the centre in the world")
  func panZoomedOut() async {
    let (view, _) = badInputView()
    #expect(await view.setViewpointScale(.greatestFiniteMagnitude))
    view.pan(by: CGSize(width: 9_000_000, height: 9_000_000))
    await expectSane(view)
    // 9,000,000 points down at one world-width per point drags the centre far north: clamped to πR.
    expectClose(view.center.y, webMercatorHalfWorld, within: 1e-6)
  }

  @Test("regression: a 1e300 view size is clamped to 100,000 points a side")
  func hugeViewSize() async {
    let (view, _) = badInputView()
    view.viewSize = CGSize(width: 1e300, height: 1e300)
    #expect(view.viewSize == CGSize(width: 100_000, height: 100_000))
    await expectSane(view)
    #expect(await view.setViewpointScale(1e28))
    await expectSane(view)
  }

  @Test("regression: a geocode extent of ±1e300 fitted by setViewpointGeometry clamps the scale")
  func hugeExtent() async {
    let (view, _) = badInputView()
    let extent = Envelope(xMin: -1e300, yMin: -1e300, xMax: 1e300, yMax: 1e300, spatialReference: .webMercator)
    #expect(await view.setViewpointGeometry(extent))
    expectClose(view.scale, worldOnePointScale, within: worldOnePointScale * 1e-12)
    expectClose(view.center, x: 0, y: 0)
    await expectSane(view)
  }

  @Test("regression: a WGS84 extent of ±1e300 degrees does not trap")
  func hugeGeographicExtent() async {
    let (view, _) = badInputView()
    let extent = Envelope(xMin: -1e300, yMin: -1e300, xMax: 1e300, yMax: 1e300, spatialReference: .wgs84)
    _ = await view.setViewpointGeometry(extent)
    await expectSane(view)
  }

  @Test("regression: setViewpoint(_:duration:) with a huge duration animates for at most 60 s")
  func hugeDuration() async {
    let clock = TestClock()
    let (view, _) = badInputView(clock: clock)
    let target = Viewpoint(center: Point(x: 10_000, y: 0, spatialReference: .webMercator), scale: 50_000)
    let task = Task { await view.setViewpoint(target, duration: .seconds(Int64.max)) }
    await clock.waitForSleepers()
    #expect(view.isNavigating)
    await clock.advance(by: .seconds(60))
    #expect(await task.value)
    expectClose(view.center, x: 10_000, y: 0, within: 1e-6)
    expectClose(view.scale, 50_000, within: 1e-6)
    #expect(!view.isNavigating)
  }

  @Test("regression: a simulated route at 1e-300 m/s ends after at most 100,000 locations")
  func tinySpeed() {
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 1)])
    let source = SimulatedLocationDataSource(polyline: line, speed: 1e-300, clock: TestClock())
    #expect(source.positions.count <= SimulatedLocationDataSource.maximumPolylinePositions)
    #expect(source.positions.count > 1000)
    expectClose(source.positions.last?.x, 1, within: 1e-12)
    expectClose(source.positions.first?.x, 0, within: 1e-12)
  }

  @Test("regression: SVG paint of a colour with NaN and infinite components does not trap")
  func nanColor() {
    var color = Color(red: 0, green: 0, blue: 0)
    color.red = .nan
    color.green = .infinity
    color.blue = -.infinity
    color.alpha = 0.5
    // NaN → 0, +∞ → 255, −∞ → 0.
    #expect(SVGWriter.paint("fill", color) == #"fill="rgb(0,255,0)" fill-opacity="0.5""#)
    color.alpha = .nan
    #expect(SVGWriter.paint("fill", color) == #"fill="none""#)
  }
}
