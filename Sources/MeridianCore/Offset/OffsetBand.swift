/// The buffer of one path with the offset's joins and round caps, asked only one question: is a piece
/// of the raw offset curve inside it, with the band on both sides of it?
///
/// Such a piece lies closer to the path than the offset distance and is dropped; the pieces on the
/// band's boundary are the offset (GEOS's `OffsetCurve` keeps the same ones). Each piece is probed a
/// `probe` to either side of its midpoint.
struct OffsetBand {
  enum Element {
    /// A segment of the path: the points within `distance` of it, measured square to it.
    case segment(SIMD2<Double>, SIMD2<Double>)
    /// A join fan (a convex polygon: the vertex, then the join).
    case fan([SIMD2<Double>])
    /// A round cap: the points within `distance` of a path end.
    case disk(SIMD2<Double>)
  }

  var elements: [(min: SIMD2<Double>, max: SIMD2<Double>, element: Element)] = []
  var distance: Double
  var probe: Double

  /// The band of an open path (caps at both ends) or a ring (no caps).
  init(_ path: OffsetPathGeometry, join: OffsetJoin, probe: Double) {
    distance = path.distance
    self.probe = probe
    let reach = SIMD2(repeating: path.distance)
    let count = path.segmentCount
    for i in 0..<count {
      let (a, b) = path.segment(i)
      elements.append((pointwiseMin(a, b) - reach, pointwiseMax(a, b) + reach, .segment(a, b)))
      guard path.closed || i + 1 < count, let fan = path.fan(i, (i + 1) % count, join: join) else { continue }
      let low = fan.reduce(fan[0]) { pointwiseMin($0, $1) }
      let high = fan.reduce(fan[0]) { pointwiseMax($0, $1) }
      elements.append((low, high, .fan(fan)))
    }
    if !path.closed, let first = path.points.first, let last = path.points.last {
      elements.append((first - reach, first + reach, .disk(first)))
      elements.append((last - reach, last + reach, .disk(last)))
    }
  }

  /// For each piece, whether the band lies on both sides of it; a sweep over x visits only the
  /// elements whose boxes span the piece's midpoint.
  func isInterior(_ pieces: [(SIMD2<Double>, SIMD2<Double>)]) throws -> [Bool] {
    let midpoints = pieces.map { ($0.0 + $0.1) / 2 }
    let order = elements.indices.sorted { elements[$0].min.x < elements[$1].min.x }
    let queries = pieces.indices.sorted { midpoints[$0].x < midpoints[$1].x }
    var result = [Bool](repeating: false, count: pieces.count)
    var active: [Int] = []
    var next = 0
    for (step, q) in queries.enumerated() {
      if step % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let p = midpoints[q]
      while next < order.count, elements[order[next]].min.x <= p.x + probe {
        active.append(order[next])
        next += 1
      }
      active.removeAll { elements[$0].max.x < p.x - probe }
      let along = pieces[q].1 - pieces[q].0
      let normal = SIMD2(-along.y, along.x) * (probe / PlanarMath.length(along))
      result[q] = [p + normal, p - normal].allSatisfy { side in
        active.contains { e in
          let box = elements[e]
          return side.y >= box.min.y && side.y <= box.max.y && side.x <= box.max.x && contains(box.element, side)
        }
      }
    }
    return result
  }

  /// Whether an element contains a point (its boundary included).
  private func contains(_ element: Element, _ p: SIMD2<Double>) -> Bool {
    switch element {
    case .segment(let a, let b):
      let along = b - a
      let length = PlanarMath.length(along)
      let t = ((p - a) * along).sum() / length
      return t >= 0 && t <= length && abs(PlanarMath.cross(a, b, p)) / length <= distance
    case .disk(let center):
      return PlanarMath.length(p - center) <= distance
    case .fan(let ring):
      let orientation: Double = PlanarMath.signedArea(ring) < 0 ? -1 : 1
      guard orientation * PlanarMath.signedArea(ring) > 0 else { return false }
      for i in ring.indices where orientation * PlanarMath.cross(ring[i], ring[(i + 1) % ring.count], p) < 0 {
        return false
      }
      return true
    }
  }
}
