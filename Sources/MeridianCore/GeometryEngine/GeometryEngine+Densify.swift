extension GeometryEngine {
  /// Adds vertices along geodesics so that no segment is longer than a distance on the WGS84 ellipsoid.
  ///
  /// Each segment of a polyline or polygon is replaced by the geodesic between its ends, sampled at
  /// equal steps no longer than `maxSegmentLength`. The result is in the input's spatial reference.
  /// The longitude of each added vertex stays within 180° of its segment's start, so a line across the
  /// antimeridian runs on past ±180 rather than jumping across the map.
  /// Use it before projecting a long line so that it draws as the shortest path over the earth.
  ///
  /// - Parameters:
  ///   - geometry: A polyline or polygon in WGS84 or Web Mercator.
  ///   - maxSegmentLength: The longest segment allowed, in metres, greater than 0.
  /// - Returns: The densified geometry, of the same kind.
  /// - Throws: ``GeometryError`` for a non-positive length, unsupported geometry kinds, or bad
  ///   coordinates or references.
  public static func geodeticDensify(_ geometry: any Geometry, maxSegmentLength: Double) throws -> any Geometry {
    guard maxSegmentLength.isFinite, maxSegmentLength > 0 else {
      throw GeometryError.invalidArgument(
        "The maximum segment length \(maxSegmentLength) m must be a positive, finite number.")
    }
    guard let sr = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    func densify(_ part: [Point], closed: Bool) throws -> [Point] {
      guard part.count > 1 else { return part }
      var result: [Point] = []
      let count = closed ? part.count : part.count - 1
      for i in 0..<count {
        let start = try geographic(part[i])
        let end = try geographic(part[(i + 1) % part.count])
        result.append(part[i])
        let inverse = Geodesic.wgs84.inverse(lat1: start.y, lon1: start.x, lat2: end.y, lon2: end.x)
        let steps = Int((inverse.s12 / maxSegmentLength).rounded(.up))
        guard steps > 1 else { continue }
        for k in 1..<steps {
          let d = inverse.s12 * Double(k) / Double(steps)
          let p = Geodesic.wgs84.direct(lat1: start.y, lon1: start.x, azi1: inverse.azi1, s12: d)
          // Keep longitudes continuous with the start so that lines do not jump across the map.
          let lon = unwrap(p.lon2, near: start.x)
          result.append(try project(Point(x: lon, y: p.lat2, spatialReference: .wgs84), into: sr))
        }
      }
      if !closed, let last = part.last { result.append(last) }
      return result
    }
    switch geometry {
    case let any as AnyGeometry:
      return try geodeticDensify(any.geometry, maxSegmentLength: maxSegmentLength)
    case let line as Polyline:
      return Polyline(parts: try line.parts.map { try densify($0, closed: false) }, spatialReference: sr)
    case let polygon as Polygon:
      return Polygon(
        parts: try polygon.parts.map { part in
          var ring = part
          if ring.count > 1, ring.first == ring.last { ring.removeLast() }
          return try densify(ring, closed: true)
        }, spatialReference: sr)
    case let envelope as Envelope:
      return try geodeticDensify(Polygon(envelope: envelope), maxSegmentLength: maxSegmentLength)
    case is Point, is Multipoint:
      return geometry
    default:
      throw GeometryError.unsupportedGeometry("Cannot densify a geometry of type \(type(of: geometry)).")
    }
  }
}
