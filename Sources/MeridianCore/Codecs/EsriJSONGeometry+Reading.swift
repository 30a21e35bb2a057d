package import InternalMeridianUtilities

/// Meridian's one reader and writer of Esri JSON geometry, over the shared JSON layer.
///
/// ``EsriJSONGeometryCoder``, the geometries' `Codable` conformances, MeridianGraphics' feature
/// reader and the geocode service's decoder all read and write geometry here, so one set of rules
/// (in the comment below) holds everywhere. Errors are ``GeometryError/malformedInput(_:)`` naming the
/// JSON path, such as `the field "paths[0][1]" is out of range: …`.
package enum EsriJSONGeometry {
  // The rules:
  // - The kind is told by the first field present of `x`, `xmin`, `points`, `paths`, `rings`.
  // - A point with `"x": null` is the empty point; an envelope with `"xmin": null` is the empty
  //   envelope; otherwise every coordinate is a finite number.
  // - A coordinate array is `[x, y]`, `[x, y, z]`, `[x, y, m]` (with `hasM` and no `hasZ`) or
  //   `[x, y, z, m]`; `null` z or m is absent; more than four numbers is an error.
  // - Coordinates are in range for the spatial reference
  //   (`GeometryEngine.coordinateProblem(x:y:z:m:spatialReference:)`): latitudes in -90...90 and
  //   longitudes within ±540 for a geographic reference, x and y within ±10¹⁵ otherwise.
  // - A spatial reference is read from `wkid`, else `latestWkid`, which must be an integer in
  //   1...999,999; one with only a `wkt` is a reference Meridian cannot identify: `nil`; one with none
  //   of the three is an error.
  // Objects are read with the shared `JSONFieldReader`, so a missing or mistyped field is worded
  // as everywhere else.

  /// Reads a geometry (see ``readGeometry(_:path:)``), failing with ``GeometryError/malformedInput(_:)``.
  package static func geometry(_ value: JSONValue, path: String) throws(GeometryError) -> AnyGeometry {
    do { return try readGeometry(value, path: path) } catch { throw error.geometryError }
  }

  /// Reads a spatial reference (see ``readSpatialReference(_:path:)``), failing with
  /// ``GeometryError/malformedInput(_:)``.
  package static func spatialReference(_ value: JSONValue?, path: String) throws(GeometryError) -> SpatialReference? {
    do { return try readSpatialReference(value, path: path) } catch { throw error.geometryError }
  }

  /// A reader of a geometry object (or any object of it), whose errors are ``JSONFieldError``.
  typealias Reader = JSONFieldReader<JSONFieldError>

  static func fail(_ path: String, _ problem: String) -> JSONFieldError {
    JSONFieldError(path: path, problem: problem)
  }

  /// Reads a geometry, failing with the path and the problem.
  ///
  /// - Parameters:
  ///   - value: The geometry object.
  ///   - path: The object's path, for error messages (`""` for the top level).
  /// - Returns: The geometry; polygon rings without their closing points.
  /// - Throws: ``JSONFieldError`` naming the path of what is missing, wrong or out of range.
  package static func readGeometry(_ value: JSONValue, path: String) throws(JSONFieldError) -> AnyGeometry {
    guard value.object != nil else { throw fail(path, "is \(value.kindName), not a geometry object") }
    let r = try Reader(value, path: path)
    let sr = try readSpatialReference(r.object["spatialReference"], path: r.path("spatialReference"))
    if r.object["x"] != nil { return .point(try point(r, sr: sr)) }
    if r.object["xmin"] != nil { return .envelope(try envelope(r, sr: sr)) }
    if r.object["points"] != nil {
      return .multipoint(Multipoint(points: try points(r, sr: sr), spatialReference: sr))
    }
    if r.object["paths"] != nil {
      return .polyline(Polyline(parts: try parts(r, "paths", sr: sr), spatialReference: sr))
    }
    if r.object["rings"] != nil {
      // Esri rings repeat their first point at the end; Meridian's need not, so the repeat is dropped.
      let rings = try parts(r, "rings", sr: sr)
      return .polygon(Polygon(parts: rings.map(RingOrientation.opened), spatialReference: sr))
    }
    throw fail(path, "has none of x, xmin, points, paths or rings, so it is no Esri geometry")
  }

  /// Reads `{"wkid": …}` or `{"latestWkid": …}`; `nil` for `nil`, `null` or a `wkt`-only reference.
  ///
  /// - Throws: ``JSONFieldError`` for a code that is not an integer in 1...999,999,
  ///   or an object with none of `wkid`, `latestWkid` and `wkt`.
  package static func readSpatialReference(
    _ value: JSONValue?, path: String
  ) throws(JSONFieldError) -> SpatialReference? {
    guard let value, !value.isNull else { return nil }
    let r = try Reader(value, path: path)
    for key in ["wkid", "latestWkid"] {
      guard let code = r.value(key) else { continue }
      guard let number = code.number, let wkid = Int(exactly: number) else {
        throw r.fail(key, "is \(code.kindName == "a number" ? "\(code.number ?? 0)" : code.kindName), not an integer")
      }
      guard GeometryEngine.acceptedWKIDs.contains(wkid) else {
        throw r.fail(key, "is \(wkid), outside 1...999999, so it is no EPSG or Esri code")
      }
      return SpatialReference(wkid: wkid)
    }
    // A well-known-text reference is one Meridian cannot identify (it reads no WKT): no reference.
    guard r.object["wkt"]?.string != nil else { throw r.fail("wkid", "is missing (nor is there a wkt)") }
    return nil
  }

  /// Throws when a coordinate is out of range for its spatial reference, naming the path.
  package static func checkRange(
    x: Double, y: Double, z: Double? = nil, m: Double? = nil, sr: SpatialReference?, path: String
  ) throws(JSONFieldError) {
    if let problem = GeometryEngine.coordinateProblem(x: x, y: y, z: z, m: m, spatialReference: sr) {
      throw fail(path, "is out of range: \(problem)")
    }
  }

  static func point(_ r: Reader, sr: SpatialReference?) throws(JSONFieldError) -> Point {
    guard let x = try r.optionalNumber("x") else { return Point(x: .nan, y: .nan, spatialReference: sr) }
    guard let y = try r.optionalNumber("y") else { throw r.fail("y", "is missing; x is \(x)") }
    let z = try r.optionalNumber("z")
    let m = try r.optionalNumber("m")
    try checkRange(x: x, y: y, z: z, m: m, sr: sr, path: r.path("x"))
    return Point(x: x, y: y, z: z, m: m, spatialReference: sr)
  }

  static func envelope(_ r: Reader, sr: SpatialReference?) throws(JSONFieldError) -> Envelope {
    let keys = ["xmin", "ymin", "xmax", "ymax"]
    var values: [Double?] = []
    for key in keys { values.append(try r.optionalNumber(key)) }
    guard values.contains(where: { $0 != nil }) else {
      return Envelope(xMin: .nan, yMin: .nan, xMax: .nan, yMax: .nan, spatialReference: sr)
    }
    var corners: [Double] = []
    for (key, value) in zip(keys, values) {
      guard let value else { throw r.fail(key, "is missing; an envelope needs all four") }
      corners.append(value)
    }
    try checkRange(x: corners[0], y: corners[1], sr: sr, path: r.path("xmin"))
    try checkRange(x: corners[2], y: corners[3], sr: sr, path: r.path("xmax"))
    return Envelope(xMin: corners[0], yMin: corners[1], xMax: corners[2], yMax: corners[3], spatialReference: sr)
  }

  /// A multipoint's `points`, with the object's `hasZ` and `hasM`.
  static func points(_ r: Reader, sr: SpatialReference?) throws(JSONFieldError) -> [Point] {
    try coordinates(
      r.object["points"] ?? .null, path: r.path("points"), hasZ: try r.optionalBool("hasZ") ?? false,
      hasM: try r.optionalBool("hasM") ?? false, sr: sr)
  }

  /// A polyline's `paths` or a polygon's `rings` (`key`) as written, with the object's `hasZ` and `hasM`.
  static func parts(_ r: Reader, _ key: String, sr: SpatialReference?) throws(JSONFieldError) -> [[Point]] {
    try parts(
      r.object[key] ?? .null, path: r.path(key), hasZ: try r.optionalBool("hasZ") ?? false,
      hasM: try r.optionalBool("hasM") ?? false, sr: sr)
  }

  static func parts(
    _ value: JSONValue, path: String, hasZ: Bool, hasM: Bool, sr: SpatialReference?
  ) throws(JSONFieldError) -> [[Point]] {
    guard let list = value.array else { throw fail(path, "is \(value.kindName), not an array") }
    var result: [[Point]] = []
    result.reserveCapacity(list.count)
    for (i, part) in list.enumerated() {
      result.append(try coordinates(part, path: "\(path)[\(i)]", hasZ: hasZ, hasM: hasM, sr: sr))
    }
    return result
  }

  static func coordinates(
    _ value: JSONValue, path: String, hasZ: Bool, hasM: Bool, sr: SpatialReference?
  ) throws(JSONFieldError) -> [Point] {
    guard let list = value.array else { throw fail(path, "is \(value.kindName), not an array of points") }
    var result: [Point] = []
    result.reserveCapacity(list.count)
    for (i, item) in list.enumerated() {
      let at = "\(path)[\(i)]"
      guard let c = item.array, (2...4).contains(c.count) else {
        throw fail(at, "is not a coordinate: [x, y] with an optional z and m")
      }
      func value(_ k: Int) throws(JSONFieldError) -> Double? {
        guard k < c.count, !c[k].isNull else { return nil }
        guard let number = c[k].number, number.isFinite else {
          throw fail("\(at)[\(k)]", "is \(c[k].kindName), not a number")
        }
        return number
      }
      guard let x = try value(0), let y = try value(1) else { throw fail(at, "has a null x or y") }
      let third = try value(2)
      let z = hasM && !hasZ ? nil : third
      let m = hasM && !hasZ ? third : try value(3)
      try checkRange(x: x, y: y, z: z, m: m, sr: sr, path: at)
      result.append(Point(x: x, y: y, z: z, m: m, spatialReference: sr))
    }
    return result
  }
}

extension JSONFieldError {
  /// The error as ``GeometryError/malformedInput(_:)``: `Esri JSON: the field "paths[0][1]" is ….`
  package var geometryError: GeometryError { .malformedInput("Esri JSON: \(description).") }
}
