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
  ///
  /// The ring is split at its first vertex and the vertex farthest from it, and each half is simplified
  /// as a path, so the outline stays within `tolerance` of the data everywhere. (GEOS's ring rule, which
  /// `DouglasPeucker.simplifyRing` follows, also drops the first vertex when it lies near its kept
  /// neighbours' segment; the vertices it had stood for may then lie up to twice the tolerance away,
  /// which would break the basemap's half-point bound.)
  static func simplifyRing(_ ring: [SIMD2<Double>], tolerance: Double) -> [SIMD2<Double>] {
    let open = ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    guard tolerance > 0, open.count > 3 else { return open }
    var farthest = 0
    var distance = -1.0
    for (i, p) in open.enumerated() {
      let d = ((p - open[0]) * (p - open[0])).sum()
      if d > distance {
        distance = d
        farthest = i
      }
    }
    let first = DouglasPeucker.simplify(Array(open[0...farthest]), tolerance: tolerance)
    let second = DouglasPeucker.simplify(Array(open[farthest...]) + [open[0]], tolerance: tolerance)
    // The second half ends at the first vertex again, and starts where the first half ends.
    return first + second.dropFirst().dropLast()
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
