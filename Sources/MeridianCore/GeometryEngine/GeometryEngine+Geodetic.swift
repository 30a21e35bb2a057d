extension GeometryEngine {
  /// Returns the shortest distance between two points on the WGS84 ellipsoid, with the azimuths.
  ///
  /// Karney's inverse (as GeographicLib and PROJ's `geod`), accurate to well under a millimetre for every pair
  /// of points, nearly antipodal ones included. Web Mercator points are projected to WGS84 first. An example is
  /// in “Relations and measurement” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - point1: The start point.
  ///   - point2: The end point.
  /// - Returns: The distance in metres and the azimuths at both ends in degrees.
  /// - Throws: ``GeometryError`` for a missing or unsupported spatial reference, a non-finite
  ///   coordinate, or a latitude outside -90...90.
  public static func geodeticDistance(from point1: Point, to point2: Point) throws -> GeodeticDistanceResult {
    let a = try geographic(point1)
    let b = try geographic(point2)
    let r = Geodesic.wgs84.inverse(lat1: a.y, lon1: a.x, lat2: b.y, lon2: b.x)
    return GeodeticDistanceResult(distance: r.s12, azimuth1: r.azi1, azimuth2: r.azi2)
  }

  /// Returns the point reached by travelling a distance along a geodesic from a point at an azimuth.
  ///
  /// - Parameters:
  ///   - point: The start point (WGS84 or Web Mercator).
  ///   - distance: The distance in metres (negative goes backwards).
  ///   - azimuth: The azimuth in degrees clockwise from north.
  /// - Returns: The end point in the start point's spatial reference.
  /// - Throws: ``GeometryError`` for bad coordinates or references, or a non-finite distance or azimuth.
  public static func moveGeodetic(_ point: Point, distance: Double, azimuth: Double) throws -> Point {
    guard distance.isFinite else {
      throw GeometryError.invalidParameter(name: "distance", reason: "\(distance) is not finite")
    }
    guard azimuth.isFinite else {
      throw GeometryError.invalidParameter(name: "azimuth", reason: "\(azimuth) is not finite")
    }
    let start = try geographic(point)
    let end = Geodesic.wgs84.direct(lat1: start.y, lon1: start.x, azi1: azimuth, s12: distance)
    let result = Point(x: end.lon2, y: end.lat2, spatialReference: .wgs84)
    return try project(result, into: point.spatialReference ?? .wgs84)
  }

  /// Returns the geodesic circle of points at a distance around a point.
  ///
  /// The ring has 360 vertices, one per degree of azimuth, each found with the direct geodesic problem
  /// on WGS84; vertex k lies at azimuth -k degrees, so the ring runs counter-clockwise from north. It
  /// is returned in the point's spatial reference. Vertex longitudes stay within 180° of the centre's,
  /// so a circle across the antimeridian is one unbroken ring (some longitudes beyond ±180); use
  /// ``normalizeCentralMeridian(of:)-(Polygon)`` to split it. A circle that encloses a pole is not a
  /// simple ring in longitude and latitude; clip it before relating it to other shapes.
  ///
  /// - Parameters:
  ///   - point: The centre (WGS84 or Web Mercator).
  ///   - distance: The radius in metres, greater than 0.
  /// - Returns: The buffer polygon.
  /// - Throws: ``GeometryError`` for bad coordinates or references, or a distance that is not positive.
  public static func geodeticBuffer(around point: Point, distance: Double) throws -> Polygon {
    guard distance.isFinite, distance > 0 else {
      throw GeometryError.invalidParameter(name: "distance", reason: "\(distance) m is not a positive, finite number")
    }
    let center = try geographic(point)
    var ring: [Point] = []
    ring.reserveCapacity(360)
    for degree in 0..<360 {
      let end = Geodesic.wgs84.direct(lat1: center.y, lon1: center.x, azi1: Double(-degree), s12: distance)
      ring.append(Point(x: unwrap(end.lon2, near: center.x), y: end.lat2, spatialReference: .wgs84))
    }
    return try project(Polygon(points: ring, spatialReference: .wgs84), into: point.spatialReference ?? .wgs84)
  }

  /// The longitude equal to `longitude` modulo 360° that lies within 180° of `reference`.
  ///
  /// Lines and rings built from geodesics use it to stay continuous instead of jumping across the
  /// antimeridian. It takes constant time whatever the magnitude of `reference`.
  static func unwrap(_ longitude: Double, near reference: Double) -> Double {
    reference + GeodesicMath.angDiff(reference, longitude).d
  }

  /// Brings a point into WGS84 and checks its coordinates.
  static func geographic(_ point: Point) throws -> Point {
    guard let sr = point.spatialReference else { throw GeometryError.missingSpatialReference }
    try validateFinite(point)
    let p = sr.isGeographic ? point : try project(point, into: .wgs84)
    guard (-90.0...90.0).contains(p.y) else { throw GeometryError.latitudeOutOfRange(p.y) }
    return p
  }
}
