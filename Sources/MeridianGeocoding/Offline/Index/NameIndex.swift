import Foundation

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
  /// The ``rankedKeyLimit`` key ids with the best ranks among their records, highest first (for
  /// suggestions on short prefixes).
  var keysByRank: [UInt32]

  /// Set on a posting when the key is one of the record's alternate names.
  static let alternateFlag: UInt32 = 1 << 31

  /// How many keys ``keysByRank`` keeps.
  static let rankedKeyLimit = 65_536

  var keyCount: Int { keys.count }

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

  /// Keys of which some prefix is within `maxEdits` (optimal string alignment) of `query`.
  ///
  /// Walks the sorted keys as a trie, one dynamic-programming row per trie node, and returns key
  /// ranges with the edits their shared prefix needed. The first `exactPrefix` bytes must match.
  func fuzzyPrefixRanges(_ query: [UInt8], maxEdits: Int, exactPrefix: Int = 1) -> [(range: Range<Int>, edits: Int)] {
    guard query.count > exactPrefix else { return [] }
    var result: [(Range<Int>, Int)] = []
    let anchor = Array(query[0..<exactPrefix])
    let start = prefixRange(anchor)
    guard !start.isEmpty else { return [] }
    let width = query.count + 1
    // Row for the anchor prefix: exact match of the first `exactPrefix` bytes.
    var row = [Int](repeating: 0, count: width)
    for j in 0..<width { row[j] = abs(j - exactPrefix) }
    keys.bytes.withUnsafeBufferPointer { bytes in
      var stack: [(range: Range<Int>, depth: Int, row: [Int], previousRow: [Int], previousByte: UInt8)] = [
        (start, exactPrefix, row, row, anchor[exactPrefix - 1])
      ]
      while let node = stack.popLast() {
        var i = node.range.lowerBound
        let depth = node.depth
        while i < node.range.upperBound {
          let keyStart = Int(keys.offsets[i])
          let keyLength = Int(keys.offsets[i + 1]) - keyStart
          if keyLength <= depth {
            i += 1
            continue
          }
          let byte = bytes[keyStart + depth]
          // The end of the run of keys with this byte at `depth`.
          var low = i + 1
          var high = node.range.upperBound
          while low < high {
            let middle = (low + high) / 2
            let s = Int(keys.offsets[middle])
            let l = Int(keys.offsets[middle + 1]) - s
            if l > depth && bytes[s + depth] == byte { low = middle + 1 } else { high = middle }
          }
          let child = i..<low
          var next = [Int](repeating: 0, count: width)
          next[0] = depth + 1
          var rowMin = next[0]
          for j in 1..<width {
            let cost = query[j - 1] == byte ? 0 : 1
            var value = min(node.row[j - 1] + cost, node.row[j] + 1, next[j - 1] + 1)
            if j > 1, query[j - 1] == node.previousByte, query[j - 2] == byte {
              value = min(value, node.previousRow[j - 2] + 1)
            }
            next[j] = value
            rowMin = min(rowMin, value)
          }
          if next[width - 1] <= maxEdits {
            result.append((child, next[width - 1]))
          } else if rowMin <= maxEdits {
            stack.append((child, depth + 1, next, node.row, byte))
          }
          i = low
        }
      }
    }
    return result
  }
}

/// Collects (key, record) pairs and builds a ``NameIndex``.
struct NameIndexBuilder {
  private var postingsByKey: [[UInt8]: [UInt32]] = [:]

  /// Adds a key for a record.
  mutating func add(_ key: [UInt8], record: Int, alternate: Bool) {
    guard !key.isEmpty else { return }
    let posting = UInt32(record) | (alternate ? NameIndex.alternateFlag : 0)
    postingsByKey[key, default: []].append(posting)
  }

  /// Sorts the keys and postings (best rank first; a primary before an alternate of the same record).
  func build(ranks: [Double]) -> NameIndex {
    var sortedKeys = Array(postingsByKey.keys)
    sortedKeys.sort { a, b in
      a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
          let n = min(pa.count, pb.count)
          let c = n > 0 ? memcmp(pa.baseAddress!, pb.baseAddress!, n) : 0
          return c != 0 ? c < 0 : pa.count < pb.count
        }
      }
    }
    var pool = StringPool(bytes: [], offsets: [0])
    var starts: [UInt32] = [0]
    var postings: [UInt32] = []
    var bestRank: [Double] = []
    for key in sortedKeys {
      pool.bytes.append(contentsOf: key)
      pool.offsets.append(UInt32(pool.bytes.count))
      var list = postingsByKey[key] ?? []
      // One posting per record: a primary match wins over an alternate one.
      let recordMask = ~NameIndex.alternateFlag
      list.sort { a, b in
        let ra = a & recordMask
        let rb = b & recordMask
        return ra != rb ? ra < rb : a < b
      }
      var unique: [UInt32] = []
      for posting in list {
        if let last = unique.last, last & recordMask == posting & recordMask { continue }
        unique.append(posting)
      }
      unique.sort { a, b in
        let ra = ranks[Int(a & recordMask)]
        let rb = ranks[Int(b & recordMask)]
        return ra != rb ? ra > rb : (a & recordMask) < (b & recordMask)
      }
      bestRank.append(unique.first.map { ranks[Int($0 & recordMask)] } ?? 0)
      postings.append(contentsOf: unique)
      starts.append(UInt32(postings.count))
    }
    var byRank: [UInt32] = Array(0..<UInt32(sortedKeys.count))
    byRank.sort { (a: UInt32, b: UInt32) -> Bool in
      let ra: Double = bestRank[Int(a)]
      let rb: Double = bestRank[Int(b)]
      return ra != rb ? ra > rb : a < b
    }
    return NameIndex(
      keys: pool, postingStarts: starts, postings: postings, keysByRank: Array(byRank.prefix(NameIndex.rankedKeyLimit)))
  }
}
