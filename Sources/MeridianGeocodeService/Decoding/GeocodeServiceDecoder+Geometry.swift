import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension GeocodeServiceDecoder {
  /// Decodes one candidate (or batch location): `address`, `location`, `score`, `attributes`, `extent`.
  static func candidate(
    _ value: JSONValue, path: String, spatialReference sr: SpatialReference?, names: AttributeNames
  ) throws -> GeocodeResult {
    let item = try JSONReader(value, path: path)
    let attributes = try item.optionalObject("attributes").map { try self.attributes($0, names: names) } ?? [:]
    let location = try item.optionalObject("location").flatMap { try point($0, spatialReference: sr) }
    let extent = try item.optionalObject("extent").flatMap { try envelope($0, spatialReference: sr) }
    let score = try item.number("score")
    guard (0.0...100.0).contains(score) else {
      throw GeocodingError.decoding(field: item.path("score"), message: "\(score) is outside 0...100.")
    }
    var route: Point?
    if sr == nil || sr == .wgs84, let x = attributes.value(caseInsensitive: "X").flatMap(double),
      let y = attributes.value(caseInsensitive: "Y").flatMap(double), x != 0 || y != 0,
      GeometryEngine.coordinateProblem(x: x, y: y, spatialReference: .wgs84) == nil
    {
      route = Point(x: x, y: y, spatialReference: .wgs84)
    }
    return GeocodeResult(
      label: try item.string("address"), displayLocation: location, routeLocation: route, extent: extent,
      score: score, attributes: attributes)
  }

  /// Decodes an attributes object; nulls and nested values are left out, keys are made canonical.
  static func attributes(_ reader: JSONReader, names: AttributeNames) throws -> [String: any Sendable] {
    var attributes: [String: any Sendable] = [:]
    attributes.reserveCapacity(reader.object.count)
    for (key, value) in reader.object.members {
      if let converted = value.attributeValue { attributes[names.canonicalName(key)] = converted }
    }
    return attributes
  }

  /// Decodes `{"x":…,"y":…}`; `nil` when x or y is null or `"NaN"` (an unmatched location).
  static func point(_ reader: JSONReader, spatialReference sr: SpatialReference?) throws -> Point? {
    func coordinate(_ key: String) throws -> Double? {
      guard let value = reader.value(key) else { return nil }
      if case .string(let text) = value, text.lowercased() == "nan" { return nil }
      return try reader.number(key)
    }
    guard let x = try coordinate("x"), let y = try coordinate("y") else { return nil }
    guard x.isFinite, y.isFinite else {
      throw GeocodingError.decoding(field: reader.path("x"), message: "the coordinates (\(x), \(y)) are not finite.")
    }
    try checkRange(x: x, y: y, spatialReference: sr, reader: reader, keys: ("x", "y"))
    return Point(x: x, y: y, spatialReference: sr)
  }

  /// Checks that decoded coordinates lie in their reference's domain by MeridianCore's one rule
  /// (`GeometryEngine.coordinateProblem`): latitude within ±90 and longitude within ±540 for a
  /// geographic reference, |x| and |y| within 10¹⁵ otherwise.
  ///
  /// - Throws: ``GeocodingError/decoding(field:message:)`` naming the coordinate's JSON path.
  static func checkRange(
    x: Double, y: Double, spatialReference sr: SpatialReference?, reader: JSONReader, keys: (x: String, y: String)
  ) throws {
    if let problem = GeometryEngine.coordinateProblem(x: x, y: y, spatialReference: sr) {
      // Name the coordinate that is wrong: y when y alone is out of range, else x.
      let yWrong = GeometryEngine.coordinateProblem(x: 0, y: y, spatialReference: sr) != nil
      throw GeocodingError.decoding(field: reader.path(yWrong ? keys.y : keys.x), message: "\(problem).")
    }
  }

  /// Decodes `{"xmin","ymin","xmax","ymax"}`; `nil` when a corner is missing or null.
  static func envelope(_ reader: JSONReader, spatialReference sr: SpatialReference?) throws -> Envelope? {
    guard let xmin = try reader.optionalNumber("xmin"), let ymin = try reader.optionalNumber("ymin"),
      let xmax = try reader.optionalNumber("xmax"), let ymax = try reader.optionalNumber("ymax")
    else { return nil }
    for (key, value) in [("xmin", xmin), ("ymin", ymin), ("xmax", xmax), ("ymax", ymax)] where !value.isFinite {
      throw GeocodingError.decoding(field: reader.path(key), message: "\(value) is not finite.")
    }
    try checkRange(x: xmin, y: ymin, spatialReference: sr, reader: reader, keys: ("xmin", "ymin"))
    try checkRange(x: xmax, y: ymax, spatialReference: sr, reader: reader, keys: ("xmax", "ymax"))
    return Envelope(xMin: xmin, yMin: ymin, xMax: xmax, yMax: ymax, spatialReference: sr)
  }

  /// Decodes a spatial reference by MeridianCore's one rule (`EsriJSONGeometry.spatialReference`):
  /// `wkid`, else `latestWkid`, an integer in 1...999,999; `nil` for a `wkt`-only reference.
  static func spatialReference(_ value: JSONValue?, path: String) throws -> SpatialReference? {
    do {
      return try EsriJSONGeometry.readSpatialReference(value, path: path)
    } catch {
      throw GeocodingError.decoding(error)
    }
  }

  static func double(_ value: any Sendable) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Int: Double(number)
    default: nil
    }
  }
}
