/// The planar primitives every module shares (geometry engine, hit testing, search, label points):
/// point–segment distance, segment intersection and the even-odd point-in-ring test. Incidence (a point on a segment, segments meeting, a point inside a
/// ring) is decided exactly with ``RobustOrientation``; only distances are rounded.
package enum PlanarMath {
  /// The closest point on segment `a`–`b` to `p` and the segment parameter `t` in 0...1.
  package static func closestPoint(
    on a: SIMD2<Double>, _ b: SIMD2<Double>, to p: SIMD2<Double>
  ) -> (SIMD2<Double>, Double) {
    let d = b - a
    let lengthSquared = (d * d).sum()
    guard lengthSquared > 0 else { return (a, 0) }
    let t = Swift.min(Swift.max(((p - a) * d).sum() / lengthSquared, 0), 1)
    return (a + t * d, t)
  }

  /// The distance from `p` to segment `a`–`b`.
  package static func distance(_ p: SIMD2<Double>, toSegment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let (c, _) = closestPoint(on: a, b, to: p)
    return length(p - c)
  }

  /// The Euclidean length of a vector.
  static func length(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

  /// The z component of the cross product of `b - a` and `c - a`.
  static func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
  }

  /// A Boolean value indicating whether `p` lies on the closed segment `a`–`b`, decided exactly.
  ///
  /// `p` must be collinear with `a` and `b` (by ``RobustOrientation/orient2d(_:_:_:)``) and inside their
  /// bounding box. A degenerate segment (`a == b`) contains only `a`.
  @inline(__always)
  static func isOnSegment(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
    guard p.x >= Swift.min(a.x, b.x), p.x <= Swift.max(a.x, b.x), p.y >= Swift.min(a.y, b.y),
      p.y <= Swift.max(a.y, b.y)
    else { return false }
    return RobustOrientation.orient2d(a, b, p) == 0
  }

  /// A Boolean value indicating whether the closed segments `p1`–`p2` and `q1`–`q2` share a point.
  ///
  /// Decided exactly by orientation predicates, with no tolerance: segments a nanometre apart do not
  /// intersect, as in GEOS. Degenerate segments (a point given twice) work as points.
  package static func segmentsIntersect(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> Bool {
    // Disjoint bounding boxes cannot meet (and most pairs stop here).
    guard boxesMeet(p1, p2, q1, q2) else { return false }
    let d1 = RobustOrientation.orientation(q1, q2, p1)
    let d2 = RobustOrientation.orientation(q1, q2, p2)
    let d3 = RobustOrientation.orientation(p1, p2, q1)
    let d4 = RobustOrientation.orientation(p1, p2, q2)
    if d1 * d2 < 0 && d3 * d4 < 0 { return true }
    return (d1 == 0 && isOnSegment(p1, q1, q2)) || (d2 == 0 && isOnSegment(p2, q1, q2))
      || (d3 == 0 && isOnSegment(q1, p1, p2)) || (d4 == 0 && isOnSegment(q2, p1, p2))
  }

  /// A Boolean value indicating whether the bounding boxes of segments `p1`–`p2` and `q1`–`q2` share a
  /// point (edges count): the cheap test that rejects most pairs before any orientation is computed.
  static func boxesMeet(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> Bool {
    Swift.max(p1.x, p2.x) >= Swift.min(q1.x, q2.x) && Swift.max(q1.x, q2.x) >= Swift.min(p1.x, p2.x)
      && Swift.max(p1.y, p2.y) >= Swift.min(q1.y, q2.y) && Swift.max(q1.y, q2.y) >= Swift.min(p1.y, p2.y)
  }

  /// A Boolean value indicating whether the segments cross properly: each one's ends lie strictly on
  /// opposite sides of the other's line (decided exactly), so they meet at one point inside both.
  static func segmentsCross(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> Bool {
    RobustOrientation.orientation(q1, q2, p1) * RobustOrientation.orientation(q1, q2, p2) < 0
      && RobustOrientation.orientation(p1, p2, q1) * RobustOrientation.orientation(p1, p2, q2) < 0
  }

  /// A Boolean value indicating whether segment `p1`–`p2` lies on the line of `q1`–`q2` (exactly).
  static func isCollinear(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, with q1: SIMD2<Double>, _ q2: SIMD2<Double>
  ) -> Bool {
    q1 != q2 && RobustOrientation.orient2d(q1, q2, p1) == 0 && RobustOrientation.orient2d(q1, q2, p2) == 0
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
  ///
  /// Each edge that straddles the horizontal line through `p` counts when `p` lies strictly left of it,
  /// decided by the exact orientation predicate rather than by a rounded crossing abscissa, so a point a
  /// nanometre from an edge is placed on its true side.
  package static func isInside(_ p: SIMD2<Double>, rings: [[SIMD2<Double>]]) -> Bool {
    isInside(p, rings: rings) { $0 }
  }

  /// The even-odd test against rings of any vertex type, each vertex read as a vector by `vertex`.
  @inlinable
  package static func isInside<Rings: Sequence>(
    _ p: SIMD2<Double>, rings: Rings, vertex: (Rings.Element.Element) -> SIMD2<Double>
  ) -> Bool where Rings.Element: RandomAccessCollection {
    var inside = false
    for ring in rings where isInside(p, ring: ring, vertex: vertex) { inside.toggle() }
    return inside
  }

  /// The even-odd test against one ring (see ``isInside(_:rings:)``).
  package static func isInside(_ p: SIMD2<Double>, ring: [SIMD2<Double>]) -> Bool {
    isInside(p, ring: ring) { $0 }
  }

  /// The even-odd test against one ring of any vertex type (screen points, map points, a slice of a
  /// flat buffer), each vertex read as a vector by `vertex`.
  @inlinable
  package static func isInside<Ring: RandomAccessCollection>(
    _ p: SIMD2<Double>, ring: Ring, vertex: (Ring.Element) -> SIMD2<Double>
  ) -> Bool {
    guard var b = ring.last.map(vertex) else { return false }
    var inside = false
    for element in ring {
      let a = vertex(element)
      if (a.y > p.y) != (b.y > p.y) {
        // Orient the edge upward: p is left of it exactly when p.x is less than the crossing's x.
        let (low, high) = a.y < b.y ? (a, b) : (b, a)
        if RobustOrientation.orient2d(low, high, p) > 0 { inside.toggle() }
      }
      b = a
    }
    return inside
  }

  /// A Boolean value indicating whether `p` lies on an edge of the ring (including the closing edge).
  static func isOnBoundary(_ p: SIMD2<Double>, of ring: [SIMD2<Double>]) -> Bool {
    var j = ring.count - 1
    for i in 0..<ring.count {
      if isOnSegment(p, ring[j], ring[i]) { return true }
      j = i
    }
    return false
  }

  /// A Boolean value indicating whether one ring lies inside another, for rings that do not cross.
  ///
  /// The least vertex or edge midpoint of `ring` (by x, then y) that is not on `container`'s boundary
  /// decides, so a hole that touches its outer ring (as the pieces of a ring clipped at the antimeridian
  /// do) still counts as inside. "On the boundary" is decided exactly; an edge whose ends lie on one edge
  /// of the container runs along it and gives no midpoint. A ring lying wholly on the container's
  /// boundary is not inside it.
  static func isRing(_ ring: [SIMD2<Double>], inside container: [SIMD2<Double>]) -> Bool {
    guard container.count >= 3, !ring.isEmpty else { return false }
    // The probe is the least vertex (then edge midpoint) off the boundary, by x then y: it does not
    // depend on where the ring starts or which way it runs, so a ring reversed or rotated by a codec
    // gets the same answer even when the container crosses itself. The least point is usually off the
    // boundary, so the sort is rarely needed.
    func least(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
    func probe(_ points: [SIMD2<Double>]) -> SIMD2<Double>? {
      guard let first = points.min(by: least) else { return nil }
      if !isOnBoundary(first, of: container) { return first }
      return points.sorted(by: least).first { !isOnBoundary($0, of: container) }
    }
    if let vertex = probe(ring) { return isInside(vertex, ring: container) }
    // Every vertex is on the boundary: the midpoints of edges that do not run along one container edge.
    func alongContainer(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
      container.indices.contains { k in
        let c = container[k]
        let d = container[(k + 1) % container.count]
        return isOnSegment(a, c, d) && isOnSegment(b, c, d)
      }
    }
    let midpoints = ring.indices.compactMap { i -> SIMD2<Double>? in
      let a = ring[i]
      let b = ring[(i + 1) % ring.count]
      return alongContainer(a, b) ? nil : (a + b) / 2
    }
    if let midpoint = probe(midpoints) { return isInside(midpoint, ring: container) }
    return false
  }

  /// The signed area of a ring by the shoelace formula: positive when counter-clockwise.
  ///
  /// The vertices are taken relative to the first one (as GEOS's `Area.ofRingSigned` does), so a small
  /// ring far from the origin (a half-square-metre building at 8·10⁶ m in Web Mercator) keeps its
  /// precision instead of losing it to the cancellation of products of large coordinates.
  package static func signedArea(_ ring: [SIMD2<Double>]) -> Double {
    guard ring.count >= 3 else { return 0 }
    let origin = ring[0]
    var sum = 0.0
    var previous = ring[ring.count - 1] - origin
    for i in 0..<ring.count {
      let current = ring[i] - origin
      sum += (previous.x - current.x) * (previous.y + current.y)
      previous = current
    }
    return sum / 2
  }
}
