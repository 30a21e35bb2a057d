import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianTesting
import Observation

/// Places in the bundled Helsinki data (OpenStreetMap, ODbL), copied from
/// `Sources/MeridianSampleData/Resources/helsinki-addresses.csv` so the expected values do not come
/// from the code under test.
enum Helsinki {
  /// Kaivokatu 8, 00100 Helsinki: node/4867546225 at 60.1699217 N, 24.9419972 E.
  static let kaivokatu8 = Point(x: 24.9419972, y: 60.1699217, spatialReference: .wgs84)
  /// Aleksanterinkatu 9, 00100 Helsinki: node/6262954048 at 60.1692283 N, 24.9480369 E.
  static let aleksanterinkatu9 = Point(x: 24.9480369, y: 60.1692283, spatialReference: .wgs84)
  /// Simonkatu 10, 00100 Helsinki: node/311750221 at 60.1687353 N, 24.9359406 E.
  static let simonkatu10 = Point(x: 24.9359406, y: 60.1687353, spatialReference: .wgs84)
  /// The centre the test maps start at: 60.17 N, 24.94 E.
  static let center = Point(x: 24.94, y: 60.17, spatialReference: .wgs84)

  /// A small extent around a point: ±0.001° (what a locator gives an address).
  static func extent(around point: Point) -> Envelope {
    Envelope(
      xMin: point.x - 0.001, yMin: point.y - 0.001, xMax: point.x + 0.001, yMax: point.y + 0.001,
      spatialReference: .wgs84)
  }
}

/// Test setups.
@MainActor
enum Fixture {
  /// A 400 × 400-point map view over a WGS84 map centred on Helsinki at 1:50,000.
  static func mapView(clock: any Clock<Duration> = TestClock()) -> MapView {
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(center: Helsinki.center, scale: 50_000)
    return MapView(map: map, viewSize: CGSize(width: 400, height: 400), clock: clock)
  }

  /// A locator over a mock transport.
  static func locator(_ transport: MockTransport) -> LocatorTask {
    LocatorTask(transport: transport, clock: TestClock())
  }
}

/// A Boolean value indicating whether two points are within `tolerance` of each other in x and y.
func isClose(_ a: Point?, _ b: Point?, tolerance: Double = 1e-9) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Suspends until an observable condition holds, woken by Observation (no polling, no sleeping).
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    let once = Once()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let holds = withObservationTracking {
        condition()
      } onChange: {
        if once.claim() { continuation.resume() }
      }
      if holds, once.claim() { continuation.resume() }
    }
  }
}

/// A flag that can be claimed once.
final class Once: Sendable {
  private let claimed = SharedLock(false)

  func claim() -> Bool {
    claimed.withLock { claimed in
      defer { claimed = true }
      return !claimed
    }
  }
}
