package import Foundation
import InternalMeridianUtilities
package import MeridianCore
package import MeridianGeocoding

/// Decodes the ArcGIS REST GeocodeServer's JSON responses into Meridian results.
///
/// The online transport uses it for every response; its `package` API lets the tests and the bench
/// decode recorded responses the same way. Every function first checks the body for
/// an error object (`{"error":{"code","message","details","messageCode"}}`, which usually arrives with HTTP 200)
/// and throws it as `GeocodingError/service(code:message:details:messageCode:)`.
///
/// Attribute keys are mapped to their canonical spellings case-insensitively (the service echoes
/// the case of `outFields`); values become `String`, `Int`, `Double` or `Bool`, and a JSON `null`
/// leaves the key out. A malformed field throws `GeocodingError/decoding(field:message:)` naming
/// its path, such as `candidates[2].location.x`.
package enum GeocodeServiceDecoder {
  /// Decodes a `findAddressCandidates` response.
  ///
  /// - Parameter data: The response body.
  /// - Returns: The candidates in the service's order; geometry carries the response's spatial reference.
  /// - Throws: `GeocodingError/service(code:message:details:messageCode:)` for an error body,
  ///   `GeocodingError/decoding(field:message:)` for a malformed one.
  package static func candidates(from data: Data) throws -> [GeocodeResult] {
    try candidates(from: try body(data), names: .world)
  }

  /// Decodes a `suggest` response.
  ///
  /// - Parameter data: The response body.
  /// - Returns: The suggestions in the service's order.
  /// - Throws: As ``candidates(from:)``.
  package static func suggestions(from data: Data) throws -> [SuggestResult] {
    try suggestions(from: try body(data))
  }

  static func suggestions(from value: JSONValue) throws -> [SuggestResult] {
    let root = try JSONReader(value, path: "")
    return try root.array("suggestions").enumerated().map { index, value in
      let item = try JSONReader(value, path: "suggestions[\(index)]")
      let isCollection = try item.optionalBool("isCollection") ?? false
      return SuggestResult(
        label: try item.string("text"), isCollection: isCollection, magicKey: try item.optionalString("magicKey"))
    }
  }

  /// Decodes a `reverseGeocode` response. The "Unable to find address" error is an empty result.
  ///
  /// - Parameters:
  ///   - data: The response body.
  ///   - inputLocation: The location that was asked about, stored as each result's `inputLocation`.
  /// - Returns: The address found, or an empty array when none is near.
  /// - Throws: As ``candidates(from:)``, except for the "Unable to find address" error.
  package static func reverseGeocode(from data: Data, inputLocation: Point? = nil) throws -> [GeocodeResult] {
    let value = try JSONValue.parse(data)
    if let error = serviceError(in: value) {
      if isUnableToFindAddress(error) { return [] }
      throw error
    }
    return try reverseGeocode(from: value, inputLocation: inputLocation, names: .world)
  }

  /// A Boolean value indicating whether an error is the reverse-geocode miss ("Unable to find address").
  static func isUnableToFindAddress(_ error: GeocodingError) -> Bool {
    guard case .service(let code, _, let details, _) = error, code == 400 else { return false }
    return details.contains { $0.localizedCaseInsensitiveContains("Unable to find address") }
  }

  /// Decodes a `geocodeAddresses` response, keyed by each record's `ResultID`.
  ///
  /// A record without a `ResultID` (an unmatched record in the `"attributes":{}` form) cannot be
  /// keyed and is left out; ``batch(from:queries:)`` joins such records back to the queries as well.
  ///
  /// - Parameter data: The response body.
  /// - Returns: For each `ResultID`, the matched location, or `nil` for an unmatched record
  ///   (status `U`, or no location).
  /// - Throws: As ``candidates(from:)``, including the decoding error of a malformed record.
  package static func batch(from data: Data) throws -> [Int: GeocodeResult?] {
    try batch(from: try body(data), names: .world)
  }

  /// Decodes the service root (`…/GeocodeServer?f=json`).
  ///
  /// - Parameters:
  ///   - data: The response body.
  ///   - name: The locator's name, normally the service's folder name (`World`).
  /// - Returns: The locator's description, fields, capabilities, spatial reference, categories and batch size.
  /// - Throws: As ``candidates(from:)``.
  package static func locatorInfo(from data: Data, name: String) throws -> LocatorInfo {
    try ServiceRoot.decode(try body(data), name: name).info
  }

  // MARK: - Internals

  /// Parses a body and throws the service error it holds, if any.
  static func body(_ data: Data) throws -> JSONValue {
    let value = try JSONValue.parse(data)
    if let error = serviceError(in: value) { throw error }
    return value
  }

  /// The error a parsed body holds: the `error` envelope, or the billing and job failure shapes.
  static func serviceError(in value: JSONValue) -> GeocodingError? {
    guard let object = value.object else { return nil }
    if let error = object["error"]?.object {
      let code = serviceCode(error["code"])
      let message = error["message"]?.string ?? ""
      let messageCode = error["messageCode"]?.string.flatMap { $0.isEmpty ? nil : $0 }
      return .service(code: code, message: message, details: details(error["details"]), messageCode: messageCode)
    }
    if object["status"]?.string == "failure", let message = object["message"]?.string {
      return .service(code: serviceCode(object["code"]), message: message, details: [])
    }
    if object["status"]?.string == "failed" {
      return .service(code: 0, message: object["statusMessage"]?.string ?? "the request failed", details: [])
    }
    return nil
  }

  /// An error body's `code`: an integer, or a number or a string holding one; 0 for anything else
  /// (missing, fractional, NaN, infinite or beyond `Int`), so no body can trap the conversion.
  static func serviceCode(_ value: JSONValue?) -> Int {
    switch value {
    case .int(let code)?: code
    case .double(let number)?: Int(exactly: number) ?? 0
    case .string(let text)?:
      Int(text.trimmingCharacters(in: .whitespaces))
        ?? Double(text.trimmingCharacters(in: .whitespaces)).flatMap { Int(exactly: $0) } ?? 0
    default: 0
    }
  }

  /// The `details` of an error, read leniently: an array of strings, one string, or missing.
  static func details(_ value: JSONValue?) -> [String] {
    switch value {
    case .string(let text)?: return text.isEmpty ? [] : [text]
    case .array(let items)?:
      return items.compactMap { item in
        switch item {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        default: nil
        }
      }
    default: return []
    }
  }

  static func candidates(from value: JSONValue, names: AttributeNames) throws -> [GeocodeResult] {
    let root = try JSONReader(value, path: "")
    let sr = try spatialReference(root.value("spatialReference"), path: root.path("spatialReference"))
    return try root.array("candidates").enumerated().map { index, value in
      try candidate(value, path: "candidates[\(index)]", spatialReference: sr, names: names)
    }
  }

  static func reverseGeocode(
    from value: JSONValue, inputLocation: Point?, names: AttributeNames
  ) throws -> [GeocodeResult] {
    let root = try JSONReader(value, path: "")
    guard let address = try root.optionalObject("address") else {
      throw GeocodingError.decoding(field: "address", message: "the field is missing.")
    }
    let attributes = try self.attributes(address, names: names)
    let location = try root.optionalObject("location").flatMap { reader in
      try point(
        reader,
        spatialReference: try spatialReference(
          reader.value("spatialReference"), path: reader.path("spatialReference")))
    }
    return [
      GeocodeResult(
        label: reverseLabel(attributes), displayLocation: location, inputLocation: inputLocation, score: 100,
        attributes: attributes)
    ]
  }

  /// A reverse-geocode result's label: `Match_addr`, else `LongLabel`, else the legacy address parts.
  static func reverseLabel(_ attributes: [String: any Sendable]) -> String {
    for key in ["Match_addr", "LongLabel"] {
      if let text = attributes.value(caseInsensitive: key) as? String, !text.isEmpty { return text }
    }
    let parts = ["Address", "City", "Region", "Postal", "CountryCode"].compactMap {
      attributes.value(caseInsensitive: $0) as? String
    }
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  static func integer(_ value: any Sendable) -> Int? {
    switch value {
    case let number as Int: number
    case let number as Double where number.rounded() == number: Int(exactly: number)
    case let text as String: Int(text)
    default: nil
    }
  }
}
