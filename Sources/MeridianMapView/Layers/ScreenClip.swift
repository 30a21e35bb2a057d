/// Clipping of screen-space parts to the view's rectangle plus a margin.
enum ScreenClip {
  /// A ring clipped to a rectangle for filling (Sutherland–Hodgman): the part of the ring's area
  /// inside, as one ring that may run along the rectangle's edges. Empty when nothing is inside.
  static func ring(_ ring: [SIMD2<Double>], min low: SIMD2<Double>, max high: SIMD2<Double>) -> [SIMD2<Double>] {
    var output = ring
    for edge in 0..<4 {
      guard !output.isEmpty else { return [] }
      let input = output
      output = []
      output.reserveCapacity(input.count + 4)
      var previous = input[input.count - 1]
      for current in input {
        let currentIn = inside(current, edge, low, high)
        let previousIn = inside(previous, edge, low, high)
        if currentIn {
          if !previousIn { output.append(intersection(previous, current, edge, low, high)) }
          output.append(current)
        } else if previousIn {
          output.append(intersection(previous, current, edge, low, high))
        }
        previous = current
      }
    }
    return output.count >= 3 ? output : []
  }

  /// A path clipped to a rectangle: the pieces inside, in order (Liang–Barsky per segment).
  static func path(_ path: [SIMD2<Double>], min low: SIMD2<Double>, max high: SIMD2<Double>) -> [[SIMD2<Double>]] {
    var pieces: [[SIMD2<Double>]] = []
    var current: [SIMD2<Double>] = []
    for i in 1..<max(path.count, 1) {
      guard let (a, b, clippedEnd) = segment(path[i - 1], path[i], low, high) else {
        if current.count >= 2 { pieces.append(current) }
        current = []
        continue
      }
      if current.isEmpty || current[current.count - 1] != a {
        if current.count >= 2 { pieces.append(current) }
        current = [a]
      }
      current.append(b)
      if clippedEnd {
        pieces.append(current)
        current = []
      }
    }
    if current.count >= 2 { pieces.append(current) }
    return pieces
  }

  private static func inside(_ p: SIMD2<Double>, _ edge: Int, _ low: SIMD2<Double>, _ high: SIMD2<Double>) -> Bool {
    switch edge {
    case 0: return p.x >= low.x
    case 1: return p.x <= high.x
    case 2: return p.y >= low.y
    default: return p.y <= high.y
    }
  }

  private static func intersection(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ edge: Int, _ low: SIMD2<Double>, _ high: SIMD2<Double>
  ) -> SIMD2<Double> {
    let d = b - a
    switch edge {
    case 0: return SIMD2(low.x, a.y + d.y * (low.x - a.x) / d.x)
    case 1: return SIMD2(high.x, a.y + d.y * (high.x - a.x) / d.x)
    case 2: return SIMD2(a.x + d.x * (low.y - a.y) / d.y, low.y)
    default: return SIMD2(a.x + d.x * (high.y - a.y) / d.y, high.y)
    }
  }

  /// The part of a segment inside the rectangle, and whether its end was cut; `nil` when none is inside.
  private static func segment(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ low: SIMD2<Double>, _ high: SIMD2<Double>
  ) -> (SIMD2<Double>, SIMD2<Double>, Bool)? {
    let d = b - a
    var t0 = 0.0
    var t1 = 1.0
    for (p, q) in [(-d.x, a.x - low.x), (d.x, high.x - a.x), (-d.y, a.y - low.y), (d.y, high.y - a.y)] {
      if p == 0 {
        if q < 0 { return nil }
      } else {
        let r = q / p
        if p < 0 {
          if r > t1 { return nil }
          if r > t0 { t0 = r }
        } else {
          if r < t0 { return nil }
          if r < t1 { t1 = r }
        }
      }
    }
    return (a + d * t0, a + d * t1, t1 < 1)
  }
}
