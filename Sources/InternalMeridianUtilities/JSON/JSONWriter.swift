package import Foundation

/// Writes a ``JSONValue`` as compact UTF-8 JSON text, keys sorted: Meridian's one JSON writer.
///
/// Objects are written with one member per name (its last value, as ``JSONObject`` looks names up) in
/// Unicode scalar order of the names, so equal values write equal bytes; ``KeyOrder/asBuilt`` keeps
/// the order the members were added in instead (each name where it first appears), for texts whose
/// readers expect a documented order, such as the geocode service's request parameters. Strings escape `"`, `\` and
/// the control characters (`\b`, `\f`, `\n`, `\r`, `\t`, others as `\u00XX`); `/` and non-ASCII text are
/// written as they are. A double with no fraction and a magnitude below 10¹⁶ is written without one
/// (`3.0` as `3`, `-0.0` as `-0`, which reads back as `-0.0`); other doubles in Swift's shortest
/// round-trip form (`0.1`, `1e+20`). NaN and infinities cannot be written.
package enum JSONWriter {
  /// Writes a value.
  ///
  /// - Parameter value: The value; every double in it must be finite.
  /// - Returns: The JSON text as UTF-8 bytes.
  /// - Throws: ``JSONWriteError`` naming the path of a non-finite number.
  package static func data(_ value: JSONValue) throws(JSONWriteError) -> Data {
    Data(try string(value).utf8)
  }

  /// The order an object's members are written in.
  package enum KeyOrder: Sendable {
    /// Sorted by name in Unicode scalar order (the default).
    case sorted
    /// In the order they were added, each name where it first appears (with its last value).
    case asBuilt
  }

  /// Writes a value as text.
  ///
  /// - Parameters:
  ///   - value: The value; every double in it must be finite.
  ///   - keyOrder: The order of each object's members. The default is ``KeyOrder/sorted``.
  /// - Returns: The JSON text.
  /// - Throws: ``JSONWriteError`` naming the path of a non-finite number.
  package static func string(_ value: JSONValue, keyOrder: KeyOrder = .sorted) throws(JSONWriteError) -> String {
    var text = ""
    try write(value, path: "", keyOrder: keyOrder, into: &text)
    return text
  }

  private static func write(
    _ value: JSONValue, path: String, keyOrder: KeyOrder, into text: inout String
  ) throws(JSONWriteError) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number):
      guard number.isFinite else { throw JSONWriteError(path: path.isEmpty ? "(value)" : path, value: number) }
      text += format(number)
    case .string(let string): writeString(string, into: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        try write(element, path: "\(path)[\(index)]", keyOrder: keyOrder, into: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      let members = keyOrder == .sorted ? object.sortedUniqueMembers : object.uniqueMembers
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        writeString(member.key, into: &text)
        text += ":"
        let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
        try write(member.value, path: memberPath, keyOrder: keyOrder, into: &text)
      }
      text += "}"
    }
  }

  /// A finite double as JSON: integral values below 10¹⁶ without a fraction, others in Swift's
  /// shortest round-trip form.
  package static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e16 {
      let integer = Int64(number)
      return integer == 0 && number.sign == .minus ? "-0" : String(integer)
    }
    return "\(number)"
  }

  private static func writeString(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

/// A value that cannot be written as JSON: a NaN or infinite number, with its path.
package struct JSONWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path of the number, for example `rings[0][2][1]`.
  package var path: String
  /// The number.
  package var value: Double

  /// "rings[0][2][1] is nan; JSON numbers are finite".
  package var description: String { "\(path) is \(value); JSON numbers are finite" }
}
