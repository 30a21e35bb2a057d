extension JSONValueParser {
  /// Reads a string (at the opening quote): escapes decoded, UTF-8 validated.
  mutating func string() throws(GraphicsError) -> String {
    position += 1
    var buffer: [UInt8] = []
    while true {
      guard let b = current else { throw fail("the text ends inside a string") }
      position += 1
      switch b {
      case UInt8(ascii: "\""):
        guard let text = String(validating: buffer, as: UTF8.self) else { throw fail("a string is not valid UTF-8") }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &buffer)
      case 0..<0x20:
        throw fail("a raw control character (byte \(b)) in a string")
      default:
        buffer.append(b)
      }
    }
  }

  private mutating func escape(into buffer: inout [UInt8]) throws(GraphicsError) {
    guard let e = current else { throw fail("the text ends inside an escape") }
    position += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let byte = simple[e] {
      buffer.append(byte)
      return
    }
    guard e == UInt8(ascii: "u") else { throw fail("an unknown escape \\\(Character(Unicode.Scalar(e)))") }
    var code = try hex4()
    if (0xD800..<0xDC00).contains(code) {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
        throw fail("an unpaired surrogate escape")
      }
      position += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw fail("an unpaired surrogate escape") }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(code) {
      throw fail("an unpaired surrogate escape")
    }
    guard let scalar = Unicode.Scalar(code) else { throw fail("an escape that is no Unicode scalar") }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  private mutating func hex4() throws(GraphicsError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw fail("the text ends inside a \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[position]
      let digit: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: throw fail("a \\u escape needs four hexadecimal digits")
      }
      code = code << 4 | UInt32(digit)
      position += 1
    }
    return code
  }

  /// Reads a number by the JSON grammar; an integer that fits `Int` is `.int`, others `.double`.
  mutating func number() throws(GraphicsError) -> JSONValue {
    let start = position
    func digits() -> Int {
      let from = position
      while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { position += 1 }
      return position - from
    }
    if current == UInt8(ascii: "-") { position += 1 }
    let whole = digits()
    guard whole > 0 else { throw fail("a number needs digits") }
    guard whole == 1 || bytes[position - whole] != UInt8(ascii: "0") else { throw fail("a number has a leading zero") }
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
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    if isInteger, let i = Int(text) { return .int(i) }
    guard let d = Double(text), d.isFinite else { throw fail("the number \(text.prefix(40)) is too large") }
    return .double(d)
  }
}
