extension GeometryEngine {
  /// Returns a Boolean value indicating whether the first geometry contains the second.
  ///
  /// Every point of `other` must lie inside `geometry` or on its boundary (a polygon contains its own
  /// edges). Polygon rings use the even-odd rule, so a ring inside another is a hole. Geometries in
  /// different supported spatial references are compared after projecting `other` into `geometry`'s.
  ///
  /// - Parameters:
  ///   - geometry: The containing geometry.
  ///   - other: The geometry that may be contained.
  /// - Returns: `true` when `other` lies entirely within `geometry`.
  /// - Throws: ``GeometryError`` for empty geometries, degenerate parts, non-finite coordinates,
  ///   spatial references that cannot be reconciled, or more than ``maximumRelationPairs`` vertex pairs.
  public static func contains(_ geometry: any Geometry, _ other: any Geometry) throws -> Bool {
    let (a, b) = try shapes(geometry, other)
    return PlanarRelation(a, b).covers
  }

  /// Returns a Boolean value indicating whether the first geometry lies within the second.
  ///
  /// `within(a, b)` is `contains(b, a)`.
  ///
  /// - Parameters:
  ///   - geometry: The geometry that may be inside.
  ///   - other: The containing geometry.
  /// - Returns: `true` when every point of `geometry` lies inside or on the boundary of `other`.
  /// - Throws: ``GeometryError`` as ``contains(_:_:)`` does.
  public static func within(_ geometry: any Geometry, _ other: any Geometry) throws -> Bool {
    let (a, b) = try shapes(geometry, other)
    return PlanarRelation(b, a).covers
  }

  /// Returns a Boolean value indicating whether two geometries share at least one point.
  ///
  /// Touching boundaries count. A point inside a polygon's hole does not intersect the polygon.
  ///
  /// - Parameters:
  ///   - geometry: The first geometry.
  ///   - other: The second geometry.
  /// - Returns: `true` when the geometries intersect.
  /// - Throws: ``GeometryError`` as ``contains(_:_:)`` does.
  public static func intersects(_ geometry: any Geometry, _ other: any Geometry) throws -> Bool {
    let (a, b) = try shapes(geometry, other)
    return PlanarRelation(a, b).intersects
  }

  /// Brings `other` into `geometry`'s spatial reference when they differ.
  ///
  /// A `nil` reference on either side is taken to match. Two different references are reconciled by
  /// projection when both are supported.
  static func harmonize(_ geometry: any Geometry, _ other: any Geometry) throws -> any Geometry {
    guard let target = geometry.spatialReference, let source = other.spatialReference, target != source else {
      return other
    }
    guard target.isSupported, source.isSupported else {
      throw GeometryError.mismatchedSpatialReferences(target, source)
    }
    return try project(other, into: target)
  }

  /// Takes two geometries apart into planar shapes in one spatial reference.
  /// The most vertex pairs one relation or distance compares: 100,000,000.
  ///
  /// `contains`, `within`, `intersects` and `distance` compare every vertex and segment of one geometry
  /// with every one of the other, so their work is the product of the vertex counts; two 10,000-vertex
  /// polygons are 10⁸. A larger product throws ``GeometryError/invalidParameter(name:reason:)`` before any
  /// comparison, so no call can run for hours.
  public static let maximumRelationPairs = 100_000_000

  static func shapes(_ geometry: any Geometry, _ other: any Geometry) throws -> (PlanarShape, PlanarShape) {
    let a = try PlanarShape(geometry)
    let b = try PlanarShape(harmonize(geometry, other))
    let (pairs, overflow) = a.vertices.count.multipliedReportingOverflow(by: b.vertices.count)
    guard !overflow, pairs <= maximumRelationPairs else {
      throw GeometryError.invalidParameter(
        name: "geometry",
        reason: "relating \(a.vertices.count) vertices to \(b.vertices.count) would compare more than "
          + "\(maximumRelationPairs) pairs, the most one call compares; simplify or split the geometries")
    }
    return (a, b)
  }
}
