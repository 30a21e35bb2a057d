import Foundation

/// The WGS84 ellipsoid's constants and the Earth-centred geometry of its surface, for spatial
/// indexes that search by straight-line distance and measure the final candidates with
/// ``Geodesic/distance(lat1:lon1:lat2:lon2:)``.
package enum WGS84Ellipsoid {
  /// The equatorial radius in metres.
  package static let semiMajorAxis = 6_378_137.0
  /// The flattening.
  package static let flattening = 1 / 298.257223563
  /// The polar radius in metres.
  package static let semiMinorAxis = semiMajorAxis * (1 - flattening)
  /// The mean earth radius (IUGG), for great-circle estimates.
  package static let meanRadius = 6_371_008.8
  /// The square of the first eccentricity, `e² = f(2 − f)`.
  package static let eccentricitySquared = flattening * (2 - flattening)
  /// The smallest radius of curvature of the ellipsoid, `b²/a` (meridional, at the equator).
  package static let minimumCurvatureRadius = semiMinorAxis * semiMinorAxis / semiMajorAxis
  /// The largest radius of curvature of the ellipsoid, `a²/b` (at the poles).
  package static let maximumCurvatureRadius = semiMajorAxis * semiMajorAxis / semiMinorAxis

  /// The great-circle distance on the mean sphere, in metres (within 0.5 % of the geodesic).
  package static func sphericalDistance(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  ) -> Double {
    let radians = Double.pi / 180
    let dLat = (latitude2 - latitude1) * radians
    let dLon = (longitude2 - longitude1) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * meanRadius * asin(min(1, h.squareRoot()))
  }

  /// The unit vector of a latitude and longitude in degrees (on the unit sphere).
  @inline(__always) package static func unitVector(latitude: Double, longitude: Double) -> SIMD3<Double> {
    let radians = Double.pi / 180
    let phi = latitude * radians
    let lambda = longitude * radians
    let cosPhi = cos(phi)
    return SIMD3(cosPhi * cos(lambda), cosPhi * sin(lambda), sin(phi))
  }

  /// The Earth-centred, Earth-fixed position (metres) of a point on the ellipsoid.
  @inline(__always) package static func surfacePoint(latitude: Double, longitude: Double) -> SIMD3<Double> {
    surfacePoint(normal: unitVector(latitude: latitude, longitude: longitude))
  }

  /// The Earth-centred, Earth-fixed position (metres) of the point of the ellipsoid whose surface
  /// normal is a unit vector.
  @inline(__always) package static func surfacePoint(normal n: SIMD3<Double>) -> SIMD3<Double> {
    let radius = semiMajorAxis / (1 - eccentricitySquared * n.z * n.z).squareRoot()
    return SIMD3(radius * n.x, radius * n.y, radius * (1 - eccentricitySquared) * n.z)
  }

  /// The unit surface normal at an Earth-centred position on the ellipsoid.
  @inline(__always) package static func normal(atSurfacePoint p: SIMD3<Double>) -> SIMD3<Double> {
    let g = SIMD3(p.x, p.y, p.z / (1 - eccentricitySquared))
    return g / (g * g).sum().squareRoot()
  }

  /// The longest geodesic between two points of the ellipsoid whose straight-line distance (chord)
  /// is `chord` metres, or infinity for chords near the diameter.
  ///
  /// A geodesic's curvature in space is its normal curvature, at most `1/R` with `R` =
  /// ``minimumCurvatureRadius``; by Schur's comparison theorem its chord is at least that of a
  /// circular arc of radius `R` and the same length, so `s ≤ 2R·asin(c / 2R)`. (The chord is also
  /// never longer than the geodesic: `c ≤ s`.)
  package static func maximumDistance(forChord chord: Double) -> Double {
    let x = chord / (2 * minimumCurvatureRadius)
    guard x < 0.99 else { return .infinity }
    return 2 * minimumCurvatureRadius * asin(x)
  }
}
