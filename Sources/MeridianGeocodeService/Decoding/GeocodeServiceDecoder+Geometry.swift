import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension GeocodeServiceDecoder {
  /// Decodes one candidate (or batch location): `address`, `location`, `score`, `attributes`, `extent`.
  static func candidate(
    _ value: JSONValue, path: String, spatialReference sr: SpatialReference?, names: AttributeNames
  ) throws -> GeocodeResult {
    let item = try JSONReader(value, path: path)
    let attributes = try item.reader("attributes").map { try self.attributes($0, names: names) } ?? [:]
    let location = try item.reader("location").flatMap { try point($0, spatialReference: sr) }
    let extent = try item.reader("extent").flatMap { try envelope($0, spatialReference: sr) }
    let score = try item.number("score")
    guard (0.0...100.0).contains(score) else {
      throw GeocodingError.decoding(field: item.field("score"), message: "\(score) is outside 0...100.")
    }
    var route: Point?
    if sr == nil || sr == .wgs84, let x = attributes.value(caseInsensitive: "X").flatMap(double),
      let y = attributes.value(caseInsensitive: "Y").flatMap(double), x != 0 || y != 0,
      x.isFinite, y.isFinite, abs(y) <= 90, abs(x) <= maxLongitude
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
      guard let value = reader.optional(key) else { return nil }
      if case .string(let text) = value {
        guard text.lowercased() == "nan" else {
          throw GeocodingError.decoding(field: reader.field(key), message: "expected a number, found \"\(text)\".")
        }
        return nil
      }
      guard let number = value.serviceNumber else {
        throw GeocodingError.decoding(field: reader.field(key), message: "expected a number, found \(value.kindName).")
      }
      return number
    }
    guard let x = try coordinate("x"), let y = try coordinate("y") else { return nil }
    guard x.isFinite, y.isFinite else {
      throw GeocodingError.decoding(field: reader.field("x"), message: "the coordinates (\(x), \(y)) are not finite.")
    }
    try checkRange(x: x, y: y, spatialReference: sr, reader: reader, keys: ("x", "y"))
    return Point(x: x, y: y, spatialReference: sr)
  }

  /// The largest longitude accepted in a geographic reference, in degrees (one turn either way, for
  /// services that answer across the antimeridian).
  static let maxLongitude = 360.0
  /// The largest |x| or |y| accepted in a projected (or unstated) reference: 10^9 units, fifty times
  /// the Web Mercator world.
  static let maxProjectedCoordinate = 1e9

  /// Checks that decoded coordinates lie in their reference's domain: latitude within ±90 and
  /// longitude within ±``maxLongitude`` for a geographic reference, |x| and |y| within
  /// ``maxProjectedCoordinate`` otherwise.
  ///
  /// - Throws: ``GeocodingError/decoding(field:message:)`` naming the coordinate's JSON path.
  static func checkRange(
    x: Double, y: Double, spatialReference sr: SpatialReference?, reader: JSONReader, keys: (x: String, y: String)
  ) throws {
    if sr?.isGeographic == true {
      guard abs(y) <= 90 else {
        throw GeocodingError.decoding(field: reader.field(keys.y), message: "latitude \(y) is outside -90...90.")
      }
      guard abs(x) <= maxLongitude else {
        throw GeocodingError.decoding(
          field: reader.field(keys.x), message: "longitude \(x) is outside ±\(maxLongitude).")
      }
    } else {
      for (key, value) in [(keys.x, x), (keys.y, y)] where !(abs(value) <= maxProjectedCoordinate) {
        throw GeocodingError.decoding(
          field: reader.field(key), message: "\(value) is outside ±\(maxProjectedCoordinate).")
      }
    }
  }

  /// Decodes `{"xmin","ymin","xmax","ymax"}`; `nil` when a corner is missing or null.
  static func envelope(_ reader: JSONReader, spatialReference sr: SpatialReference?) throws -> Envelope? {
    guard let xmin = try reader.optionalNumber("xmin"), let ymin = try reader.optionalNumber("ymin"),
      let xmax = try reader.optionalNumber("xmax"), let ymax = try reader.optionalNumber("ymax")
    else { return nil }
    for (key, value) in [("xmin", xmin), ("ymin", ymin), ("xmax", xmax), ("ymax", ymax)] where !value.isFinite {
      throw GeocodingError.decoding(field: reader.field(key), message: "\(value) is not finite.")
    }
    try checkRange(x: xmin, y: ymin, spatialReference: sr, reader: reader, keys: ("xmin", "ymin"))
    try checkRange(x: xmax, y: ymax, spatialReference: sr, reader: reader, keys: ("xmax", "ymax"))
    return Envelope(xMin: xmin, yMin: ymin, xMax: xmax, yMax: ymax, spatialReference: sr)
  }

  /// Decodes `{"wkid":…,"latestWkid":…}`, preferring `latestWkid`; `nil` for a `wkt`-only reference.
  static func spatialReference(_ value: JSONValue?, path: String) throws -> SpatialReference? {
    guard let value else { return nil }
    let reader = try JSONReader(value, path: path)
    if let latest = try reader.optionalNumber("latestWkid"), let code = Int(exactly: latest) {
      return SpatialReference(wkid: code)
    }
    if let wkid = try reader.optionalNumber("wkid") {
      guard let code = Int(exactly: wkid) else {
        throw GeocodingError.decoding(field: reader.field("wkid"), message: "\(wkid) is not an integer.")
      }
      return SpatialReference(wkid: code)
    }
    return nil
  }

  static func double(_ value: any Sendable) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Int: Double(number)
    default: nil
    }
  }
}
