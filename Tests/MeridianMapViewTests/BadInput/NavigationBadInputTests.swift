import Foundation
import MeridianCore
import MeridianGraphics
import MeridianTesting
import Testing

@testable import MeridianMapView

/// Navigation with bad input: each case names the call, the input and the defined result (`false`
/// with nothing changed, or a documented clamp), and checks what must not change did not.
@MainActor
@Suite("Bad input: map view navigation")
struct NavigationBadInputTests {
  nonisolated static let badScales: [Double] = [.nan, .infinity, -.infinity, 0, -1, -1e300]

  @Test("setViewpointScale(NaN, ±inf, 0, negative) returns false and changes nothing", arguments: badScales)
  func badScale(_ value: Double) async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    #expect(await view.setViewpointScale(value) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "setViewpointScale clamps a huge or tiny finite scale into the world's range 1...world-one-point-wide",
    arguments: [
      (1e28, worldOnePointScale), (Double.greatestFiniteMagnitude, worldOnePointScale), (1e-300, 1.0),
      (Double.leastNonzeroMagnitude, 1.0),
    ])
  func clampedScale(_ value: Double, _ expected: Double) async {
    let (view, _) = badInputView()
    #expect(await view.setViewpointScale(value))
    expectClose(view.scale, expected, within: expected * 1e-12)
    expectClose(view.center, x: 0, y: 0)
  }

  @Test(
    "setViewpointRotation(NaN, ±inf) returns false and changes nothing", arguments: [Double.nan, .infinity, -.infinity])
  func badRotation(_ value: Double) async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    #expect(await view.setViewpointRotation(value) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "setViewpointCenter with a NaN or infinite coordinate, or a NaN scale, returns false and changes nothing",
    arguments: [
      (Double.nan, 0.0, 1000.0), (0, .nan, 1000), (.infinity, 0, 1000), (0, -.infinity, 1000), (0, 0, .nan),
      (0, 0, -5),
    ])
  func badCenter(_ x: Double, _ y: Double, _ scale: Double) async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    #expect(await view.setViewpointCenter(Point(x: x, y: y, spatialReference: .webMercator), scale: scale) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test("setViewpointCenter far outside the world: x wraps, y clamps to ±πR, and the call succeeds")
  func centerOutsideWorld() async {
    let (view, _) = badInputView()
    #expect(await view.setViewpointCenter(Point(x: 3 * webMercatorHalfWorld, y: 1e300, spatialReference: .webMercator)))
    // 3πR wraps to −πR (the world is −πR ..< πR); y stops at the north edge.
    expectClose(view.center, x: -webMercatorHalfWorld, y: webMercatorHalfWorld, within: 1e-6)
    await expectSane(view)
  }

  @Test("setViewpoint with a negative duration returns false and changes nothing")
  func negativeDuration() async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    let target = Viewpoint(center: Point(x: 5, y: 5, spatialReference: .webMercator), scale: 1000)
    #expect(await view.setViewpoint(target, duration: .seconds(-1)) == false)
    #expect(await view.setViewpoint(target, duration: .nanoseconds(Int64.min)) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "setViewpointGeometry with a NaN, negative or room-filling padding returns false and changes nothing",
    arguments: [Double.nan, -1, .infinity, 100, 1e300])
  func badPadding(_ padding: Double) async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    let extent = Envelope(xMin: 0, yMin: 0, xMax: 100, yMax: 100, spatialReference: .webMercator)
    #expect(await view.setViewpointGeometry(extent, padding: padding) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test("setViewpointGeometry with an empty or infinite extent returns false and changes nothing")
  func badExtent() async {
    let (view, _) = badInputView()
    let before = ViewSnapshot(view)
    let infinite = Envelope(xMin: -.infinity, yMin: 0, xMax: 0, yMax: 1, spatialReference: .webMercator)
    #expect(await view.setViewpointGeometry(infinite) == false)
    #expect(await view.setViewpointGeometry(Polygon(points: [], spatialReference: .webMercator)) == false)
    #expect(ViewSnapshot(view) == before)
  }

  @Test(
    "The map's own limits: minScale 1e300 is clamped to the world's; NaN and negative limits are no limit; maxScale above minScale collapses to minScale",
    arguments: [
      (1e300, 0.0, 1.0...worldOnePointScale), (Double.nan, -.infinity, 1.0...worldOnePointScale),
      (-5, .nan, 1.0...worldOnePointScale), (1000, 5000, 1000.0...1000.0),
      (0, 1e300, worldOnePointScale...worldOnePointScale),
    ])
  func mapLimits(_ minScale: Double, _ maxScale: Double, _ expected: ClosedRange<Double>) async {
    let (view, _) = badInputView()
    view.map.minScale = minScale
    view.map.maxScale = maxScale
    expectClose(view.scaleRange.lowerBound, expected.lowerBound, within: expected.lowerBound * 1e-12)
    expectClose(view.scaleRange.upperBound, expected.upperBound, within: expected.upperBound * 1e-12)
    #expect(await view.setViewpointScale(1e28))
    expectClose(view.scale, expected.upperBound, within: expected.upperBound * 1e-12)
    #expect(await view.setViewpointScale(1e-28))
    expectClose(view.scale, expected.lowerBound, within: expected.lowerBound * 1e-12)
  }
}
