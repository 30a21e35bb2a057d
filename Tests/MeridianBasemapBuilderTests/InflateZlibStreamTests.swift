import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The inflater against streams made by zlib (ZlibFixtures.swift: recipes, block types, distance codes).
@Suite("Inflate: streams made by zlib")
struct InflateZlibStreamTests {
  @Test(
    "Every fixture inflates to its source",
    arguments: ZlibFixtures.all.map { $0.name })
  func fixture(_ name: String) throws {
    let fixture = try #require(ZlibFixtures.all.first { $0.name == name })
    let source = InflateSources.source(of: fixture)
    #expect(source.count == fixture.size, "the source recipe gives \(source.count) bytes, zlib saw \(fixture.size)")
    let output =
      fixture.wrapped
      ? try Inflate.zlib(fixture.bytes, declaredSize: fixture.size) : try Inflate.deflate(fixture.bytes)
    #expect(output == source)
    // Without a declared size the output grows from a small buffer to the same bytes.
    if fixture.wrapped { #expect(try Inflate.zlib(fixture.bytes) == source) }
  }

  @Test("Every DEFLATE distance code and the longest match (258) round-trip")
  func distances() throws {
    // distancePairs(seed: 7) at level 9: one dynamic block using all 30 distance codes, matches of 258
    // (the runs of zeros) and a farthest distance of 32,500 (recorded with the tracer).
    let output = try Inflate.zlib(ZlibFixtures.distances.bytes)
    let source = InflateSources.distancePairs(seed: 7)
    #expect(output.count == 116_160)
    #expect(output == source)
  }

  /// A fixed-Huffman stream worked by hand.
  ///
  /// `zlib.compress(b"abcabcabc", 6)` is `78 9c 4b 4c 4a 4e 04 23 00 11 3d 03 73`:
  /// - `78 9c`: CM 8 (DEFLATE), CINFO 7 (32 KiB window); FLG `9c`: FDICT 0, and 0x789C = 31 × 996.
  /// - The DEFLATE bits, each byte read from its least significant bit:
  ///   `4b` → 1 1 0 1 0 0 1 0, `4c` → 0 0 1 1 0 0 1 0, `4a` → 0 1 0 1 0 0 1 0, `4e` → 0 1 1 1 0 0 1 0,
  ///   `04` → 0 0 1 0 0 0 0 0, `23` → 1 1 0 0 0 1 0 0, `00` → 0 0 0 0 0 0 0 0.
  /// - `1`: BFINAL; `1 0`: BTYPE = 1 (fixed Huffman, read least significant bit first).
  /// - Codes are read most significant bit first: `10010001` = 0x91, an 8-bit literal code
  ///   (0x30–0xBF are literals 0–143): 0x91 − 0x30 = 97, "a"; `10010010` → 98, "b"; `10010011` → 99,
  ///   "c"; `10010001` → "a" again.
  /// - `0000011`: a 7-bit code, symbol 256 + 3 = 259: length 5 (no extra bits).
  /// - `00010`: the 5-bit distance code 2: distance 3 (no extra bits). Copy 5 bytes from 3 back:
  ///   "abca" + "bcabc" = "abcabcabc".
  /// - `0000000`: symbol 256, end of block; two padding bits.
  /// - `11 3d 03 73`: Adler-32 0x113D0373: a = 1 + 97·3 + 98·3 + 99·3 = 883 = 0x373,
  ///   b = Σ of a after each byte = 4413 = 0x113D.
  @Test("A fixed-Huffman stream decoded by hand")
  func handWorked() throws {
    let stream: [UInt8] = [0x78, 0x9C, 0x4B, 0x4C, 0x4A, 0x4E, 0x04, 0x23, 0x00, 0x11, 0x3D, 0x03, 0x73]
    #expect(try Inflate.zlib(stream) == Array("abcabcabc".utf8))
    // The same stream written symbol by symbol with the hand-worked codes.
    var writer = DeflateBitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    for byte in "abca".utf8 { writer.fixedSymbol(Int(byte)) }
    writer.fixedSymbol(259)
    writer.code(2, 5)
    writer.fixedSymbol(256)
    #expect(zlibWrapped(writer.bytes, source: Array("abcabcabc".utf8)) == stream)
  }

  @Test("A stream needing a preset dictionary (FDICT) is refused")
  func presetDictionary() throws {
    // c = zlib.compressobj(6, zdict=b"Kauppatori market square")
    // c.compress(b"Kauppatori market square, Helsinki") + c.flush()
    let stream: [UInt8] = [
      0x78, 0xBB, 0x75, 0xF3, 0x09, 0x76, 0xF3, 0xC6, 0x21, 0xAE, 0xA3, 0xE0, 0x91, 0x9A, 0x53, 0x9C, 0x99, 0x97, 0x9D,
      0x09, 0x00, 0xE5, 0x5E, 0x0C, 0xF9,
    ]
    #expect(throws: InflateError(.presetDictionary, offset: 1)) { try Inflate.zlib(stream) }
  }

  @Test("Window sizes of 512 bytes to 32 KiB (CINFO 1–7) are accepted")
  func windows() throws {
    // compressobj(9, wbits=9): CMF 0x18 (CINFO 1, a 512-byte window); every distance within 248.
    #expect(ZlibFixtures.window512.bytes.first == 0x18)
    #expect(try Inflate.zlib(ZlibFixtures.window512.bytes) == InflateSources.text(seed: 9, words: 500))
    // The same stored stream under each CINFO with a valid check byte.
    let source = Array("Helsinki".utf8)
    for info in 0...7 {
      let cmf = info << 4 | 8
      let flg = (31 - (cmf << 8) % 31) % 31
      let stream = zlibWrapped(storedDeflate(source), source: source, header: [UInt8(cmf), UInt8(flg)])
      #expect(try Inflate.zlib(stream) == source, "CINFO \(info)")
    }
  }

  @Test("Stored blocks of every size up to 65,535 bytes, and many blocks in one stream")
  func storedBlocks() throws {
    let source = InflateSources.randomBytes(seed: 21, count: 70_000)
    for blockSize in [1, 7, 65_535] {
      let part = Array(source.prefix(blockSize == 1 ? 300 : source.count))
      let stream = zlibWrapped(storedDeflate(part, blockSize: blockSize), source: part)
      #expect(try Inflate.zlib(stream) == part, "blocks of \(blockSize)")
    }
    let empty = zlibWrapped(storedDeflate([]), source: [])
    #expect(try Inflate.zlib(empty) == [])
  }
}
