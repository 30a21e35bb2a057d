import Foundation
import MeridianCore
import MeridianGeocoding

/// The searchable keys of an offline index: every canonical name key (see ``KeyNormalizer``),
/// sorted byte-wise, each with the records it names.
///
/// Sorted keys give exact lookups and prefix ranges by binary search, and act as an implicit trie
/// for typo-tolerant prefix matching.
struct NameIndex: Sendable, Equatable {
  /// The keys, sorted by their bytes.
  var keys: StringPool
  /// The postings of key `k` are `postings[postingStarts[k]..<postingStarts[k + 1]]`.
  var postingStarts: [UInt32]
  /// Record ids, best rank first within a key; ``alternateFlag`` marks a match on an alternate name.
  var postings: [UInt32]
  /// The most prominent suggestion entries of every block of keys, by rank: the node lists of
  /// ``PrefixRanking`` (for suggestions on any prefix; derived from the keys, postings and ranks,
  /// and rebuilt on load).
  var keysByRank: [UInt32]
  /// The first 8 bytes of each key, big-endian and zero-padded, for trie walks that touch one array
  /// (derived; empty when a key holds a zero byte, which would be ambiguous with the padding).
  private(set) var heads: [UInt64]

  /// Wraps the parts and derives ``heads``.
  init(keys: StringPool, postingStarts: [UInt32], postings: [UInt32], keysByRank: [UInt32]) {
    self.keys = keys
    self.postingStarts = postingStarts
    self.postings = postings
    self.keysByRank = keysByRank
    self.heads = Self.heads(of: keys)
  }

  /// The heads of a pool's strings, or none when its offsets are inconsistent or a string holds a
  /// zero byte.
  private static func heads(of pool: StringPool) -> [UInt64] {
    let offsets = pool.offsets
    guard offsets.first == 0, offsets.last.map({ Int($0) == pool.bytes.count }) == true else { return [] }
    var heads: [UInt64] = []
    heads.reserveCapacity(pool.count)
    for k in 0..<pool.count {
      let start = Int(offsets[k])
      let end = Int(offsets[k + 1])
      guard start <= end else { return [] }
      var head: UInt64 = 0
      for t in 0..<min(8, end - start) {
        let byte = pool.bytes[start + t]
        guard byte != 0 else { return [] }
        head |= UInt64(byte) << (56 - 8 * UInt64(t))
      }
      heads.append(head)
    }
    return heads
  }

  /// Set on a posting when the key is one of the record's alternate names.
  static let alternateFlag: UInt32 = 1 << 31

  var keyCount: Int { keys.count }

  /// The number of bytes the keys, postings, suggestion ranking and heads occupy.
  var byteCount: Int {
    keys.byteCount + postingStarts.elementBytes + postings.elementBytes + keysByRank.elementBytes + heads.elementBytes
  }

  /// The postings of a key.
  func postings(of key: Int) -> ArraySlice<UInt32> {
    postings[Int(postingStarts[key])..<Int(postingStarts[key + 1])]
  }

  /// Returns a Boolean value indicating whether a key names at least one record by its primary name.
  func hasPrimary(_ key: Int) -> Bool {
    postings(of: key).contains { $0 & Self.alternateFlag == 0 }
  }

  /// Compares key `id` with `bytes`: negative, zero or positive.
  @inline(__always) private func compare(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>, prefixOnly: Bool) -> Int {
    keys.withBytes(UInt32(id)) { key in
      let n = prefixOnly ? min(key.count, bytes.count) : min(key.count, bytes.count)
      if n > 0 {
        let c = memcmp(key.baseAddress!, bytes.baseAddress!, n)
        if c != 0 { return Int(c) }
      }
      if prefixOnly { return key.count >= bytes.count ? 0 : -1 }
      return key.count - bytes.count
    }
  }

  /// The first key not less than `bytes` (as a whole key, or as a prefix with `prefixOnly`).
  private func lowerBound(_ bytes: UnsafeBufferPointer<UInt8>, prefixOnly: Bool) -> Int {
    var low = 0
    var high = keyCount
    while low < high {
      let middle = (low + high) / 2
      if compare(middle, bytes, prefixOnly: prefixOnly) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The id of an exact key, or `nil`.
  func find(_ key: [UInt8]) -> Int? {
    guard !key.isEmpty else { return nil }
    return key.withUnsafeBufferPointer { bytes in
      let index = lowerBound(bytes, prefixOnly: false)
      return index < keyCount && compare(index, bytes, prefixOnly: false) == 0 ? index : nil
    }
  }

  /// The range of key ids that start with `prefix`.
  func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
    guard !prefix.isEmpty else { return 0..<keyCount }
    return prefix.withUnsafeBufferPointer { bytes in
      let low = lowerBound(bytes, prefixOnly: true)
      var high = low
      // Gallop, then binary-search the end of the run of keys that have the prefix.
      var step = 1
      while high < keyCount && compare(high, bytes, prefixOnly: true) == 0 {
        high = min(keyCount, high + step)
        step *= 2
      }
      var a = max(low, high - step / 2)
      var b = high
      while a < b {
        let middle = (a + b) / 2
        if compare(middle, bytes, prefixOnly: true) == 0 { a = middle + 1 } else { b = middle }
      }
      return low..<a
    }
  }
}
