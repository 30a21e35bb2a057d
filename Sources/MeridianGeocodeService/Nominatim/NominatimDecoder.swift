package import Foundation
import InternalMeridianUtilities
package import MeridianCore
package import MeridianGeocoding

/// Decodes Nominatim's `jsonv2` answers into Meridian results, and its error bodies into typed errors.
///
/// The transport uses it for every response; its `package` API lets the tests and the bench decode
/// recorded responses the same way. Nominatim answers errors in two shapes: `{"error":{"code":400,
/// "message":"..."}}` with an HTTP error status for a bad request, and `{"error":"Unable to geocode"}`
/// with HTTP 200 for a reverse geocode that found nothing, which is an empty result here. A malformed
/// field throws `GeocodingError/decoding(field:message:)` naming its path, such as `[2].lat`.
package enum NominatimDecoder {
  /// Decodes a `/search` or `/lookup` answer: an array of places.
  ///
  /// - Parameters:
  ///   - data: The response body.
  ///   - attributeNames: The attributes each result carries (`["*"]` for all, empty for the default set).
  ///   - origin: The point `Distance` is measured from (the preferred search location), or `nil`.
  /// - Returns: The results in the server's order, in WGS84.
  /// - Throws: `GeocodingError/service(code:message:details:messageCode:)` for an error body,
  ///   `GeocodingError/decoding(field:message:)` for a malformed one.
  package static func results(
    from data: Data, attributeNames: [String] = ["*"], origin: Point? = nil
  ) throws -> [GeocodeResult] {
    results(try places(from: try body(data)), attributeNames: attributeNames, origin: origin)
  }

  /// Decodes a `/reverse` answer: one place, or the "Unable to geocode" miss.
  ///
  /// - Parameters:
  ///   - data: The response body.
  ///   - inputLocation: The location asked about: each result's `inputLocation`, and where `Distance`
  ///     is measured from.
  ///   - attributeNames: The attributes each result carries.
  /// - Returns: The place found, or an empty array when nothing is there.
  /// - Throws: As ``results(from:attributeNames:origin:)``, except for the miss.
  package static func reverseResults(
    from data: Data, inputLocation: Point, attributeNames: [String] = ["*"]
  ) throws -> [GeocodeResult] {
    guard let place = try reversePlace(from: try JSONValue.parse(data)) else { return [] }
    return [reverseResult(place, inputLocation: inputLocation, attributeNames: attributeNames)]
  }

  /// Decodes a `/status?format=json` answer.
  ///
  /// - Parameter data: The response body.
  /// - Returns: The status, version and data date the server reports.
  /// - Throws: `GeocodingError/decoding(field:message:)` for a body without `status` or `message`.
  package static func status(from data: Data) throws -> NominatimStatus {
    let reader = try JSONReader(try JSONValue.parse(data), path: "")
    let code = try reader.number("status")
    guard let status = Int(exactly: code) else {
      throw GeocodingError.decoding(field: "status", message: "\(code) is not an integer.")
    }
    return NominatimStatus(
      status: status, message: try reader.string("message"),
      softwareVersion: try reader.optionalString("software_version"),
      databaseVersion: try reader.optionalString("database_version"),
      dataUpdated: try reader.optionalString("data_updated"))
  }

  // MARK: - Internals

  /// Parses a body and throws the error it holds, if any.
  static func body(_ data: Data) throws -> JSONValue {
    let value = try JSONValue.parse(data)
    if let error = serviceError(in: value) { throw error }
    return value
  }

  /// The error a parsed body holds: `{"error":{"code","message"}}` or `{"error":"text"}`.
  static func serviceError(in value: JSONValue) -> GeocodingError? {
    guard let error = value.object?["error"] else { return nil }
    if let text = error.string { return .service(code: 0, message: text, details: []) }
    guard let object = error.object else {
      return .service(code: 0, message: "the server reported an error", details: [])
    }
    return .service(
      code: GeocodeServiceDecoder.serviceCode(object["code"]), message: object["message"]?.string ?? "",
      details: GeocodeServiceDecoder.details(object["details"]))
  }

  /// A Boolean value indicating whether an error is the reverse-geocode miss ("Unable to geocode").
  static func isUnableToGeocode(_ error: GeocodingError) -> Bool {
    guard case .service(_, let message, _, _) = error else { return false }
    return message.localizedCaseInsensitiveContains("Unable to geocode")
  }

  /// The places of an array answer.
  static func places(from value: JSONValue) throws -> [NominatimPlace] {
    guard let items = value.array else {
      throw GeocodingError.decoding(JSONFieldError(path: "", problem: "is \(value.kindName), not an array of places"))
    }
    return try items.enumerated().map { index, item in try NominatimPlace(item, path: "[\(index)]") }
  }

  /// The place of a reverse answer, or `nil` for the miss.
  static func reversePlace(from value: JSONValue) throws -> NominatimPlace? {
    if let error = serviceError(in: value) {
      if isUnableToGeocode(error) { return nil }
      throw error
    }
    return try NominatimPlace(value, path: "")
  }

  /// Results for places in the server's order, scored by ``NominatimScore``.
  static func results(_ places: [NominatimPlace], attributeNames: [String], origin: Point?) -> [GeocodeResult] {
    zip(places, NominatimScore.scores(places)).map { place, score in
      result(place, score: score, origin: origin, attributeNames: attributeNames)
    }
  }

  /// The result of a reverse geocode: score 100, the input location set, `Distance` from it.
  static func reverseResult(_ place: NominatimPlace, inputLocation: Point, attributeNames: [String]) -> GeocodeResult {
    var result = self.result(place, score: 100, origin: inputLocation, attributeNames: attributeNames)
    result.inputLocation = inputLocation
    return result
  }

  /// One result: label, locations, extent, score and the requested attributes.
  static func result(_ place: NominatimPlace, score: Double, origin: Point?, attributeNames: [String]) -> GeocodeResult
  {
    let node = NominatimCategories.node(of: place)
    let typeName = WorldCategories.nodes[node].name
    let addressType = WorldCategories.addressType(of: node)
    let labels = NominatimLabels(place: place, addressType: addressType, typeName: typeName)
    let point = Point(x: place.longitude, y: place.latitude, spatialReference: .wgs84)
    let all = NominatimAttributes.all(
      place, labels: labels, addressType: addressType, typeName: typeName, score: score,
      distance: origin.flatMap { distance(from: $0, to: point) })
    let extent = place.boundingBox.flatMap { box -> Envelope? in
      guard box.west <= box.east else { return nil }
      return Envelope(xMin: box.west, yMin: box.south, xMax: box.east, yMax: box.north, spatialReference: .wgs84)
    }
    return GeocodeResult(
      label: labels.matchAddress, displayLocation: point, routeLocation: point, extent: extent, score: score,
      attributes: NominatimAttributes.select(all, names: attributeNames))
  }

  /// The geodesic distance in metres between two points, or `nil` when one cannot be projected to WGS84.
  static func distance(from origin: Point, to point: Point) -> Double? {
    var from = origin
    if from.spatialReference == nil { from.spatialReference = .wgs84 }
    return try? GeometryEngine.geodeticDistance(from: from, to: point).distance
  }
}
