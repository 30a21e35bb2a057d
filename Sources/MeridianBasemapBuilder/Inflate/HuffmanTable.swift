/// Builds the lookup tables that decode DEFLATE's canonical Huffman codes (RFC 1951 §3.2.2).
///
/// A table is a primary table of `2^rootBits` entries indexed by the next `rootBits` input bits (least
/// significant first, as DEFLATE packs codes), plus subtables for the codes longer than `rootBits`,
/// reached through a pointer entry in the primary table and indexed by the bits that follow. Each entry
/// is a `UInt32`:
///
/// - bits 0–7: the code's length in bits (the bits to consume), 0 for entries no code reaches;
/// - bits 8–11: the extra bits that follow a length or distance code, or a subtable's index bits;
/// - bits 12–15: the kind (``literal``, ``lengthOrDistance``, ``endOfBlock``, ``subtable``, ``invalid``);
/// - bits 16–31: the value: a literal byte, a length or distance base, a code-length symbol, a
///   subtable's first entry, or the symbol of an invalid code (`0xFFFF` where no code reaches).
enum HuffmanTable {
  /// Entry kinds (bits 12–15).
  static let literal: UInt32 = 0
  static let lengthOrDistance: UInt32 = 0x1000
  static let endOfBlock: UInt32 = 0x2000
  static let subtable: UInt32 = 0x4000
  static let invalid: UInt32 = 0x8000
  static let kindMask: UInt32 = 0xF000

  /// The alphabets, which decide what a symbol's entry says.
  enum Alphabet {
    /// Code lengths 0–18 of a dynamic block's header.
    case codeLength
    /// Literals 0–255, end of block 256, lengths 257–285 (286 and 287 are invalid).
    case literalLength
    /// Distances 0–29 (30 and 31 are invalid).
    case distance
  }

  /// The primary table bits and the table capacities (primary plus every subtable). zlib's `enough`
  /// program bounds a 286-symbol code of at most 15 bits with a 10-bit root to 1,332 entries and a
  /// 30-symbol one with an 8-bit root to 402; the capacities leave room and the builder checks them.
  static let literalLengthRootBits = 10
  static let literalLengthCapacity = 2_048
  static let distanceRootBits = 8
  static let distanceCapacity = 1_024
  static let codeLengthRootBits = 7
  static let codeLengthCapacity = 128

  /// Length bases and extra bits of symbols 257–285 (RFC 1951 §3.2.5).
  static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Distance bases and extra bits of symbols 0–29 (RFC 1951 §3.2.5).
  static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// The entry of a symbol with a code of `length` bits.
  static func entry(symbol: Int, length: Int, alphabet: Alphabet) -> UInt32 {
    let bits = UInt32(length)
    switch alphabet {
    case .codeLength:
      return UInt32(symbol) << 16 | literal | bits
    case .literalLength:
      if symbol < 256 { return UInt32(symbol) << 16 | literal | bits }
      if symbol == 256 { return endOfBlock | bits }
      guard symbol <= 285 else { return UInt32(symbol) << 16 | invalid | bits }
      let index = symbol - 257
      return UInt32(lengthBase[index]) << 16 | lengthOrDistance | UInt32(lengthExtra[index]) << 8 | bits
    case .distance:
      guard symbol <= 29 else { return UInt32(symbol) << 16 | invalid | bits }
      return UInt32(distanceBase[symbol]) << 16 | lengthOrDistance | UInt32(distanceExtra[symbol]) << 8 | bits
    }
  }

  /// The entry of table slots no code reaches.
  static let unreachable: UInt32 = 0xFFFF << 16 | invalid

  /// Builds the table of a code given its code lengths.
  ///
  /// As zlib does, an over-subscribed code is refused, and so is an incomplete one unless it is a
  /// literal/length or distance code with a single code of length 1; a code with no lengths at all
  /// builds a table of unreachable entries (a distance code may be empty when a block has no matches).
  ///
  /// - Parameters:
  ///   - lengths: The code length of each symbol (0: the symbol has no code), at most 15.
  ///   - table: The table to fill, with room for `capacity` entries.
  ///   - rootBits: The primary table's index bits.
  ///   - alphabet: What the symbols mean.
  /// - Returns: A description of the fault, or `nil` when the table was built.
  static func build(
    lengths: UnsafeBufferPointer<UInt8>, table: UnsafeMutablePointer<UInt32>, capacity: Int, rootBits: Int,
    alphabet: Alphabet
  ) -> String? {
    var count = [Int](repeating: 0, count: 16)
    for length in lengths { count[Int(length & 15)] += 1 }
    count[0] = 0
    var maxLength = 15
    while maxLength > 0, count[maxLength] == 0 { maxLength -= 1 }
    let rootSize = 1 << rootBits
    table.update(repeating: unreachable, count: rootSize)
    if maxLength == 0 { return alphabet == .codeLength ? "the code length code is empty" : nil }

    var left = 1
    for length in 1...15 {
      left <<= 1
      left -= count[length]
      if left < 0 { return "over-subscribed" }
    }
    if left > 0, alphabet == .codeLength || maxLength != 1 { return "incomplete" }

    // The first canonical code of each length (RFC 1951 §3.2.2, step 2).
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + count[length - 1]) << 1
      nextCode[length] = code
    }
    // Symbols in canonical order: by length, then by symbol. `offsets[length]` is where the symbols
    // of that length start; filling the list moves each to where the next length starts.
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + count[length] }
    let symbolCount = offsets[15] + count[15]
    var sorted = [Int](repeating: 0, count: symbolCount)
    for (symbol, length) in lengths.enumerated() where length != 0 {
      sorted[offsets[Int(length)]] = symbol
      offsets[Int(length)] += 1
    }

    var remaining = count
    var used = rootSize
    var subtablePrefix = -1
    var subtableStart = 0
    var subtableBits = 0
    for position in 0..<symbolCount {
      let symbol = sorted[position]
      let length = Int(lengths[symbol])
      let reversed = reverse(nextCode[length], length)
      nextCode[length] += 1
      let value = entry(symbol: symbol, length: length, alphabet: alphabet)
      if length <= rootBits {
        var slot = reversed
        while slot < rootSize {
          table[slot] = value
          slot += 1 << length
        }
      } else {
        let prefix = reversed & (rootSize - 1)
        if prefix != subtablePrefix {
          // The subtable's size: enough bits to hold every code sharing this prefix (zlib's rule).
          var bits = length - rootBits
          var room = 1 << bits
          while bits + rootBits < maxLength {
            room -= remaining[bits + rootBits]
            if room <= 0 { break }
            bits += 1
            room <<= 1
          }
          guard used + (1 << bits) <= capacity else { return "the table needs more than \(capacity) entries" }
          subtablePrefix = prefix
          subtableStart = used
          subtableBits = bits
          (table + used).update(repeating: unreachable, count: 1 << bits)
          used += 1 << bits
          table[prefix] = UInt32(subtableStart) << 16 | subtable | UInt32(bits) << 8 | UInt32(rootBits)
        }
        var slot = reversed >> rootBits
        while slot < 1 << subtableBits {
          table[subtableStart + slot] = value
          slot += 1 << (length - rootBits)
        }
      }
      remaining[length] -= 1
    }
    return nil
  }

  /// The low `length` bits of `code`, in reverse order.
  static func reverse(_ code: Int, _ length: Int) -> Int {
    var result = 0
    var code = code
    for _ in 0..<length {
      result = result << 1 | code & 1
      code >>= 1
    }
    return result
  }
}
