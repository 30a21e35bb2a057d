import Foundation

extension GeometryEngine {
  /// The WGS84 semi-major axis in metres, the sphere radius of Web Mercator (EPSG:3857).
  public static let webMercatorRadius = 6_378_137.0

  /// The largest latitude Web Mercator represents: the latitude at which the map is square.
  public static let webMercatorMaxLatitude = 85.0511287798

  /// Projects a geometry into another spatial reference.
  ///
  /// Between WGS84 and Web Mercator this uses the EPSG:3857 spherical formulas on the WGS84
  /// semi-major axis; latitudes beyond ±``webMercatorMaxLatitude`` are clamped. A geometry already
  /// in the target reference comes back unchanged.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to project. It must have a spatial reference.
  ///   - spatialReference: The reference to project into.
  /// - Returns: The geometry in `spatialReference`, of the same kind.
  /// - Throws: ``GeometryError`` when the geometry has no spatial reference, either reference is
  ///   unsupported, or a coordinate is not finite or a latitude is out of range.
  public static func project<G: Geometry>(_ geometry: G, into spatialReference: SpatialReference) throws -> G {
    guard let source = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    if source == spatialReference {
      return geometry
    }
    guard source.isSupported else { throw GeometryError.unsupportedSpatialReference(source) }
    guard spatialReference.isSupported else { throw GeometryError.unsupportedSpatialReference(spatialReference) }
    let transform: (Point) throws -> Point =
      source == .wgs84
      ? { try toWebMercator($0) } : { try toWGS84($0) }
    let projected: any Geometry
    switch geometry {
    case let any as AnyGeometry:
      guard let wrapped = AnyGeometry(try project(any.geometry, into: spatialReference)) else {
        throw GeometryError.unsupportedGeometry("Cannot project a geometry of type \(type(of: any.geometry)).")
      }
      projected = wrapped
    case let point as Point:
      projected = try transform(point)
    case let envelope as Envelope:
      if envelope.isEmpty {
        projected = Envelope.empty(spatialReference: spatialReference)
      } else {
        let a = try transform(Point(x: envelope.xMin, y: envelope.yMin, spatialReference: source))
        let b = try transform(Point(x: envelope.xMax, y: envelope.yMax, spatialReference: source))
        projected = Envelope(xMin: a.x, yMin: a.y, xMax: b.x, yMax: b.y, spatialReference: spatialReference)
      }
    case let multipoint as Multipoint:
      projected = Multipoint(
        points: try multipoint.points.map {
          try transform(Point(x: $0.x, y: $0.y, z: $0.z, m: $0.m, spatialReference: source))
        },
        spatialReference: spatialReference)
    case let polyline as Polyline:
      projected = Polyline(
        parts: try polyline.parts.map { part in
          try part.map { try transform(Point(x: $0.x, y: $0.y, z: $0.z, m: $0.m, spatialReference: source)) }
        }, spatialReference: spatialReference)
    case let polygon as Polygon:
      projected = Polygon(
        parts: try polygon.parts.map { part in
          try part.map { try transform(Point(x: $0.x, y: $0.y, z: $0.z, m: $0.m, spatialReference: source)) }
        }, spatialReference: spatialReference)
    default:
      throw GeometryError.unsupportedGeometry("Cannot project a geometry of type \(type(of: geometry)).")
    }
    guard let result = projected as? G else {
      throw GeometryError.unsupportedGeometry("Cannot project a geometry of type \(type(of: geometry)).")
    }
    return result
  }

  /// Projects a geometry held as an existential into another spatial reference.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to project.
  ///   - spatialReference: The reference to project into.
  /// - Returns: The projected geometry, of the same kind.
  /// - Throws: ``GeometryError`` as ``project(_:into:)-(G,_)`` does.
  @_disfavoredOverload
  public static func project(_ geometry: any Geometry, into spatialReference: SpatialReference) throws -> any Geometry {
    func open<G: Geometry>(_ g: G) throws -> any Geometry { try project(g, into: spatialReference) }
    return try open(geometry)
  }

  static func validateFinite(_ point: Point) throws {
    guard point.x.isFinite else { throw GeometryError.nonFiniteCoordinate(name: "x", value: point.x) }
    guard point.y.isFinite else { throw GeometryError.nonFiniteCoordinate(name: "y", value: point.y) }
  }

  static func toWebMercator(_ point: Point) throws -> Point {
    try validateFinite(point)
    // Beyond ±10¹⁵ degrees the projected x would overflow to infinity near 1e302; refuse long before.
    try validateMagnitude(point.x, name: "x")
    guard (-90.0...90.0).contains(point.y) else { throw GeometryError.latitudeOutOfRange(point.y) }
    return Point(
      x: WebMercator.x(longitude: point.x), y: WebMercator.y(latitude: point.y), z: point.z, m: point.m,
      spatialReference: .webMercator)
  }

  static func toWGS84(_ point: Point) throws -> Point {
    try validateFinite(point)
    return Point(
      x: WebMercator.longitude(x: point.x), y: WebMercator.latitude(y: point.y), z: point.z, m: point.m,
      spatialReference: .wgs84)
  }
}
