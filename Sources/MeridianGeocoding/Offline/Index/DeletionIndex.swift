/// A symmetric-deletion index for typo-tolerant whole-name lookups.
///
/// For every key that names a record by its primary name, the index stores the key's first
/// ``prefixLength`` bytes with up to one deletion (keys of 4–7 bytes) or two (8 bytes and more). A
/// query generates its own deletions the same way and looks them up; two strings within `k` edits
/// share a string reachable by at most `k` deletions from each side's prefix, so every match is
/// found. Each candidate is then verified with the bounded Damerau–Levenshtein distance over the
/// whole key (see ``EditDistance``). A lookup touches a few dozen hash buckets instead of every name.
///
/// The index is derived data: it is rebuilt from the ``NameIndex`` when a locator is built or loaded.
struct DeletionIndex: Sendable {
  /// How many leading bytes of a key the deletions are taken from.
  static let prefixLength = 7

  private let mask: Int
  private let bucketStarts: [UInt32]
  private let entryKeys: [UInt64]
  private let entryGroups: [UInt32]
  /// The keys of prefix group `g` are `groupKeys[groupStarts[g]..<groupStarts[g + 1]]`.
  private let groupStarts: [UInt32]
  private let groupKeys: [UInt32]

  /// Builds the index over the keys of a name index that name a record by its primary name.
  init(names: NameIndex) {
    // Group keys by their prefix.
    var groupOf: [UInt64: Int] = [:]
    var groups: [(packed: UInt64, maxEdits: Int, keys: [UInt32])] = []
    for key in 0..<names.keyCount where names.hasPrimary(key) {
      let length = names.keys.length(UInt32(key))
      let edits = EditDistance.allowedEdits(forLength: length)
      let packed = names.keys.withBytes(UInt32(key)) { Self.pack($0, count: min($0.count, Self.prefixLength)) }
      if let group = groupOf[packed] {
        groups[group].keys.append(UInt32(key))
        groups[group].maxEdits = max(groups[group].maxEdits, edits)
      } else {
        groupOf[packed] = groups.count
        groups.append((packed, edits, [UInt32(key)]))
      }
    }
    // Every deletion variant of every group prefix.
    var variants: [(key: UInt64, group: UInt32)] = []
    variants.reserveCapacity(groups.count * 16)
    var scratch: [UInt64] = []
    for (index, group) in groups.enumerated() {
      scratch.removeAll(keepingCapacity: true)
      Self.deletions(of: group.packed, upTo: group.maxEdits, into: &scratch)
      for variant in scratch { variants.append((variant, UInt32(index))) }
    }
    var bucketCount = 16
    while bucketCount < variants.count { bucketCount <<= 1 }
    let mask = bucketCount - 1
    var counts = [UInt32](repeating: 0, count: bucketCount + 1)
    for variant in variants { counts[Self.bucket(variant.key, mask) + 1] += 1 }
    for i in 0..<bucketCount { counts[i + 1] += counts[i] }
    var fill = counts
    var keysOut = [UInt64](repeating: 0, count: variants.count)
    var groupsOut = [UInt32](repeating: 0, count: variants.count)
    for variant in variants {
      let b = Self.bucket(variant.key, mask)
      let position = Int(fill[b])
      fill[b] += 1
      keysOut[position] = variant.key
      groupsOut[position] = variant.group
    }
    var starts: [UInt32] = [0]
    var members: [UInt32] = []
    for group in groups {
      members.append(contentsOf: group.keys)
      starts.append(UInt32(members.count))
    }
    self.mask = mask
    self.bucketStarts = counts
    self.entryKeys = keysOut
    self.entryGroups = groupsOut
    self.groupStarts = starts
    self.groupKeys = members
  }

  /// The number of stored deletion variants.
  var entryCount: Int { entryKeys.count }

  /// The approximate number of bytes the index occupies.
  var byteCount: Int {
    bucketStarts.count * 4 + entryKeys.count * 12 + groupStarts.count * 4 + groupKeys.count * 4
  }

  /// Keys within their allowed number of edits of `query`, with the edit count.
  ///
  /// A key of length `n` is allowed ``EditDistance/allowedEdits(forLength:)`` edits.
  func search(_ query: [UInt8], names: NameIndex) -> [(key: Int, edits: Int)] {
    let length = query.count
    let queryEdits = length >= 6 ? 2 : (length >= 3 ? 1 : 0)
    guard queryEdits > 0 else { return [] }
    var variants: [UInt64] = []
    query.withUnsafeBufferPointer { bytes in
      Self.deletions(of: Self.pack(bytes, count: min(length, Self.prefixLength)), upTo: queryEdits, into: &variants)
    }
    var seenGroups = Set<UInt32>()
    var result: [(Int, Int)] = []
    query.withUnsafeBufferPointer { q in
      for variant in variants {
        let b = Self.bucket(variant, mask)
        for entry in Int(bucketStarts[b])..<Int(bucketStarts[b + 1]) where entryKeys[entry] == variant {
          let group = entryGroups[entry]
          guard seenGroups.insert(group).inserted else { continue }
          for member in Int(groupStarts[Int(group)])..<Int(groupStarts[Int(group) + 1]) {
            let key = Int(groupKeys[member])
            let keyLength = names.keys.length(UInt32(key))
            let allowed = EditDistance.allowedEdits(forLength: keyLength)
            guard allowed > 0, abs(keyLength - length) <= allowed else { continue }
            let distance = names.keys.withBytes(UInt32(key)) { EditDistance.osa(q, $0, bound: allowed) }
            if let distance { result.append((key, distance)) }
          }
        }
      }
    }
    return result
  }

  @inline(__always) private static func bucket(_ key: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }

  /// Packs up to 7 bytes and their count into one integer (bytes high, count in the lowest byte).
  @inline(__always) static func pack(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64 {
    var value: UInt64 = 0
    for i in 0..<count { value |= UInt64(bytes[i]) << (56 - 8 * UInt64(i)) }
    return value | UInt64(count)
  }

  /// Removes the byte at `position` from a packed string.
  @inline(__always) private static func delete(_ packed: UInt64, at position: Int) -> UInt64 {
    let count = Int(packed & 0xFF)
    let body = packed & ~0xFF
    let keepBits = 8 * position
    let high: UInt64 = keepBits == 0 ? 0 : body & (~UInt64(0) << (64 - UInt64(keepBits)))
    let low = keepBits + 8 >= 64 ? 0 : (body << UInt64(keepBits + 8)) >> UInt64(keepBits)
    return high | (low & ~0xFF) | UInt64(count - 1)
  }

  /// Appends the distinct strings reachable by deleting up to `edits` bytes (the string itself included).
  private static func deletions(of packed: UInt64, upTo edits: Int, into out: inout [UInt64]) {
    out.append(packed)
    var frontier = [packed]
    for _ in 0..<edits {
      var next: [UInt64] = []
      for value in frontier {
        let count = Int(value & 0xFF)
        guard count > 1 else { continue }
        for position in 0..<count {
          let variant = delete(value, at: position)
          if !out.contains(variant) {
            out.append(variant)
            next.append(variant)
          }
        }
      }
      frontier = next
    }
  }
}
