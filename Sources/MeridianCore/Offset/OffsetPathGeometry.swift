/// One path or ring of an offset: its distinct points and the corners between its segments.
///
/// `side` is +1 to offset to the right of the path's direction (ArcGIS's positive distance) and -1 to
/// the left; `distance` is the absolute offset distance.
struct OffsetPathGeometry {
  /// What a vertex does on the offset side: nothing (the path goes straight on), opens a gap that a
  /// join fills (the outer side of the turn) or folds the offset segments over each other.
  enum Corner { case straight, outer, inner }

  var points: [SIMD2<Double>]
  var closed: Bool
  var distance: Double
  var side: Double

  /// Drops repeated consecutive points (and, for a ring, a last point equal to the first).
  init(_ input: [SIMD2<Double>], closed: Bool, distance: Double, side: Double) {
    var points: [SIMD2<Double>] = []
    points.reserveCapacity(input.count)
    for p in input where points.last != p { points.append(p) }
    if closed, points.count > 1, points.first == points.last { points.removeLast() }
    self.points = points
    self.closed = closed
    self.distance = distance
    self.side = side
  }

  /// The number of segments: zero when the path has fewer than two distinct points (a ring, three).
  var segmentCount: Int {
    if closed { return points.count >= 3 ? points.count : 0 }
    return points.count >= 2 ? points.count - 1 : 0
  }

  /// The ends of segment `i`.
  func segment(_ i: Int) -> (SIMD2<Double>, SIMD2<Double>) { (points[i], points[(i + 1) % points.count]) }

  /// The unit direction of segment `i`.
  func direction(_ i: Int) -> SIMD2<Double> {
    let (a, b) = segment(i)
    return (b - a) / PlanarMath.length(b - a)
  }

  /// The offset vector of segment `i` on side `side` (+1 right, -1 left), of length `distance`.
  func normal(_ i: Int, side: Double) -> SIMD2<Double> {
    let u = direction(i)
    return side * distance * SIMD2(u.y, -u.x)
  }

  /// The corner at the vertex where segment `before` ends and segment `after` starts, seen from `side`.
  func corner(_ before: Int, _ after: Int, side: Double) -> Corner {
    let u0 = direction(before)
    let u1 = direction(after)
    let cross = u0.x * u1.y - u0.y * u1.x
    let dot = (u0 * u1).sum()
    if abs(cross) <= 1e-6 { return dot > 0 ? .straight : .outer }
    // A left turn (cross > 0) opens its gap on the right (side +1).
    return (cross > 0) == (side > 0) ? .outer : .inner
  }

  /// The side on which the turn at the end of segment `before` opens a gap (+1 right, -1 left).
  func outerSide(_ before: Int, _ after: Int) -> Double {
    corner(before, after, side: 1) == .inner ? -1 : 1
  }

  /// The join fan at the vertex between segments `before` and `after` on their outer side: the vertex,
  /// then the join from one offset segment's end to the next one's start; `nil` where the path goes
  /// straight on.
  func fan(_ before: Int, _ after: Int, join: OffsetJoin) -> [SIMD2<Double>]? {
    guard corner(before, after, side: 1) != .straight else { return nil }
    let outer = outerSide(before, after)
    let vertex = segment(before).1
    let a = vertex + normal(before, side: outer)
    let b = vertex + normal(after, side: outer)
    let middle = join.points(at: vertex, a: a, b: b, incoming: direction(before), outgoing: direction(after))
    return [vertex, a] + middle + [b]
  }
}
