import Testing

@testable import MeridianCore

/// Exact orientation, exact incidence in the relations, and shifted areas (issue 23).
@Suite("Robust predicates and precise areas") struct RobustPredicateTests {
  // MARK: - orient2d

  /// The classic near-degenerate grid (Kettner, Mehlhorn, Pion, Schirra, Yap, "Classroom examples of
  /// robustness problems in geometric computations", 2008): p = (0.5 + x·2⁻⁵³, 0.5 + y·2⁻⁵³) for
  /// 0 ≤ x, y < 256, q = (12, 12), r = (24, 24). By hand, q and r lie on the diagonal y = x, so p turns
  /// counter-clockwise exactly when it lies above it: the exact sign is sign(y − x).
  ///
  /// Python 3.11 with `fractions.Fraction` (exact rationals over the same doubles) agrees on every cell
  /// (32,640 positive, 256 zero, 32,640 negative) and finds the naive determinant
  /// (q.x − p.x)(r.y − p.y) − (q.y − p.y)(r.x − p.x) wrong on 11,972 of the 65,536 cells.
  @Test("The near-degenerate grid: exact signs on all 65,536 cells, in every rotation of the arguments")
  func kettnerGrid() {
    let u = 0x1p-53
    let q = SIMD2<Double>(12, 12)
    let r = SIMD2<Double>(24, 24)
    var naiveWrong = 0
    var robustWrong = 0
    for x in 0..<256 {
      for y in 0..<256 {
        let p = SIMD2(0.5 + Double(x) * u, 0.5 + Double(y) * u)
        let exact = (y - x).signum()
        let naive = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        if (naive > 0 ? 1 : (naive < 0 ? -1 : 0)) != exact { naiveWrong += 1 }
        let rotations = [
          RobustOrientation.orientation(p, q, r), RobustOrientation.orientation(q, r, p),
          RobustOrientation.orientation(r, p, q),
        ]
        if rotations.contains(where: { $0 != exact }) { robustWrong += 1 }
        // Reversing two points reverses the sign.
        if RobustOrientation.orientation(q, p, r) != -exact { robustWrong += 1 }
      }
    }
    #expect(naiveWrong == 11_972, "the grid must defeat the naive determinant as Python's exact check says")
    #expect(robustWrong == 0)
  }

  @Test("Exact expansion arithmetic: collinear points far from the origin, and one unit in the last place off")
  func exactExpansions() {
    // By hand: every point (t, t) lies on the line y = x, so these three are exactly collinear.
    let a = SIMD2(0.1, 0.1)
    let b = SIMD2(0.3, 0.3)
    #expect(RobustOrientation.orient2d(a, b, SIMD2(7e14, 7e14)) == 0)
    // One unit in the last place (0.125 at 7·10¹⁴) above the line: a left turn from a to b, a right turn
    // from b to a. The rounded differences (0.1 − 7·10¹⁴ is not representable) leave the filter unsure.
    let above = SIMD2(7e14, 7e14.nextUp)
    #expect(RobustOrientation.orient2d(a, b, above) > 0)
    #expect(RobustOrientation.orient2d(b, a, above) < 0)
    #expect(RobustOrientation.orient2d(a, b, SIMD2(7e14, 7e14.nextDown)) < 0)
    // TWO-SUM and TWO-PRODUCT are exact: the pieces add back to the true values. By hand,
    // (1 + 2⁻⁵²)² = 1 + 2⁻⁵¹ + 2⁻¹⁰⁴, whose last term is the product's rounding error.
    let (sum, sumError) = RobustOrientation.twoSum(1, 0x1p-60)
    #expect(sum == 1 && sumError == 0x1p-60)
    let (product, productError) = RobustOrientation.twoProduct(1 + 0x1p-52, 1 + 0x1p-52)
    #expect(product == 1 + 0x1p-51 && productError == 0x1p-104)
  }
}
