import Testing

@testable import MeridianBasemapBuilder

/// Hand-made dynamic blocks exercising how a canonical code is built (RFC 1951 §3.2.2, §3.2.7): codes
/// of 15 bits, short alphabets, repeat codes crossing from the literal/length lengths into the distance
/// lengths. Issue 29's streams failed on the first two. Each expected output is worked by hand.
@Suite("Inflate: canonical codes built from hand-made lengths")
struct InflateCanonicalCodeTests {
  typealias Header = InflateDynamicHeaderTests
  typealias LengthSymbol = InflateDynamicHeaderTests.LengthSymbol

  /// Lengths 1, 2, …, 14, 15, 15 for 16 symbols: a complete code (½ + ¼ + … + 2⁻¹⁴ + 2·2⁻¹⁵ = 1).
  /// The canonical code of length L < 15 is L − 1 ones and a zero (2^L − 2); the two of length 15 are
  /// 2¹⁵ − 2 and 2¹⁵ − 1.
  static func deepCode(_ symbols: [Int]) -> [Int: Int] {
    Dictionary(uniqueKeysWithValues: symbols.enumerated().map { ($0.element, min($0.offset + 1, 15)) })
  }

  static func deepCodeword(rank: Int) -> (code: Int, length: Int) {
    rank < 14 ? ((1 << (rank + 1)) - 2, rank + 1) : ((1 << 15) - 2 + rank - 14, 15)
  }

  @Test("Literal/length codes of 15 bits, with and without a code for symbol 0")
  func fifteenBitLiterals() throws {
    // "A" (65) … "O" (79) and end-of-block: "O" and 256 get the two 15-bit codes. The first form has
    // no code for symbol 0; the second gives symbol 0 the 1-bit code and "A"… the longer ones.
    for symbols in [Array(65...79) + [256], [0] + Array(65...78) + [256]] {
      let stream = Header.block(lengths: Header.lengths(Self.deepCode(symbols))) { writer in
        for rank in 0..<symbols.count {
          let word = Self.deepCodeword(rank: rank)
          writer.code(word.code, word.length)
        }
      }
      let expected = symbols.dropLast().map { UInt8($0) }
      #expect(try Inflate.deflate(stream) == expected, "symbols \(symbols.first ?? 0)…")
    }
  }

  @Test("A distance code of 16 symbols with 15-bit codes (a short alphabet)")
  func fifteenBitDistances() throws {
    // Literal/length: "A" 00, "B" 01, end-of-block 10, 257 (length 3) 11. Distance codes 0…15 get the
    // deep code: 0 (distance 1) is "0", 1 (distance 2) "10", 15 (distances 193–256, 6 extra bits) the
    // last 15-bit code. "AB", 70 matches of 3 at distance 2 (212 bytes of "AB"), then a match of 3 at
    // distance 193: bytes 19, 20, 21 = "BAB".
    let literals = [65: 2, 66: 2, 256: 2, 257: 2]
    let distances = (0..<16).map { min($0 + 1, 15) }
    let stream = Header.block(
      literalLengthCount: 258, distanceCount: 16,
      lengths: Header.lengths(literals, count: 258, distances: distances)
    ) { writer in
      writer.code(0, 2)
      writer.code(1, 2)
      for _ in 0..<70 {
        writer.code(3, 2)
        writer.code(2, 2)
      }
      writer.code(3, 2)
      writer.code((1 << 15) - 1, 15)
      writer.bits(0, 6)
      writer.code(2, 2)
    }
    let expected = Array(String(repeating: "AB", count: 106).utf8) + Array("BAB".utf8)
    #expect(try Inflate.deflate(stream) == expected)
  }

  @Test("Repeat codes that run from the literal/length lengths into the distance lengths")
  func repeatsAcrossTheBoundary() throws {
    // 17 (zeros): "A" 00, "B" 01, 256 10, 257 11; 258 and distance codes 0, 1 zero in one run of three;
    // distance codes 2 (distance 3) "0" and 3 (distance 4) "1". "ABA", a match of 3 at distance 3,
    // another at distance 4: "ABA" + "ABA" + "AAB".
    let zeros =
      Header.lengths([65: 2, 66: 2, 256: 2, 257: 2], count: 258, distances: []) + [.repeatZero(3)]
    let crossingZeros = Header.block(
      literalLengthCount: 259, distanceCount: 4, lengths: zeros + [.length(1), .length(1)]
    ) { writer in
      for code in [0, 1, 0] { writer.code(code, 2) }
      writer.code(3, 2)
      writer.code(0, 1)
      writer.code(3, 2)
      writer.code(1, 1)
      writer.code(2, 2)
    }
    #expect(try Inflate.deflate(crossingZeros) == Array("ABAABAAAB".utf8))
    // 16 (the previous length): 256 gets 2 and one repeat of five gives 257 and distance codes 0–3
    // 2 too: "A" 0, 256 10, 257 11; distances 1–4 are 00, 01, 10, 11. "A", a match of 3 at distance 1.
    let previous =
      Header.lengths([65: 1, 256: 2], count: 257, distances: []) + [.repeatPrevious(5)]
    let crossingPrevious = Header.block(literalLengthCount: 258, distanceCount: 4, lengths: previous) { writer in
      writer.code(0, 1)
      writer.code(3, 2)
      writer.code(0, 2)
      writer.code(2, 2)
    }
    #expect(try Inflate.deflate(crossingPrevious) == Array("AAAA".utf8))
  }

  @Test("15-bit codes that are incomplete or over-subscribed are refused with a typed error")
  func deepCodesChecked() {
    // Lengths 1…14 and one 15: 2⁻¹⁵ short. Lengths 1…14 and three 15s: 2⁻¹⁵ over.
    let incomplete = Self.deepCode(Array(65...78) + [256])
    Header().expectFailure(
      Header.block(lengths: Header.lengths(incomplete)) { _ in },
      .invalidCodeLengths("the literal/length code is incomplete"))
    var over = Self.deepCode(Array(65...79) + [256])
    over[80] = 15
    Header().expectFailure(
      Header.block(lengths: Header.lengths(over)) { _ in },
      .invalidCodeLengths("the literal/length code is over-subscribed"))
    var overDistances = (0..<16).map { min($0 + 1, 15) }
    overDistances.append(15)
    Header().expectFailure(
      Header.block(
        distanceCount: 17, lengths: Header.lengths([65: 1, 256: 1], distances: overDistances)
      ) { _ in },
      .invalidCodeLengths("the distance code is over-subscribed"))
  }

}
