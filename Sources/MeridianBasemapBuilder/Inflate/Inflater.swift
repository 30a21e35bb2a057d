/// The inflater's state: the input with a 64-bit bit buffer, the output, and the Huffman tables.
///
/// Bits are read least significant first (RFC 1951 §3.1.1). The bit buffer holds `bitCount` valid bits;
/// the bits above them are zero or the input bits that follow, so refilling may OR the next bytes in at
/// `bitCount` again. Near the end of the input, refills add zero bytes past the end (`position` runs
/// beyond `inputCount`); a stream that consumes any of them is truncated, which every refill and the end
/// of the stream check.
struct Inflater {
  let input: UnsafePointer<UInt8>
  let inputCount: Int
  /// The next input byte to load into the bit buffer (may pass `inputCount`: zero bytes past the end).
  var position: Int
  var bitBuffer: UInt64 = 0
  var bitCount = 0

  /// The output so far: `outCount` bytes of `capacity`.
  var output: UnsafeMutablePointer<UInt8>
  var capacity: Int
  var outCount = 0
  /// The most output allowed (the declared size when there is one).
  let limit: Int
  let declared: Int?
  /// The largest back-reference distance the stream's window allows.
  let window: Int
  let cancellable: Bool

  /// The literal/length, distance and code-length tables, one allocation.
  let tables: UnsafeMutablePointer<UInt32>
  var literalLengthTable: UnsafeMutablePointer<UInt32> { tables }
  var distanceTable: UnsafeMutablePointer<UInt32> { tables + HuffmanTable.literalLengthCapacity }
  var codeLengthTable: UnsafeMutablePointer<UInt32> {
    tables + HuffmanTable.literalLengthCapacity + HuffmanTable.distanceCapacity
  }

  init(
    input: UnsafePointer<UInt8>, inputCount: Int, start: Int, capacity: Int, limit: Int, declared: Int?, window: Int,
    cancellable: Bool
  ) {
    self.input = input
    self.inputCount = inputCount
    self.position = start
    self.capacity = max(capacity, 1)
    self.output = .allocate(capacity: self.capacity)
    self.limit = limit
    self.declared = declared
    self.window = window
    self.cancellable = cancellable
    self.tables = .allocate(
      capacity: HuffmanTable.literalLengthCapacity + HuffmanTable.distanceCapacity + HuffmanTable.codeLengthCapacity)
  }

  func deallocate() {
    output.deallocate()
    tables.deallocate()
  }

  /// The bits consumed so far, counted from the start of the input.
  var consumedBits: Int { position &* 8 &- bitCount }

  /// The byte offset of the next unconsumed bit, for error messages.
  var offset: Int { min(consumedBits / 8, inputCount) }

  /// The byte just after the stream's last block (the bit buffer's partial byte is padding).
  func streamEnd() -> Int { (consumedBits + 7) / 8 }

  /// An error at the current offset; `truncated` instead when the stream already read past its end
  /// (whatever a zero byte past the end decoded to is an artefact of the truncation).
  func failure(_ reason: InflateError.Reason) -> InflateError {
    if consumedBits > inputCount &* 8 { return InflateError(.truncated, offset: inputCount) }
    return InflateError(reason, offset: offset)
  }

  /// Fills the bit buffer to at least 56 bits, one byte at a time, with zero bytes past the end.
  ///
  /// - Throws: ``InflateError/Reason/truncated`` when bits past the end were already consumed.
  mutating func refillSlowly() throws(InflateError) {
    if consumedBits > inputCount &* 8 { throw InflateError(.truncated, offset: inputCount) }
    while bitCount <= 56 {
      if position < inputCount { bitBuffer |= UInt64(input[position]) &<< UInt64(bitCount) }
      position += 1
      bitCount += 8
    }
  }

  /// Takes `count` (at most 32) bits, refilling first if needed.
  mutating func bits(_ count: Int) throws(InflateError) -> Int {
    if bitCount < count { try refillSlowly() }
    let value = Int(truncatingIfNeeded: bitBuffer & ((1 &<< UInt64(count)) &- 1))
    bitBuffer &>>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Inflates every block up to the last one.
  mutating func run() throws(InflateError) {
    var last = false
    while !last {
      if cancellable, Task.isCancelled { throw InflateError(.cancelled, offset: offset) }
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try copyStoredBlock()
      case 1:
        try buildFixedTables()
        try decodeHuffmanBlock()
      case 2:
        try readDynamicTables()
        try decodeHuffmanBlock()
      default: throw failure(.reservedBlockType)
      }
    }
    if consumedBits > inputCount &* 8 { throw InflateError(.truncated, offset: inputCount) }
  }

  /// Makes room for `count` more output bytes: grows the buffer up to the limit, or throws.
  mutating func reserve(_ count: Int) throws(InflateError) {
    let needed = outCount + count
    if needed <= capacity { return }
    guard needed <= limit else {
      if let declared { throw failure(.sizeMismatch(declared: declared, actual: needed)) }
      throw failure(.outputTooLarge(limit: limit))
    }
    let grown = min(limit, max(needed, capacity.multipliedReportingOverflow(by: 2).partialValue))
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.update(from: output, count: outCount)
    output.deallocate()
    output = larger
    capacity = grown
  }

  /// A stored block (RFC 1951 §3.2.4): skip to the byte boundary, LEN, NLEN, LEN bytes.
  mutating func copyStoredBlock() throws(InflateError) {
    let drop = bitCount & 7
    bitBuffer &>>= UInt64(drop)
    bitCount -= drop
    if consumedBits > inputCount &* 8 { throw InflateError(.truncated, offset: inputCount) }
    position = consumedBits / 8
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= inputCount else { throw InflateError(.truncated, offset: inputCount) }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else {
      throw InflateError(.storedLengthMismatch(length: length, complement: complement), offset: position)
    }
    position += 4
    guard position + length <= inputCount else { throw InflateError(.truncated, offset: inputCount) }
    try reserve(length)
    (output + outCount).update(from: input + position, count: length)
    outCount += length
    position += length
  }

  /// The fixed code of block type 1 (RFC 1951 §3.2.6).
  mutating func buildFixedTables() throws(InflateError) {
    var lengths = [UInt8](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    try build(lengths[...], literalLengthTable, .literalLength, "literal/length")
    let distances = [UInt8](repeating: 5, count: 32)
    try build(distances[...], distanceTable, .distance, "distance")
  }

  /// Builds one table, or throws ``InflateError/Reason/invalidCodeLengths(_:)`` naming the code.
  func build(
    _ lengths: ArraySlice<UInt8>, _ table: UnsafeMutablePointer<UInt32>, _ alphabet: HuffmanTable.Alphabet,
    _ name: String
  ) throws(InflateError) {
    let (capacity, rootBits): (Int, Int)
    switch alphabet {
    case .codeLength: (capacity, rootBits) = (HuffmanTable.codeLengthCapacity, HuffmanTable.codeLengthRootBits)
    case .literalLength:
      (capacity, rootBits) = (HuffmanTable.literalLengthCapacity, HuffmanTable.literalLengthRootBits)
    case .distance: (capacity, rootBits) = (HuffmanTable.distanceCapacity, HuffmanTable.distanceRootBits)
    }
    let fault = lengths.withUnsafeBufferPointer { lengths in
      HuffmanTable.build(lengths: lengths, table: table, capacity: capacity, rootBits: rootBits, alphabet: alphabet)
    }
    if let fault { throw failure(.invalidCodeLengths("the \(name) code is \(fault)")) }
  }
}
