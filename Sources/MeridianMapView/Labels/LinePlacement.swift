import Foundation

/// Where a label of a given width fits along a path: stretches straight enough to carry the text on
/// one straight baseline, around anchors repeated along the path (see
/// ``positions(along:width:height:area:)``).
enum LinePlacement {
  /// How far the path may stray from the text's baseline: a quarter of the text's height, at least
  /// one point.
  static func maximumDeviation(forHeight height: Double) -> Double { Swift.max(1, height / 4) }

  /// The most positions tried for one anchor.
  static let maximumTries = 16

  /// The distance between a line label's repeats along its path, in points: MapLibre's default
  /// `symbol-spacing` (250), so a road crossing 300 points of the view has an anchor in view.
  static let spacing = 250.0

  /// The most anchors along one path: a path longer than this many spacings is named along the part
  /// that meets the placement area only.
  static let maximumAnchors = 256

  /// The positions to try for a label along a path, by anchor: one group per anchor, each best first.
  ///
  /// Anchors lie ``spacing`` apart, centred on the path; a group tries the stretch centred on its anchor,
  /// then steps outward. A stretch fits when the path stays within ``maximumDeviation(forHeight:)`` of its
  /// chord and the chord is at least 90 % of the text's width; text never reads upside down.
  ///
  /// - Parameters:
  ///   - path: The path in placement space (points, y down).
  ///   - width: The text's width in points, padding included.
  ///   - height: The text's height in points.
  ///   - area: Anchors farther than a spacing from this box are left out; `nil` keeps every anchor.
  /// - Returns: The groups of positions that fit, in path order; groups with none are left out.
  static func positions(
    along path: [SIMD2<Double>], width: Double, height: Double,
    area: (min: SIMD2<Double>, max: SIMD2<Double>)? = nil
  ) -> [[(center: SIMD2<Double>, angle: Double)]] {
    guard path.count >= 2, width > 0, width.isFinite, height.isFinite else { return [] }
    var cumulative = [0.0]
    cumulative.reserveCapacity(path.count)
    for i in 1..<path.count {
      let d = path[i] - path[i - 1]
      cumulative.append(cumulative[i - 1] + (d * d).sum().squareRoot())
    }
    let total = cumulative[cumulative.count - 1]
    guard total.isFinite, total >= width else { return [] }
    let step = Swift.max(width / 2, 8)
    let count = Swift.max(1, Int((total / spacing).rounded(.down)))
    let first = (total - Double(count - 1) * spacing) / 2
    // Each anchor's stretch stays on the path; a lone anchor may move along the whole of it.
    let reach = count == 1 ? total / 2 - width / 2 : spacing / 2
    var groups: [[(center: SIMD2<Double>, angle: Double)]] = []
    var anchors = 0
    for k in 0..<count {
      let anchor = first + Double(k) * spacing
      if let area {
        let p = point(path, cumulative, at: anchor).point
        let low = area.min - spacing
        let high = area.max + spacing
        guard p.x >= low.x, p.y >= low.y, p.x <= high.x, p.y <= high.y else { continue }
      }
      anchors += 1
      guard anchors <= maximumAnchors else { break }
      var group: [(center: SIMD2<Double>, angle: Double)] = []
      var tries = 0
      for offset in offsets(step: step, reach: reach) {
        let s = anchor + offset
        guard s - width / 2 >= 0, s + width / 2 <= total else { continue }
        tries += 1
        if let fit = stretch(path, cumulative, from: s - width / 2, to: s + width / 2, height: height) {
          group.append(fit)
        }
        if tries == maximumTries { break }
      }
      if !group.isEmpty { groups.append(group) }
    }
    return groups
  }

  /// Offsets from an anchor: 0, +step, −step, +2·step, ... up to `reach` either way.
  private static func offsets(step: Double, reach: Double) -> [Double] {
    var result = [0.0]
    var j = 1.0
    while j * step <= reach, result.count < 2 * maximumTries {
      result.append(j * step)
      result.append(-j * step)
      j += 1
    }
    return result
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
