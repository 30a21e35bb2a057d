/// A geometry taken apart into planar coordinates: isolated points, open paths and closed rings.
///
/// The relational and distance operations of ``GeometryEngine`` work on this one form, so every
/// geometry kind is handled by the same code. Rings drop a closing point equal to their first point.
struct PlanarShape {
  /// The dimension of a shape: points (0), lines (1) or areas (2).
  enum Dimension: Int { case point = 0, line = 1, area = 2 }

  var points: [SIMD2<Double>] = []
  var paths: [[SIMD2<Double>]] = []
  var rings: [[SIMD2<Double>]] = []
  var dimension: Dimension
  var spatialReference: SpatialReference?

  /// Takes a geometry apart, validating its coordinates.
  ///
  /// - Throws: ``GeometryError`` for an empty geometry, a non-finite coordinate, a path with fewer than
  ///   two points or a ring with fewer than three distinct points.
  init(_ geometry: any Geometry) throws {
    spatialReference = geometry.spatialReference
    switch geometry {
    case let any as AnyGeometry:
      self = try PlanarShape(any.geometry)
    case let point as Point:
      dimension = .point
      guard !point.isEmpty else { throw GeometryError.emptyGeometry("point (its x or y is NaN)") }
      points = [try Self.vector(point, name: "point")]
    case let multipoint as Multipoint:
      dimension = .point
      guard !multipoint.points.isEmpty else { throw GeometryError.emptyGeometry("multipoint") }
      points = try multipoint.points.enumerated().map { try Self.vector($1, name: "point \($0)") }
    case let envelope as Envelope:
      guard !envelope.isEmpty else { throw GeometryError.emptyGeometry("envelope") }
      try Self.checkFinite(envelope.xMin, "xmin")
      try Self.checkFinite(envelope.yMin, "ymin")
      try Self.checkFinite(envelope.xMax, "xmax")
      try Self.checkFinite(envelope.yMax, "ymax")
      if envelope.width == 0 && envelope.height == 0 {
        dimension = .point
        points = [SIMD2(envelope.xMin, envelope.yMin)]
      } else if envelope.width == 0 || envelope.height == 0 {
        dimension = .line
        paths = [[SIMD2(envelope.xMin, envelope.yMin), SIMD2(envelope.xMax, envelope.yMax)]]
      } else {
        dimension = .area
        rings = [
          [
            SIMD2(envelope.xMin, envelope.yMin), SIMD2(envelope.xMax, envelope.yMin),
            SIMD2(envelope.xMax, envelope.yMax), SIMD2(envelope.xMin, envelope.yMax),
          ]
        ]
      }
    case let polyline as Polyline:
      dimension = .line
      guard !polyline.parts.isEmpty else { throw GeometryError.emptyGeometry("polyline") }
      for (index, part) in polyline.parts.enumerated() {
        guard part.count >= 2 else { throw GeometryError.degeneratePart(index: index, pointCount: part.count) }
        paths.append(try part.enumerated().map { try Self.vector($1, name: "path \(index) point \($0)") })
      }
    case let polygon as Polygon:
      dimension = .area
      guard !polygon.parts.isEmpty else { throw GeometryError.emptyGeometry("polygon") }
      for (index, part) in polygon.parts.enumerated() {
        var ring = try part.enumerated().map { try Self.vector($1, name: "ring \(index) point \($0)") }
        if ring.count > 1, ring.first == ring.last { ring.removeLast() }
        guard ring.count >= 3 else { throw GeometryError.degeneratePart(index: index, pointCount: part.count) }
        rings.append(ring)
      }
    default:
      throw GeometryError.unsupportedGeometry("The geometry type \(type(of: geometry)) is not supported here.")
    }
  }

  private static func checkFinite(_ value: Double, _ name: String) throws {
    guard value.isFinite else { throw GeometryError.nonFiniteCoordinate(name: name, value: value) }
  }

  private static func vector(_ point: Point, name: String) throws -> SIMD2<Double> {
    try checkFinite(point.x, "x of \(name)")
    try checkFinite(point.y, "y of \(name)")
    return SIMD2(point.x, point.y)
  }

  /// Every segment: consecutive path points, and ring edges including the closing one.
  var segments: [(SIMD2<Double>, SIMD2<Double>)] {
    var result: [(SIMD2<Double>, SIMD2<Double>)] = []
    for path in paths {
      for i in 1..<path.count { result.append((path[i - 1], path[i])) }
    }
    for ring in rings {
      for i in 0..<ring.count { result.append((ring[i], ring[(i + 1) % ring.count])) }
    }
    return result
  }

  /// Every vertex of the shape.
  var vertices: [SIMD2<Double>] { points + paths.joined() + rings.joined() }

  /// The largest absolute coordinate, used to scale the comparison tolerance.
  var magnitude: Double { vertices.reduce(1) { Swift.max($0, abs($1.x), abs($1.y)) } }
}
