import Foundation
import MeridianTesting
import Testing

@testable import MeridianCore

/// The short-line series of the one geodesic engine, against Karney's direct and inverse solutions.
@Suite("Geodesic short-line series") struct GeodesicShortLineTests {
  /// The documented bound, `1e-4 · c⁵/a⁴`, plus 50 nm for the positions' and Karney's rounding.
  static func bound(_ chord: Double) -> Double {
    let a = WGS84Ellipsoid.semiMajorAxis
    return 1e-4 * pow(chord, 5) / pow(a, 4) + 5e-8
  }

  /// A pair `s12` metres apart along a geodesic from Karney's direct solution (the length is the input).
  static func pair(
    _ lat1: Double, _ lon1: Double, _ azi1: Double, _ s12: Double
  ) -> (SIMD3<Double>, SIMD3<Double>, Double, Double) {
    let end = Geodesic.wgs84.direct(lat1: lat1, lon1: lon1, azi1: azi1, s12: s12)
    return (
      WGS84Ellipsoid.surfacePoint(latitude: lat1, longitude: lon1),
      WGS84Ellipsoid.surfacePoint(latitude: end.lat2, longitude: end.lon2), end.lat2, end.lon2
    )
  }

  @Test("20,000 random pairs, 1 m to 100 km, all latitudes, near the poles and across the antimeridian")
  func randomPairs() {
    var random = SeededRandomNumberGenerator(seed: 13)
    var worst = 0.0
    for i in 0..<20_000 {
      let lat1: Double
      switch i % 4 {
      case 0: lat1 = asin(random.uniform(-1, 1)) * 180 / .pi
      case 1: lat1 = (i % 8 == 1 ? 1 : -1) * random.uniform(89.9, 90)
      default: lat1 = random.uniform(-90, 90)
      }
      let lon1 = i % 4 == 3 ? (i % 8 == 3 ? 179.999 : -179.999) : random.uniform(-180, 180)
      let s12 = pow(10, random.uniform(0, 5))
      let (p1, p2, lat2, lon2) = Self.pair(lat1, lon1, random.uniform(-180, 180), s12)
      let chord = ((p2 - p1) * (p2 - p1)).sum().squareRoot()
      guard chord <= Geodesic.shortLineLimit else { continue }
      let short = Geodesic.wgs84.shortLineDistance(from: p1, to: p2)
      let full = Geodesic.wgs84.distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
      #expect(abs(short - s12) <= Self.bound(chord), "(\(lat1), \(lon1)) \(s12) m: \(short)")
      #expect(abs(short - full) <= Self.bound(chord), "(\(lat1), \(lon1)) \(s12) m: \(short) vs \(full)")
      worst = max(worst, abs(short - s12))
    }
    #expect(worst < 1e-6)
  }

  @Test("Along the equator (a geodesic) the distance is a·Δλ: 0.5° is 55,659.745 m; across 180° too")
  func equator() {
    // a·π/360 = 6,378,137 × 0.008726646259971648 = 55,659.745 397 m (hand-worked).
    let p1 = WGS84Ellipsoid.surfacePoint(latitude: 0, longitude: 179.75)
    let p2 = WGS84Ellipsoid.surfacePoint(latitude: 0, longitude: -179.75)
    expectClose(Geodesic.wgs84.shortLineDistance(from: p1, to: p2), 55_659.745_397, tolerance: 1e-6)
    expectClose(
      Geodesic.wgs84.distance(from: p1, to: p2, lat1: 0, lon1: 179.75, lat2: 0, lon2: -179.75), 55_659.745_397,
      tolerance: 1e-6)
  }

  @Test("Along a meridian at the pole: 0.1° either side of the North Pole is 22,338.796 m (2 × M(90°) × 0.1°)")
  func overThePole() {
    // At the pole M = a²/b = 6,399,593.6258 m; 0.2° × π/180 × M = 22,338.7959 m, and M varies by
    // a relative 3·10⁻⁸ within 0.1° of the pole (M = a(1 − e²)/W³), under a millimetre here.
    let p1 = WGS84Ellipsoid.surfacePoint(latitude: 89.9, longitude: 10)
    let p2 = WGS84Ellipsoid.surfacePoint(latitude: 89.9, longitude: -170)
    let short = Geodesic.wgs84.shortLineDistance(from: p1, to: p2)
    expectClose(short, 22_338.7959, tolerance: 2e-3)
    expectClose(short, Geodesic.wgs84.distance(lat1: 89.9, lon1: 10, lat2: 89.9, lon2: -170), tolerance: 1e-7)
  }

  @Test("Coincident points are 0 m apart")
  func coincident() {
    let p = WGS84Ellipsoid.surfacePoint(latitude: 60.17, longitude: 24.94)
    #expect(Geodesic.wgs84.shortLineDistance(from: p, to: p) == 0)
    #expect(Geodesic.wgs84.distance(from: p, to: p, lat1: 60.17, lon1: 24.94, lat2: 60.17, lon2: 24.94) == 0)
  }

  @Test("Just below and above the limit the two paths agree within the bound")
  func limit() {
    for (lat, azi) in [(0.0, 90.0), (45.0, 30.0), (-70.0, 0.0), (89.5, 135.0)] {
      // The chord is about 1.2 m shorter than the geodesic at 100 km: walk s12 across the limit.
      for s12 in stride(from: 100_000.0, through: 100_003.0, by: 0.25) {
        let (p1, p2, lat2, lon2) = Self.pair(lat, 20, azi, s12)
        let chord = ((p2 - p1) * (p2 - p1)).sum().squareRoot()
        let measured = Geodesic.wgs84.distance(from: p1, to: p2, lat1: lat, lon1: 20, lat2: lat2, lon2: lon2)
        let series = Geodesic.wgs84.shortLineDistance(from: p1, to: p2)
        let full = Geodesic.wgs84.distance(lat1: lat, lon1: 20, lat2: lat2, lon2: lon2)
        #expect(measured == (chord <= Geodesic.shortLineLimit ? series : full))
        #expect(abs(series - full) <= Self.bound(chord), "\(lat) \(azi) \(s12): \(series) vs \(full)")
      }
    }
  }

  @Test("Short pairs of the pyproj reference table agree with the series to the bound")
  func pyprojPairs() {
    for (lat1, lon1, lat2, lon2, distance, _, _) in geodesicReference {
      let p1 = WGS84Ellipsoid.surfacePoint(latitude: lat1, longitude: lon1)
      let p2 = WGS84Ellipsoid.surfacePoint(latitude: lat2, longitude: lon2)
      let chord = ((p2 - p1) * (p2 - p1)).sum().squareRoot()
      guard chord <= Geodesic.shortLineLimit else { continue }
      // pyproj's printed values carry about 1e-9 relative precision.
      let measured = Geodesic.wgs84.shortLineDistance(from: p1, to: p2)
      #expect(abs(measured - distance) <= Self.bound(chord) + 1e-3, "(\(lat1), \(lon1)) → (\(lat2), \(lon2))")
    }
  }
}
