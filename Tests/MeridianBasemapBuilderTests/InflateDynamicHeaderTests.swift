import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Hand-made dynamic blocks (RFC 1951 §3.2.7) with broken headers and codes.
///
/// The blocks use one code length code, complete: code lengths 0–13 get 4-bit codes (0000–1101), and
/// 14, 15, 16 (repeat the previous length 3–6 times) and 17 (repeat zero 3–10 times) get 5-bit codes
/// (11100–11111), as the canonical rule assigns them. The baseline block codes "A" (65) and
/// end-of-block (256) with one bit each and one distance code of one bit.
@Suite("Inflate: dynamic block headers")
struct InflateDynamicHeaderTests {
  /// The code length code's lengths by symbol (0–18).
  static let codeLengthLengths = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// A code length symbol (with its extra bits) of the lengths sequence.
  enum LengthSymbol {
    case length(Int)
    case repeatPrevious(Int)  // 16: 3–6 times
    case repeatZero(Int)  // 17: 3–10 times
  }

  /// A final dynamic block: its header counts, code length code, lengths and body.
  static func block(
    literalLengthCount: Int = 257, distanceCount: Int = 1, codeLengthLengths: [Int] = codeLengthLengths,
    lengths: [LengthSymbol], body: (inout DeflateBitWriter) -> Void
  ) -> [UInt8] {
    var writer = DeflateBitWriter()
    writer.bits(1, 1)
    writer.bits(2, 2)
    writer.bits(literalLengthCount - 257, 5)
    writer.bits(distanceCount - 1, 5)
    writer.bits(19 - 4, 4)
    for symbol in order { writer.bits(codeLengthLengths[symbol], 3) }
    for symbol in lengths {
      switch symbol {
      case .length(let length):
        if length < 14 { writer.code(length, 4) } else { writer.code(28 + length - 14, 5) }
      case .repeatPrevious(let count):
        writer.code(30, 5)
        writer.bits(count - 3, 2)
      case .repeatZero(let count):
        writer.code(31, 5)
        writer.bits(count - 3, 3)
      }
    }
    body(&writer)
    return writer.bytes
  }

  /// The lengths of 257 literal/length codes giving `coded` their lengths, then the distance lengths.
  static func lengths(_ coded: [Int: Int], count: Int = 257, distances: [Int] = [1]) -> [LengthSymbol] {
    (0..<count).map { .length(coded[$0] ?? 0) } + distances.map { .length($0) }
  }

  func expectFailure(
    _ stream: [UInt8], _ reason: InflateError.Reason, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let output = try Inflate.deflate(stream)
      Issue.record("inflated \(output.count) bytes; expected \(reason)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.reason == reason, sourceLocation: sourceLocation)
    }
  }

  @Test("The baseline block decodes")
  func baseline() throws {
    // "A" is code 0, end-of-block code 1 (both one bit; 65 < 256).
    let stream = Self.block(lengths: Self.lengths([65: 1, 256: 1])) { writer in
      writer.code(0, 1)
      writer.code(0, 1)
      writer.code(1, 1)
    }
    #expect(try Inflate.deflate(stream) == Array("AA".utf8))
    // Zeros written as repeats (17) and a length repeated (16): 65–68 get 3 bits, 256 one bit, so
    // 256 is code 0 and 65–68 are 100, 101, 110, 111.
    let zeros65 = Array(repeating: LengthSymbol.repeatZero(10), count: 6) + [.repeatZero(5)]
    let zeros187 = Array(repeating: LengthSymbol.repeatZero(10), count: 18) + [.repeatZero(7)]
    let repeated = zeros65 + [.length(3), .repeatPrevious(3)] + zeros187 + [.length(1), .length(1)]
    let abcd = Self.block(lengths: repeated) { writer in
      for code in [4, 5, 6, 7] { writer.code(code, 3) }
      writer.code(0, 1)
    }
    #expect(try Inflate.deflate(abcd) == Array("ABCD".utf8))
  }

