import Foundation

@testable import MeridianCore

/// Independent checks for the `geometry-overlay` target: validity of result polygons, even-odd point
/// membership by ray casting, distances to segments, areas. None of them calls the overlay.
enum OverlayChecks {
  /// A polygon's rings as vectors, each without a closing point equal to its first.
  static func rings(_ polygon: Polygon) -> [[SIMD2<Double>]] {
    polygon.parts.map { part in
      var ring = part.map { SIMD2($0.x, $0.y) }
      if ring.count > 1, ring.first == ring.last { ring.removeLast() }
      return ring
    }
  }

  /// Every segment of some rings (closed) or paths (open).
  static func segments(_ parts: [[SIMD2<Double>]], closed: Bool) -> [(SIMD2<Double>, SIMD2<Double>)] {
    var result: [(SIMD2<Double>, SIMD2<Double>)] = []
    for part in parts where part.count > 1 {
      for i in 0..<(closed ? part.count : part.count - 1) { result.append((part[i], part[(i + 1) % part.count])) }
    }
    return result
  }

  /// Whether `p` is inside the rings by the even-odd rule (a ray cast to the east).
  static func isInside(_ p: SIMD2<Double>, rings: [[SIMD2<Double>]]) -> Bool {
    var inside = false
    for (a, b) in segments(rings, closed: true) where (a.y > p.y) != (b.y > p.y) {
      let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
      if x > p.x { inside.toggle() }
    }
    return inside
  }

  /// The distance from `p` to a segment.
  static func distance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = b - a
    let lengthSquared = (d * d).sum()
    let t = lengthSquared > 0 ? Swift.min(1, Swift.max(0, ((p - a) * d).sum() / lengthSquared)) : 0
    let q = a + t * d - p
    return (q * q).sum().squareRoot()
  }

  /// The distance from `p` to the nearest of some segments and points (infinity for none).
  static func distance(
    _ p: SIMD2<Double>, segments: [(SIMD2<Double>, SIMD2<Double>)], points: [SIMD2<Double>] = []
  ) -> Double {
    var best = Double.infinity
    for (a, b) in segments { best = Swift.min(best, distance(p, a, b)) }
    for q in points { best = Swift.min(best, ((q - p) * (q - p)).sum().squareRoot()) }
    return best
  }

  /// The area of a valid result polygon: shells clockwise subtract their negative signed area, holes
  /// counter-clockwise subtract theirs.
  static func area(_ polygon: Polygon) -> Double {
    -rings(polygon).reduce(0) { $0 + signedArea($1) }
  }

  /// The shoelace formula: positive for counter-clockwise rings.
  static func signedArea(_ ring: [SIMD2<Double>]) -> Double {
    guard ring.count >= 3 else { return 0 }
    var sum = 0.0
    let origin = ring[0]
    for i in 1..<(ring.count - 1) {
      let u = ring[i] - origin
      let v = ring[i + 1] - origin
      sum += u.x * v.y - u.y * v.x
    }
    return sum / 2
  }

  /// The total length of some segments.
  static func length(_ segments: [(SIMD2<Double>, SIMD2<Double>)]) -> Double {
    segments.reduce(0) { $0 + ((($1.1 - $1.0) * ($1.1 - $1.0)).sum()).squareRoot() }
  }

  /// The largest coordinate magnitude of some parts.
  static func magnitude(_ parts: [[SIMD2<Double>]]) -> Double {
    parts.joined().reduce(0) { Swift.max($0, abs($1.x), abs($1.y)) }
  }

  /// Checks that a result polygon is valid: finite coordinates; rings of three distinct points or more
  /// with no repeated vertex; shells clockwise, each hole counter-clockwise after a shell that holds
  /// it; no two segments crossing or overlapping (pairwise for up to 400 segments); `isSimple` true.
  static func checkValid(_ polygon: Polygon, _ context: @autoclosure () -> String) {
    let rings = rings(polygon)
    var shell: [SIMD2<Double>]?
    for (index, ring) in rings.enumerated() {
      expect(ring.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(context()): ring \(index) not finite: \(ring)")
      expect(ring.count >= 3, "\(context()): ring \(index) has \(ring.count) points: \(ring)")
      expect(Set(ring).count == ring.count, "\(context()): ring \(index) repeats a vertex: \(ring)")
      let area = signedArea(ring)
      expect(area != 0, "\(context()): ring \(index) has no area: \(ring)")
      if area < 0 {
        shell = ring
      } else {
        guard let owner = shell else { violation("\(context()): ring \(index) is a hole before any shell: \(rings)") }
        let outside = ring.first { !isInside($0, rings: [owner]) && !isOnBoundary($0, of: owner) }
        expect(outside == nil, "\(context()): hole \(index) has \(outside.map { "\($0)" } ?? "") outside its shell")
      }
    }
    let segments = segments(rings, closed: true)
    if segments.count <= 400 {
      for i in segments.indices {
        for j in segments.indices where j > i {
          expect(
            !crossesOrOverlaps(segments[i], segments[j]),
            "\(context()): segments \(segments[i]) and \(segments[j]) cross or overlap")
        }
      }
    }
    do {
      let simple = try GeometryEngine.isSimple(polygon)
      expect(simple, "\(context()): isSimple is false for \(rings)")
    } catch {
      violation("\(context()): isSimple threw \(error) for a result \(rings)")
    }
  }

  /// Whether two segments cross at a point interior to both, or overlap along a stretch (exact).
  static func crossesOrOverlaps(
    _ s: (SIMD2<Double>, SIMD2<Double>), _ t: (SIMD2<Double>, SIMD2<Double>)
  ) -> Bool {
    let o1 = RobustOrientation.orientation(s.0, s.1, t.0)
    let o2 = RobustOrientation.orientation(s.0, s.1, t.1)
    let o3 = RobustOrientation.orientation(t.0, t.1, s.0)
    let o4 = RobustOrientation.orientation(t.0, t.1, s.1)
    if o1 == 0 && o2 == 0 {
      // Collinear: an overlap when the projections share more than a point.
      let axis = abs(s.1.x - s.0.x) >= abs(s.1.y - s.0.y) ? 0 : 1
      let (a0, a1) = (Swift.min(s.0[axis], s.1[axis]), Swift.max(s.0[axis], s.1[axis]))
      let (b0, b1) = (Swift.min(t.0[axis], t.1[axis]), Swift.max(t.0[axis], t.1[axis]))
      return Swift.min(a1, b1) > Swift.max(a0, b0)
    }
    return o1 * o2 < 0 && o3 * o4 < 0
  }

  /// Whether `p` lies on a ring's boundary (exact).
  static func isOnBoundary(_ p: SIMD2<Double>, of ring: [SIMD2<Double>]) -> Bool {
    segments([ring], closed: true).contains { a, b in
      RobustOrientation.orientation(a, b, p) == 0 && p.x >= Swift.min(a.x, b.x) && p.x <= Swift.max(a.x, b.x)
        && p.y >= Swift.min(a.y, b.y) && p.y <= Swift.max(a.y, b.y)
    }
  }

  /// Sample points on an `n` × `n` grid over a box, off the grid lines of integer coordinates.
  static func samples(min: SIMD2<Double>, max: SIMD2<Double>, n: Int = 10) -> [SIMD2<Double>] {
    var result: [SIMD2<Double>] = []
    for i in 0..<n {
      for j in 0..<n {
        let t = SIMD2((Double(i) + 0.37) / Double(n), (Double(j) + 0.61) / Double(n))
        result.append(min + t * (max - min))
      }
    }
    return result
  }
}
