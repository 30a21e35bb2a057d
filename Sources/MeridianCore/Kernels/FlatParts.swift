/// Parts (paths or rings) stored flat: every vertex in one array, and where each part ends.
///
/// Part `i` is `points[(i == 0 ? 0 : ends[i - 1])..<ends[i]]`. Rings do not repeat their first vertex at
/// the end. The kernels read and write this form so that a caller with a million vertices makes no
/// array per part; ``GeometryEngine`` converts to and from `[[Point]]` at its edge.
package struct FlatParts: Sendable, Hashable {
  /// Every vertex, part after part.
  package var points: [SIMD2<Double>]
  /// The index one past each part's last vertex, increasing.
  package var ends: [Int]

  /// Creates empty parts, reserving room for `vertexCapacity` vertices.
  package init(vertexCapacity: Int = 0) {
    points = []
    ends = []
    points.reserveCapacity(vertexCapacity)
  }

  /// Creates flat parts from nested arrays.
  package init(_ parts: [[SIMD2<Double>]]) {
    self.init(vertexCapacity: parts.reduce(0) { $0 + $1.count })
    for part in parts {
      points += part
      ends.append(points.count)
    }
  }

  /// The number of parts.
  package var count: Int { ends.count }

  /// The index range of part `i` in ``points``.
  package func range(of i: Int) -> Range<Int> { (i == 0 ? 0 : ends[i - 1])..<ends[i] }

  /// The vertices of part `i`, copied.
  package subscript(i: Int) -> [SIMD2<Double>] { Array(points[range(of: i)]) }

  /// The parts as nested arrays.
  package var nested: [[SIMD2<Double>]] { (0..<count).map { self[$0] } }

  /// Ends the part being built: the points appended since the last ``closePart()`` become one part.
  /// Does nothing when no point was appended.
  package mutating func closePart() {
    if points.count > (ends.last ?? 0) { ends.append(points.count) }
  }

  /// Drops the points appended since the last ``closePart()``.
  package mutating func discardOpenPart() {
    points.removeSubrange((ends.last ?? 0)...)
  }

  /// The number of points appended since the last ``closePart()``.
  package var openPartCount: Int { points.count - (ends.last ?? 0) }
}

/// An axis-aligned rectangle for the kernels: `min` is the lower-left corner, `max` the upper-right.
package struct ClipRectangle: Sendable, Hashable {
  /// The lower-left corner (smallest x and y).
  package var min: SIMD2<Double>
  /// The upper-right corner (largest x and y).
  package var max: SIMD2<Double>

  /// Creates a rectangle from its extremes; the caller keeps `xMin <= xMax` and `yMin <= yMax`.
  package init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
    min = SIMD2(xMin, yMin)
    max = SIMD2(xMax, yMax)
  }

  /// A Boolean value indicating whether `p` lies in the closed rectangle.
  @inline(__always)
  package func contains(_ p: SIMD2<Double>) -> Bool {
    p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y
  }
}
