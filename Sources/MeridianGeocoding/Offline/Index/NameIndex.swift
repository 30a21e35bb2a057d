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
  /// The most prominent suggestion entries of every block of keys, by rank: the node lists of
  /// ``PrefixRanking`` (for suggestions on any prefix).
  var keysByRank: [UInt32]

  /// Set on a posting when the key is one of the record's alternate names.
  static let alternateFlag: UInt32 = 1 << 31

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
  /// Walks the sorted keys as a trie, depth first, one dynamic-programming row per trie level (kept
  /// in one scratch buffer), and returns key ranges with the edits their shared prefix needed. The
  /// first `exactPrefix` bytes must match.
  func fuzzyPrefixRanges(_ query: [UInt8], maxEdits: Int, exactPrefix: Int = 1) -> [(range: Range<Int>, edits: Int)] {
    guard query.count > exactPrefix, exactPrefix > 0 else { return [] }
    let start = prefixRange(Array(query[0..<exactPrefix]))
    guard !start.isEmpty else { return [] }
    let width = query.count + 1
    let levels = query.count + maxEdits + 2 - exactPrefix
    var result: [(Range<Int>, Int)] = []
    keys.bytes.withUnsafeBufferPointer { bytes in
      keys.offsets.withUnsafeBufferPointer { offsets in
        query.withUnsafeBufferPointer { query in
          withUnsafeTemporaryAllocation(of: Int.self, capacity: levels * width) { rows in
            // Row 0: the anchor, matched exactly.
            for j in 0..<width { rows[j] = abs(j - exactPrefix) }
            let walk = TrieWalk(
              bytes: bytes, offsets: offsets, query: query, rows: rows, width: width, maxEdits: maxEdits,
              exactPrefix: exactPrefix)
            walk.visit(start, depth: exactPrefix, level: 0, previousByte: query[exactPrefix - 1], into: &result)
          }
        }
      }
    }
    return result
  }
}

/// The depth-first walk of ``NameIndex/fuzzyPrefixRanges(_:maxEdits:exactPrefix:)``.
private struct TrieWalk {
  let bytes: UnsafeBufferPointer<UInt8>
  let offsets: UnsafeBufferPointer<UInt32>
  let query: UnsafeBufferPointer<UInt8>
  let rows: UnsafeMutableBufferPointer<Int>
  let width: Int
  let maxEdits: Int
  let exactPrefix: Int

  /// Visits the children of the trie node of keys `range` that share `depth` bytes; its row is
  /// row `level` of the scratch buffer.
  func visit(
    _ range: Range<Int>, depth: Int, level: Int, previousByte: UInt8, into result: inout [(Range<Int>, Int)]
  ) {
    let row = level * width
    let next = row + width
    // The row above, for transpositions (the anchor's own row at the top, as the anchor is exact).
    let above = level > 0 ? row - width : row
    var nodeMin = Int.max
    for j in 0..<width { nodeMin = min(nodeMin, rows[row + j]) }
    guard next + width <= rows.count else { return }
    var i = range.lowerBound
    while i < range.upperBound {
      let keyStart = Int(offsets[i])
      if Int(offsets[i + 1]) - keyStart <= depth {
        i += 1
        continue
      }
      let byte = bytes[keyStart + depth]
      // The end of the run of keys with this byte at `depth`: gallop, then binary search.
      @inline(__always) func inRun(_ k: Int) -> Bool {
        let s = Int(offsets[k])
        return Int(offsets[k + 1]) - s > depth && bytes[s + depth] == byte
      }
      var step = 1
      while i + step < range.upperBound, inRun(i + step) { step <<= 1 }
      var low = i + step / 2 + 1
      var high = min(i + step, range.upperBound)
      while low < high {
        let middle = (low + high) / 2
        if inRun(middle) { low = middle + 1 } else { high = middle }
      }
      let child = i..<low
      rows[next] = depth + 1
      var rowMin = rows[next]
      for j in 1..<width {
        let cost = query[j - 1] == byte ? 0 : 1
        var value = min(rows[row + j - 1] + cost, rows[row + j] + 1, rows[next + j - 1] + 1)
        if j > 1, query[j - 1] == previousByte, query[j - 2] == byte {
          value = min(value, rows[above + j - 2] + 1)
        }
        rows[next + j] = value
        rowMin = min(rowMin, value)
      }
      if rows[next + width - 1] <= maxEdits {
        result.append((child, rows[next + width - 1]))
      } else if rowMin == maxEdits, nodeMin + 1 >= maxEdits {
        // No edit is left but perhaps one swap of this byte with the next (when this node's row
        // still had an edit to spare): below this child a key can only continue with the rest of
        // the query after an alignment that used them all, so look those continuations up directly.
        for j in 0..<(width - 1) where rows[next + j] == maxEdits {
          let found = continuation(child, offset: depth + 1, lead: nil, from: j)
          if !found.isEmpty { result.append((found, maxEdits)) }
        }
        if nodeMin + 1 == maxEdits {
          for j in 2..<width where query[j - 1] == byte && rows[row + j - 2] + 1 == maxEdits {
            let found = continuation(child, offset: depth + 1, lead: query[j - 2], from: j)
            if !found.isEmpty { result.append((found, maxEdits)) }
          }
        }
      } else if rowMin <= maxEdits {
        visit(child, depth: depth + 1, level: level + 1, previousByte: byte, into: &result)
      }
      i = low
    }
  }

  /// The keys of `range` whose bytes from `offset` on start with `lead` (if any) and then the query
  /// from `start` on.
  private func continuation(_ range: Range<Int>, offset: Int, lead: UInt8?, from start: Int) -> Range<Int> {
    let skip = lead == nil ? 0 : 1
    let count = query.count - start + skip
    @inline(__always) func wanted(_ t: Int) -> UInt8 { t < skip ? lead ?? 0 : query[start + t - skip] }
    @inline(__always) func compare(_ k: Int) -> Int {
      let s = Int(offsets[k]) + offset
      let available = Int(offsets[k + 1]) - s
      for t in 0..<min(available, count) where bytes[s + t] != wanted(t) {
        return bytes[s + t] < wanted(t) ? -1 : 1
      }
      return available >= count ? 0 : -1
    }
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if compare(middle) < 0 { low = middle + 1 } else { high = middle }
    }
    let first = low
    high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if compare(middle) <= 0 { low = middle + 1 } else { high = middle }
    }
    return first..<low
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

  /// Sorts the keys and postings (best rank first; a primary before an alternate of the same record)
  /// and ranks them for suggestions; `streets` tells which records are addresses without a name.
  func build(ranks: [Double], streets: [Bool]) -> NameIndex {
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
      postings.append(contentsOf: unique)
      starts.append(UInt32(postings.count))
    }
    var index = NameIndex(keys: pool, postingStarts: starts, postings: postings, keysByRank: [])
    index.keysByRank = PrefixRanking.build(names: index, ranks: ranks, isStreet: { streets[$0] })
    return index
  }
}
