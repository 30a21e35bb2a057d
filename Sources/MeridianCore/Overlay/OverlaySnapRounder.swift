/// Snap rounding's hot pixels: every segment passing through the cell of a vertex or rounded crossing
/// is split at that cell's centre.
///
/// This is what keeps rounding from making new crossings (Hobby's snap rounding; GEOS's
/// `SnapRoundingNoder`): a segment that passes within half a cell of a point where others meet is bent
/// through the same grid point. The pixels are sorted by x; each segment looks at those within its x range.
enum OverlaySnapRounder {
  /// Adds to `splits` the hot pixels each segment passes through (closed cells), other than its ends.
  static func addHotPixelSplits(
    _ segments: [OverlaySegment], pixels: [SIMD2<Double>], to splits: inout [Int: [SIMD2<Double>]]
  ) throws {
    let sorted = Array(Set(pixels)).sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    for (i, s) in segments.enumerated() {
      if i % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let low = pointwiseMin(s.a, s.b) - 0.5
      let high = pointwiseMax(s.a, s.b) + 0.5
      var k = firstIndex(in: sorted, atLeast: low.x)
      while k < sorted.count, sorted[k].x <= high.x {
        let c = sorted[k]
        k += 1
        guard c.y >= low.y, c.y <= high.y, c != s.a, c != s.b, passes(s, through: c) else { continue }
        splits[i, default: []].append(c)
      }
    }
  }

  /// The index of the first pixel whose x is at least `x`.
  static func firstIndex(in sorted: [SIMD2<Double>], atLeast x: Double) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].x < x { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether a segment meets the closed cell around `c` (its box already overlaps the cell): the cell's
  /// corners are not all strictly on one side of the segment's line (exact orientation).
  static func passes(_ s: OverlaySegment, through c: SIMD2<Double>) -> Bool {
    var sides = Set<Int>()
    for corner in [SIMD2(-0.5, -0.5), SIMD2(0.5, -0.5), SIMD2(0.5, 0.5), SIMD2(-0.5, 0.5)] {
      let side = RobustOrientation.orientation(s.a, s.b, c + corner)
      if side == 0 { return true }
      sides.insert(side)
    }
    return sides.count > 1
  }
}
