import Foundation
import InternalMeridianUtilities

/// Angle helpers for the geodesic solver: exact reductions in degrees, sums without rounding error.
///
/// These follow Karney, "Algorithms for geodesics", J. Geodesy 87, 43–55 (2013), and its addenda.
enum GeodesicMath {
  static let epsilon = Double.ulpOfOne
  static let tiny = Double.leastNormalMagnitude.squareRoot()

  /// `u + v` as a rounded sum and its exact rounding error.
  static func sum(_ u: Double, _ v: Double) -> (s: Double, t: Double) {
    let s = u + v
    var up = s - v
    var vpp = s - up
    up -= u
    vpp -= v
    let t = s == 0 ? s : 0 - (up + vpp)
    return (s, t)
  }

  /// A polynomial in `x` with coefficients `p[s...s+n]`, highest power first.
  @inline(__always)
  static func polyval(_ n: Int, _ p: [Double], _ s: Int, _ x: Double) -> Double {
    guard n >= 0 else { return 0 }
    var y = p[s]
    var i = 0
    while i < n {
      i += 1
      y = y * x + p[s + i]
    }
    return y
  }

  /// Rounds tiny angles to zero, so that nearly singular cases become exactly singular.
  static func angRound(_ x: Double) -> Double {
    let z = 1.0 / 16
    var y = abs(x)
    if y < z { y = z - (z - y) }
    return x < 0 ? -y : y
  }

  /// The remainder of x / y in -y/2...y/2.
  static func remainder(_ x: Double, _ y: Double) -> Double {
    x.isFinite ? Foundation.remainder(x, y) : .nan
  }

  /// An angle reduced to -180...180 degrees (180 keeps its sign).
  static func angNormalize(_ x: Double) -> Double {
    let y = remainder(x, 360)
    return abs(y) == 180 ? (x < 0 ? -180 : 180) : y
  }

  /// y − x reduced to -180...180, with its rounding error.
  static func angDiff(_ x: Double, _ y: Double) -> (d: Double, t: Double) {
    var (d, t) = sum(remainder(-x, 360), remainder(y, 360))
    (d, t) = sum(remainder(d, 360), t)
    if d == 0 || abs(d) == 180 {
      let sign = t == 0 ? y - x : -t
      d = sign < 0 ? -abs(d) : abs(d)
    }
    return (d, t)
  }

  /// Sine and cosine of an angle in degrees, exact at multiples of 90°.
  static func sincosd(_ x: Double) -> (s: Double, c: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    var r = fmod(x, 360)
    let q = Int.clamping((r / 90).rounded(), to: -4...4)  // |r| < 360
    r -= 90 * Double(q)
    r *= .pi / 180
    var s = Foundation.sin(r)
    var c = Foundation.cos(r)
    switch ((q % 4) + 4) % 4 {
    case 1: (s, c) = (c, -s)
    case 2: (s, c) = (-s, -c)
    case 3: (s, c) = (-c, s)
    default: break
    }
    c += 0
    if s == 0 { s = x.sign == .minus ? -0.0 : 0.0 }
    return (s, c)
  }

  /// atan2 in degrees, exact in the cardinal directions.
  static func atan2d(_ y: Double, _ x: Double) -> Double {
    var x = x
    var y = y
    var q = 0
    if abs(y) > abs(x) {
      swap(&x, &y)
      q = 2
    }
    if x < 0 {
      q += 1
      x = -x
    }
    var angle = Foundation.atan2(y, x) * 180 / .pi
    switch q {
    case 1: angle = (y.sign == .minus ? -180 : 180) - angle
    case 2: angle = 90 - angle
    case 3: angle = -90 + angle
    default: break
    }
    return angle
  }

  /// A vector scaled to unit length.
  static func norm(_ x: Double, _ y: Double) -> (Double, Double) {
    let r = (x * x + y * y).squareRoot()
    return (x / r, y / r)
  }

  /// `√(x² + y²)` for the solver's sines and cosines (magnitudes near 1, so neither overflow nor
  /// harmful underflow), without the C library's slower `hypot`.
  @inline(__always)
  static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

  /// Clenshaw summation of Σ c[i]·sin(2i·x) for i in 1..<c.count (`sine`), or Σ c[i]·cos((2i+1)·x).
  @inline(__always)
  static func sinCosSeries(sine: Bool, _ sinx: Double, _ cosx: Double, _ c: GeodesicSeries) -> Double {
    var k = c.count
    var n = k - (sine ? 1 : 0)
    let ar = 2 * (cosx - sinx) * (cosx + sinx)
    var y0 = 0.0
    var y1 = 0.0
    if n & 1 == 1 {
      k -= 1
      y0 = c[k]
    }
    n /= 2
    while n > 0 {
      n -= 1
      k -= 1
      y1 = ar * y0 - y1 + c[k]
      k -= 1
      y0 = ar * y1 - y0 + c[k]
    }
    return sine ? 2 * sinx * cosx * y0 : cosx * (y0 - y1)
  }
}
