import Foundation
import InternalMeridianUtilities

/// The shared JSON parser (InternalMeridianUtilities), which the geocode service reads through: a
/// parsed value serialises to JSON that parses back to the same value.
///
/// Numbers must be finite (JSON has no infinity, and a decoder downstream must never see one).
enum OnlineJSONTarget: FuzzTarget {
  static let name = "online-json"

  static func run(_ input: [UInt8]) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Data(input))
    } catch {
      return
    }
    guard finding("json-infinity", isFinite(value), "the parser accepted a number that is not finite") else { return }
    var text = ""
    serialise(value, into: &text)
    let again: JSONValue
    do {
      again = try JSONParser.parse(Data(text.utf8))
    } catch {
      violation("the serialised value does not parse: \(error.message) at \(error.offset) in \(text.prefix(200))")
    }
    expect(equal(value, again), "parse -> serialise -> parse changed the value: \(text.prefix(200))")
  }

  static func isFinite(_ value: JSONValue) -> Bool {
    switch value {
    case .double(let number): number.isFinite
    case .array(let items): items.allSatisfy(isFinite)
    case .object(let object): object.members.allSatisfy { isFinite($0.value) }
    default: true
    }
  }

  /// Writes a value as JSON: members in order, repeated names kept, strings escaped per RFC 8259.
  static func serialise(_ value: JSONValue, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number): text += "\(number)"
    case .string(let string): quote(string, into: &text)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        serialise(item, into: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { text += "," }
        quote(member.key, into: &text)
        text += ":"
        serialise(member.value, into: &text)
      }
      text += "}"
    }
  }

  static func quote(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// Structural equality; doubles compare by value, integers and doubles never equal each other.
  static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    case (.double(let x), .double(let y)): x == y
    case (.string(let x), .string(let y)): same(x, y)
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.object(let x), .object(let y)):
      x.members.count == y.members.count
        && zip(x.members, y.members).allSatisfy { same($0.key, $1.key) && equal($0.value, $1.value) }
    default: false
    }
  }

  /// Scalar-by-scalar equality (`==` on `String` is canonical equivalence, which is weaker).
  static func same(_ a: String, _ b: String) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }
}
