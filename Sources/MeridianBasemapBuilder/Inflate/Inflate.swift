/// Inflates zlib (RFC 1950) and raw DEFLATE (RFC 1951) streams: stored, fixed-Huffman and
/// dynamic-Huffman blocks, back-references over the full 32 KiB window, the Adler-32 check.
///
/// ```swift
/// let bytes = try Inflate.zlib(compressed, declaredSize: rawSize)
/// ```
///
/// Every fault is an ``InflateError`` naming the reason and the byte offset; nothing is returned from
/// a stream that fails. The output may not exceed `limit` bytes (default ``defaultOutputLimit``, the
/// PBF format's 32 MiB blob limit) and, when the container declares the size, must have exactly that
/// size. A preset dictionary (FDICT) is refused.
package enum Inflate {
  /// The default bound on the output, in bytes: 32 MiB, the PBF format's largest uncompressed blob.
  package static let defaultOutputLimit = 32 * 1_024 * 1_024

  /// Inflates a zlib stream (RFC 1950: the two-byte header, DEFLATE data, the Adler-32 of the output).
  ///
  /// - Parameters:
  ///   - input: The compressed bytes: exactly one stream, nothing after it.
  ///   - declaredSize: The size the container declares for the output (a PBF blob's `raw_size`), or
  ///     `nil`. When given, the output must have exactly this size.
  ///   - limit: The largest output allowed, in bytes.
  ///   - cancellable: Whether to check `Task.isCancelled` between blocks and throw
  ///     ``InflateError/Reason/cancelled`` when it is set.
  /// - Returns: The output bytes.
  /// - Throws: ``InflateError`` naming what was wrong and where.
  package static func zlib(
    _ input: UnsafeBufferPointer<UInt8>, declaredSize: Int? = nil, limit: Int = defaultOutputLimit,
    cancellable: Bool = false
  ) throws(InflateError) -> [UInt8] {
    try inflate(input, wrapped: true, declaredSize: declaredSize, limit: limit, cancellable: cancellable)
  }

  /// Inflates a zlib stream held in an array (see the buffer pointer form).
  package static func zlib(
    _ input: [UInt8], declaredSize: Int? = nil, limit: Int = defaultOutputLimit, cancellable: Bool = false
  ) throws(InflateError) -> [UInt8] {
    try input.withUnsafeBufferPointer { (bytes) throws(InflateError) in
      try inflate(bytes, wrapped: true, declaredSize: declaredSize, limit: limit, cancellable: cancellable)
    }
  }

  /// Inflates raw DEFLATE data (RFC 1951, no header and no checksum).
  ///
  /// - Parameters:
  ///   - input: The compressed bytes: exactly one stream (its last byte's unused bits are padding).
  ///   - declaredSize: The output's declared size, or `nil`.
  ///   - limit: The largest output allowed, in bytes.
  /// - Returns: The output bytes.
  /// - Throws: ``InflateError`` naming what was wrong and where.
  package static func deflate(
    _ input: [UInt8], declaredSize: Int? = nil, limit: Int = defaultOutputLimit
  ) throws(InflateError) -> [UInt8] {
    try input.withUnsafeBufferPointer { (bytes) throws(InflateError) in
      try inflate(bytes, wrapped: false, declaredSize: declaredSize, limit: limit, cancellable: false)
    }
  }

  private static func inflate(
    _ input: UnsafeBufferPointer<UInt8>, wrapped: Bool, declaredSize: Int?, limit: Int, cancellable: Bool
  ) throws(InflateError) -> [UInt8] {
    let limit = max(0, limit)
    var window = 1 << 15
    var start = 0
    if wrapped {
      window = try ZlibHeader.check(input)
      start = 2
    }
    if let declaredSize {
      guard declaredSize >= 0 else { throw InflateError(.sizeMismatch(declared: declaredSize, actual: 0), offset: 0) }
      guard declaredSize <= limit else { throw InflateError(.outputTooLarge(limit: limit), offset: 0) }
    }
    let initialCapacity =
      declaredSize ?? min(limit, max(1 << 16, input.count.multipliedReportingOverflow(by: 4).partialValue))
    // An empty input has no base address; a stream needs at least one byte.
    guard let base = input.baseAddress else { throw InflateError(.truncated, offset: 0) }
    var inflater = Inflater(
      input: base, inputCount: input.count, start: start, capacity: initialCapacity, limit: declaredSize ?? limit,
      declared: declaredSize,
      window: window, cancellable: cancellable)
    defer { inflater.deallocate() }
    try inflater.run()
    var end = inflater.streamEnd()
    if wrapped {
      guard end + 4 <= input.count else { throw InflateError(.truncated, offset: input.count) }
      let expected =
        UInt32(input[end]) << 24 | UInt32(input[end + 1]) << 16 | UInt32(input[end + 2]) << 8
        | UInt32(input[end + 3])
      let actual = Adler32.checksum(UnsafeBufferPointer(start: inflater.output, count: inflater.outCount))
      guard actual == expected else {
        throw InflateError(.checksumMismatch(expected: expected, actual: actual), offset: end)
      }
      end += 4
    }
    guard end == input.count else { throw InflateError(.trailingData(input.count - end), offset: end) }
    if let declaredSize, inflater.outCount != declaredSize {
      throw InflateError(.sizeMismatch(declared: declaredSize, actual: inflater.outCount), offset: end)
    }
    return Array(UnsafeBufferPointer(start: inflater.output, count: inflater.outCount))
  }
}

/// The zlib header (RFC 1950 §2.2).
enum ZlibHeader {
  /// Checks the two header bytes and returns the window size they announce.
  static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InflateError) -> Int {
    guard input.count >= 2 else { throw InflateError(.truncated, offset: input.count) }
    let cmf = Int(input[0])
    let flg = Int(input[1])
    guard (cmf << 8 | flg) % 31 == 0 else { throw InflateError(.headerCheckFailed, offset: 0) }
    guard cmf & 15 == 8 else { throw InflateError(.unsupportedMethod(cmf & 15), offset: 0) }
    guard cmf >> 4 <= 7 else { throw InflateError(.windowTooLarge(cmf >> 4), offset: 0) }
    guard flg & 0x20 == 0 else { throw InflateError(.presetDictionary, offset: 1) }
    return 1 << (cmf >> 4 + 8)
  }
}
