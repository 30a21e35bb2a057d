import Foundation

/// A bounded JSON reader for ``JSONValue`` (RFC 8259), so that no input can overflow the stack,
/// exhaust memory or pass invalid text on.
///
/// Limits, each answered by ``GraphicsError/malformedJSON(_:)`` naming the byte offset:
/// - text at most ``maximumSize`` (64 MiB);
/// - nesting at most ``maximumDepth`` (100) arrays and objects deep, so a 600-deep input is refused
///   instead of recursing 600 frames;
/// - at most ``maximumValueCount`` (5,000,000) values in all, which bounds huge arrays (a
///   million-vertex polygon is about 3,000,000 values);
/// - strings must be valid UTF-8 with no raw control characters and no unpaired `\u` surrogates;
/// - numbers must be finite as doubles (`1e400` is refused); integers that do not fit `Int` are read
///   as doubles.
/// A key that repeats in one object keeps its last value.
struct JSONValueParser {
  /// The largest text read, in bytes: 64 MiB.
  static let maximumSize = 64 << 20
  /// The deepest nesting of arrays and objects: 100.
  static let maximumDepth = 100
  /// The most values (of every kind, containers included) in one text: 5,000,000.
  static let maximumValueCount = 5_000_000

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  private var valueCount = 0
  private var valueLimit = maximumValueCount

  /// Parses a whole text; `valueLimit` lowers ``maximumValueCount`` (for tests).
  static func parse(_ data: Data, valueLimit: Int = maximumValueCount) throws(GraphicsError) -> JSONValue {
    guard data.count <= maximumSize else {
      throw GraphicsError.malformedJSON("the text is \(data.count) bytes; at most \(maximumSize) are read")
    }
    let result: Result<JSONValue, GraphicsError> = data.withUnsafeBytes { raw in
      var parser = JSONValueParser(bytes: raw.bindMemory(to: UInt8.self))
      parser.valueLimit = Swift.min(valueLimit, maximumValueCount)
      do throws(GraphicsError) {
        // A UTF-8 byte order mark is allowed before the text.
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

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func fail(_ message: String) -> GraphicsError {
    .malformedJSON("\(message) at byte \(position)")
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { position += 1 }
  }

  private mutating func expect(_ literal: StaticString, _ value: JSONValue) throws(GraphicsError) -> JSONValue {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw fail("the text ends inside a literal") }
    for i in 0..<count where bytes[position + i] != literal.utf8Start[i] { throw fail("an unknown literal") }
    position += count
    return value
  }

  private mutating func value(depth: Int) throws(GraphicsError) -> JSONValue {
    valueCount += 1
    guard valueCount <= valueLimit else {
      throw fail("more than \(valueLimit) values")
    }
    skipWhitespace()
    guard let b = current else { throw fail("the text ends where a value should be") }
    switch b {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < Self.maximumDepth else {
        throw fail("arrays and objects nest more than \(Self.maximumDepth) deep")
      }
      return b == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw fail("an unexpected character (byte \(b))")
    }
  }

  private mutating func array(depth: Int) throws(GraphicsError) -> JSONValue {
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

  private mutating func object(depth: Int) throws(GraphicsError) -> JSONValue {
    position += 1
    var fields: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      skipWhitespace()
      guard current != nil else { throw fail("the text ends inside an object") }
      guard current == UInt8(ascii: "\"") else { throw fail("expected a quoted key in an object") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw fail("expected : after a key") }
      position += 1
      fields[key] = try value(depth: depth)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(fields)
      case nil: throw fail("the text ends inside an object")
      default: throw fail("expected , or } in an object")
      }
    }
  }
}
