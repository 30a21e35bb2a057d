import Foundation
import MeridianCore
import MeridianTesting
import Observation
import Testing

@testable import MeridianMapView

/// A data source that cannot start.
struct FailingLocationDataSource: LocationDataSource {
  struct Denied: Error {}
  func locations() async throws -> AsyncStream<Location> { throw Denied() }
}

@MainActor
@Suite("Location display")
struct LocationDisplayTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("A simulated source along a line: one location per interval at the speed, course and speed computed")
  func alongPolyline() {
    // Along the equator from 0° to 0.01° east. The geodesic along the equator of the WGS84 ellipsoid is
    // the equator itself, an arc of radius a = 6,378,137 m, so 0.01° is 6,378,137 × 0.01 × π/180 =
    // 1,113.194 908 m (the 111,319.49 m per degree DESIGN.md names). At 500 m/s every second: 0, 500,
    // 1000 m, then the end.
    let line = Polyline(points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 0.01)])
    let source = SimulatedLocationDataSource(polyline: line, speed: 500, startDate: start, clock: TestClock())
    let locations = source.makeLocations()
    #expect(locations.count == 4)
    expectClose(locations[1].position.x, 500 / 1_113.194_908 * 0.01, within: 1e-9)
    expectClose(locations[2].position.x, 1000 / 1_113.194_908 * 0.01, within: 1e-9)
    expectClose(locations[3].position.x, 0.01, within: 1e-12)
    expectClose(locations[0].course, 90, within: 1e-9)
    expectClose(locations[0].speed, 500, within: 1e-6)
    #expect(locations[2].timestamp == start.addingTimeInterval(2))
  }

  @Test("Speed and course are measured on the WGS84 ellipsoid, not on a sphere")
  func ellipsoidalSpeed() {
    // 0.001° north along the 25° E meridian at 60° N. The meridian's radius of curvature there is
    // M = a(1 − e²) / (1 − e² sin²φ)^(3/2) = 6,383,453.9 m at φ = 60.0005°, so the step is
    // M × 0.001 × π/180 = 111.412 296 m (worked by hand from a = 6,378,137 m, f = 1/298.257223563);
    // a sphere of the mean radius would give 111.195 m.
    let source = SimulatedLocationDataSource(
      points: [Point(latitude: 60, longitude: 25), Point(latitude: 60.001, longitude: 25)], startDate: start,
      clock: TestClock())
    let locations = source.makeLocations()
    expectClose(locations[0].speed, 111.412_296, within: 1e-5)
    expectClose(locations[0].course, 0, within: 1e-9)
    expectClose(locations[1].course, 0, within: 1e-9)
  }

  @Test("The display starts, follows the source on the clock, and stops")
  func startAndFollow() async throws {
    let clock = TestClock()
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let view = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    let display = view.locationDisplay
    #expect(display.status.description == "stopped")
    // Points north along the meridian; 0.001° of latitude is ≈ 111 m in Web Mercator near the equator.
    display.dataSource = SimulatedLocationDataSource(
      points: [Point(latitude: 0, longitude: 0.01), Point(latitude: 0.001, longitude: 0.01)], startDate: start,
      clock: clock)
    display.autoPanMode = .compassNavigation
    var viewpoints = view.viewpointChanges.makeAsyncIterator()
    try await display.start()
    #expect(display.isStarted)
    _ = await viewpoints.next()
    // 0.01° east is R·0.01·π/180 = 1,113.19 m; compass navigation centres it, course north → rotation 0.
    expectClose(display.mapLocation?.x, 1_113.194_907_9, within: 1e-6)
    expectClose(view.center.x, 1_113.194_907_9, within: 1e-6)
    expectClose(display.heading, 0, within: 1e-9)
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    _ = await viewpoints.next()
    expectClose(display.location?.position.y, 0.001, within: 1e-12)
    display.stop()
    #expect(display.status.description == "stopped")
  }

  @Test("Navigation mode puts the location near the bottom and the course up")
  func navigationMode() async throws {
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let view = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    let display = view.locationDisplay
    // Heading east (course 90°): the map turns 90° counter-clockwise so east points up.
    display.dataSource = SimulatedLocationDataSource(
      points: [Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 0.001)], startDate: start,
      clock: TestClock())
    display.autoPanMode = .navigation
    var viewpoints = view.viewpointChanges.makeAsyncIterator()
    try await display.start()
    _ = await viewpoints.next()
    expectClose(view.rotation, 90, within: 1e-9)
    // The location is 0.125 × 200 = 25 points above the bottom edge, centred across: (200, 175).
    expectClose(view.screenPoint(fromLocation: Point(latitude: 0, longitude: 0)), CGPoint(x: 200, y: 175), within: 1e-6)
    // A pan turns auto-pan off.
    view.pan(by: CGSize(width: 5, height: 0))
    #expect(display.autoPanMode == .off)
  }

  @Test("Recenter mode re-centres only when the location leaves the middle half of the view")
  func recenterMode() async throws {
    // A 400 × 200 Web Mercator view at 10 m per point, centred on (0, 0). With the wander extent
    // factor 0.5 the location may move 400 × 0.5 / 2 = 100 points across and 200 × 0.5 / 2 = 50
    // points up or down from the centre before the map re-centres on it.
    let clock = TestClock()
    let map = Map(spatialReference: .webMercator)
    map.initialViewpoint = Viewpoint(
      center: Point(x: 0, y: 0, spatialReference: .webMercator), scale: scale(metersPerPoint: 10))
    let view = MapView(map: map, viewSize: CGSize(width: 400, height: 200))
    let display = view.locationDisplay
    #expect(display.wanderExtentFactor == 0.5)
    let path = [(900.0, 0.0), (1_100, 0), (1_100, 480), (1_100, 520), (2_900, 520)]
    display.dataSource = SimulatedLocationDataSource(
      points: path.map { Point(x: $0.0, y: $0.1, spatialReference: .webMercator) }, startDate: start, clock: clock)
    display.autoPanMode = .recenter
    let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
    var next = arrivals.makeAsyncIterator()
    /// Signals when the display takes its next location (it then follows it before anyone else runs).
    func watch() {
      withObservationTracking {
        _ = display.location
      } onChange: {
        arrived.yield()
      }
    }
    func step() async {
      watch()
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(1))
      _ = await next.next(isolation: #isolation)
    }

    watch()
    try await display.start()
    _ = await next.next(isolation: #isolation)
    // (900, 0) m is drawn at (290, 100): 90 points right of the centre, inside the 100: no move.
    expectClose(view.center, x: 0, y: 0, within: 1e-9)
    await step()
    // (1100, 0) m is drawn at (310, 100): 110 points right, outside: the map centres on it.
    expectClose(view.center, x: 1_100, y: 0, within: 1e-6)
    await step()
    // (1100, 480) m is 48 points above the new centre, inside the 50: no move.
    expectClose(view.center, x: 1_100, y: 0, within: 1e-6)
    await step()
    // (1100, 520) m is 52 points above, outside: the map centres on it.
    expectClose(view.center, x: 1_100, y: 520, within: 1e-6)
    // With the factor 1 the location may wander the whole view: (2900, 520) m is 180 points right of
    // the centre, inside the 200, so the map stays.
    display.wanderExtentFactor = 1
    await step()
    expectClose(view.center, x: 1_100, y: 520, within: 1e-6)
    // Choosing recenter again after panning away re-centres at once on the last location.
    view.pan(by: CGSize(width: 0, height: 150))
    #expect(display.autoPanMode == .off)
    expectClose(view.center, x: 1_100, y: 2_020, within: 1e-6)
    display.autoPanMode = .recenter
    expectClose(view.center, x: 2_900, y: 520, within: 1e-6)
    display.stop()
  }

  @Test("A source that fails, or no source, fails the display with the error")
  func failures() async {
    let view = MapView(map: Map())
    let display = view.locationDisplay
    await #expect(throws: MapViewError.noLocationDataSource) { try await display.start() }
    display.dataSource = FailingLocationDataSource()
    await #expect(throws: FailingLocationDataSource.Denied.self) { try await display.start() }
    guard case .failed(let error) = display.status else {
      Issue.record("Expected failed, got \(display.status)")
      return
    }
    #expect(error is FailingLocationDataSource.Denied)
  }
}
