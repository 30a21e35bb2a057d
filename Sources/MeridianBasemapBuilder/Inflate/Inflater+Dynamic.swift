extension Inflater {
  /// The order in which a dynamic block lists the code length code's lengths (RFC 1951 §3.2.7).
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Reads a dynamic block's header (RFC 1951 §3.2.7) and builds its literal/length and distance tables.
  mutating func readDynamicTables() throws(InflateError) {
    let literalLengthCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    guard literalLengthCount <= 286, distanceCount <= 30 else {
      throw failure(.tooManyCodes(literalLengthCodes: literalLengthCount, distanceCodes: distanceCount))
    }
    var codeLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = UInt8(try bits(3)) }
    try build(codeLengths[...], codeLengthTable, .codeLength, "code length")

    let table = codeLengthTable
    let mask = UInt64(1 << HuffmanTable.codeLengthRootBits - 1)
    var lengths = [UInt8](repeating: 0, count: literalLengthCount + distanceCount)
    var index = 0
    while index < lengths.count {
      // A code length code is at most 7 bits and its extra bits at most 7.
      if bitCount < 14 { try refillSlowly() }
      let entry = table[Int(truncatingIfNeeded: bitBuffer & mask)]
      let used = Int(entry & 0xFF)
      bitBuffer &>>= UInt64(used)
      bitCount -= used
      let symbol = Int(entry >> 16)
      var value: UInt8 = 0
      var repeats = 1
      switch symbol {
      case 0..<16: value = UInt8(symbol)
      case 16:
        guard index > 0 else { throw failure(.invalidCodeLengths("a repeat (16) with no length before it")) }
        value = lengths[index - 1]
        repeats = 3 + (try bits(2))
      case 17: repeats = 3 + (try bits(3))
      default: repeats = 11 + (try bits(7))
      }
      guard index + repeats <= lengths.count else {
        throw failure(
          .invalidCodeLengths(
            "the lengths run past the \(literalLengthCount) + \(distanceCount) codes the block announces"))
      }
      for offset in index..<index + repeats { lengths[offset] = value }
      index += repeats
    }
    guard lengths[256] != 0 else { throw failure(.invalidCodeLengths("there is no end-of-block code (256)")) }
    try build(lengths[0..<literalLengthCount], literalLengthTable, .literalLength, "literal/length")
    try build(lengths[literalLengthCount...], distanceTable, .distance, "distance")
  }
}
