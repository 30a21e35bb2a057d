import Foundation
import InternalMeridianUtilities

extension JSONValue {
  /// Parses Esri JSON text with ``JSONParser``'s standard bounds (64 MiB, 100 levels, 5,000,000 values,
  /// valid UTF-8, finite numbers).
  static func parse(_ data: Data, what: String) throws(GraphicsError) -> JSONValue {
    do {
      return try JSONParser.parse(data)
    } catch {
      throw GraphicsError.malformedJSON("The \(what) is not valid JSON: \(error.description).")
    }
  }

  /// The value as JSON text, keys sorted (``JSONWriter``).
  func encoded() throws(GraphicsError) -> Data {
    do {
      return try JSONWriter.data(self)
    } catch {
      throw GraphicsError.unencodable("The value cannot be written as JSON: \(error.description).")
    }
  }
}

/// Reads the fields of one JSON object, with errors that name the field's path.
struct JSONObjectReader {
  let fields: JSONObject
  let path: String

  init(_ value: JSONValue, path: String) throws(GraphicsError) {
    guard case .object(let fields) = value else {
      throw GraphicsError.malformedJSON("\(path) must be a JSON object, found \(value.kindName).")
    }
    self.fields = fields
    self.path = path
  }

  func has(_ key: String) -> Bool {
    if let value = fields[key], value != .null { return true }
    return false
  }

  func wrong(_ key: String, _ expected: String) -> GraphicsError {
    .malformedJSON("\(path).\(key) must be \(expected), found \(fields[key]?.kindName ?? "nothing").")
  }

  func number(_ key: String) throws(GraphicsError) -> Double? {
    guard let value = fields[key], value != .null else { return nil }
    guard let n = value.number, n.isFinite else { throw wrong(key, "a finite number") }
    return n
  }

  func number(_ key: String, default fallback: Double) throws(GraphicsError) -> Double {
    try number(key) ?? fallback
  }

  func string(_ key: String) throws(GraphicsError) -> String? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .string(let s) = value else { throw wrong(key, "a string") }
    return s
  }

  func bool(_ key: String) throws(GraphicsError) -> Bool? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .bool(let b) = value else { throw wrong(key, "true or false") }
    return b
  }

  func object(_ key: String) throws(GraphicsError) -> JSONObjectReader? {
    guard let value = fields[key], value != .null else { return nil }
    return try JSONObjectReader(value, path: "\(path).\(key)")
  }

  func array(_ key: String) throws(GraphicsError) -> [JSONValue]? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .array(let a) = value else { throw wrong(key, "an array") }
    return a
  }

  /// Reads a string that must be one of `names`.
  func choice<T>(_ key: String, _ names: [String: T], default fallback: T) throws(GraphicsError) -> T {
    guard let name = try string(key) else { return fallback }
    guard let value = names[name] else {
      throw GraphicsError.malformedJSON(
        "\(path).\(key) is \"\(name)\"; expected one of \(names.keys.sorted().joined(separator: ", ")).")
    }
    return value
  }
}
