import Foundation
import MeridianCore
import MeridianGeocoding

/// A strict JSON parser (RFC 8259) over UTF-8 bytes, producing ``JSONValue``.
///
/// Integers that fit in `Int` become `.int`, other numbers `.double`. It is much faster than going
/// through `Decodable` for the untyped trees the geocode decoders walk.
///
/// Its limits, each a ``Failure`` rather than a crash: at most ``maxBytes`` bytes of text (so an
/// array's length is bounded by the body's), at most ``maxDepth`` nested arrays and objects (a
/// deeper text would otherwise overflow the stack), strings of valid UTF-8 only, and numbers that
/// fit in a finite `Double`.
struct JSONParser {
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The deepest nesting of arrays and objects accepted.
  static let maxDepth = 128
  /// The longest text accepted, in bytes: 1 GiB, the transport's largest response limit.
  static let maxBytes = 1 << 30

  static func parse(_ data: Data) throws(Failure) -> JSONValue {
    guard data.count <= maxBytes else {
      throw Failure(offset: maxBytes, message: "the text is longer than \(maxBytes) bytes")
    }
    var parser = JSONParser(bytes: [UInt8](data))
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw Failure(offset: parser.index, message: "extra text after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw Failure(offset: index, message: "unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw Failure(offset: index, message: "unexpected end of text") }
    let matches = word.withUTF8Buffer { buffer in
      (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
    }
    guard matches else { throw Failure(offset: index, message: "unknown literal") }
    index += count
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maxDepth else { throw Failure(offset: index, message: "nested too deeply") }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members = JSONObject()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw Failure(offset: index, message: "expected a member name")
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw Failure(offset: index, message: "expected ':'")
      }
      index += 1
      skipWhitespace()
      members.members.append((key, try value()))
      skipWhitespace()
      guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of text") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw Failure(offset: index, message: "expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value())
      skipWhitespace()
      guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of text") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        throw Failure(offset: index, message: "expected ',' or ']'")
      }
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
          throw Failure(offset: start, message: "invalid UTF-8 in a string")
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw Failure(offset: index, message: "control character in a string") }
      index += 1
    }
    throw Failure(offset: start, message: "unterminated string")
  }

  private mutating func escapedString(from start: Int) throws(Failure) -> String {
    var scalars = String.UnicodeScalarView()
    var buffer = Array(bytes[start..<index])
    func flush() throws(Failure) {
      guard let text = String(validating: buffer, as: UTF8.self) else {
        throw Failure(offset: start, message: "invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: text.unicodeScalars)
      buffer.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw Failure(offset: index, message: "bad surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          throw Failure(offset: index - 1, message: "unknown escape")
        }
      default:
        guard byte >= 0x20 else { throw Failure(offset: index, message: "control character in a string") }
        buffer.append(byte)
        index += 1
      }
    }
    throw Failure(offset: start, message: "unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure(offset: index, message: "short \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw Failure(offset: index, message: "bad \\u escape")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      throw Failure(offset: index, message: "expected a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      let digits = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > digits else { throw Failure(offset: index, message: "expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > digits else { throw Failure(offset: index, message: "expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else {
      throw Failure(offset: start, message: "the number does not fit in a finite Double")
    }
    return .double(value)
  }
}
