import Testing

@testable import MeridianCore

/// The distance-only entry point the offline reverse geocoder measures with.
@Suite("Geodesic distance entry point") struct GeodesicDistanceTests {
  @Test("distance(lat1:lon1:lat2:lon2:) matches pyproj's Geod.inv to a millimetre over 328 pairs")
  func distanceAgainstPyproj() {
    for (lat1, lon1, lat2, lon2, distance, _, _) in geodesicReference {
      let measured = Geodesic.wgs84.distance(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
      #expect(abs(measured - distance) < 1e-3, "(\(lat1), \(lon1)) → (\(lat2), \(lon2)): \(measured) vs \(distance)")
    }
  }

  @Test("GeographicLib's published example: Wellington to Salamanca, 19,959,679.26735382 m")
  func publishedExample() {
    let measured = Geodesic.wgs84.distance(lat1: -41.32, lon1: 174.81, lat2: 40.96, lon2: -5.50)
    expectClose(measured, 19_959_679.26735382, tolerance: 1e-6)
  }

  @Test("Nearly antipodal points converge (where Vincenty's iteration does not)")
  func nearlyAntipodal() {
    // Vincenty's inverse formula fails to converge for (0, 0) → (0.5, 179.7) (Karney 2013, §1);
    // pole to pole through the near side is twice the quarter meridian, 10,001,965.729312 m.
    let measured = Geodesic.wgs84.distance(lat1: 0, lon1: 0, lat2: 0.5, lon2: 179.7)
    #expect(measured.isFinite && measured > 19_900_000 && measured < 20_003_931.46)
    expectClose(
      Geodesic.wgs84.distance(lat1: 90, lon1: 0, lat2: -90, lon2: 0), 2 * 10_001_965.729_312, tolerance: 1e-3)
  }

  @Test("Coincident points are 0 m apart; one ten-millionth of a degree of latitude is about 1.1 cm")
  func shortDistances() {
    #expect(Geodesic.wgs84.distance(lat1: 60.17, lon1: 24.94, lat2: 60.17, lon2: 24.94) == 0)
    // A meridian degree at 60° is 111,412.287 m (the meridian radius of curvature M(60°) × π/180).
    let measured = Geodesic.wgs84.distance(lat1: 60, lon1: 24.94, lat2: 60.000_000_1, lon2: 24.94)
    expectClose(measured, 0.011_141_229, tolerance: 1e-6)
  }
}
