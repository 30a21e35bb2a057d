import Foundation
import MeridianCore
import MeridianGeocoding

/// Distances on the WGS84 ellipsoid (Vincenty's inverse formula) and the unit-sphere vectors the
/// spatial index uses.
enum EllipsoidGeodesic {
  static let semiMajorAxis = 6_378_137.0
  static let flattening = 1 / 298.257223563
  static let semiMinorAxis = semiMajorAxis * (1 - flattening)
  /// The mean earth radius (IUGG), used only where Vincenty's iteration does not converge.
  static let meanRadius = 6_371_008.8

  /// A point prepared as the first end of many distance computations: its reduced latitude is
  /// computed once.
  struct Origin: Sendable {
    let latitude: Double
    let longitude: Double
    let sinU: Double
    let cosU: Double

    /// Prepares a point given in degrees.
    init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
      (sinU, cosU) = EllipsoidGeodesic.reducedLatitude(latitude)
    }
  }

  /// The sine and cosine of the reduced latitude `atan((1 − f) tan φ)` of a latitude in degrees.
  @inline(__always) static func reducedLatitude(_ latitude: Double) -> (sin: Double, cos: Double) {
    let t = (1 - flattening) * tan(latitude * (Double.pi / 180))
    let c = 1 / (1 + t * t).squareRoot()
    return (t * c, c)
  }

  /// The geodesic distance in metres between two points given in degrees.
  ///
  /// Vincenty's inverse formula, accurate to well under a millimetre. For nearly antipodal points,
  /// where the iteration does not converge, it falls back to the great-circle distance on the mean
  /// sphere (within 0.5 % there).
  static func distance(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
    distance(from: Origin(latitude: latitude1, longitude: longitude1), latitude: latitude2, longitude: longitude2)
  }

  /// The geodesic distance in metres from a prepared point to a point given in degrees (see
  /// ``distance(latitude1:longitude1:latitude2:longitude2:)``).
  static func distance(from origin: Origin, latitude latitude2: Double, longitude longitude2: Double) -> Double {
    let latitude1 = origin.latitude
    let longitude1 = origin.longitude
    if latitude1 == latitude2 && longitude1 == longitude2 { return 0 }
    let L = (longitude2 - longitude1) * (Double.pi / 180)
    let (sinU2, cosU2) = reducedLatitude(latitude2)
    var lambda = L
    for _ in 0..<200 {
      guard
        let step = VincentyStep(
          sinU1: origin.sinU, cosU1: origin.cosU, sinU2: sinU2, cosU2: cosU2, sinLambda: sin(lambda),
          cosLambda: cos(lambda))
      else { return 0 }
      let previous = lambda
      lambda = L + step.correction
      if abs(lambda - previous) < 1e-12 { return step.length }
    }
    return sphericalDistance(latitude1: latitude1, longitude1: longitude1, latitude2: latitude2, longitude2: longitude2)
  }

  /// The great-circle distance on the mean sphere, in metres.
  static func sphericalDistance(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  )
    -> Double
  {
    let radians = Double.pi / 180
    let dLat = (latitude2 - latitude1) * radians
    let dLon = (longitude2 - longitude1) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * meanRadius * asin(min(1, h.squareRoot()))
  }

  /// The unit vector of a latitude and longitude in degrees (on the unit sphere).
  @inline(__always) static func unitVector(latitude: Double, longitude: Double) -> SIMD3<Double> {
    let radians = Double.pi / 180
    let phi = latitude * radians
    let lambda = longitude * radians
    let cosPhi = cos(phi)
    return SIMD3(cosPhi * cos(lambda), cosPhi * sin(lambda), sin(phi))
  }

  /// The square of the first eccentricity, `e² = f(2 − f)`.
  static let eccentricitySquared = flattening * (2 - flattening)
  /// The smallest radius of curvature of the ellipsoid, `b²/a` (meridional, at the equator).
  static let minimumCurvatureRadius = semiMinorAxis * semiMinorAxis / semiMajorAxis
  /// The largest radius of curvature of the ellipsoid, `a²/b` (at the poles).
  static let maximumCurvatureRadius = semiMajorAxis * semiMajorAxis / semiMinorAxis

  /// The Earth-centred, Earth-fixed position (metres) of a point on the ellipsoid.
  @inline(__always) static func surfacePoint(latitude: Double, longitude: Double) -> SIMD3<Double> {
    surfacePoint(normal: unitVector(latitude: latitude, longitude: longitude))
  }

  /// The Earth-centred, Earth-fixed position (metres) of the point of the ellipsoid whose surface
  /// normal is a unit vector.
  @inline(__always) static func surfacePoint(normal n: SIMD3<Double>) -> SIMD3<Double> {
    let radius = semiMajorAxis / (1 - eccentricitySquared * n.z * n.z).squareRoot()
    return SIMD3(radius * n.x, radius * n.y, radius * (1 - eccentricitySquared) * n.z)
  }

  /// The unit surface normal at an Earth-centred position on the ellipsoid.
  @inline(__always) static func normal(atSurfacePoint p: SIMD3<Double>) -> SIMD3<Double> {
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
  static func maximumDistance(forChord chord: Double) -> Double {
    let x = chord / (2 * minimumCurvatureRadius)
    guard x < 0.99 else { return .infinity }
    return 2 * minimumCurvatureRadius * asin(x)
  }
}

