import Foundation

/// Distances on the WGS84 ellipsoid (Vincenty's inverse formula) and the unit-sphere vectors the
/// spatial index uses.
enum EllipsoidGeodesic {
  static let semiMajorAxis = 6_378_137.0
  static let flattening = 1 / 298.257223563
  static let semiMinorAxis = semiMajorAxis * (1 - flattening)
  /// The mean earth radius (IUGG), used only where Vincenty's iteration does not converge.
  static let meanRadius = 6_371_008.8

  /// The geodesic distance in metres between two points given in degrees.
  ///
  /// Vincenty's inverse formula, accurate to well under a millimetre. For nearly antipodal points,
  /// where the iteration does not converge, it falls back to the great-circle distance on the mean
  /// sphere (within 0.5 % there).
  static func distance(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
    if latitude1 == latitude2 && longitude1 == longitude2 { return 0 }
    let a = semiMajorAxis
    let b = semiMinorAxis
    let f = flattening
    let radians = Double.pi / 180
    let L = (longitude2 - longitude1) * radians
    let U1 = atan((1 - f) * tan(latitude1 * radians))
    let U2 = atan((1 - f) * tan(latitude2 * radians))
    let sinU1 = sin(U1)
    let cosU1 = cos(U1)
    let sinU2 = sin(U2)
    let cosU2 = cos(U2)
    var lambda = L
    for _ in 0..<200 {
      let sinLambda = sin(lambda)
      let cosLambda = cos(lambda)
      let t1 = cosU2 * sinLambda
      let t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
      let sinSigma = (t1 * t1 + t2 * t2).squareRoot()
      if sinSigma == 0 { return 0 }
      let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      let sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      let cosSqAlpha = 1 - sinAlpha * sinAlpha
      let cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0
      let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
      let previous = lambda
      lambda =
        L + (1 - C) * f * sinAlpha
        * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      if abs(lambda - previous) < 1e-12 {
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

  /// The squared chord length on the unit sphere that a geodesic distance in metres cannot exceed.
  ///
  /// Geodesics on the ellipsoid are at least as long as the great-circle arc on a sphere of the
  /// semi-minor axis's radius, so the arc angle is at most `distance / b`.
  static func chordSquaredBound(forDistance distance: Double) -> Double {
    let angle = distance / (semiMinorAxis * (1 - flattening))
    if angle >= Double.pi { return 4 }
    let chord = 2 * sin(angle / 2)
    return chord * chord
  }
}
