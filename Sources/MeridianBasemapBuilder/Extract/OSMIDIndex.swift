/// A hash index from element ids to their positions: open addressing with linear probing over a
/// power-of-two table at most half full, holding positions only (the ids stay in their array).
///
/// A lookup hashes the id (Fibonacci hashing), then compares the ids at the probed positions; it
/// allocates nothing. Memory: 8 to 16 bytes per element (an `Int32` slot, at least twice as many
/// slots as elements, rounded up to a power of two).
package struct OSMIDIndex: Sendable, Hashable {
  /// Element positions, or -1 for an empty slot.
  private var slots: [Int32]
  private let shift: UInt64

  /// Indexes `ids` (distinct; at most `Int32.max` of them).
  init(_ ids: [Int64]) {
    var bits: UInt64 = 1
    while (1 << bits) < ids.count * 2 { bits += 1 }
    shift = 64 - bits
    let mask = (1 << Int(bits)) - 1
    var slots = [Int32](repeating: -1, count: 1 << Int(bits))
    for (position, id) in ids.enumerated() {
      var slot = Self.hash(id, shift)
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: position)
    }
    self.slots = slots
  }

  @inline(__always)
  private static func hash(_ id: Int64, _ shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The position of `id` in `ids` (the array the index was built from), or `nil`.
  @inline(__always)
  func position(of id: Int64, in ids: [Int64]) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(id, shift)
    while true {
      let position = Int(slots[slot])
      if position < 0 { return nil }
      if ids[position] == id { return position }
      slot = (slot + 1) & mask
    }
  }
}
