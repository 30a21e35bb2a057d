/// A parsed JSON value: the one JSON model that Core, Graphics and the geocode service share.
///
/// Numbers are typed consistently: a number written without a fraction or an exponent that fits in
/// `Int` is ``int(_:)``; every other number is ``double(_:)``, always finite. The one exception is
/// `-0`, which is ``double(_:)`` holding `-0.0`, so that its sign survives a round trip (`Int` has no
/// negative zero).
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The object, when the value is one.
  package var object: JSONObject? { if case .object(let value) = self { value } else { nil } }
  /// The array, when the value is one.
  package var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
  /// The string, when the value is one.
  package var string: String? { if case .string(let value) = self { value } else { nil } }
  /// A Boolean value indicating whether the value is `null`.
  package var isNull: Bool { if case .null = self { true } else { false } }

  /// The value as a `Double`, when it is a number.
  package var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// A short name of the value's kind for error messages: "null", "a Boolean", "a number", "a string",
  /// "an array" or "an object".
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as an attribute value (`String`, `Int`, `Double` or `Bool`); `nil` for null, arrays and
  /// objects.
  package var attributeValue: (any Sendable)? {
    switch self {
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .null, .array, .object: nil
    }
  }
}
