/// The Adler-32 checksum (RFC 1950 §8.2).
enum Adler32 {
  /// The checksum of `bytes`.
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var a: UInt64 = 1
    var b: UInt64 = 0
    var index = 0
    let count = bytes.count
    // 5,552 is the most bytes for which b cannot overflow 32 bits (zlib's NMAX); with 64-bit sums the
    // reduction could wait longer, but this keeps the arithmetic in the range zlib proves.
    while index < count {
      let end = min(count, index + 5_552)
      while index + 8 <= end {
        a &+= UInt64(bytes[index])
        b &+= a
        a &+= UInt64(bytes[index + 1])
        b &+= a
        a &+= UInt64(bytes[index + 2])
        b &+= a
        a &+= UInt64(bytes[index + 3])
        b &+= a
        a &+= UInt64(bytes[index + 4])
        b &+= a
        a &+= UInt64(bytes[index + 5])
        b &+= a
        a &+= UInt64(bytes[index + 6])
        b &+= a
        a &+= UInt64(bytes[index + 7])
        b &+= a
        index += 8
      }
      while index < end {
        a &+= UInt64(bytes[index])
        b &+= a
        index += 1
      }
      a %= 65_521
      b %= 65_521
    }
    return UInt32(b << 16 | a)
  }
}
