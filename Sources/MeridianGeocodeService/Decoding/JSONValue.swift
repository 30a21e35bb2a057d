import Foundation
import MeridianCore
import MeridianGeocoding

/// A parsed JSON value, the common input of the geocode service decoders.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// Parses JSON text, or throws a decoding error that names the body.
  static func parse(_ data: Data) throws -> JSONValue {
    do {
      return try JSONParser.parse(data)
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

  var object: JSONObject? { if case .object(let value) = self { value } else { nil } }
  var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
  var string: String? { if case .string(let value) = self { value } else { nil } }
  var isNull: Bool { if case .null = self { true } else { false } }

  /// The value as a number: JSON numbers, and strings holding one (legacy fields such as `Rank`).
  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    case .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
    default: nil
    }
  }

  /// A short name of the value's kind, for error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as an attribute value (`String`, `Int`, `Double`, `Bool`); `nil` for null and nested values.
  var attributeValue: (any Sendable)? {
    switch self {
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .null, .array, .object: nil
    }
  }
}

/// Reads fields of a JSON object and throws decoding errors that name the path of the field.
struct JSONReader {
  let object: JSONObject
  let path: String

  init(_ value: JSONValue, path: String) throws {
    guard let object = value.object else {
      throw GeocodingError.decoding(field: path, message: "expected an object, found \(value.kind).")
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
      throw GeocodingError.decoding(field: field(key), message: "expected a string, found \(value.kind).")
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
    guard let number = value.number else {
      throw GeocodingError.decoding(field: field(key), message: "expected a number, found \(value.kind).")
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
      throw GeocodingError.decoding(field: field(key), message: "expected an array, found \(value.kind).")
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

/// A JSON object's members in document order; a repeated name resolves to its last value.
struct JSONObject: Sendable {
  var members: [(key: String, value: JSONValue)] = []

  /// The number of members.
  var count: Int { members.count }

  /// The value of a name, or `nil` when it is absent.
  subscript(key: String) -> JSONValue? {
    for member in members.reversed() where member.key == key { return member.value }
    return nil
  }
}
