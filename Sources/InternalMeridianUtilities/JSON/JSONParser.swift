package import Foundation

/// A strict, bounded JSON parser (RFC 8259) over UTF-8 bytes, producing ``JSONValue``.
///
/// No input can overflow the stack, exhaust memory or pass invalid text on; each rule broken is a
/// ``JSONParseError`` naming the byte offset:
/// - at most ``Limits/maximumBytes`` bytes (64 MiB), nesting ``Limits/maximumDepth`` deep (100) and
///   ``Limits/maximumValueCount`` values in all (5,000,000, containers included);
/// - strings are valid UTF-8 with no raw control characters and no unpaired `\u` surrogate escapes;
/// - numbers follow the JSON grammar and are finite as doubles (`1e400` is refused); integers that
///   fit `Int` are `.int`, others `.double`;
/// - nothing but whitespace follows the value; a leading UTF-8 byte order mark is skipped.
///
/// Repeated names in an object are kept; see ``JSONObject`` for the duplicate-key policy.
package struct JSONParser {
  /// The bounds a parse applies.
  package struct Limits: Sendable {
    /// The longest text read, in bytes.
    package var maximumBytes: Int
    /// The deepest nesting of arrays and objects.
    package var maximumDepth: Int
    /// The most values (of every kind, containers included) in one text.
    package var maximumValueCount: Int

    /// Creates limits; the defaults are 64 MiB, 100 levels and 5,000,000 values.
    package init(maximumBytes: Int = 64 << 20, maximumDepth: Int = 100, maximumValueCount: Int = 5_000_000) {
      self.maximumBytes = maximumBytes
      self.maximumDepth = maximumDepth
      self.maximumValueCount = maximumValueCount
    }

    /// The default limits: 64 MiB, 100 levels, 5,000,000 values.
    package static let standard = Limits()
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  private var valueCount = 0
  private let limits: Limits

  /// Parses a whole text.
  ///
  /// - Parameters:
  ///   - data: UTF-8 JSON text.
  ///   - limits: The bounds to apply; ``Limits/standard`` unless given.
  /// - Returns: The value.
  /// - Throws: ``JSONParseError`` naming what is wrong and the byte offset where.
  package static func parse(_ data: Data, limits: Limits = .standard) throws(JSONParseError) -> JSONValue {
    guard data.count <= limits.maximumBytes else {
      throw JSONParseError(
        message: "the text is \(data.count) bytes; at most \(limits.maximumBytes) are read", offset: 0)
    }
    let result: Result<JSONValue, JSONParseError> = data.withUnsafeBytes { raw in
      var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
      do throws(JSONParseError) {
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.fail("text follows the value") }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  func fail(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: position) }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw fail("the text ends inside a literal") }
    for i in 0..<count where bytes[position + i] != word.utf8Start[i] { throw fail("an unknown literal") }
    position += count
    return value
  }

  private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
    valueCount += 1
    guard valueCount <= limits.maximumValueCount else { throw fail("more than \(limits.maximumValueCount) values") }
    skipWhitespace()
    guard let byte = current else { throw fail("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < limits.maximumDepth else {
        throw fail("arrays and objects nest more than \(limits.maximumDepth) deep")
      }
      return byte == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw fail("an unexpected character (byte \(byte))")
    }
  }

  private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      case nil: throw fail("the text ends inside an array")
      default: throw fail("expected , or ] in an array")
      }
    }
  }

  private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(JSONObject(members: members))
    }
    while true {
      skipWhitespace()
      guard current != nil else { throw fail("the text ends inside an object") }
      guard current == UInt8(ascii: "\"") else { throw fail("expected a quoted key in an object") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw fail("expected : after a key") }
      position += 1
      members.append((key: key, value: try value(depth: depth)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(JSONObject(members: members))
      case nil: throw fail("the text ends inside an object")
      default: throw fail("expected , or } in an object")
      }
    }
  }
}

/// Why a text is not JSON the parser accepts, and where.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, for example `a number has a leading zero`.
  package var message: String
  /// The byte offset in the text where the parser found it.
  package var offset: Int

  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The message and the offset: `a number has a leading zero at byte 12`.
  package var description: String { "\(message) at byte \(offset)" }
}
