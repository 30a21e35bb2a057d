/// A 64-bit checksum over raw bytes (FNV-1a style over 8-byte words, then the tail bytes): what the
/// binary files Meridian writes carry to detect damage. Not a cryptographic hash.
package enum ByteChecksum {
  /// The starting value.
  package static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01B3

  /// Continues a checksum over a buffer.
  package static func update(_ hash: UInt64, _ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var h = hash
    let words = bytes.count / 8
    for i in 0..<words {
      h = (h ^ bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* prime
      h ^= h >> 29
    }
    for i in (words * 8)..<bytes.count { h = (h ^ UInt64(bytes[i])) &* prime }
    return h
  }
}
