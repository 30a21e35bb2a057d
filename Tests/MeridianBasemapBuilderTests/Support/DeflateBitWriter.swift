/// Writes DEFLATE streams bit by bit, for hand-made test streams (RFC 1951 §3.1.1: data elements are
/// packed from the least significant bit; Huffman codes are written most significant bit first).
struct DeflateBitWriter {
  private(set) var bytes: [UInt8] = []
  private var bitCount = 0

  /// Writes `count` bits of `value`, least significant first (header fields, extra bits, lengths).
  mutating func bits(_ value: Int, _ count: Int) {
    for index in 0..<count { bit((value >> index) & 1) }
  }

  /// Writes a Huffman code of `length` bits, most significant first.
  mutating func code(_ value: Int, _ length: Int) {
    for index in stride(from: length - 1, through: 0, by: -1) { bit((value >> index) & 1) }
  }

  /// Writes a fixed-Huffman literal/length symbol (RFC 1951 §3.2.6).
  mutating func fixedSymbol(_ symbol: Int) {
    switch symbol {
    case 0..<144: code(0x30 + symbol, 8)
    case 144..<256: code(0x190 + symbol - 144, 9)
    case 256..<280: code(symbol - 256, 7)
    default: code(0xC0 + symbol - 280, 8)
    }
  }

  /// Writes a stored block (RFC 1951 §3.2.4): the header bits, padding, LEN and NLEN, the bytes.
  mutating func storedBlock(_ data: ArraySlice<UInt8>, final: Bool) {
    bits(final ? 1 : 0, 1)
    bits(0, 2)
    let length = data.count
    append([UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)])
    append(Array(data))
  }

  /// Starts a fixed-Huffman block (RFC 1951 §3.2.6).
  mutating func fixedBlock(final: Bool) {
    bits(final ? 1 : 0, 1)
    bits(1, 2)
  }

  /// Pads to the next byte boundary with zero bits.
  mutating func align() {
    while bitCount % 8 != 0 { bit(0) }
  }

  /// Appends whole bytes (after ``align()``).
  mutating func append(_ data: [UInt8]) {
    align()
    bytes += data
    bitCount += 8 * data.count
  }

  private mutating func bit(_ value: Int) {
    if bitCount % 8 == 0 { bytes.append(0) }
    bytes[bytes.count - 1] |= UInt8(value) << UInt8(bitCount % 8)
    bitCount += 1
  }
}

/// Wraps raw DEFLATE data in a zlib stream (RFC 1950): the header `78 9C` and the Adler-32, computed
/// here by the RFC's definition (§8.2) rather than by the code under test.
func zlibWrapped(_ deflate: [UInt8], source: [UInt8], header: [UInt8] = [0x78, 0x9C]) -> [UInt8] {
  var a: UInt32 = 1
  var b: UInt32 = 0
  for byte in source {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  let adler = b << 16 | a
  return header + deflate + [
    UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
  ]
}

/// A stream of stored blocks holding `source` (RFC 1951 §3.2.4), at most `blockSize` bytes a block.
func storedDeflate(_ source: [UInt8], blockSize: Int = 65_535) -> [UInt8] {
  var writer = DeflateBitWriter()
  var start = 0
  repeat {
    let end = min(source.count, start + blockSize)
    writer.storedBlock(source[start..<end], final: end == source.count)
    start = end
  } while start < source.count
  return writer.bytes
}
