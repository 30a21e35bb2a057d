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
    return hullGeometry(monotoneChain(shape.vertices), geometry.spatialReference)
  }

  /// Returns the convex hulls of several geometries: one of them all, or one of each.
  ///
  /// As ArcGIS's `convexHull(for:shouldMerge:)`: merged, the hull of every vertex of every geometry
  /// (a one-element array, empty for no geometries); else the hull of each, in order. Each hull is a
  /// ``Point``, ``Polyline`` or ``Polygon`` as ``convexHull(for:)`` describes.
  ///
  /// - Parameters:
  ///   - geometries: Points, multipoints, polylines, polygons or envelopes, in one spatial reference.
  ///   - shouldMerge: Whether to return one hull of all the geometries.
  /// - Returns: The hulls, in the geometries' spatial reference.
  /// - Throws: ``GeometryError`` as ``convexHull(for:)`` does, and for mixed spatial references;
  ///   `CancellationError`.
  public static func convexHull(for geometries: [any Geometry], shouldMerge: Bool) throws -> [any Geometry] {
    let sr = geometries.lazy.compactMap(\.spatialReference).first
    if let other = geometries.lazy.compactMap(\.spatialReference).first(where: { $0 != sr }) {
      throw GeometryError.mismatchedSpatialReferences(sr, other)
    }
    guard shouldMerge else { return try geometries.map { try convexHull(for: $0) } }
    guard !geometries.isEmpty else { return [] }
    var vertices: [SIMD2<Double>] = []
    for geometry in geometries {
      try Task.checkCancellation()
      vertices += try PlanarShape(geometry).vertices
    }
    return [hullGeometry(monotoneChain(vertices), sr)]
  }

  /// A hull's vertices (counter-clockwise) as a point, a two-point polyline or a clockwise polygon.
  static func hullGeometry(_ hull: [SIMD2<Double>], _ sr: SpatialReference?) -> any Geometry {
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
