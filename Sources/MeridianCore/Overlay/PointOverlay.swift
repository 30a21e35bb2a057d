/// Points against a geometry of any kind: which lie on it.
///
/// A point lies on a polygon when it is inside a ring by the even-odd rule or on a ring's edge, on a
/// polyline when it is on a segment, on points when it equals one; each test exact on the inputs'
/// own coordinates (``PlanarMath``), as GEOS's point locator decides it. Repeated points are kept once.
enum PointOverlay {
  /// Whether `p` lies on the other input (interior or boundary).
  static func isOn(_ p: SIMD2<Double>, _ other: OverlayInput, points: Set<SIMD2<Double>>) -> Bool {
    if points.contains(p) { return true }
    for path in other.paths where zip(path, path.dropFirst()).contains(where: { PlanarMath.isOnSegment(p, $0, $1) }) {
      return true
    }
    guard !other.rings.isEmpty else { return false }
    return PlanarMath.isInside(p, rings: other.rings) || other.rings.contains { PlanarMath.isOnBoundary(p, of: $0) }
  }

  /// The distinct points of `input`, in order, whose lying on `other` equals `on`.
  static func select(_ input: [SIMD2<Double>], on: Bool, _ other: OverlayInput) throws -> [SIMD2<Double>] {
    let points = Set(other.points)
    var seen = Set<SIMD2<Double>>()
    var result: [SIMD2<Double>] = []
    for (k, p) in input.enumerated() {
      if k % 64 == 0 { try Task.checkCancellation() }
      if seen.insert(p).inserted && isOn(p, other, points: points) == on { result.append(p) }
    }
    return result
  }
}
