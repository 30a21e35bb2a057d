import Foundation

/// The WGS84 ellipsoid's constants and the Earth-centred geometry of its surface, for spatial
/// indexes that search by straight-line distance and measure the final candidates with
/// ``Geodesic/distance(lat1:lon1:lat2:lon2:)``.
package enum WGS84Ellipsoid {
  /// An Earth-centred position or direction.
  package typealias Vector = SIMD3<Double>

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
    maximumDistance(forChord: chord, curvatureRadius: minimumCurvatureRadius)
  }

  /// The longest geodesic between two given points of the ellipsoid (Earth-centred positions in
  /// metres, such as ``surfacePoint(latitude:longitude:)`` gives), from their chord and latitudes:
  /// a tighter bound than ``maximumDistance(forChord:)`` away from the equator.
  ///
  /// Points in one hemisphere with a chord at most `a` get the bound of ``maximumDistance(forChord:)`` with `R`
  /// the meridian radius of curvature `M(φ)` at the latitude nearer the equator (the proof is in the body);
  /// others get the global bound.
  ///
  /// - Parameters:
  ///   - chord: The straight-line distance between the points in metres (`|p2 − p1|`).
  ///   - p1: The first point's Earth-centred position, on the ellipsoid.
  ///   - p2: The second point's.
  /// - Returns: An upper bound in metres on the geodesic distance, or infinity for chords near the
  ///   diameter.
  @inline(__always)
  package static func maximumDistance(forChord chord: Double, between p1: Vector, and p2: Vector) -> Double {
    // The bound of `maximumDistance(forChord:)` holds with `R` the smallest radius of curvature
    // *along the geodesic* rather than over the whole ellipsoid. At latitude `φ` the largest normal
    // curvature is the meridian's, `1/M(φ)` with `M(φ) = a(1 − e²)/(1 − e² sin²φ)^{3/2}`, which
    // grows with `|φ|`. When both points lie in one hemisphere and the chord is at most `a`, the
    // shortest geodesic between them stays at least as far from the equator as the nearer point:
    // along a geodesic `sin β = cos α₀ sin σ` (reduced latitude `β`, arc `σ` on the auxiliary sphere
    // from the equator crossing), both ends have `sin σ` of one sign and are less than `π` apart in
    // `σ`, and `|sin σ|` is concave between them, so it is smallest at an end. So `R = M(φ)` with `φ`
    // the latitude of the point nearer the equator. Points in opposite hemispheres, or farther apart,
    // get the global bound.
    guard chord <= semiMajorAxis, (p1.z >= 0) == (p2.z >= 0) else {
      return maximumDistance(forChord: chord, curvatureRadius: minimumCurvatureRadius)
    }
    // sin²φ of each point from its surface normal, which is parallel to (x, y, z / (1 − e²)).
    let z1 = p1.z / (1 - eccentricitySquared)
    let z2 = p2.z / (1 - eccentricitySquared)
    let sine2 = min(
      z1 * z1 / (p1.x * p1.x + p1.y * p1.y + z1 * z1), z2 * z2 / (p2.x * p2.x + p2.y * p2.y + z2 * z2))
    let w2 = 1 - eccentricitySquared * sine2
    // M(φ); never below the global minimum, whatever the rounding.
    let radius = max(minimumCurvatureRadius, minimumCurvatureRadius / (w2 * w2.squareRoot()))
    return maximumDistance(forChord: chord, curvatureRadius: radius)
  }

  /// `2R·asin(c / 2R)`: the length of a circular arc of radius `R` with chord `c`, or infinity for
  /// chords near the diameter.
  @inline(__always)
  private static func maximumDistance(forChord chord: Double, curvatureRadius: Double) -> Double {
    let x = chord / (2 * curvatureRadius)
    guard x < 0.99 else { return .infinity }
    return 2 * curvatureRadius * asin(x)
  }

  /// An upper bound, without `asin`, on ``maximumDistance(forChord:)``, for searches that test many
  /// chords: at most 22 µm above it for chords up to 1,000 km, 11 mm at 2,000 km and 6.6 m at
  /// 4,000 km (where the geodesic itself may be 65 km longer than the chord).
  ///
  /// `asin x = x + x³/6 + 3x⁵/40 + 5x⁷/112 + 35x⁹/1152 + …` has positive coefficients, none after
  /// the fourth larger than `5/112`, so `asin x ≤ x + x³/6 + 3x⁵/40 + (5/112)·x⁷/(1 − x²)` for
  /// `0 ≤ x < 1`.
  ///
  /// - Parameter chord: The straight-line distance between two points of the ellipsoid in metres.
  /// - Returns: A bound at least ``maximumDistance(forChord:)``, or infinity for chords past
  ///   half the diameter.
  @inline(__always)
  package static func maximumDistanceBound(forChord chord: Double) -> Double {
    let x = chord / (2 * minimumCurvatureRadius)
    guard x < 0.5 else { return .infinity }
    let x2 = x * x
    // The factor 1 + 10⁻¹⁴ covers the rounding of this sum and of `asin` (a few ulps).
    let series = x * (1 + x2 * (1.0 / 6 + x2 * (3.0 / 40 + x2 * (5.0 / 112) / (1 - x2))))
    return 2 * minimumCurvatureRadius * series * (1 + 1e-14)
  }
}
