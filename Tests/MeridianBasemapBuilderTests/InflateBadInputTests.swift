import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Hand-made streams that break RFC 1950 and RFC 1951's rules: each must fail with its reason.
@Suite("Inflate: invalid streams")
struct InflateBadInputTests {
  /// Inflates `stream` and expects the error `reason`.
  private func expectFailure(
    _ stream: [UInt8], _ reason: InflateError.Reason, wrapped: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let output = wrapped ? try Inflate.zlib(stream) : try Inflate.deflate(stream)
      Issue.record("inflated \(output.count) bytes; expected \(reason)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.reason == reason, sourceLocation: sourceLocation)
    }
  }

  /// A raw stream of one final fixed-Huffman block with these literal/length symbols (distances
  /// written separately by `body`).
  private func fixedBlock(_ body: (inout DeflateBitWriter) -> Void) -> [UInt8] {
    var writer = DeflateBitWriter()
    writer.fixedBlock(final: true)
    body(&writer)
    return writer.bytes
  }

  // MARK: - The zlib wrapper (RFC 1950)

  @Test("A header whose check fails, CM other than 8, CINFO over 7, FDICT set")
  func header() {
    expectFailure([0x78, 0x9D, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01], .headerCheckFailed)
    // CM 7 with a valid check: 0x77 0x09 (0x7709 = 31 × 983).
    expectFailure([0x77, 0x09, 0x03, 0x00], .unsupportedMethod(7))
    // CINFO 8 (a 64 KiB window): 0x88 0x1C (0x881C = 31 × 1124).
    expectFailure([0x88, 0x1C, 0x03, 0x00], .windowTooLarge(8))
    // FDICT: 0x78 0xBB (0x78BB = 31 × 997).
    expectFailure([0x78, 0xBB, 0x00, 0x00, 0x00, 0x01, 0x03, 0x00], .presetDictionary)
  }

  @Test("A wrong Adler-32 and bytes after the stream")
  func checksumAndTrailer() throws {
    let good = ZlibFixtures.fixedHuffman.bytes
    var bad = good
    bad[bad.count - 1] ^= 0x01
    do {
      _ = try Inflate.zlib(bad)
      Issue.record("a wrong checksum was accepted")
    } catch {
      guard case .checksumMismatch(let expected, let actual) = error.reason else {
        Issue.record("expected a checksum mismatch, got \(error)")
        return
      }
      #expect(expected ^ actual == 1)
      #expect(error.offset == good.count - 4)
    }
    expectFailure(good + [0x00], .trailingData(1))
  }

  @Test("Truncated at every byte of a small stream")
  func truncatedEverywhere() {
    for fixture in [ZlibFixtures.fixedHuffman, ZlibFixtures.multiBlock, ZlibFixtures.storedBlocks] {
      let stream = fixture.bytes
      for cut in 0..<stream.count {
        expectFailure(Array(stream.prefix(cut)), .truncated)
      }
    }
  }

  // MARK: - Blocks (RFC 1951)

  @Test("The reserved block type 3")
  func reservedBlockType() {
    var writer = DeflateBitWriter()
    writer.bits(1, 1)
    writer.bits(3, 2)
    expectFailure(writer.bytes + [0, 0], .reservedBlockType, wrapped: false)
  }

  @Test("A stored block whose NLEN is not the complement of LEN")
  func storedLength() {
    var writer = DeflateBitWriter()
    writer.bits(1, 1)
    writer.bits(0, 2)
    writer.append([0x05, 0x00, 0xFA, 0xFE])  // LEN 5, NLEN 0xFEFA (the complement is 0xFFFA)
    writer.append(Array("abcde".utf8))
    expectFailure(writer.bytes, .storedLengthMismatch(length: 5, complement: 0xFEFA), wrapped: false)
  }

  @Test("Literal/length symbols 286 and 287 and distance symbols 30 and 31 of the fixed code")
  func invalidFixedSymbols() {
    for symbol in [286, 287] {
      let stream = fixedBlock { writer in
        writer.fixedSymbol(0x41)
        writer.fixedSymbol(symbol)
        writer.fixedSymbol(256)
      }
      expectFailure(stream, .invalidLiteralLengthCode(symbol), wrapped: false)
    }
    for symbol in [30, 31] {
      let stream = fixedBlock { writer in
        writer.fixedSymbol(0x41)
        writer.fixedSymbol(257)  // length 3
        writer.code(symbol, 5)
        writer.fixedSymbol(256)
      }
      expectFailure(stream, .invalidDistanceCode(symbol), wrapped: false)
    }
  }

  @Test("A distance reaching before the start of the output")
  func distanceTooFarBack() {
    // "AB", then length 3 at distance 3: one byte before the output's start.
    let stream = fixedBlock { writer in
      writer.fixedSymbol(0x41)
      writer.fixedSymbol(0x42)
      writer.fixedSymbol(257)
      writer.code(2, 5)  // distance code 2: distance 3
      writer.fixedSymbol(256)
    }
    expectFailure(stream, .distanceTooFarBack(distance: 3, available: 2), wrapped: false)
    // A match as the very first symbol.
    let first = fixedBlock { writer in
      writer.fixedSymbol(257)
      writer.code(0, 5)
      writer.fixedSymbol(256)
    }
    expectFailure(first, .distanceTooFarBack(distance: 1, available: 0), wrapped: false)
  }

  @Test("A distance beyond the window the zlib header announces")
  func distanceBeyondWindow() {
    // CINFO 0: a 256-byte window. 300 literal bytes in a stored block, then a match at distance 300.
    let source = InflateSources.randomBytes(seed: 31, count: 300)
    var writer = DeflateBitWriter()
    writer.storedBlock(source[...], final: false)
    writer.fixedBlock(final: true)
    writer.fixedSymbol(257)
    writer.code(16, 5)  // distance code 16: 257 + 7 extra bits
    writer.bits(300 - 257, 7)
    writer.fixedSymbol(256)
    let stream = zlibWrapped(writer.bytes, source: source, header: [0x08, 0x1D])
    expectFailure(stream, .distanceTooFarBack(distance: 300, available: 256))
  }

  @Test("The farthest distance, 32,768, over a full window")
  func farthestDistance() throws {
    let source = InflateSources.randomBytes(seed: 32, count: 32_768)
    var writer = DeflateBitWriter()
    writer.storedBlock(source[...], final: false)
    writer.fixedBlock(final: true)
    writer.fixedSymbol(285)  // length 258
    writer.code(29, 5)  // distance code 29: 24,577 + 13 extra bits
    writer.bits(32_768 - 24_577, 13)
    writer.fixedSymbol(256)
    let expected = source + source.prefix(258)
    #expect(try Inflate.zlib(zlibWrapped(writer.bytes, source: expected)) == expected)
  }
}
