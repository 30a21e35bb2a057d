import Foundation
import MeridianTesting
import Testing

@testable import MeridianCore

/// The bounds that let a spatial search compare geodesic distances without measuring them: the
/// longest geodesic for a chord (Schur's comparison theorem, globally and by latitude), its
/// `asin`-free form, and the short-line estimate's error bound at long range.
@Suite("Geodesic chord bounds") struct GeodesicChordBoundTests {
  /// A pair `s12` metres apart along a geodesic (Karney's direct solution), with its chord.
  static func pair(
    _ lat1: Double, _ lon1: Double, _ azi1: Double, _ s12: Double
  ) -> (
    p1: SIMD3<Double>, p2: SIMD3<Double>, chord: Double, lat2: Double, lon2: Double
  ) {
    let end = Geodesic.wgs84.direct(lat1: lat1, lon1: lon1, azi1: azi1, s12: s12)
    let p1 = WGS84Ellipsoid.surfacePoint(latitude: lat1, longitude: lon1)
    let p2 = WGS84Ellipsoid.surfacePoint(latitude: end.lat2, longitude: end.lon2)
    return (p1, p2, ((p2 - p1) * (p2 - p1)).sum().squareRoot(), end.lat2, end.lon2)
  }

  @Test("The radius of curvature the bounds use: M(0°) = b²/a = 6,335,439.327 m, M(60°) = 6,383,453.857 m")
  func curvatureRadii() {
    // M(φ) = a(1 − e²)/(1 − e² sin²φ)^{3/2}, worked by hand in double precision: 2R·asin(c/2R) at
    // c = 1,000 km is 1,001,041.0111 m with R = M(0°) and 1,001,025.3664 m with R = M(60°).
    expectClose(WGS84Ellipsoid.minimumCurvatureRadius, 6_335_439.327_293, tolerance: 1e-6)
    expectClose(WGS84Ellipsoid.maximumDistance(forChord: 1_000_000), 1_001_041.011_106, tolerance: 1e-5)
    // Two points of the northern hemisphere at 60° N and farther north: R = M(60°).
    let p1 = WGS84Ellipsoid.surfacePoint(latitude: 60, longitude: 0)
    let p2 = WGS84Ellipsoid.surfacePoint(latitude: 65, longitude: 10)
    expectClose(
      WGS84Ellipsoid.maximumDistance(forChord: 1_000_000, between: p1, and: p2), 1_001_025.366_351, tolerance: 1e-5)
    // Across the equator, or for chords past a: the global radius.
    let south = WGS84Ellipsoid.surfacePoint(latitude: -1, longitude: 0)
    #expect(
      WGS84Ellipsoid.maximumDistance(forChord: 1_000_000, between: p1, and: south)
        == WGS84Ellipsoid.maximumDistance(forChord: 1_000_000))
    #expect(
      WGS84Ellipsoid.maximumDistance(forChord: 6_400_000, between: p1, and: p2)
        == WGS84Ellipsoid.maximumDistance(forChord: 6_400_000))
  }

  @Test("Chord ≤ geodesic ≤ both upper bounds, for 20,000 random pairs up to 8,000 km")
  func boundsHold() {
    var random = SeededRandomNumberGenerator(seed: 2026)
    for i in 0..<20_000 {
      let lat1 = i % 10 == 0 ? random.uniform(-0.5, 0.5) : asin(random.uniform(-1, 1)) * 180 / .pi
      let s12 = pow(10, random.uniform(3, log10(8_000_000)))
      let (p1, p2, chord, _, _) = Self.pair(lat1, random.uniform(-180, 180), random.uniform(-180, 180), s12)
      let local = WGS84Ellipsoid.maximumDistance(forChord: chord, between: p1, and: p2)
      let global = WGS84Ellipsoid.maximumDistance(forChord: chord)
      let margin = 1e-6 + s12 * 1e-14
      #expect(chord <= s12 + margin)
      #expect(s12 <= local + margin, "lat \(lat1), s12 \(s12): \(local)")
      #expect(local <= global + margin)
      #expect(global <= WGS84Ellipsoid.maximumDistanceBound(forChord: chord))
    }
  }

  @Test("The asin-free bound is at most 22 µm above asin's at 1,000 km, 11 mm at 2,000 km, 6.6 m at 4,000 km")
  func asinFreeBound() {
    for (chord, slack) in [(1_000.0, 1e-9), (1_000_000, 22e-6), (2_000_000, 11.5e-3), (4_000_000, 6.7)] {
      let exact = WGS84Ellipsoid.maximumDistance(forChord: chord)
      let bound = WGS84Ellipsoid.maximumDistanceBound(forChord: chord)
      #expect(bound >= exact)
      #expect(bound - exact <= slack, "\(chord): \(bound - exact)")
    }
    #expect(WGS84Ellipsoid.maximumDistanceBound(forChord: 6_400_000) == .infinity)
  }

  @Test("The short-line estimate is within its bound of Karney's inverse for 20,000 pairs of 100–2,500 km")
  func estimateBoundAgainstKarney() {
    var random = SeededRandomNumberGenerator(seed: 7)
    var worst = 0.0
    for _ in 0..<20_000 {
      let lat1 = asin(random.uniform(-1, 1)) * 180 / .pi
      let lon1 = random.uniform(-180, 180)
      let (p1, p2, chord, lat2, lon2) = Self.pair(
        lat1, lon1, random.uniform(-180, 180), pow(10, random.uniform(5, log10(2_600_000))))
      guard chord <= Geodesic.shortLineEstimateLimit else { continue }
      let karney = Geodesic.wgs84.distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
      let error = abs(Geodesic.wgs84.shortLineDistance(from: p1, to: p2) - karney)
      let bound = Geodesic.wgs84.shortLineEstimateError(chord: chord)
      #expect(error <= bound, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)), chord \(chord): \(error) > \(bound)")
      worst = max(worst, error / bound)
    }
    // The documented factor of six over the worst case seen.
    #expect(worst < 0.2)
  }

  @Test("The short-line estimate is within its bound of pyproj's distances for 40 pairs of 100–2,400 km")
  func estimateBoundAgainstPyproj() {
    for (lat1, lon1, lat2, lon2, distance) in midRangeGeodesicReference {
      let p1 = WGS84Ellipsoid.surfacePoint(latitude: lat1, longitude: lon1)
      let p2 = WGS84Ellipsoid.surfacePoint(latitude: lat2, longitude: lon2)
      let chord = ((p2 - p1) * (p2 - p1)).sum().squareRoot()
      guard chord <= Geodesic.shortLineEstimateLimit else { continue }
      let estimate = Geodesic.wgs84.shortLineDistance(from: p1, to: p2)
      // pyproj's printed values carry 1 µm.
      #expect(
        abs(estimate - distance) <= Geodesic.wgs84.shortLineEstimateError(chord: chord) + 1e-6,
        "(\(lat1), \(lon1)) → (\(lat2), \(lon2))")
      #expect(abs(Geodesic.wgs84.distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2) - distance) < 1e-5)
    }
  }
}
