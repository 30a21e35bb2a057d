import MeridianCore

/// Simplifies paths and rings for a zoom level with Core's Douglas–Peucker kernel, and measures what
/// the level builder drops as smaller than a point.
enum Generalizer {
  /// A path simplified so that it deviates from the input by at most `tolerance`.
  static func simplify(_ path: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    tolerance > 0 ? DouglasPeucker.simplify(path, tolerance: tolerance) : path
  }

  /// A ring (closed or not) simplified, written without a closing vertex; fewer than three vertices
  /// when it collapsed.
  static func simplifyRing(_ ring: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    let open = ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    return tolerance > 0 ? DouglasPeucker.simplifyRing(open, tolerance: tolerance) : open
  }

  /// The area of a ring, closed or not.
  static func area(_ ring: [SIMD2<Double>]) -> Double { abs(PlanarMath.signedArea(ring)) }

  /// The length of a path.
  static func length(_ path: [SIMD2<Double>]) -> Double {
    var total = 0.0
    for i in 1..<max(path.count, 1) {
      let d = path[i] - path[i - 1]
      total += (d * d).sum().squareRoot()
    }
    return total
  }
}
