public import Foundation
package import InternalMeridianUtilities

/// Encodes and decodes geometry as GeoJSON (RFC 7946).
///
/// GeoJSON coordinates are WGS84 longitude and latitude: Web Mercator geometries are projected on
/// write, and decoded geometries are WGS84. Points become `Point`, multipoints `MultiPoint`, polylines
/// `LineString` (one path) or `MultiLineString`, polygons and envelopes `Polygon` or `MultiPolygon`
/// (one polygon per outer ring with the holes inside it), with the right-hand rule: exterior rings
/// counter-clockwise, holes clockwise, rings closed. Decoding also accepts a `Feature` (its
/// `geometry`).
///
/// ```swift
/// let coder = GeoJSONGeometryCoder()
/// let data = try coder.encode(Point(latitude: 60.1699, longitude: 24.9384))
/// // {"coordinates":[24.9384,60.1699],"type":"Point"}
/// ```
public struct GeoJSONGeometryCoder: Sendable {
  /// Creates a coder.
  public init() {}

  /// Encodes a geometry as GeoJSON.
  ///
  /// - Parameter geometry: The geometry, in WGS84 or Web Mercator.
  /// - Returns: UTF-8 JSON with sorted keys.
  /// - Throws: ``GeometryError`` for an empty geometry, a missing or unsupported spatial reference, or
  ///   non-finite coordinates.
  public func encode(_ geometry: any Geometry) throws -> Data {
    guard let sr = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    let wgs = sr.isGeographic ? geometry : try GeometryEngine.project(geometry, into: .wgs84)
    guard let value = AnyGeometry(wgs) else {
      throw GeometryError.unsupportedGeometry("GeoJSON cannot encode a geometry of type \(type(of: geometry)).")
    }
    guard !value.isEmpty else { throw GeometryError.emptyGeometry("geometry (GeoJSON has no empty geometries)") }
    try RingOrientation.checkFinite(value)
    let object: JSONObject
    func position(_ p: Point) -> JSONValue { .array([.double(p.x), .double(p.y)] + (p.z.map { [.double($0)] } ?? [])) }
    func positions(_ points: [Point]) -> JSONValue { .array(points.map(position)) }
    switch value {
    case .point(let p):
      object = ["type": .string("Point"), "coordinates": position(p)]
    case .multipoint(let g):
      object = ["type": .string("MultiPoint"), "coordinates": positions(g.points)]
    case .polyline(let g):
      object =
        g.parts.count == 1
        ? ["type": .string("LineString"), "coordinates": positions(g.parts[0])]
        : ["type": .string("MultiLineString"), "coordinates": .array(g.parts.map(positions))]
    case .envelope(let e):
      return try encode(Polygon(envelope: e))
    case .polygon(let g):
      let nesting = RingNesting(g.parts)
      let depth = nesting.depths()
      let oriented = RingOrientation.oriented(g, outerClockwise: false, depths: depth)
      var polygons: [[JSONValue]] = []
      var owner: [Int: Int] = [:]
      for (index, ring) in oriented.parts.enumerated() where depth[index] % 2 == 0 {
        owner[index] = polygons.count
        polygons.append([positions(ring)])
      }
      let areas = nesting.rings.map { abs(PlanarMath.signedArea($0)) }
      for (index, ring) in oriented.parts.enumerated() where depth[index] % 2 == 1 {
        // A hole belongs to the smallest outer ring that contains it (the lower ring on a tie).
        var best: Int?
        nesting.forEachContainer(of: index) { container in
          guard owner[container] != nil else { return }
          if let current = best, (areas[current], current) <= (areas[container], container) { return }
          best = container
        }
        if let best, let slot = owner[best] { polygons[slot].append(positions(ring)) }
      }
      object =
        polygons.count == 1
        ? ["type": .string("Polygon"), "coordinates": .array(polygons[0])]
        : ["type": .string("MultiPolygon"), "coordinates": .array(polygons.map(JSONValue.array))]
    }
    do {
      return try JSONWriter.data(.object(object))
    } catch {
      throw GeometryError.nonFiniteCoordinate(name: error.path, value: error.value)
    }
  }

  /// Decodes a GeoJSON geometry (or a Feature's geometry).
  ///
  /// Positions must be finite, with latitudes in -90...90 and longitudes within ±540
  /// (``GeometryEngine/maximumLongitudeMagnitude``); the text may be at most
  /// ``GeometryEngine/maximumDecodedTextSize`` (64 MiB), must be UTF-8, and may nest at most 100 levels deep.
  /// Only numbers are coordinates (`true` is not 1), and a repeated member reads its last value.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Returns: A WGS84 ``Point``, ``Multipoint``, ``Polyline`` or ``Polygon``.
  /// - Throws: ``GeometryError/malformedInput(_:)`` naming the field that is missing, wrong or out of
  ///   range, such as `the field "coordinates[0][1]" is not a position`, or saying the text is too large;
  ///   ``GeometryError/emptyGeometry(_:)`` for coordinates with no positions (such as a `MultiPolygon`
  ///   of `[]`), which the encoder could not write back.
  public func decode(_ data: Data) throws -> any Geometry {
    // The text is read by Meridian's own JSON reader (the one the Esri JSON feature and geocode
    // readers use), so it reads the same on every platform.
    try GeometryEngine.checkDecodedSize(data, format: "GeoJSON")
    let json: JSONValue
    do {
      json = try JSONParser.parse(data)
    } catch {
      throw GeometryError.malformedInput("GeoJSON: the text is not valid JSON (\(error)).")
    }
    return try Self.geometry(json, path: "")
  }

