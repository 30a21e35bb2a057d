/// Planar relations between two ``PlanarShape`` values: intersection, coverage and distance.
///
/// Rings use the even-odd rule, so holes are respected whatever their orientation. Comparisons use a
/// tolerance `eps` scaled to the coordinates' magnitude.
struct PlanarRelation {
  let a: PlanarShape
  let b: PlanarShape
  let eps: Double

  init(_ a: PlanarShape, _ b: PlanarShape) {
    self.a = a
    self.b = b
    eps = 1e-10 * Swift.max(a.magnitude, b.magnitude)
  }

  /// Where a point lies relative to a shape.
  enum Location { case interior, boundary, exterior }

  /// Locates a point: on a ring edge is the boundary; on a path or equal to a point counts as interior.
  static func locate(_ p: SIMD2<Double>, in shape: PlanarShape, eps: Double) -> Location {
    for q in shape.points where PlanarMath.length(p - q) <= eps { return .interior }
    for path in shape.paths {
      for i in 1..<path.count where PlanarMath.distance(p, toSegment: path[i - 1], path[i]) <= eps {
        return .interior
      }
    }
    guard !shape.rings.isEmpty else { return .exterior }
    for ring in shape.rings {
      for i in 0..<ring.count where PlanarMath.distance(p, toSegment: ring[i], ring[(i + 1) % ring.count]) <= eps {
        return .boundary
      }
    }
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
      for (q1, q2) in elementsB where PlanarMath.segmentsIntersect(p1, p2, q1, q2, eps: eps) { return true }
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

  /// The pieces of a segment cut where it meets the other shape's segments: sample points to test.
  private static func samples(
    of p1: SIMD2<Double>, _ p2: SIMD2<Double>, cutBy other: PlanarShape
  ) -> [SIMD2<Double>] {
    var ts: [Double] = [0, 1]
    for (q1, q2) in other.segments { ts += PlanarMath.crossingParameters(p1, p2, q1, q2) }
    ts.sort()
    var result = [p1, p2]
    for i in 1..<ts.count where ts[i] > ts[i - 1] {
      result.append(p1 + (ts[i - 1] + ts[i]) / 2 * (p2 - p1))
    }
    return result
  }

  /// A Boolean value indicating whether every point of `b` lies in `a` (inside or on its boundary).
  var covers: Bool {
    if b.dimension.rawValue > a.dimension.rawValue { return false }
    for p in b.points where Self.locate(p, in: a, eps: eps) == .exterior { return false }
    for (p1, p2) in b.segments {
      for s in Self.samples(of: p1, p2, cutBy: a) where Self.locate(s, in: a, eps: eps) == .exterior {
        return false
      }
    }
    guard b.dimension == .area else { return true }
    // No boundary of `a` may run through the interior of `b` (that would leave some of `a`'s exterior,
    // a hole for instance, inside `b`).
    for (p1, p2) in a.segments {
      for s in Self.samples(of: p1, p2, cutBy: b) where Self.locate(s, in: b, eps: eps) == .interior {
        return false
      }
    }
    // And the inside of each edge of `b` must be inside `a` (catches `b` equal to a hole of `a`).
    for (p1, p2) in b.segments {
      let d = p2 - p1
      let length = PlanarMath.length(d)
      guard length > 0 else { continue }
      let normal = SIMD2(-d.y, d.x) / length * Swift.max(eps * 100, length * 1e-6)
      let mid = (p1 + p2) / 2
      for s in [mid + normal, mid - normal]
      where Self.locate(s, in: b, eps: eps) == .interior && Self.locate(s, in: a, eps: eps) == .exterior {
        return false
      }
    }
    return true
  }
}
