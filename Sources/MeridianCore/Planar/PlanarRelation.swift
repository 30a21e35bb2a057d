/// Planar relations between two ``PlanarShape`` values: intersection, coverage and distance.
///
/// Rings use the even-odd rule, so holes are respected whatever their orientation. Incidence is decided
/// exactly (``RobustOrientation``) with no tolerance, as GEOS decides it: a point a nanometre off an edge
/// is off it, wherever on the earth the edge lies.
struct PlanarRelation {
  let a: PlanarShape
  let b: PlanarShape

  init(_ a: PlanarShape, _ b: PlanarShape) {
    self.a = a
    self.b = b
  }

  /// Where a point lies relative to a shape.
  enum Location { case interior, boundary, exterior }

  /// Locates a point: on a ring edge is the boundary; on a path or equal to a point counts as interior.
  static func locate(_ p: SIMD2<Double>, in shape: PlanarShape) -> Location {
    for q in shape.points where p == q { return .interior }
    for path in shape.paths {
      for i in 1..<path.count where PlanarMath.isOnSegment(p, path[i - 1], path[i]) { return .interior }
    }
    guard !shape.rings.isEmpty else { return .exterior }
    for ring in shape.rings where PlanarMath.isOnBoundary(p, of: ring) { return .boundary }
    return PlanarMath.isInside(p, rings: shape.rings) ? .interior : .exterior
  }

  /// Segments with points included as zero-length segments.
  private static func elements(_ shape: PlanarShape) -> [(SIMD2<Double>, SIMD2<Double>)] {
    shape.segments + shape.points.map { ($0, $0) }
  }

  /// A Boolean value indicating whether the shapes share at least one point.
  var intersects: Bool {
    if !a.rings.isEmpty, b.vertices.contains(where: { PlanarMath.isInside($0, rings: a.rings) }) { return true }
    if !b.rings.isEmpty, a.vertices.contains(where: { PlanarMath.isInside($0, rings: b.rings) }) { return true }
    let elementsB = Self.elements(b)
    for (p1, p2) in Self.elements(a) {
      for (q1, q2) in elementsB where PlanarMath.segmentsIntersect(p1, p2, q1, q2) { return true }
    }
    return false
  }

  /// The smallest distance between the shapes: 0 when they intersect.
  var distance: Double {
    if intersects { return 0 }
    var best = Double.infinity
    let elementsA = Self.elements(a)
    let elementsB = Self.elements(b)
    for p in a.vertices {
      for (q1, q2) in elementsB { best = Swift.min(best, PlanarMath.distance(p, toSegment: q1, q2)) }
    }
    for p in b.vertices {
      for (q1, q2) in elementsA { best = Swift.min(best, PlanarMath.distance(p, toSegment: q1, q2)) }
    }
    return best
  }

  /// Points to test along segment `p1`–`p2` against `other`: its ends, and the midpoint of each piece
  /// between the places where it meets `other`'s segments.
  ///
  /// Which segments meet, and how, is decided exactly; only the parameters of proper crossings are
  /// rounded (a touch cuts at the touching vertex). No midpoint is taken
  /// of a piece lying along a collinear segment of `other` (it is on that boundary), nor, against an
  /// area, of an end piece whose end is off the area's boundary (the end decides it exactly, where a
  /// rounded midpoint a nanometre from an edge could fall on either side).
  private static func samples(
    of p1: SIMD2<Double>, _ p2: SIMD2<Double>, cutBy other: PlanarShape
  ) -> [SIMD2<Double>] {
    var ts: [Double] = [0, 1]
    var along: [ClosedRange<Double>] = []
    let r = p2 - p1
    let lengthSquared = (r * r).sum()
    guard lengthSquared > 0 else { return [p1] }
    for (q1, q2) in other.segments where PlanarMath.segmentsIntersect(p1, p2, q1, q2) {
      if PlanarMath.isCollinear(p1, p2, with: q1, q2) {
        let t1 = ((q1 - p1) * r).sum() / lengthSquared
        let t2 = ((q2 - p1) * r).sum() / lengthSquared
        along.append(Swift.min(t1, t2)...Swift.max(t1, t2))
        ts += [t1, t2].filter { $0 > 0 && $0 < 1 }
      } else if PlanarMath.segmentsCross(p1, p2, q1, q2) {
        ts += PlanarMath.crossingParameters(p1, p2, q1, q2)
      } else {
        // They touch where an end of one lies on the other (exactly): cut there, never at a crossing
        // computed from two nearly parallel lines, which can land anywhere along them.
        for q in [q1, q2] where PlanarMath.isOnSegment(q, p1, p2) {
          let t = ((q - p1) * r).sum() / lengthSquared
          if t > 0 && t < 1 { ts.append(t) }
        }
      }
    }
    ts.sort()
    let area = other.dimension == .area
    let firstDecides = area && locate(p1, in: other) != .boundary
    let lastDecides = area && locate(p2, in: other) != .boundary
    var result = [p1, p2]
    for i in 1..<ts.count where ts[i] > ts[i - 1] {
      if (i == 1 && firstDecides) || (i == ts.count - 1 && lastDecides) { continue }
      let t = (ts[i - 1] + ts[i]) / 2
      if along.contains(where: { $0.contains(t) }) { continue }
      result.append(p1 + t * r)
    }
    return result
  }

  /// A Boolean value indicating whether every point of `b` lies in `a` (inside or on its boundary).
  var covers: Bool {
    if b.dimension.rawValue > a.dimension.rawValue { return false }
    for p in b.points where Self.locate(p, in: a) == .exterior { return false }
    for (p1, p2) in b.segments {
      for s in Self.samples(of: p1, p2, cutBy: a) where Self.locate(s, in: a) == .exterior {
        return false
      }
    }
    guard b.dimension == .area else { return true }
    // No boundary of `a` may run through the interior of `b` (that would leave some of `a`'s exterior,
    // a hole for instance, inside `b`).
    for (p1, p2) in a.segments {
      for s in Self.samples(of: p1, p2, cutBy: b) where Self.locate(s, in: b) == .interior {
        return false
      }
    }
    // And the inside of each edge of `b` must be inside `a` (catches `b` equal to a hole of `a`). The
    // probes sit a small step off each edge's midpoint, on both sides.
    let step = 1e-8 * Swift.max(a.magnitude, b.magnitude)
    for (p1, p2) in b.segments {
      let d = p2 - p1
      let length = PlanarMath.length(d)
      guard length > 0 else { continue }
      let normal = SIMD2(-d.y, d.x) / length * Swift.max(step, length * 1e-6)
      let mid = (p1 + p2) / 2
      for s in [mid + normal, mid - normal]
      where Self.locate(s, in: b) == .interior && Self.locate(s, in: a) == .exterior {
        return false
      }
    }
    return true
  }
}
