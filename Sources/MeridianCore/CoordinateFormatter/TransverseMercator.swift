import Foundation

/// Transverse Mercator on the WGS84 ellipsoid by Krüger's series to sixth order in n, as given in
/// C. F. F. Karney, "Transverse Mercator with an accuracy of a few nanometers", J. Geodesy 85,
/// 475–485 (2011), eqs. (35) and (36): accurate to well under a millimetre within the UTM zones.
struct TransverseMercator: Sendable {
  let a = 6_378_137.0
  let f = 1 / 298.257223563
  let k0 = 0.9996
  let e: Double
  let rectifyingRadius: Double
  let alpha: [Double]
  let beta: [Double]

  static let utm = TransverseMercator()

  init() {
    let n = f / (2 - f)
    let n2 = n * n
    let n3 = n2 * n
    let n4 = n3 * n
    let n5 = n4 * n
    let n6 = n5 * n
    e = (f * (2 - f)).squareRoot()
    rectifyingRadius = a / (1 + n) * (1 + n2 / 4 + n4 / 64 + n6 / 256)
    alpha = [
      n / 2 - 2 * n2 / 3 + 5 * n3 / 16 + 41 * n4 / 180 - 127 * n5 / 288 + 7891 * n6 / 37800,
      13 * n2 / 48 - 3 * n3 / 5 + 557 * n4 / 1440 + 281 * n5 / 630 - 1_983_433 * n6 / 1_935_360,
      61 * n3 / 240 - 103 * n4 / 140 + 15061 * n5 / 26880 + 167_603 * n6 / 181_440,
      49561 * n4 / 161_280 - 179 * n5 / 168 + 6_601_661 * n6 / 7_257_600,
      34729 * n5 / 80640 - 3_418_889 * n6 / 1_995_840,
      212_378_941 * n6 / 319_334_400,
    ]
    beta = [
      n / 2 - 2 * n2 / 3 + 37 * n3 / 96 - n4 / 360 - 81 * n5 / 512 + 96199 * n6 / 604_800,
      n2 / 48 + n3 / 15 - 437 * n4 / 1440 + 46 * n5 / 105 - 1_118_711 * n6 / 3_870_720,
      17 * n3 / 480 - 37 * n4 / 840 - 209 * n5 / 4480 + 5569 * n6 / 90720,
      4397 * n4 / 161_280 - 11 * n5 / 504 - 830_251 * n6 / 7_257_600,
      4583 * n5 / 161_280 - 108_847 * n6 / 3_991_680,
      20_648_693 * n6 / 638_668_800,
    ]
  }

  /// Projects a latitude and a longitude offset from the central meridian (degrees) to x (easting
  /// offset) and y (northing from the equator), in metres, scaled by k0.
  func forward(latitude: Double, longitudeOffset: Double) -> (x: Double, y: Double) {
    let phi = latitude * .pi / 180
    let lambda = longitudeOffset * .pi / 180
    let tau = tan(phi)
    let sigma = sinh(e * atanh(e * tau / (1 + tau * tau).squareRoot()))
    let tauPrime = tau * (1 + sigma * sigma).squareRoot() - sigma * (1 + tau * tau).squareRoot()
    let xiPrime = atan2(tauPrime, cos(lambda))
    let etaPrime = asinh(sin(lambda) / (tauPrime * tauPrime + cos(lambda) * cos(lambda)).squareRoot())
    var xi = xiPrime
    var eta = etaPrime
    for (j, coefficient) in alpha.enumerated() {
      let k = 2 * Double(j + 1)
      xi += coefficient * sin(k * xiPrime) * cosh(k * etaPrime)
      eta += coefficient * cos(k * xiPrime) * sinh(k * etaPrime)
    }
    return (k0 * rectifyingRadius * eta, k0 * rectifyingRadius * xi)
  }

  /// The inverse of ``forward(latitude:longitudeOffset:)``: degrees from metres.
  func inverse(x: Double, y: Double) -> (latitude: Double, longitudeOffset: Double) {
    let xi = y / (k0 * rectifyingRadius)
    let eta = x / (k0 * rectifyingRadius)
    var xiPrime = xi
    var etaPrime = eta
    for (j, coefficient) in beta.enumerated() {
      let k = 2 * Double(j + 1)
      xiPrime -= coefficient * sin(k * xi) * cosh(k * eta)
      etaPrime -= coefficient * cos(k * xi) * sinh(k * eta)
    }
    let tauPrime = sin(xiPrime) / (sinh(etaPrime) * sinh(etaPrime) + cos(xiPrime) * cos(xiPrime)).squareRoot()
    let lambda = atan2(sinh(etaPrime), cos(xiPrime))
    // Solve tau' = tau·√(1+σ²) − σ·√(1+tau²) for tau by Newton's method (Karney 2011, eqs. 19–21).
    var tau = tauPrime
    let e2m = 1 - e * e
    for _ in 0..<6 {
      let sigma = sinh(e * atanh(e * tau / (1 + tau * tau).squareRoot()))
      let tauI = tau * (1 + sigma * sigma).squareRoot() - sigma * (1 + tau * tau).squareRoot()
      let step =
        (tauPrime - tauI) / ((1 + tauI * tauI).squareRoot() * (1 + tau * tau).squareRoot())
        * (1 + e2m * tau * tau) / e2m
      tau += step
      if abs(step) < 1e-15 * Swift.max(1, abs(tau)) { break }
    }
    return (atan(tau) * 180 / .pi, lambda * 180 / .pi)
  }
}
