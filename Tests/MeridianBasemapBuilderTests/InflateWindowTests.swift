import Testing

@testable import MeridianBasemapBuilder

/// Hand-made streams at the window's limits (RFC 1951 §3.2.5, §3.2.6): the longest match (258) from
/// the farthest distance (32,768), and back-references across blocks of different types.
@Suite("Inflate: the window across blocks")
struct InflateWindowTests {
  @Test("A match of 258 bytes from 32,768 back, after a stored block, then a run of 258")
  func farthestLongest() throws {
    // A stored block of 32,768 random bytes, then a final fixed block: symbol 285 (length 258, fixed
    // code 11000101), distance code 29 (5 bits 11101; 24,577 + 13 extra bits 8,191 = 32,768): the
    // first 258 bytes again. Then 285 with distance code 0 (distance 1): byte 257 258 more times.
    let random = InflateSources.randomBytes(seed: 29, count: 32_768)
    var writer = DeflateBitWriter()
    writer.storedBlock(random[...], final: false)
    writer.fixedBlock(final: true)
    writer.fixedSymbol(285)
    writer.code(29, 5)
    writer.bits(8_191, 13)
    writer.fixedSymbol(285)
    writer.code(0, 5)
    writer.fixedSymbol(256)
    let expected = random + random[0..<258] + [UInt8](repeating: random[257], count: 258)
    let raw = writer.bytes
    #expect(try Inflate.deflate(raw, declaredSize: expected.count) == expected)
    #expect(try Inflate.zlib(zlibWrapped(raw, source: expected)) == expected)
    // The same stream with a 16 KiB window (CINFO 6): the distance reaches before it.
    let small = zlibWrapped(raw, source: expected, header: [0x68, 0x81])
    #expect(throws: InflateError.self) { try Inflate.zlib(small) }
  }

  @Test("Back-references across fixed and stored blocks")
  func acrossBlocks() throws {
    // Fixed "Helsinki ", stored "harbour, ", fixed final: length 8 (symbol 262) from distance 18
    // (code 8: distances 17–24, 3 extra bits, 1) gives "Helsinki", then "!".
    var writer = DeflateBitWriter()
    writer.fixedBlock(final: false)
    for byte in "Helsinki ".utf8 { writer.fixedSymbol(Int(byte)) }
    writer.fixedSymbol(256)
    writer.storedBlock(Array("harbour, ".utf8)[...], final: false)
    writer.fixedBlock(final: true)
    writer.fixedSymbol(262)
    writer.code(8, 5)
    writer.bits(1, 3)
    writer.fixedSymbol(Int(UInt8(ascii: "!")))
    writer.fixedSymbol(256)
    #expect(try Inflate.deflate(writer.bytes) == Array("Helsinki harbour, Helsinki!".utf8))
  }
}
