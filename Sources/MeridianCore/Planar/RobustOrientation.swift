/// Exact orientation of three points: Shewchuk's adaptive-precision `orient2d` (a floating-point
/// filter, then exact expansion arithmetic when the filter is unsure).
///
/// The sign of the determinant `(a.x − c.x)(b.y − c.y) − (a.y − c.y)(b.x − c.x)` is exact for every
/// finite input whose products neither overflow nor underflow (coordinate differences between
/// 10⁻¹⁵⁰ and 10¹⁵⁰). The method and its error bound are in docs/geometry.md, "Exact predicates".
package enum RobustOrientation {
  /// Half a unit in the last place of 1: 2⁻⁵³.
  @usableFromInline static let epsilon = 0x1p-53
  /// The filter's relative error bound (Shewchuk's `ccwerrboundA`).
  @usableFromInline static let filterBound = (3 + 16 * epsilon) * epsilon

  /// The orientation determinant of `a`, `b`, `c`, with its sign exact.
  ///
  /// - Returns: A positive value when `a`, `b`, `c` run counter-clockwise, negative when clockwise,
  ///   zero when collinear. The magnitude approximates twice the triangle's signed area.
  @inlinable
  package static func orient2d(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
    let detLeft = (a.x - c.x) * (b.y - c.y)
    let detRight = (a.y - c.y) * (b.x - c.x)
    let det = detLeft - detRight
    let detSum: Double
    if detLeft > 0 {
      if detRight <= 0 { return det }
      detSum = detLeft + detRight
    } else if detLeft < 0 {
      if detRight >= 0 { return det }
      detSum = -detLeft - detRight
    } else {
      return det
    }
    let bound = filterBound * detSum
    if det >= bound || -det >= bound { return det }
    return exactOrient2d(a, b, c)
  }

  /// The sign of the orientation: 1 counter-clockwise, −1 clockwise, 0 collinear.
  @inlinable
  package static func orientation(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Int {
    let d = orient2d(a, b, c)
    return d > 0 ? 1 : (d < 0 ? -1 : 0)
  }

  /// The determinant summed exactly: `a.x·b.y − a.x·c.y − c.x·b.y − a.y·b.x + a.y·c.x + c.y·b.x`.
  ///
  /// (The `c.x·c.y` terms of the expanded product cancel.) Returns the largest component of the exact
  /// sum, whose sign is the sign of the determinant.
  @usableFromInline static func exactOrient2d(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { expansion in
      var length = 0
      func add(_ u: Double, _ v: Double) {
        let (high, low) = twoProduct(u, v)
        length = growExpansion(expansion, length: length, adding: low)
        length = growExpansion(expansion, length: length, adding: high)
      }
      add(a.x, b.y)
      add(-a.x, c.y)
      add(-c.x, b.y)
      add(-a.y, b.x)
      add(a.y, c.x)
      add(c.y, b.x)
      return length == 0 ? 0 : expansion[length - 1]
    }
  }

  /// Knuth's TWO-SUM: `a + b` as its rounded sum and the exact rounding error.
  @inline(__always)
  static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let x = a + b
    let bVirtual = x - a
    let aVirtual = x - bVirtual
    let bRoundoff = b - bVirtual
    let aRoundoff = a - aVirtual
    return (x, aRoundoff + bRoundoff)
  }

  /// TWO-PRODUCT: `a · b` as its rounded product and the exact rounding error (by a fused multiply-add).
  @inline(__always)
  static func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let x = a * b
    return (x, (-x).addingProduct(a, b))
  }

  /// GROW-EXPANSION with zero elimination: adds `b` to the nonoverlapping expansion in
  /// `expansion[0..<length]` (increasing magnitude) and returns the new length.
  @inline(__always)
  static func growExpansion(_ expansion: UnsafeMutableBufferPointer<Double>, length: Int, adding b: Double) -> Int {
    var q = b
    var out = 0
    for i in 0..<length {
      let (sum, error) = twoSum(q, expansion[i])
      q = sum
      if error != 0 {
        expansion[out] = error
        out += 1
      }
    }
    if q != 0 {
      expansion[out] = q
      out += 1
    }
    return out
  }
}
