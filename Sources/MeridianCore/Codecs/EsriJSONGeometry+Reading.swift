package import InternalMeridianUtilities

/// Meridian's one reader and writer of Esri JSON geometry, over the shared JSON layer.
///
/// ``EsriJSONGeometryCoder``, the geometries' `Codable` conformances, MeridianGraphics' feature
/// reader and the geocode service's decoder all read and write geometry here, so one set of rules
/// holds everywhere:
/// - The kind is told by the first field present of `x`, `xmin`, `points`, `paths`, `rings`.
/// - A point with `"x": null` is the empty point; an
///   envelope with `"xmin": null` is the empty envelope; otherwise every coordinate is a finite number.
/// - A coordinate array is `[x, y]`, `[x, y, z]`, `[x, y, m]` (with `hasM` and no `hasZ`) or
///   `[x, y, z, m]`; `null` z or m is absent; more than four numbers is an error.
/// - Coordinates are in range for the spatial reference
///   (``GeometryEngine/coordinateProblem(x:y:z:m:spatialReference:)``): latitudes in -90...90 and
///   longitudes within ±540 for a geographic reference, x and y within ±10¹⁵ otherwise.
/// - A spatial reference is read from `wkid`, else `latestWkid`, which must be an integer in
///   1...999,999; one with only a `wkt` is a reference Meridian cannot identify: `nil`; one with none
///   of the three is an error.
/// Errors are ``GeometryError/malformedInput(_:)`` naming the JSON path, such as
/// `the field "paths[0][1]" is out of range: …`.
package enum EsriJSONGeometry {
  /// Reads a geometry (see ``readGeometry(_:path:)``), failing with ``GeometryError/malformedInput(_:)``.
  package static func geometry(_ value: JSONValue, path: String) throws(GeometryError) -> AnyGeometry {
    do { return try readGeometry(value, path: path) } catch { throw error.geometryError }
  }

  /// Reads a spatial reference (see ``readSpatialReference(_:path:)``), failing with
  /// ``GeometryError/malformedInput(_:)``.
  package static func spatialReference(_ value: JSONValue?, path: String) throws(GeometryError) -> SpatialReference? {
    do { return try readSpatialReference(value, path: path) } catch { throw error.geometryError }
  }

  /// Joins a path and a member name: `""` + `x` is `x`, `geometry` + `x` is `geometry.x`.
  static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  static func fail(_ path: String, _ problem: String) -> EsriJSONFieldError {
    EsriJSONFieldError(path: path, problem: problem)
  }

  /// Reads a geometry, failing with the path and the problem.
  ///
  /// - Parameters:
  ///   - value: The geometry object.
  ///   - path: The object's path, for error messages (`""` for the top level).
  /// - Returns: The geometry; polygon rings without their closing points.
  /// - Throws: ``EsriJSONFieldError`` naming the path of what is missing, wrong or out of range.
  package static func readGeometry(_ value: JSONValue, path: String) throws(EsriJSONFieldError) -> AnyGeometry {
    guard let object = value.object else { throw fail(path, "is \(value.kindName), not a geometry object") }
    let sr = try readSpatialReference(object["spatialReference"], path: join(path, "spatialReference"))
    if object["x"] != nil { return .point(try point(object, path: path, sr: sr)) }
    if object["xmin"] != nil { return .envelope(try envelope(object, path: path, sr: sr)) }
    if object["points"] != nil {
      return .multipoint(Multipoint(points: try points(object, path: path, sr: sr), spatialReference: sr))
    }
    if object["paths"] != nil {
      return .polyline(Polyline(parts: try parts(object, "paths", path: path, sr: sr), spatialReference: sr))
    }
    if object["rings"] != nil {
      // Esri rings repeat their first point at the end; Meridian's need not, so the repeat is dropped.
      let rings = try parts(object, "rings", path: path, sr: sr)
      return .polygon(Polygon(parts: rings.map(RingOrientation.opened), spatialReference: sr))
    }
    throw fail(path, "has none of x, xmin, points, paths or rings, so it is no Esri geometry")
  }

  /// Reads `{"wkid": …}` or `{"latestWkid": …}`; `nil` for `nil`, `null` or a `wkt`-only reference.
  ///
  /// - Throws: ``EsriJSONFieldError`` for a code that is not an integer in 1...999,999,
  ///   or an object with none of `wkid`, `latestWkid` and `wkt`.
  package static func readSpatialReference(
    _ value: JSONValue?, path: String
  ) throws(EsriJSONFieldError) -> SpatialReference? {
    guard let value, !value.isNull else { return nil }
    guard let object = value.object else { throw fail(path, "is \(value.kindName), not an object") }
    for key in ["wkid", "latestWkid"] {
      guard let code = object[key], !code.isNull else { continue }
      guard let number = code.number, let wkid = Int(exactly: number) else {
        throw fail(
          join(path, key), "is \(code.kindName == "a number" ? "\(code.number ?? 0)" : code.kindName), not an integer")
      }
      guard GeometryEngine.acceptedWKIDs.contains(wkid) else {
        throw fail(join(path, key), "is \(wkid), outside 1...999999, so it is no EPSG or Esri code")
      }
      return SpatialReference(wkid: wkid)
    }
    // A well-known-text reference is one Meridian cannot identify (it reads no WKT): no reference.
    guard object["wkt"]?.string != nil else { throw fail(join(path, "wkid"), "is missing (nor is there a wkt)") }
    return nil
  }

  /// Throws when a coordinate is out of range for its spatial reference, naming the path.
  package static func checkRange(
    x: Double, y: Double, z: Double? = nil, m: Double? = nil, sr: SpatialReference?, path: String
  ) throws(EsriJSONFieldError) {
    if let problem = GeometryEngine.coordinateProblem(x: x, y: y, z: z, m: m, spatialReference: sr) {
      throw fail(path, "is out of range: \(problem)")
    }
  }

  /// A finite number, `nil` for an absent or `null` member.
  static func number(_ object: JSONObject, _ key: String, _ path: String) throws(EsriJSONFieldError) -> Double? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let number = value.number, number.isFinite else {
      throw fail(join(path, key), "is \(value.kindName), not a finite number")
    }
    return number
  }

  static func flag(_ object: JSONObject, _ key: String, _ path: String) throws(EsriJSONFieldError) -> Bool {
    guard let value = object[key], !value.isNull else { return false }
    guard case .bool(let flag) = value else { throw fail(join(path, key), "is \(value.kindName), not true or false") }
    return flag
  }

  static func point(_ object: JSONObject, path: String, sr: SpatialReference?) throws(EsriJSONFieldError) -> Point {
    guard let x = try number(object, "x", path) else { return Point(x: .nan, y: .nan, spatialReference: sr) }
    guard let y = try number(object, "y", path) else { throw fail(join(path, "y"), "is missing; x is \(x)") }
    let z = try number(object, "z", path)
    let m = try number(object, "m", path)
    try checkRange(x: x, y: y, z: z, m: m, sr: sr, path: join(path, "x"))
    return Point(x: x, y: y, z: z, m: m, spatialReference: sr)
  }

  static func envelope(_ object: JSONObject, path: String, sr: SpatialReference?) throws(EsriJSONFieldError) -> Envelope
  {
    let keys = ["xmin", "ymin", "xmax", "ymax"]
    var values: [Double?] = []
    for key in keys { values.append(try number(object, key, path)) }
    guard values.contains(where: { $0 != nil }) else {
      return Envelope(xMin: .nan, yMin: .nan, xMax: .nan, yMax: .nan, spatialReference: sr)
    }
    var corners: [Double] = []
    for (key, value) in zip(keys, values) {
      guard let value else { throw fail(join(path, key), "is missing; an envelope needs all four") }
      corners.append(value)
    }
    try checkRange(x: corners[0], y: corners[1], sr: sr, path: join(path, "xmin"))
    try checkRange(x: corners[2], y: corners[3], sr: sr, path: join(path, "xmax"))
    return Envelope(xMin: corners[0], yMin: corners[1], xMax: corners[2], yMax: corners[3], spatialReference: sr)
  }

  /// A multipoint's `points`, with the object's `hasZ` and `hasM`.
  static func points(
    _ object: JSONObject, path: String, sr: SpatialReference?
  ) throws(EsriJSONFieldError) -> [Point] {
    try coordinates(
      object["points"] ?? .null, path: join(path, "points"), hasZ: try flag(object, "hasZ", path),
      hasM: try flag(object, "hasM", path), sr: sr)
  }

  /// A polyline's `paths` or a polygon's `rings` (`key`) as written, with the object's `hasZ` and `hasM`.
  static func parts(
    _ object: JSONObject, _ key: String, path: String, sr: SpatialReference?
  ) throws(EsriJSONFieldError) -> [[Point]] {
    try parts(
      object[key] ?? .null, path: join(path, key), hasZ: try flag(object, "hasZ", path),
      hasM: try flag(object, "hasM", path), sr: sr)
  }

  static func parts(
    _ value: JSONValue, path: String, hasZ: Bool, hasM: Bool, sr: SpatialReference?
  ) throws(EsriJSONFieldError) -> [[Point]] {
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
  ) throws(EsriJSONFieldError) -> [Point] {
    guard let list = value.array else { throw fail(path, "is \(value.kindName), not an array of points") }
    var result: [Point] = []
    result.reserveCapacity(list.count)
    for (i, item) in list.enumerated() {
      let at = "\(path)[\(i)]"
      guard let c = item.array, (2...4).contains(c.count) else {
        throw fail(at, "is not a coordinate: [x, y] with an optional z and m")
      }
      func value(_ k: Int) throws(EsriJSONFieldError) -> Double? {
        guard k < c.count, !c[k].isNull else { return nil }
        guard let number = c[k].number, number.isFinite else {
          throw fail("\(at)[\(k)]", "is \(c[k].kindName), not a finite number")
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

/// What is wrong in Esri JSON geometry, and where: the JSON path (`paths[0][1]`, `""` for the top
/// level) and the problem (`is out of range: the latitude y = 95.0 is outside -90...90`).
package struct EsriJSONFieldError: Error, Sendable, Equatable {
  /// The JSON path of the field.
  package var path: String
  /// What is wrong with it, as a predicate: "is missing", "is a string, not a finite number".
  package var problem: String

  /// The error as ``GeometryError/malformedInput(_:)``: `Esri JSON: the field "paths[0][1]" is ….`
  package var geometryError: GeometryError {
    .malformedInput("Esri JSON: the field \"\(path.isEmpty ? "(top level)" : path)\" \(problem).")
  }
}
