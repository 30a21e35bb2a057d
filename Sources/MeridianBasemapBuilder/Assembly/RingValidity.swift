import MeridianCore

/// Whether a ring is simple: no two of its edges meet but neighbours at their shared vertex.
enum RingValidity {
  /// The edge comparisons between two looks at cancellation.
  static let cancellationInterval = 65_536

  /// A Boolean value indicating whether a ring (closed or not) is simple.
  ///
  /// Edges are swept by their lowest x, so each is compared only with the edges whose x ranges
  /// overlap it; incidence is decided exactly (Core's orientation predicates). The sweep can be
  /// quadratic in a hostile ring's size, so it looks at cancellation every
  /// ``cancellationInterval`` edge comparisons.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  static func isSimple(_ ring: [SIMD2<Double>]) throws(CancellationError) -> Bool {
    let points = ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    let n = points.count
    guard n >= 3 else { return false }
    func end(_ edge: Int) -> SIMD2<Double> { points[(edge + 1) % n] }
    let order = (0..<n).sorted { Swift.min(points[$0].x, end($0).x) < Swift.min(points[$1].x, end($1).x) }
    var active: [Int] = []
    var checkpoint = CancellationCheckpoint(every: cancellationInterval)
    for edge in order {
      try checkpoint.advance(by: 1 + active.count)
      let low = Swift.min(points[edge].x, end(edge).x)
      active.removeAll { Swift.max(points[$0].x, end($0).x) < low }
      for other in active {
        let next = (other + 1) % n == edge
        let previous = (edge + 1) % n == other
        if next || previous {
          // Neighbours share one vertex; they must not fold back onto each other.
          let (first, second) = next ? (other, edge) : (edge, other)
          let shared = points[second]
          let a = points[first]
          let b = end(second)
          if RobustOrientation.orientation(a, shared, b) == 0, ((a - shared) * (b - shared)).sum() > 0 { return false }
        } else if PlanarMath.segmentsIntersect(points[edge], end(edge), points[other], end(other)) {
          return false
        }
      }
      active.append(edge)
    }
    return true
  }
}
