import Foundation
import MeridianCore
import MeridianTesting
import Testing

@testable import MeridianMapView

@MainActor
@Suite("Navigation")
struct NavigationTests {
  let size = CGSize(width: 400, height: 200)

  func view(clock: TestClock = TestClock(), configure: (Map) -> Void = { _ in }) -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    configure(map)
    return MapView(map: map, viewSize: size, clock: clock)
  }

  @Test("Without a size the initial viewpoint waits, then applies when the view first gets one")
  func initialViewpointWaitsForSize() {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      boundingGeometry: Envelope(xMin: 0, yMin: 0, xMax: 4000, yMax: 2000, spatialReference: .webMercator))
    let view = MapView(map: map, viewSize: .zero)
    #expect(view.visibleArea == nil)
    #expect(view.location(fromScreenPoint: .zero) == nil)
    view.viewSize = size
    // 4000 × 2000 m into 400 × 200 points: 10 m/pt, centred on (2000, 1000).
    expectClose(view.unitsPerPoint, 10, within: 1e-9)
    expectClose(view.center, x: 2000, y: 1000)
  }

  @Test("The default view is 390 × 844 points at the level-0 scale")
  func defaults() {
    let view = MapView(map: Map())
    #expect(view.viewSize == CGSize(width: 390, height: 844))
    expectClose(view.scale, 591_657_527.591555, within: 1e-6)
    expectClose(view.center, x: 0, y: 0)
  }

  @Test("Resizing keeps the centre and the scale")
  func resize() {
    let view = view()
    var areas: [Polygon] = []
    view.onVisibleAreaChanged { areas.append($0) }
    view.viewSize = CGSize(width: 800, height: 600)
    expectClose(view.center, x: 0, y: 0)
    expectClose(view.unitsPerPoint, 10, within: 1e-9)
    // The new top-left corner is 400 points west and 300 north: (−4000, 3000).
    expectClose(view.location(fromScreenPoint: .zero), x: -4000, y: 3000, within: 1e-6)
    // The handler heard the area current when it was added (400 × 200 points at 10 m: 4,000 m wide),
    // then the resized one (8,000 m wide).
    #expect(areas.count == 2)
    expectClose(areas.first?.extent.width, 4000, within: 1e-6)
    expectClose(areas.last?.extent.width, 8000, within: 1e-6)
  }

  @Test("A bounding geometry is fitted with padding, rotated with the map")
  func fitGeometry() async {
    let view = view()
    let envelope = Envelope(xMin: 0, yMin: 0, xMax: 4000, yMax: 2000, spatialReference: .webMercator)
    // Padding 50 leaves 300 × 100 points: max(4000/300, 2000/100) = 20 m/pt.
    #expect(await view.setViewpointGeometry(envelope, padding: 50))
    expectClose(view.unitsPerPoint, 20, within: 1e-9)
    expectClose(view.center, x: 2000, y: 1000)
    // Rotated 90°, the 4000 m side runs up the screen: spans 2000 across, 4000 up → max(2000/400, 4000/200) = 20.
    #expect(await view.setViewpoint(Viewpoint(boundingGeometry: envelope, rotation: 90)))
    expectClose(view.unitsPerPoint, 20, within: 1e-9)
    expectClose(view.rotation, 90)
  }

  @Test("Centre, scale and rotation; WGS84 centres are projected")
  func setters() async {
    let view = view()
    #expect(await view.setViewpointCenter(Point(latitude: 0, longitude: 1), scale: scale(metersPerPoint: 5)))
    // 1° of longitude on the equator: R·π/180 = 111,319.49079 m.
    expectClose(view.center, x: 111_319.490793, y: 0, within: 1e-5)
    expectClose(view.unitsPerPoint, 5, within: 1e-9)
    #expect(await view.setViewpointScale(scale(metersPerPoint: 2)))
    expectClose(view.unitsPerPoint, 2, within: 1e-9)
    #expect(await view.setViewpointRotation(-30))
    expectClose(view.rotation, 330)
    #expect(view.viewpoint.rotation == view.rotation)
  }

  @Test("The map's scale limits are honoured")
  func scaleLimits() async {
    let view = view { map in
      map.minScale = 100_000
      map.maxScale = 1_000
    }
    #expect(await view.setViewpointScale(5_000_000))
    #expect(view.scale == 100_000)
    #expect(await view.setViewpointScale(10))
    #expect(view.scale == 1_000)
    view.pinch(scale: 1000, around: CGPoint(x: 10, y: 10))
    #expect(view.scale == 1_000)
  }

  @Test("Bad input returns false and changes nothing")
  func badInput() async {
    let view = view()
    let before = view.viewpoint
    #expect(await view.setViewpointCenter(Point(x: .nan, y: 0, spatialReference: .webMercator)) == false)
    #expect(await view.setViewpointCenter(Point(x: 0, y: 0, spatialReference: .webMercator), scale: 0) == false)
    #expect(await view.setViewpointCenter(Point(x: 0, y: 0, spatialReference: .webMercator), scale: -5) == false)
    #expect(await view.setViewpointCenter(Point(x: 1, y: 1, spatialReference: SpatialReference(wkid: 2229))) == false)
    #expect(await view.setViewpointCenter(Point(latitude: 95, longitude: 0)) == false)
    #expect(await view.setViewpointScale(.infinity) == false)
    #expect(await view.setViewpointScale(.nan) == false)
    #expect(await view.setViewpointRotation(.nan) == false)
    #expect(await view.setViewpointGeometry(Polygon(points: [])) == false)
    #expect(
      await view.setViewpointGeometry(
        Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .webMercator), padding: -1) == false)
    #expect(
      await view.setViewpointGeometry(
        Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .webMercator), padding: 100) == false)
    #expect(
      await view.setViewpoint(
        Viewpoint(center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: 1000, rotation: .infinity)) == false
    )
    #expect(
      await view.setViewpoint(
        Viewpoint(center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: 1000), duration: .seconds(-1))
        == false)
    #expect(view.viewpoint == before)
  }

  @Test("An animation publishes intermediate viewpoints on the injected clock")
  func animation() async throws {
    let clock = TestClock()
    let view = view(clock: clock)
    var navigating: [Bool] = []
    view.onNavigatingChanged { navigating.append($0) }
    var frames = 0
    view.onViewpointChanged { _ in frames += 1 }
    let target = Viewpoint(
      center: Point(x: 10_000, y: -4_000, spatialReference: .webMercator), scale: scale(metersPerPoint: 40))
    let task = Task { await view.setViewpoint(target, duration: .seconds(1)) }
    await clock.waitForSleepers()
    #expect(view.isNavigating)
    await clock.advance(by: .milliseconds(500))
    await clock.waitForSleepers()
    // Half-way (frame 30 of 60): the centre is linear, (5000, −2000); the scale geometric, √(10·40) = 20 m/pt.
    expectClose(view.center, x: 5000, y: -2000, within: 1e-6)
    expectClose(view.unitsPerPoint, 20, within: 1e-9)
    await clock.advance(by: .milliseconds(500))
    #expect(await task.value)
    expectClose(view.center, x: 10_000, y: -4_000, within: 1e-9)
    #expect(frames == 60)
    #expect(navigating == [true, false])
    #expect(view.isNavigating == false)
  }

  @Test("A newer navigation interrupts an older one, which returns false")
  func interruption() async {
    let clock = TestClock()
    let view = view(clock: clock)
    let far = Viewpoint(
      center: Point(x: 50_000, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let first = Task { await view.setViewpoint(far, duration: .seconds(2)) }
    await clock.waitForSleepers()
    #expect(await view.setViewpointCenter(Point(x: -3, y: 4, spatialReference: .webMercator)))
    #expect(await first.value == false)
    expectClose(view.center, x: -3, y: 4)
    #expect(view.isNavigating == false)
    // A gesture interrupts too.
    let second = Task { await view.setViewpoint(far, duration: .seconds(2)) }
    await clock.waitForSleepers()
    view.pan(by: CGSize(width: 10, height: 0))
    #expect(await second.value == false)
  }

  @Test("Cancelling the calling task stops the animation")
  func cancellation() async {
    let clock = TestClock()
    let view = view(clock: clock)
    let far = Viewpoint(
      center: Point(x: 50_000, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let task = Task { await view.setViewpoint(far, duration: .seconds(2)) }
    await clock.waitForSleepers()
    task.cancel()
    #expect(await task.value == false)
  }

  @Test("Panning across the antimeridian keeps the centre in the world")
  func panAcrossAntimeridian() async {
    let halfWorld = Double.pi * 6_378_137
    let view = view()
    #expect(await view.setViewpointCenter(Point(x: halfWorld - 500, y: 0, spatialReference: .webMercator)))
    // Dragging 100 points to the left moves the centre 1000 m east: past πR, so it wraps to −πR + 500.
    view.pan(by: CGSize(width: -100, height: 0))
    expectClose(view.center, x: -halfWorld + 500, y: 0, within: 1e-6)
  }
}
