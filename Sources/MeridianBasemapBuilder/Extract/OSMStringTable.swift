/// The extract's strings (tag keys, tag values, member roles), each once, with a hash index over
/// their UTF-8 bytes.
///
/// Strings are the same when their bytes are the same, as OpenStreetMap compares them (two spellings
/// that Unicode calls canonically equivalent stay two strings). Interning hashes the bytes (FNV-1a) and
/// makes a `String` only for a string not seen before, after checking that it is UTF-8.
package struct OSMStringTable: Sendable, Hashable {
  /// The strings, in the order they were first used.
  package private(set) var strings: [String] = []
  /// Every string's UTF-8 bytes, one after another, where each starts (one entry more), and each
  /// string's hash (compared before the bytes, and reused when the table grows).
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// String positions, or -1 for an empty slot; a power of two at most half full.
  private var slots = [Int32](repeating: -1, count: 1_024)

  /// The number of strings.
  package var count: Int { strings.count }

  /// The position of `string`, or `nil` when the table does not hold it.
  package func position(of string: String) -> Int32? {
    var string = string
    return string.withUTF8 { find($0, hash: Self.hash($0)).position }
  }

  /// The position of the string with these UTF-8 bytes, adding it when new; `nil` when the bytes are
  /// not UTF-8 (nothing is added).
  mutating func intern(_ utf8: UnsafeBufferPointer<UInt8>) -> Int32? {
    let hash = Self.hash(utf8)
    let (found, slot) = find(utf8, hash: hash)
    if let found { return found }
    guard let string = String(validating: utf8, as: UTF8.self) else { return nil }
    let position = Int32(truncatingIfNeeded: strings.count)
    strings.append(string)
    bytes.append(contentsOf: utf8)
    starts.append(bytes.count)
    hashes.append(hash)
    slots[slot] = position
    if strings.count * 2 > slots.count { grow() }
    return position
  }

  /// The position of the bytes, or `nil` and the empty slot where they would go.
  private func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (position: Int32?, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let position = slots[slot]
      if position < 0 { return (nil, slot) }
      if hashes[Int(position)] == hash, equal(Int(position), utf8) { return (position, slot) }
      slot = (slot + 1) & mask
    }
  }

  private func equal(_ position: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[position]
    guard starts[position + 1] - start == utf8.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      UnsafeBufferPointer(rebasing: stored[start..<start + utf8.count]).elementsEqual(utf8)
    }
  }

  private mutating func grow() {
    var larger = [Int32](repeating: -1, count: slots.count * 4)
    let mask = larger.count - 1
    for (position, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while larger[slot] >= 0 { slot = (slot + 1) & mask }
      larger[slot] = Int32(truncatingIfNeeded: position)
    }
    slots = larger
  }

  /// FNV-1a, 64-bit, mixed at the end so that the low bits (the slot) depend on every byte.
  private static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash ^ (hash >> 29)
  }
}
