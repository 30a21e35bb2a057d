import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension JSONValue {
  /// The longest response body parsed: 1 GiB, the transport's largest response limit.
  static let maximumBodyBytes = 1 << 30

  /// The bounds of a response body: ``maximumBodyBytes``, 100 levels of nesting, and as many values as
  /// the body has bytes.
  static let bodyLimits = JSONParser.Limits(
    maximumBytes: maximumBodyBytes, maximumDepth: 100, maximumValueCount: maximumBodyBytes)

  /// Parses a response body, or throws a decoding error that names the body.
  static func parse(_ data: Data) throws -> JSONValue {
    do {
      return try JSONParser.parse(data, limits: bodyLimits)
    } catch {
      let shown = String(decoding: data.prefix(60), as: UTF8.self).unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .control ? " " : String(scalar)
      }
      let start = QueryRedaction.redact(shown.joined())
      throw GeocodingError.decoding(
        field: "(body)",
        message: "the response is not JSON (\(error.message) at byte \(error.offset)); it starts with \"\(start)\".")
    }
  }

  /// The value as a number: JSON numbers, and strings holding one (legacy fields such as `Rank`).
  var serviceNumber: Double? {
    if case .string(let text) = self { return Double(text.trimmingCharacters(in: .whitespaces)) }
    return number
  }
}

/// Reads fields of a JSON object and throws decoding errors that name the path of the field.
struct JSONReader {
  let object: JSONObject
  let path: String

  init(_ value: JSONValue, path: String) throws {
    guard let object = value.object else {
      throw GeocodingError.decoding(field: path, message: "expected an object, found \(value.kindName).")
    }
    self.object = object
    self.path = path
  }

  func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The value of a key, or `nil` when the key is missing or null.
  func optional(_ key: String) -> JSONValue? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  func string(_ key: String) throws -> String {
    guard let value = optional(key) else {
      throw GeocodingError.decoding(field: field(key), message: "the field is missing.")
    }
    guard let text = value.string else {
      throw GeocodingError.decoding(field: field(key), message: "expected a string, found \(value.kindName).")
    }
    return text
  }

  func optionalString(_ key: String) throws -> String? {
    guard object[key] != nil, optional(key) != nil else { return nil }
    return try string(key)
  }

  func number(_ key: String) throws -> Double {
    guard let value = optional(key) else {
      throw GeocodingError.decoding(field: field(key), message: "the field is missing.")
    }
    guard let number = value.serviceNumber else {
      throw GeocodingError.decoding(field: field(key), message: "expected a number, found \(value.kindName).")
    }
    return number
  }

  func optionalNumber(_ key: String) throws -> Double? {
    guard optional(key) != nil else { return nil }
    return try number(key)
  }

  func array(_ key: String) throws -> [JSONValue] {
    guard let value = optional(key) else {
      throw GeocodingError.decoding(field: field(key), message: "the field is missing.")
    }
    guard let array = value.array else {
      throw GeocodingError.decoding(field: field(key), message: "expected an array, found \(value.kindName).")
    }
    return array
  }

  func optionalArray(_ key: String) throws -> [JSONValue]? {
    guard optional(key) != nil else { return nil }
    return try array(key)
  }

  func reader(_ key: String) throws -> JSONReader? {
    guard let value = optional(key) else { return nil }
    return try JSONReader(value, path: field(key))
  }
}
