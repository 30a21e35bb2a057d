import Foundation

/// What is wrong in a JSON document, and where: the JSON path of the field (`paths[0][1]`,
/// `candidates[2].score`; `""` for the top level) and the problem, worded as a predicate (`is missing`,
/// `is a string, not a number`).
///
/// Every reader of Meridian's JSON says what is wrong in these words; each module turns the error into
/// its own type at its boundary (Core's `GeometryError.malformedInput`, Graphics'
/// `GraphicsError.malformedJSON`, the geocode decoders' `GeocodingError.decoding`).
package struct JSONFieldError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the field; `""` for the top level.
  package var path: String
  /// What is wrong with it, as a predicate: "is missing", "is a string, not a finite number".
  package var problem: String

  /// Creates an error.
  package init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// The path for a message: `(top level)` for `""`.
  package var shownPath: String { path.isEmpty ? "(top level)" : path }

  /// `the field "paths[0][1]" is a string, not a finite number`.
  package var description: String { "the field \"\(shownPath)\" \(problem)" }
}

/// Reads the fields of one JSON object, with errors that name each field's path: Meridian's one
/// JSON field reader.
///
/// Core's Esri JSON geometry, Graphics' symbols and features, and the geocode service and Nominatim
/// decoders all read objects through it, so a missing or mistyped field is reported the same way
/// everywhere (see ``JSONFieldError``). `Failure` is the module's own error type: the reader hands each
/// ``JSONFieldError`` to `failure`, given at creation, and nested readers keep it.
///
/// Its rules: a member that is absent or `null` is missing (the `optional…` readers answer `nil`);
/// numbers are finite (``JSONParser`` reads no other), and text holding a number counts as one only
/// when the reader was made with `numbersMayBeText` (the geocode service's legacy fields).
package struct JSONFieldReader<Failure: Error>: Sendable {
  /// The object's members.
  package let object: JSONObject
  /// The object's path; `""` for the top level.
  package let path: String
  /// Whether a string holding a number (`"60.17"`) reads as that number.
  package let numbersMayBeText: Bool
  private let failure: @Sendable (JSONFieldError) -> Failure

  /// Creates a reader of an object.
  ///
  /// - Parameters:
  ///   - value: The value, which must be an object.
  ///   - path: Its path, for errors; `""` for the top level.
  ///   - numbersMayBeText: Whether a string holding a number reads as that number. The default is `false`.
  ///   - failure: Turns a field error into the module's error.
  /// - Throws: `failure` of "is …, not an object" when the value is not an object.
  package init(
    _ value: JSONValue, path: String, numbersMayBeText: Bool = false,
    failure: @escaping @Sendable (JSONFieldError) -> Failure
  ) throws(Failure) {
    guard let object = value.object else {
      throw failure(JSONFieldError(path: path, problem: "is \(value.kindName), not an object"))
    }
    self.object = object
    self.path = path
    self.numbersMayBeText = numbersMayBeText
    self.failure = failure
  }

  /// Joins a path and a member name: `""` + `x` is `x`, `geometry` + `x` is `geometry.x`.
  package static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The path of a member: `candidates[0]` + `score` is `candidates[0].score`.
  package func path(_ key: String) -> String { Self.join(path, key) }

  /// The module's error for a problem at a path.
  package func fail(at path: String, _ problem: String) -> Failure {
    failure(JSONFieldError(path: path, problem: problem))
  }

  /// The module's error for a problem with a member.
  package func fail(_ key: String, _ problem: String) -> Failure { fail(at: path(key), problem) }

  /// A reader of another object (an array element, say) with this reader's rules and error type.
  ///
  /// - Throws: "is …, not an object" when the value is not an object.
  package func reader(_ value: JSONValue, path: String) throws(Failure) -> JSONFieldReader {
    try JSONFieldReader(value, path: path, numbersMayBeText: numbersMayBeText, failure: failure)
  }

  /// A member's value, or `nil` when it is absent or `null`.
  package func value(_ key: String) -> JSONValue? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  /// A Boolean value indicating whether a member is present and not `null`.
  package func has(_ key: String) -> Bool { value(key) != nil }

  /// A value as a number by the reader's rules, or `nil` when it is none.
  package func number(of value: JSONValue) -> Double? {
    if numbersMayBeText, case .string(let text) = value {
      return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }
    guard let number = value.number, number.isFinite else { return nil }
    return number
  }

  private func missing(_ key: String) -> Failure { fail(key, "is missing") }

  private func wrong(_ key: String, _ value: JSONValue, _ expected: String) -> Failure {
    fail(key, "is \(value.kindName), not \(expected)")
  }

  /// The module's error for a member that is not what it must be: "is missing" when it is absent or
  /// `null`, else "is …, not `expected`".
  ///
  /// - Parameters:
  ///   - key: The member's name.
  ///   - expected: What it must be, with its article: "an array of features".
  package func wrong(_ key: String, _ expected: String) -> Failure {
    guard let value = value(key) else { return missing(key) }
    return wrong(key, value, expected)
  }

  /// A string member, or `nil` when it is absent or `null`.
  ///
  /// - Throws: "is …, not a string" for another kind.
  package func optionalString(_ key: String) throws(Failure) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw wrong(key, value, "a string") }
    return text
  }

  /// A string member that must be there.
  ///
  /// - Throws: "is missing", or "is …, not a string".
  package func string(_ key: String) throws(Failure) -> String {
    guard let text = try optionalString(key) else { throw missing(key) }
    return text
  }

  /// A finite number member, or `nil` when it is absent or `null`.
  ///
  /// - Throws: "is …, not a number" for another kind.
  package func optionalNumber(_ key: String) throws(Failure) -> Double? {
    guard let value = value(key) else { return nil }
    guard let number = number(of: value), number.isFinite else { throw wrong(key, value, "a number") }
    return number
  }

  /// A finite number member that must be there.
  ///
  /// - Throws: "is missing", or "is …, not a number".
  package func number(_ key: String) throws(Failure) -> Double {
    guard let number = try optionalNumber(key) else { throw missing(key) }
    return number
  }

  /// A finite number member, or `fallback` when it is absent or `null`.
  ///
  /// - Throws: "is …, not a number" for another kind.
  package func number(_ key: String, default fallback: Double) throws(Failure) -> Double {
    try optionalNumber(key) ?? fallback
  }

  /// A Boolean member, or `nil` when it is absent or `null`.
  ///
  /// - Throws: "is …, not true or false" for another kind.
  package func optionalBool(_ key: String) throws(Failure) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else { throw wrong(key, value, "true or false") }
    return flag
  }

  /// An array member, or `nil` when it is absent or `null`.
  ///
  /// - Throws: "is …, not an array" for another kind.
  package func optionalArray(_ key: String) throws(Failure) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let items) = value else { throw wrong(key, value, "an array") }
    return items
  }

  /// An array member that must be there.
  ///
  /// - Throws: "is missing", or "is …, not an array".
  package func array(_ key: String) throws(Failure) -> [JSONValue] {
    guard let items = try optionalArray(key) else { throw missing(key) }
    return items
  }

  /// A reader of an object member, or `nil` when it is absent or `null`.
  ///
  /// - Throws: "is …, not an object" for another kind.
  package func optionalObject(_ key: String) throws(Failure) -> JSONFieldReader? {
    guard let value = value(key) else { return nil }
    return try reader(value, path: path(key))
  }

  /// A string member that must be one of `names`, or `fallback` when it is absent or `null`.
  ///
  /// - Throws: "is \"…\", not one of …" for another string, "is …, not a string" for another kind.
  package func choice<T>(_ key: String, _ names: [String: T], default fallback: T) throws(Failure) -> T {
    guard let name = try optionalString(key) else { return fallback }
    guard let value = names[name] else {
      throw fail(key, "is \"\(name)\", not one of \(names.keys.sorted().joined(separator: ", "))")
    }
    return value
  }
}

extension JSONFieldReader where Failure == JSONFieldError {
  /// Creates a reader whose errors are ``JSONFieldError`` itself.
  ///
  /// - Throws: "is …, not an object" when the value is not an object.
  package init(_ value: JSONValue, path: String) throws(JSONFieldError) {
    try self.init(value, path: path, failure: { $0 })
  }
}