  @Test("More than 286 literal/length codes or 30 distance codes")
  func tooManyCodes() {
    let literals = Self.block(literalLengthCount: 287, lengths: Self.lengths([65: 1, 256: 1], count: 287)) { _ in }
    expectFailure(literals, .tooManyCodes(literalLengthCodes: 287, distanceCodes: 1))
    let distances = Self.block(distanceCount: 31, lengths: Self.lengths([65: 1, 256: 1], distances: [1])) { _ in }
    expectFailure(distances, .tooManyCodes(literalLengthCodes: 257, distanceCodes: 31))
  }

  @Test("Incomplete and over-subscribed codes")
  func incompleteAndOversubscribed() {
    let incomplete = Self.block(lengths: Self.lengths([65: 2, 256: 1])) { _ in }
    expectFailure(incomplete, .invalidCodeLengths("the literal/length code is incomplete"))
    let over = Self.block(lengths: Self.lengths([65: 1, 66: 1, 256: 1])) { _ in }
    expectFailure(over, .invalidCodeLengths("the literal/length code is over-subscribed"))
    let incompleteDistances = Self.block(distanceCount: 2, lengths: Self.lengths([65: 1, 256: 1], distances: [2, 1])) {
      _ in
    }
    expectFailure(incompleteDistances, .invalidCodeLengths("the distance code is incomplete"))
    var codeLengths = Self.codeLengthLengths
    codeLengths[17] = 0
    let incompleteCodeLengths = Self.block(codeLengthLengths: codeLengths, lengths: []) { _ in }
    expectFailure(incompleteCodeLengths, .invalidCodeLengths("the code length code is incomplete"))
    codeLengths[17] = 4
    let overCodeLengths = Self.block(codeLengthLengths: codeLengths, lengths: []) { _ in }
    expectFailure(overCodeLengths, .invalidCodeLengths("the code length code is over-subscribed"))
  }

  @Test("A repeat with nothing before it, lengths past the announced counts, no end-of-block code")
  func lengthSequences() {
    let repeatFirst = Self.block(lengths: [.repeatPrevious(3)]) { _ in }
    expectFailure(repeatFirst, .invalidCodeLengths("a repeat (16) with no length before it"))
    // 257 + 1 lengths announced; the last repeat writes 10 zeros where one remains.
    let past = Self.block(lengths: Self.lengths([65: 1, 256: 1], distances: []) + [.repeatZero(10)]) { _ in }
    expectFailure(past, .invalidCodeLengths("the lengths run past the 257 + 1 codes the block announces"))
    let noEnd = Self.block(lengths: Self.lengths([65: 1, 66: 1])) { _ in }
    expectFailure(noEnd, .invalidCodeLengths("there is no end-of-block code (256)"))
  }

  @Test("An empty distance code is valid until a match needs it; unused codes of a one-code code are invalid")
  func distanceCodes() throws {
    // No distance lengths at all: a block of literals only.
    let literalsOnly = Self.block(lengths: Self.lengths([65: 1, 256: 1], distances: [0])) { writer in
      writer.code(0, 1)
      writer.code(1, 1)
    }
    #expect(try Inflate.deflate(literalsOnly) == Array("A".utf8))
    // 258 literal/length codes: "A" one bit (0), end-of-block 10 and length 3 (257) 11; then "A", a
    // match of 3 with the given distance code bits, and end-of-block when the match decodes.
    func aMatch(distances: [Int], distanceCode: (code: Int, length: Int)) -> [UInt8] {
      Self.block(
        literalLengthCount: 258, lengths: Self.lengths([65: 1, 256: 2, 257: 2], count: 258, distances: distances)
      ) {
        writer in
        writer.code(0, 1)
        writer.code(3, 2)
        writer.code(distanceCode.code, distanceCode.length)
        writer.code(2, 2)
      }
    }
    // With an empty distance code, a match has no distance to decode.
    expectFailure(aMatch(distances: [0], distanceCode: (0, 1)), .invalidDistanceCode(-1))
    // One distance code of one bit (distance 1 is code 0): the code 1 is unused.
    expectFailure(aMatch(distances: [1], distanceCode: (1, 1)), .invalidDistanceCode(-1))
    #expect(try Inflate.deflate(aMatch(distances: [1], distanceCode: (0, 1))) == Array("AAAA".utf8))
  }
}