extension EllipsoidGeodesic {
  /// A surface point prepared as the first end of many distance computations.
  struct SurfaceOrigin: Sendable {
    let point: SIMD3<Double>
    let h: Double
    let sinU: Double
    let cosU: Double

    /// Prepares an Earth-centred point of the ellipsoid.
    init(_ point: SIMD3<Double>) {
      self.point = point
      (h, sinU, cosU) = EllipsoidGeodesic.reduced(point)
    }
  }

  /// The distance from the rotation axis and the sine and cosine of the reduced latitude of a
  /// surface point: `tan U = (1 − f) tan φ = z / ((1 − f)·h)`.
  @inline(__always) static func reduced(_ p: SIMD3<Double>) -> (h: Double, sin: Double, cos: Double) {
    let h = (p.x * p.x + p.y * p.y).squareRoot()
    let q = (1 - flattening) * h
    let n = (p.z * p.z + q * q).squareRoot()
    return (h, p.z / n, q / n)
  }

  /// The geodesic distance in metres between two Earth-centred points of the ellipsoid, or `nil`
  /// where Vincenty's iteration does not converge (nearly antipodal points).
  ///
  /// The same inverse formula as ``distance(latitude1:longitude1:latitude2:longitude2:)``, with the
  /// reduced latitudes and the longitude difference taken from the points' coordinates and the
  /// longitude correction `λ − L` (under 0.02 radians) turned with short series instead of calling
  /// the trigonometric functions, so it needs no trigonometry but one `atan2` per iteration.
  static func distance(from origin: SurfaceOrigin, to p: SIMD3<Double>) -> Double? {
    let o = origin.point
    if o == p { return 0 }
    let (h2, sinU2, cosU2) = reduced(p)
    let hh = origin.h * h2
    let sinL = hh > 0 ? (o.x * p.y - o.y * p.x) / hh : 0
    let cosL = hh > 0 ? (o.x * p.x + o.y * p.y) / hh : 1
    var delta = 0.0
    for _ in 0..<200 {
      let (sinDelta, cosDelta) = smallSinCos(delta)
      guard
        let step = VincentyStep(
          sinU1: origin.sinU, cosU1: origin.cosU, sinU2: sinU2, cosU2: cosU2,
          sinLambda: sinL * cosDelta + cosL * sinDelta, cosLambda: cosL * cosDelta - sinL * sinDelta)
      else { return 0 }
      let previous = delta
      delta = step.correction
      if abs(delta - previous) < 1e-12 { return step.length }
    }
    return nil
  }

  /// One iteration of Vincenty's inverse formula on the auxiliary sphere, for a trial longitude
  /// difference λ given by its sine and cosine.
  struct VincentyStep {
    let sinSigma: Double
    let cosSigma: Double
    let sigma: Double
    let cosSqAlpha: Double
    let cos2SigmaM: Double
    /// The next λ − L: the difference between the longitude on the auxiliary sphere and on the
    /// ellipsoid.
    let correction: Double

    /// The iteration's terms, or `nil` when the points coincide on the auxiliary sphere (σ = 0).
    @inline(__always)
    init?(sinU1: Double, cosU1: Double, sinU2: Double, cosU2: Double, sinLambda: Double, cosLambda: Double) {
      let f = EllipsoidGeodesic.flattening
      let t1 = cosU2 * sinLambda
      let t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
      sinSigma = (t1 * t1 + t2 * t2).squareRoot()
      if sinSigma == 0 { return nil }
      cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      cosSqAlpha = 1 - sinAlpha * sinAlpha
      cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0
      let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
      correction =
        (1 - C) * f * sinAlpha
        * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
    }

    /// The geodesic's length in metres, once λ has converged.
    var length: Double {
      let a = EllipsoidGeodesic.semiMajorAxis
      let b = EllipsoidGeodesic.semiMinorAxis
      let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
      let A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
      let B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
      let deltaSigma =
        B * sinSigma
        * (cos2SigmaM + B / 4
          * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - B / 6 * cos2SigmaM
            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
      return b * A * (sigma - deltaSigma)
    }
  }

  /// The sine and cosine of a small angle (radians) by their Taylor series (to double precision
  /// under 0.02 radians), or by the library functions for larger angles.
  @inline(__always) static func smallSinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard abs(x) < 0.02 else { return (sin(x), cos(x)) }
    let x2 = x * x
    let s = x * (1 - x2 / 6 * (1 - x2 / 20 * (1 - x2 / 42 * (1 - x2 / 72))))
    let c = 1 - x2 / 2 * (1 - x2 / 12 * (1 - x2 / 30 * (1 - x2 / 56)))
    return (s, c)
  }
}
