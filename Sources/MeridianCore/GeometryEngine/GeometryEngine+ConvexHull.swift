extension GeometryEngine {
  /// Returns the convex hull of a geometry: the smallest convex geometry that contains it.
  ///
  /// As ArcGIS does, the result's kind follows the hull's dimension: a ``Point`` when every vertex is
  /// one point, a two-point ``Polyline`` when they are collinear, otherwise a ``Polygon`` of one
  /// clockwise ring without collinear vertices. Turns are decided by exact orientation, so
  /// nearly collinear vertices are kept or dropped as GEOS's `convex_hull` keeps or drops them.
  ///
  /// - Parameter geometry: A point, multipoint, polyline, polygon or envelope.
  /// - Returns: The hull, in the geometry's spatial reference.
  /// - Throws: ``GeometryError`` for empty geometries, NaN or infinite coordinates, degenerate parts;
  ///   `CancellationError` (checked while sorting large inputs).
  public static func convexHull(for geometry: any Geometry) throws -> any Geometry {
    let shape = try PlanarShape(geometry)
    try Task.checkCancellation()
    let sr = geometry.spatialReference
    let hull = monotoneChain(shape.vertices)
    let points = hull.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
    switch points.count {
    case 1: return points[0]
    case 2: return Polyline(points: points, spatialReference: sr)
    default: return Polygon(points: points.reversed(), spatialReference: sr)
    }
  }

  /// Andrew's monotone chain with exact turns: the hull's vertices counter-clockwise, from the lowest
  /// leftmost; one point when all are equal, the two ends when all are collinear.
  static func monotoneChain(_ input: [SIMD2<Double>]) -> [SIMD2<Double>] {
    let points = input.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard let first = points.first, let last = points.last else { return [] }
    if first == last { return [first] }
    func chain(_ sequence: [SIMD2<Double>]) -> [SIMD2<Double>] {
      var result: [SIMD2<Double>] = []
      for p in sequence {
        while result.count >= 2,
          RobustOrientation.orient2d(result[result.count - 2], result[result.count - 1], p) <= 0
        {
          result.removeLast()
        }
        result.append(p)
      }
      return result
    }
    let lower = chain(points)
    let upper = chain(points.reversed())
    let hull = Array(lower.dropLast() + upper.dropLast())
    return hull.count == 2 ? [first, last] : hull
  }
}