  /// Decodes a parsed GeoJSON geometry or Feature at a path, by the rules of ``decode(_:)``.
  ///
  /// The offline locator reads the features of a GeoJSON source through it, so a place's location
  /// follows the same rules as this coder's.
  ///
  /// - Parameters:
  ///   - json: The geometry or Feature object.
  ///   - path: Its JSON path, for messages (`features[3]`; `""` for the top level).
  /// - Returns: A WGS84 ``Point``, ``Multipoint``, ``Polyline`` or ``Polygon``.
  /// - Throws: ``GeometryError/malformedInput(_:)`` naming the field, ``GeometryError/emptyGeometry(_:)``
  ///   for coordinates with no positions.
  package static func geometry(_ json: JSONValue, path: String) throws(GeometryError) -> any Geometry {
    let geometry: any Geometry
    do {
      geometry = try decodeObject(json, path: path)
    } catch {
      throw .malformedInput("GeoJSON: \(error.description).")
    }
    // What the encoder refuses the decoder refuses too, so every decoded geometry encodes again.
    if let value = AnyGeometry(geometry), value.isEmpty {
      throw .emptyGeometry("geometry (GeoJSON coordinates with no positions)")
    }
    return geometry
  }

  private static func fail(_ path: String, _ problem: String) -> JSONFieldError {
    JSONFieldError(path: path, problem: problem)
  }

  private static func decodeObject(_ json: JSONValue, path: String) throws(JSONFieldError) -> any Geometry {
    let r = try JSONFieldReader(json, path: path)
    let type = try r.string("type")
    if type == "Feature" {
      guard let geometry = r.value("geometry") else { throw r.fail("geometry", "is missing or null") }
      return try decodeObject(geometry, path: r.path("geometry"))
    }
    let known = ["Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon"]
    guard known.contains(type) else {
      throw r.fail("type", "is \"\(type)\"; expected \(known.joined(separator: ", ")) or Feature")
    }
    let coordinatesPath = r.path("coordinates")
    guard let coordinates = r.object["coordinates"] else { throw r.fail("coordinates", "is missing") }
    func position(_ value: JSONValue, _ at: String) throws(JSONFieldError) -> Point {
      guard let numbers = value.array, (2...3).contains(numbers.count) else {
        throw fail(at, "is not a position ([longitude, latitude] or with an elevation)")
      }
      let values = numbers.compactMap(\.number)
      guard values.count == numbers.count, values.allSatisfy(\.isFinite) else {
        throw fail(at, "is not a position ([longitude, latitude] or with an elevation)")
      }
      let z = values.count > 2 ? values[2] : nil
      if let problem = GeometryEngine.coordinateProblem(x: values[0], y: values[1], z: z, spatialReference: .wgs84) {
        throw fail(at, "is out of range: \(problem)")
      }
      return Point(x: values[0], y: values[1], z: z, spatialReference: .wgs84)
    }
    func list(_ value: JSONValue, _ at: String) throws(JSONFieldError) -> [JSONValue] {
      guard let array = value.array else { throw fail(at, "is \(value.kindName), not an array") }
      return array
    }
    func positions(_ value: JSONValue, _ at: String) throws(JSONFieldError) -> [Point] {
      var points: [Point] = []
      for (index, item) in try list(value, at).enumerated() { points.append(try position(item, "\(at)[\(index)]")) }
      return points
    }
    func rings(_ value: JSONValue, _ at: String) throws(JSONFieldError) -> [[Point]] {
      var rings: [[Point]] = []
      for (index, ring) in try list(value, at).enumerated() {
        let points = try positions(ring, "\(at)[\(index)]")
        guard points.count >= 4, points.first == points.last else {
          throw fail("\(at)[\(index)]", "is not a closed ring of at least 4 positions")
        }
        rings.append(Array(points.dropLast()))
      }
      return rings
    }
    switch type {
    case "Point":
      return try position(coordinates, coordinatesPath)
    case "MultiPoint":
      return Multipoint(points: try positions(coordinates, coordinatesPath), spatialReference: .wgs84)
    case "LineString":
      return Polyline(points: try positions(coordinates, coordinatesPath), spatialReference: .wgs84)
    case "MultiLineString":
      var parts: [[Point]] = []
      for (index, part) in try list(coordinates, coordinatesPath).enumerated() {
        parts.append(try positions(part, "\(coordinatesPath)[\(index)]"))
      }
      return Polyline(parts: parts, spatialReference: .wgs84)
    case "Polygon":
      return Polygon(parts: try rings(coordinates, coordinatesPath), spatialReference: .wgs84)
    case "MultiPolygon":
      var parts: [[Point]] = []
      for (index, polygon) in try list(coordinates, coordinatesPath).enumerated() {
        parts += try rings(polygon, "\(coordinatesPath)[\(index)]")
      }
      return Polygon(parts: parts, spatialReference: .wgs84)
    default:
      throw r.fail("type", "is \"\(type)\"; expected \(known.joined(separator: ", ")) or Feature")
    }
  }
}
