/// The WGS84 → Web Mercator kernel behind ``GeometryEngine/projectCoordinates(_:from:into:)``.
///
/// It evaluates y = (R/2)·ln((1 + sin φ)/(1 − sin φ)), which equals R·ln tan(π/4 + φ/2), with
/// polynomials and bit operations only, so the optimiser vectorises the loop (no libm calls):
/// - sin φ by its Taylor series to φ¹⁹ (|φ| ≤ 85.0511° = 1.4844 rad; truncation about 1e-16);
/// - ln v by a branch-free reduction v = 2ᵏ·m with m in [√½, √2) (subtracting the bit pattern of √½
///   moves the exponent boundary), then ln m = 2·atanh z, z = (m − 1)/(m + 1), |z| ≤ 0.1716, by its
///   series to z¹⁵ (truncation below 6e-15, under 1e-7 m in y).
/// Tests check it against the scalar ``GeometryEngine/project(_:into:)-(G,_)`` to 1e-6 m.
enum MercatorKernel {
  /// sin x for |x| ≤ π/2.
  @inline(__always)
  static func sin(_ x: Double) -> Double {
    let x2 = x * x
    var p = -1.0 / 121_645_100_408_832_000  // −1/19!
    p = p * x2 + 1.0 / 355_687_428_096_000  // 1/17!
    p = p * x2 - 1.0 / 1_307_674_368_000  // −1/15!
    p = p * x2 + 1.0 / 6_227_020_800  // 1/13!
    p = p * x2 - 1.0 / 39_916_800  // −1/11!
    p = p * x2 + 1.0 / 362_880  // 1/9!
    p = p * x2 - 1.0 / 5040  // −1/7!
    p = p * x2 + 1.0 / 120  // 1/5!
    p = p * x2 - 1.0 / 6  // −1/3!
    return x + x * x2 * p
  }

  /// ln v for positive, finite, normal v.
  @inline(__always)
  static func log(_ v: Double) -> Double {
    let bits = v.bitPattern
    let shifted = bits &- 0x3FE6_A09E_667F_3BCD  // the bits of √½
    let field = (shifted &+ (1 &<< 63)) &>> 52  // k + 2048, in 0..<4096
    // k as a double without an int → double conversion: the bits of 2⁵² + field, minus 2⁵² + 2048.
    let k = Double(bitPattern: field | 0x4330_0000_0000_0000) - (4_503_599_627_370_496 + 2048)
    let m = Double(bitPattern: bits &- (shifted & 0xFFF0_0000_0000_0000))
    let z = (m - 1) / (m + 1)
    let z2 = z * z
    var p = 1.0 / 15
    p = p * z2 + 1.0 / 13
    p = p * z2 + 1.0 / 11
    p = p * z2 + 1.0 / 9
    p = p * z2 + 1.0 / 7
    p = p * z2 + 1.0 / 5
    p = p * z2 + 1.0 / 3
    p = p * z2 + 1
    return k * 0.693_147_180_559_945_3 + 2 * z * p
  }

  /// Projects `n` interleaved longitude/latitude pairs to Web Mercator in place (already validated).
  static func forward(_ buffer: UnsafeMutableBufferPointer<Double>, count n: Int) {
    guard let base = buffer.baseAddress else { return }
    let r = GeometryEngine.webMercatorRadius
    let degrees = Double.pi / 180
    let limit = GeometryEngine.webMercatorMaxLatitude
    for i in 0..<n {
      let latitude = Swift.min(Swift.max(base[2 * i + 1], -limit), limit)
      let s = sin(latitude * degrees)
      base[2 * i + 1] = (0.5 * r) * log((1 + s) / (1 - s))
      base[2 * i] = base[2 * i] * (r * degrees)
    }
  }
}
