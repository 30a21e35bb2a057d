extension GeometryEngine {
  /// Returns the planar distance between two geometries in the units of their spatial reference.
  ///
  /// The distance is 0 when the geometries intersect (a point inside a polygon, crossing lines).
  /// Otherwise it is the length of the shortest segment joining them. Geometries in different supported
  /// spatial references are measured after projecting `other` into `geometry`'s reference.
  ///
  /// - Parameters:
  ///   - geometry: The first geometry.
  ///   - other: The second geometry.
  /// - Returns: The distance, in the first geometry's coordinate units.
  /// - Throws: ``GeometryError`` for empty geometries, degenerate parts, non-finite coordinates,
  ///   spatial references that cannot be reconciled, or more than ``maximumRelationPairs`` vertex pairs.
  public static func distance(from geometry: any Geometry, to other: any Geometry) throws -> Double {
    let (a, b) = try shapes(geometry, other)
    return PlanarRelation(a, b).distance
  }

  /// Returns the coordinate of a geometry nearest to a point, and its planar distance.
  ///
  /// For polylines the nearest point may lie anywhere along a path; for polygons and envelopes it lies
  /// on the boundary (a ring edge), even when the point is inside. For points and multipoints it is the
  /// nearest vertex. Identify uses this to measure a tap's distance from a line.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to search.
  ///   - point: The point to measure from; projected into `geometry`'s reference when they differ.
  /// - Returns: The nearest coordinate, the distance to it, and where it lies in the geometry.
  /// - Throws: ``GeometryError`` for an empty geometry, degenerate parts, non-finite coordinates or
  ///   spatial references that cannot be reconciled.
  public static func nearestCoordinate(in geometry: any Geometry, to point: Point) throws -> ProximityResult {
    let shape = try PlanarShape(geometry)
    guard let target = try harmonize(geometry, point) as? Point else {
      throw GeometryError.unsupportedGeometry("The point could not be projected.")
    }
    let p = try PlanarShape(target).points[0]
    var best = (distance: Double.infinity, point: SIMD2<Double>(0, 0), part: 0, index: 0)
    func consider(_ c: SIMD2<Double>, part: Int, index: Int) {
      let d = PlanarMath.length(p - c)
      if d < best.distance { best = (d, c, part, index) }
    }
    for (index, q) in shape.points.enumerated() { consider(q, part: 0, index: index) }
    var part = 0
    for path in shape.paths {
      for i in 1..<path.count {
        consider(PlanarMath.closestPoint(on: path[i - 1], path[i], to: p).0, part: part, index: i - 1)
      }
      part += 1
    }
    for ring in shape.rings {
      for i in 0..<ring.count {
        consider(PlanarMath.closestPoint(on: ring[i], ring[(i + 1) % ring.count], to: p).0, part: part, index: i)
      }
      part += 1
    }
    return ProximityResult(
      coordinate: Point(x: best.point.x, y: best.point.y, spatialReference: geometry.spatialReference),
      distance: best.distance, partIndex: best.part, pointIndex: best.index)
  }
}

/// The result of ``GeometryEngine/nearestCoordinate(in:to:)``: the nearest coordinate and its distance.
public struct ProximityResult: Sendable, Hashable {
  /// The nearest coordinate on the geometry, in the geometry's spatial reference.
  public var coordinate: Point
  /// The planar distance from the query point to ``coordinate``, in the geometry's units.
  public var distance: Double
  /// The index of the part (path or ring) holding the coordinate; 0 for points and multipoints.
  public var partIndex: Int
  /// The index of the segment's first point within its part, or of the vertex for multipoints.
  public var pointIndex: Int

  /// Creates a proximity result.
  ///
  /// - Parameters:
  ///   - coordinate: The nearest coordinate.
  ///   - distance: The distance to it.
  ///   - partIndex: The part holding it.
  ///   - pointIndex: The segment start or vertex index within the part.
  public init(coordinate: Point, distance: Double, partIndex: Int, pointIndex: Int) {
    self.coordinate = coordinate
    self.distance = distance
    self.partIndex = partIndex
    self.pointIndex = pointIndex
  }
}
