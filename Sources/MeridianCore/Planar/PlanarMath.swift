/// Planar primitives shared by the geometry engine: point–segment distance, segment intersection and
/// the even-odd point-in-ring test.
enum PlanarMath {
  /// The closest point on segment `a`–`b` to `p` and the segment parameter `t` in 0...1.
  static func closestPoint(on a: SIMD2<Double>, _ b: SIMD2<Double>, to p: SIMD2<Double>) -> (SIMD2<Double>, Double) {
    let d = b - a
    let lengthSquared = (d * d).sum()
    guard lengthSquared > 0 else { return (a, 0) }
    let t = Swift.min(Swift.max(((p - a) * d).sum() / lengthSquared, 0), 1)
    return (a + t * d, t)
  }

  /// The distance from `p` to segment `a`–`b`.
  static func distance(_ p: SIMD2<Double>, toSegment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let (c, _) = closestPoint(on: a, b, to: p)
    return length(p - c)
  }

  /// The Euclidean length of a vector.
  static func length(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// The z component of the cross product of `b - a` and `c - a`.
  static func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
  }

  /// A Boolean value indicating whether segments `p1`–`p2` and `q1`–`q2` share a point, within `eps`.
  static func segmentsIntersect(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>, eps: Double
  ) -> Bool {
    let d1 = cross(q1, q2, p1)
    let d2 = cross(q1, q2, p2)
    let d3 = cross(p1, p2, q1)
    let d4 = cross(p1, p2, q2)
    if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
    return distance(p1, toSegment: q1, q2) <= eps || distance(p2, toSegment: q1, q2) <= eps
      || distance(q1, toSegment: p1, p2) <= eps || distance(q2, toSegment: p1, p2) <= eps
  }

  /// The parameters along `p1`–`p2` (strictly between 0 and 1) where it meets segment `q1`–`q2`.
  static func crossingParameters(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> [Double] {
    let r = p2 - p1
    let s = q2 - q1
    let denominator = r.x * s.y - r.y * s.x
    var result: [Double] = []
    if denominator != 0 {
      let qp = q1 - p1
      let t = (qp.x * s.y - qp.y * s.x) / denominator
      let u = (qp.x * r.y - qp.y * r.x) / denominator
      if t > 0 && t < 1 && u >= 0 && u <= 1 { result.append(t) }
    } else {
      // Parallel: the endpoints of the other segment that project inside this one split it.
      let lengthSquared = (r * r).sum()
      guard lengthSquared > 0 else { return [] }
      for q in [q1, q2] {
        let t = ((q - p1) * r).sum() / lengthSquared
        if t > 0 && t < 1 { result.append(t) }
      }
    }
    return result
  }

  /// The even-odd test: whether `p` is inside an odd number of the rings (boundary not decided here).
  static func isInside(_ p: SIMD2<Double>, rings: [[SIMD2<Double>]]) -> Bool {
    var inside = false
    for ring in rings {
      var j = ring.count - 1
      for i in 0..<ring.count {
        let a = ring[i]
        let b = ring[j]
        if (a.y > p.y) != (b.y > p.y) {
          let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if p.x < x { inside.toggle() }
        }
        j = i
      }
    }
    return inside
  }

  /// A Boolean value indicating whether one ring lies inside another, for rings that do not cross.
  ///
  /// The least vertex or edge midpoint of `ring` (by x, then y) that is not on `container`'s boundary decides, so a
  /// hole that touches its outer ring (as the pieces of a ring clipped at the antimeridian do) still
  /// counts as inside. A ring lying wholly on the container's boundary is not inside it.
  static func isRing(_ ring: [SIMD2<Double>], inside container: [SIMD2<Double>]) -> Bool {
    guard container.count >= 3, !ring.isEmpty else { return false }
    let magnitude = (ring + container).reduce(1) { Swift.max($0, abs($1.x), abs($1.y)) }
    let eps = 1e-10 * magnitude
    func onBoundary(_ p: SIMD2<Double>) -> Bool {
      container.indices.contains { distance(p, toSegment: container[$0], container[($0 + 1) % container.count]) <= eps }
    }
    // The probe is the least vertex (then edge midpoint) off the boundary, by x then y: it does not
    // depend on where the ring starts or which way it runs, so a ring reversed or rotated by a codec
    // gets the same answer even when the container crosses itself. The least point is usually off the
    // boundary, so the sort is rarely needed.
    func least(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
    func probe(_ points: [SIMD2<Double>]) -> SIMD2<Double>? {
      guard let first = points.min(by: least) else { return nil }
      if !onBoundary(first) { return first }
      return points.sorted(by: least).first { !onBoundary($0) }
    }
    if let vertex = probe(ring) { return isInside(vertex, rings: [container]) }
    if let midpoint = probe(ring.indices.map { (ring[$0] + ring[($0 + 1) % ring.count]) / 2 }) {
      return isInside(midpoint, rings: [container])
    }
    return false
  }

  /// The signed area of a ring by the shoelace formula: positive when counter-clockwise.
  static func signedArea(_ ring: [SIMD2<Double>]) -> Double {
    guard ring.count >= 3 else { return 0 }
    var sum = 0.0
    var j = ring.count - 1
    for i in 0..<ring.count {
      sum += (ring[j].x - ring[i].x) * (ring[j].y + ring[i].y)
      j = i
    }
    return sum / 2
  }
}
