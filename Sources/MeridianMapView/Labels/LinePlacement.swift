import Foundation

/// Where a label of a given width fits along a path: a stretch straight enough to carry the text
/// on one straight baseline.
///
/// The stretch is tried first at the middle of the path, then stepping outward by half the text's
/// width, alternately after and before the middle. A stretch fits when the path between its ends
/// deviates from the straight chord by at most ``maximumDeviation(forHeight:)`` and the chord is at
/// least 90 % of the text's width (so the path does not fold back). The text's angle is the chord's,
/// turned by 180° when needed so the text never reads upside down.
enum LinePlacement {
  /// How far the path may stray from the text's baseline: a quarter of the text's height, at least
  /// one point.
  static func maximumDeviation(forHeight height: Double) -> Double { Swift.max(1, height / 4) }

  /// The most positions tried along one path.
  static let maximumTries = 16

  /// The positions to try for a label along a path, best first: each a centre and an angle in
  /// degrees (clockwise on screen, y down, in -90...90).
  ///
  /// - Parameters:
  ///   - path: The path in placement space (points, y down).
  ///   - width: The text's width in points, padding included.
  ///   - height: The text's height in points.
  /// - Returns: The positions that fit, best first; empty when none does.
  static func positions(
    along path: [SIMD2<Double>], width: Double, height: Double
  ) -> [(
    center: SIMD2<Double>, angle: Double
  )] {
    guard path.count >= 2, width > 0, width.isFinite, height.isFinite else { return [] }
    var cumulative = [0.0]
    cumulative.reserveCapacity(path.count)
    for i in 1..<path.count {
      let d = path[i] - path[i - 1]
      cumulative.append(cumulative[i - 1] + (d * d).sum().squareRoot())
    }
    let total = cumulative[cumulative.count - 1]
    guard total.isFinite, total >= width else { return [] }
    let middle = total / 2
    let step = Swift.max(width / 2, 8)
    // Offsets from the middle: 0, +step, -step, +2·step, ... while the stretch stays on the path.
    let reach = middle - width / 2
    var offsets = [0.0]
    var j = 1.0
    while j * step <= reach, offsets.count < maximumTries {
      offsets.append(j * step)
      if offsets.count < maximumTries { offsets.append(-j * step) }
      j += 1
    }
    var results: [(center: SIMD2<Double>, angle: Double)] = []
    for offset in offsets {
      let s = middle + offset
      if let fit = stretch(path, cumulative, from: s - width / 2, to: s + width / 2, height: height) {
        results.append(fit)
      }
    }
    return results
  }

  /// The centre and angle of the stretch between two distances along the path, or `nil` when it is
  /// not straight enough.
  private static func stretch(
    _ path: [SIMD2<Double>], _ cumulative: [Double], from a: Double, to b: Double, height: Double
  ) -> (center: SIMD2<Double>, angle: Double)? {
    let start = point(path, cumulative, at: a)
    let end = point(path, cumulative, at: b)
    let chord = end.point - start.point
    let length = (chord * chord).sum().squareRoot()
    guard length >= 0.9 * (b - a), length > 0 else { return nil }
    let limit = maximumDeviation(forHeight: height)
    if start.segment < end.segment {
      for i in (start.segment + 1)...end.segment {
        let v = path[i] - start.point
        let distance = abs(v.x * chord.y - v.y * chord.x) / length
        if distance > limit { return nil }
      }
    }
    var angle = atan2(chord.y, chord.x) * 180 / .pi
    if angle > 90 { angle -= 180 } else if angle < -90 { angle += 180 }
    return ((start.point + end.point) / 2, angle)
  }

  /// The point at a distance along the path, and the index of the segment's first vertex.
  private static func point(
    _ path: [SIMD2<Double>], _ cumulative: [Double], at distance: Double
  ) -> (
    point: SIMD2<Double>, segment: Int
  ) {
    var low = 0
    var high = cumulative.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if cumulative[mid] <= distance { low = mid } else { high = mid }
    }
    let span = cumulative[high] - cumulative[low]
    let t = span > 0 ? (distance - cumulative[low]) / span : 0
    return (path[low] + (path[high] - path[low]) * t, low)
  }
}
