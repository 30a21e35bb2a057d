/// Integer cell coordinates of a grid and the 64-bit key that orders cells column by column.
enum GridCell {
  static let limit: Double = 2_000_000_000

  /// The cell coordinate of `value` for cells `1 / inverseSize` wide, clamped to ±2·10⁹ (so that
  /// far-away or huge values share the edge cells instead of overflowing; clamping keeps the order).
  ///
  /// The floor is taken by truncation and a correction rather than `rounded(.down)`, which compiles
  /// to a libm call on baseline x86-64; the results are the same for every input, NaN included
  /// (which maps to the lowest cell).
  @inline(__always)
  static func coordinate(_ value: Double, _ inverseSize: Double) -> Int32 {
    let q = value * inverseSize
    if q >= limit { return Int32(limit) }
    if q > -limit {
      let t = Int32(q)
      return Double(t) > q ? t - 1 : t
    }
    return -Int32(limit)
  }

  /// A key whose unsigned order is the order of (x, y): cells of one column are contiguous, by y.
  @inline(__always)
  static func key(_ x: Int32, _ y: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: x) ^ 0x8000_0000) << 32 | UInt64(UInt32(bitPattern: y) ^ 0x8000_0000)
  }

  /// The number of cells in x0...x1 × y0...y1, saturating at `Int.max`.
  static func cellCount(x0: Int32, y0: Int32, x1: Int32, y1: Int32) -> Int {
    let (product, overflow) = (Int(x1) - Int(x0) + 1).multipliedReportingOverflow(by: Int(y1) - Int(y0) + 1)
    return overflow ? Int.max : product
  }

  @inline(__always)
  static func x(ofKey key: UInt64) -> Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32) ^ 0x8000_0000) }

  @inline(__always)
  static func y(ofKey key: UInt64) -> Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: key) ^ 0x8000_0000) }
}

/// An axis-aligned box of doubles, without a spatial reference.
struct GridBox: Sendable, Hashable {
  var xMin: Double
  var yMin: Double
  var xMax: Double
  var yMax: Double

  @inline(__always)
  func intersects(_ other: GridBox) -> Bool {
    xMin <= other.xMax && other.xMin <= xMax && yMin <= other.yMax && other.yMin <= yMax
  }

  @inline(__always)
  func contains(x: Double, y: Double) -> Bool { x >= xMin && x <= xMax && y >= yMin && y <= yMax }

  func union(_ other: GridBox) -> GridBox {
    GridBox(
      xMin: Swift.min(xMin, other.xMin), yMin: Swift.min(yMin, other.yMin), xMax: Swift.max(xMax, other.xMax),
      yMax: Swift.max(yMax, other.yMax))
  }
}
