/// Whether a ring is simple: no two of its edges cross or touch, but neighbours at their shared
/// vertex.
enum RingValidity {
  /// A Boolean value indicating whether a closed ring (last point = first point) is simple.
  ///
  /// Edges are swept by their lowest x, so each is compared only with the edges whose x ranges
  /// overlap it.
  static func isSimple(_ ring: [SIMD2<Double>]) -> Bool {
    let n = ring.count - 1
    guard n >= 3 else { return false }
    let order = (0..<n).sorted { Swift.min(ring[$0].x, ring[$0 + 1].x) < Swift.min(ring[$1].x, ring[$1 + 1].x) }
    var active: [Int] = []
    for edge in order {
      let low = Swift.min(ring[edge].x, ring[edge + 1].x)
      active.removeAll { Swift.max(ring[$0].x, ring[$0 + 1].x) < low }
      for other in active {
        let adjacent = abs(edge - other) == 1 || abs(edge - other) == n - 1
        if adjacent {
          if overlapsAlong(edge, other, ring) { return false }
        } else if intersects(ring[edge], ring[edge + 1], ring[other], ring[other + 1]) {
          return false
        }
      }
      active.append(edge)
    }
    return true
  }

  /// Two neighbouring edges that fold back onto each other (a spike) overlap along a stretch.
  private static func overlapsAlong(_ a: Int, _ b: Int, _ ring: [SIMD2<Double>]) -> Bool {
    let (first, second) = (a + 1) % (ring.count - 1) == b ? (a, b) : (b, a)
    let p = ring[first]
    let shared = ring[first + 1]
    let q = ring[second + 1]
    guard orientation(p, shared, q) == 0 else { return false }
    // Collinear: a spike when the far ends lie on the same side of the shared vertex.
    return ((p - shared) * (q - shared)).sum() > 0
  }

  private static func orientation(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Int {
    let value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    return value > 0 ? 1 : value < 0 ? -1 : 0
  }

  private static func intersects(
    _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>
  )
    -> Bool
  {
    let d1 = orientation(q1, q2, p1)
    let d2 = orientation(q1, q2, p2)
    let d3 = orientation(p1, p2, q1)
    let d4 = orientation(p1, p2, q2)
    if d1 * d2 < 0 && d3 * d4 < 0 { return true }
    return (d1 == 0 && within(q1, q2, p1)) || (d2 == 0 && within(q1, q2, p2)) || (d3 == 0 && within(p1, p2, q1))
      || (d4 == 0 && within(p1, p2, q2))
  }

  /// A Boolean value indicating whether c, collinear with a and b, lies between them.
  private static func within(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Bool {
    c.x >= Swift.min(a.x, b.x) && c.x <= Swift.max(a.x, b.x) && c.y >= Swift.min(a.y, b.y) && c.y <= Swift.max(a.y, b.y)
  }
}
