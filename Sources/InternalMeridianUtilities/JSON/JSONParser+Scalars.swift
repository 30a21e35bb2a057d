extension JSONParser {
  /// Reads a string (at its opening quote): escapes decoded, UTF-8 validated.
  mutating func string() throws(JSONParseError) -> String {
    position += 1
    let start = position
    // The fast path: no escape, so the text is the bytes themselves once validated.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        else { throw JSONParseError(message: "a string is not valid UTF-8", offset: start) }
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw fail("a raw control character (byte \(byte)) in a string") }
      position += 1
    }
    var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while true {
      guard let byte = current else { throw fail("the text ends inside a string") }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw JSONParseError(message: "a string is not valid UTF-8", offset: start)
        }
        return text
      case UInt8(ascii: "\\"): try escape(into: &buffer)
      case 0..<0x20: throw fail("a raw control character (byte \(byte)) in a string")
      default: buffer.append(byte)
      }
    }
  }

  private mutating func escape(into buffer: inout [UInt8]) throws(JSONParseError) {
    guard let escape = current else { throw fail("the text ends inside an escape") }
    position += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hex4()
      if (0xD800..<0xDC00).contains(code) {
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
        else { throw fail("an unpaired surrogate escape") }
        position += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw fail("an unpaired surrogate escape") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw fail("an unpaired surrogate escape")
      }
      guard let scalar = Unicode.Scalar(code) else { throw fail("an escape that is no Unicode scalar") }
      buffer.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
    default:
      throw fail("an unknown escape \\\(Character(Unicode.Scalar(escape)))")
    }
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw fail("the text ends inside a \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("a \\u escape needs four hexadecimal digits")
      }
      code = code << 4 | UInt32(digit)
      position += 1
    }
    return code
  }

  /// Reads a number by the JSON grammar: an integer that fits `Int` is `.int`, others `.double`
  /// (`-0` too, keeping its sign), finite.
  mutating func number() throws(JSONParseError) -> JSONValue {
    let start = position
    let negative = current == UInt8(ascii: "-")
    if negative { position += 1 }
    // Integer digits, accumulated as a negative Int (whose range reaches Int.min) while they fit.
    let wholeStart = position
    var accumulated = 0
    var fits = true
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      if fits {
        let (times, overflow1) = accumulated.multipliedReportingOverflow(by: 10)
        let (next, overflow2) = times.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
        if overflow1 || overflow2 { fits = false } else { accumulated = next }
      }
      position += 1
    }
    let whole = position - wholeStart
    guard whole > 0 else { throw fail("a number needs digits") }
    guard whole == 1 || bytes[wholeStart] != UInt8(ascii: "0") else { throw fail("a number has a leading zero") }
    var isInteger = true
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw fail("a number needs digits after the point") }
      isInteger = false
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
      isInteger = false
    }
    if isInteger, fits {
      if accumulated == 0 && negative { return .double(-0.0) }
      if negative { return .int(accumulated) }
      if accumulated != Int.min { return .int(-accumulated) }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONParseError(message: "the number \(text.prefix(40)) is too large", offset: start)
    }
    return .double(value)
  }

  private mutating func digits() -> Int {
    let from = position
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
    return position - from
  }
}
