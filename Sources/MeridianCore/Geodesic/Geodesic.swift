import Foundation

/// Geodesics on an ellipsoid of revolution, solved with Karney's algorithms.
///
/// The inverse problem (distance and azimuths between two points) uses the series of
/// C. F. F. Karney, "Algorithms for geodesics", J. Geodesy 87, 43–55 (2013),
/// https://doi.org/10.1007/s00190-012-0578-z, solving the hybrid problem by Newton's method from the
/// astroid starting guess of §5, so it converges for every pair of points, nearly antipodal ones
/// included, with round-off errors of about 15 nm. GeographicLib (MIT licence) is the reference
/// implementation of the same algorithms.
package struct Geodesic: Sendable {
  /// The equatorial radius in metres.
  let a: Double
  /// The flattening.
  let f: Double
  let f1: Double
  let e2: Double
  let ep2: Double
  let n: Double
  let b: Double
  /// The authalic radius squared.
  let c2: Double
  let etol2: Double
  let a3x: [Double]
  let c3x: [Double]
  let c4x: [Double]

  static let tol0 = GeodesicMath.epsilon
  static let tol1 = 200 * tol0
  static let tol2 = tol0.squareRoot()
  static let tolb = tol0 * tol2
  static let xthresh = 1000 * tol2
  static let maxit1 = 20
  static let maxit2 = maxit1 + Double.significandBitCount + 1 + 10

  /// The WGS84 ellipsoid: a = 6,378,137 m, f = 1 / 298.257223563.
  package static let wgs84 = Geodesic(a: WGS84Ellipsoid.semiMajorAxis, f: WGS84Ellipsoid.flattening)

  init(a: Double, f: Double) {
    self.a = a
    self.f = f
    f1 = 1 - f
    e2 = f * (2 - f)
    ep2 = e2 / (f1 * f1)
    n = f / (2 - f)
    b = a * f1
    c2 = (a * a + b * b * (e2 == 0 ? 1 : atanh(e2.squareRoot()) / e2.squareRoot())) / 2
    etol2 = 0.1 * Self.tol2 / (Swift.max(0.001, abs(f)) * Swift.min(1.0, 1 - f / 2) / 2).squareRoot()
    a3x = Self.a3x(n: n)
    c3x = Self.c3x(n: n)
    c4x = Self.c4x(n: n)
  }

  /// The solution of an inverse problem.
  struct Inverse {
    /// The distance in metres.
    var s12: Double
    /// The forward azimuths at each end in degrees clockwise from north.
    var azi1: Double
    var azi2: Double
    /// The area between the geodesic and the equator in square metres (eq. 58), for polygon areas.
    var area: Double
  }

  /// Distances along a geodesic on the auxiliary sphere (eqs. 15 and 38–41), divided by b.
  /// Returns the distance and the reduced length (both / b).
  func lengths(
    eps: Double, sig12: Double, ssig1: Double, csig1: Double, dn1: Double, ssig2: Double, csig2: Double,
    dn2: Double, reducedLength: Bool
  ) -> (s12b: Double, m12b: Double) {
    let c1a = Self.c1(eps)
    let a1 = 1 + Self.a1m1(eps)
    let b1 =
      GeodesicMath.sinCosSeries(sine: true, ssig2, csig2, c1a)
      - GeodesicMath.sinCosSeries(sine: true, ssig1, csig1, c1a)
    let s12b = a1 * (sig12 + b1)
    guard reducedLength else { return (s12b, .nan) }
    let c2a = Self.c2(eps)
    let a2 = 1 + Self.a2m1(eps)
    let m0x = a1 - a2
    let b2 =
      GeodesicMath.sinCosSeries(sine: true, ssig2, csig2, c2a)
      - GeodesicMath.sinCosSeries(sine: true, ssig1, csig1, c2a)
    let j12 = m0x * sig12 + (a1 * b1 - a2 * b2)
    let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
    return (s12b, m12b)
  }

  /// Solves the astroid equation k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0 for its positive root (eq. 55).
  static func astroid(_ x: Double, _ y: Double) -> Double {
    let p = x * x
    let q = y * y
    let r = (p + q - 1) / 6
    guard !(q == 0 && r <= 0) else { return 0 }
    let s = p * q / 4
    let r2 = r * r
    let r3 = r * r2
    let disc = s * (s + 2 * r3)
    var u = r
    if disc >= 0 {
      var t3 = s + r3
      t3 += t3 < 0 ? -disc.squareRoot() : disc.squareRoot()
      let t = cbrt(t3)
      u += t + (t != 0 ? r2 / t : 0)
    } else {
      let angle = atan2((-disc).squareRoot(), -(s + r3))
      u += 2 * r * cos(angle / 3)
    }
    let v = (u * u + q).squareRoot()
    let uv = u < 0 ? q / (v - u) : u + v
    let w = (uv - q) / (2 * v)
    return uv / ((uv + w * w).squareRoot() + w)
  }
}
