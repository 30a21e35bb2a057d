/// A count-weighted sum of positions that does not depend on the order of its terms.
///
/// Each term `count · x` (x in 0…1) is made exactly into a 128-bit fixed-point number with 96
/// fractional bits (a term's bits below 2⁻⁹⁶, which only a coordinate below 2⁻⁴³ has, are dropped)
/// and the integers are added, so any order of the members gives the same sum, and one rounding
/// makes the centroid. supercluster adds doubles in its KD-tree's order instead; the two differ by a
/// few units in the last place (5.7·10⁻¹⁴ degrees at most on the peer's data sets), which is what
/// lets an index updated in place (whose KD order is not a fresh build's) equal a fresh build bit for bit.
struct ClusterCentroid {
  private var x: Int128 = 0
  private var y: Int128 = 0
  private(set) var count: UInt64 = 0

  /// Adds a member: its position and number of points.
  @inline(__always)
  mutating func add(x: Double, y: Double, count c: UInt32) {
    self.x &+= Self.fixed(x, times: c)
    self.y &+= Self.fixed(y, times: c)
    count &+= UInt64(c)
  }

  /// The centroid, or (NaN, NaN) for no members.
  var position: (x: Double, y: Double) {
    let t = Double(count)
    return (Self.double(x) * 0x1p-96 / t, Self.double(y) * 0x1p-96 / t)
  }

  /// A non-negative sum as the nearest double: its high and low halves added in one rounding step
  /// (the high half times 2⁶⁴ is exact in a double only when it has at most 53 bits, so the halves
  /// are first split where the value's top 64 bits end).
  @inline(__always)
  static func double(_ v: Int128) -> Double {
    let u = UInt128(truncatingIfNeeded: v)
    let leading = u.leadingZeroBitCount
    guard leading < 64 else { return Double(UInt64(truncatingIfNeeded: u)) }
    // Keep the top 64 bits, with a sticky bit for anything below, so one conversion rounds right.
    let shift = 64 - leading
    let top = UInt64(truncatingIfNeeded: u &>> UInt128(truncatingIfNeeded: shift))
    let rest = u & ((UInt128(1) &<< UInt128(truncatingIfNeeded: shift)) &- 1)
    let sticky: UInt64 = rest == 0 ? 0 : 1
    return Double(top | sticky) * Double(sign: .plus, exponent: shift, significand: 1)
  }

  /// `c · v` as a fixed-point number with 96 fractional bits, for `v` in 0…1 and `c` below 2³².
  @inline(__always)
  static func fixed(_ v: Double, times c: UInt32) -> Int128 {
    guard v > 0 else { return 0 }
    let bits = v.bitPattern
    let biased = Int(truncatingIfNeeded: (bits >> 52) & 0x7FF)
    let fraction = bits & 0x000F_FFFF_FFFF_FFFF
    let significand = biased == 0 ? fraction : fraction | 0x0010_0000_0000_0000
    let exponent = (biased == 0 ? -1074 : biased - 1075) + 96
    let product = UInt128(significand) &* UInt128(c)
    // Shifts by an amount of the same type: a shift by an `Int` goes through a generic path.
    if exponent >= 0 { return Int128(truncatingIfNeeded: product &<< UInt128(truncatingIfNeeded: exponent)) }
    return exponent > -128 ? Int128(truncatingIfNeeded: product &>> UInt128(truncatingIfNeeded: -exponent)) : 0
  }
}
