/// The overlay's precision model: every coordinate snapped to a grid of power-of-two cells.
///
/// The cell is 2⁻⁴⁸ of the power of two above the inputs' largest coordinate magnitude, so grid
/// coordinates are integers below 2⁴⁹, their differences are exact in a `Double`, and orientation tests
/// on them are exact (``RobustOrientation``). Scaling by a power of two is exact both ways, so a vertex
/// already on the grid comes back unchanged. See docs/geometry.md, "Overlay".
struct OverlayGrid {
  /// The side of one grid cell, in the inputs' units.
  let cell: Double

  /// The bits of resolution below the largest magnitude.
  static let resolutionBits = 48

  /// Creates the grid for inputs whose largest absolute coordinate is `magnitude`.
  init(magnitude: Double) {
    let m = Swift.max(magnitude, 1e-100)
    cell = Double(sign: .plus, exponent: m.exponent - Self.resolutionBits, significand: 1)
  }

  /// The grid point nearest a coordinate pair, in grid units.
  func snap(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2((p.x / cell).rounded(), (p.y / cell).rounded())
  }

  /// The grid point nearest a point given in grid units (for computed intersections).
  func round(_ p: SIMD2<Double>) -> SIMD2<Double> { p.rounded(.toNearestOrAwayFromZero) }

  /// A grid point back in the inputs' units.
  func unsnap(_ p: SIMD2<Double>) -> SIMD2<Double> { p * cell }
}
