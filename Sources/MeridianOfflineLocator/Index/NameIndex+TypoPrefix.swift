import MeridianCore
import MeridianGeocoding

extension NameIndex {
  /// Keys of which some prefix is within `maxEdits` (optimal string alignment) of `query`.
  ///
  /// Walks the sorted keys as a trie, depth first, one dynamic-programming row per trie level (kept
  /// in one scratch buffer), and returns key ranges with the edits their shared prefix needed. The
  /// first `exactPrefix` bytes must match.
  ///
  /// The scratch buffer holds `(n + maxEdits + 2) × (n + 1)` integers for an `n`-byte query, so the
  /// query may be at most ``OfflineLocator/maxTypoKeyLength`` bytes and `maxEdits` at most 2; past
  /// those bounds there are no ranges.
  func fuzzyPrefixRanges(_ query: [UInt8], maxEdits: Int, exactPrefix: Int = 1) -> [(range: Range<Int>, edits: Int)] {
    guard query.count > exactPrefix, exactPrefix > 0, query.count <= OfflineLocator.maxTypoKeyLength,
      (0...2).contains(maxEdits)
    else { return [] }
    let start = prefixRange(Array(query[0..<exactPrefix]))
    guard !start.isEmpty else { return [] }
    let width = query.count + 1
    let levels = query.count + maxEdits + 2 - exactPrefix
    var result: [(Range<Int>, Int)] = []
    keys.bytes.withUnsafeBufferPointer { bytes in
      keys.offsets.withUnsafeBufferPointer { offsets in
        heads.withUnsafeBufferPointer { heads in
          query.withUnsafeBufferPointer { query in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: levels * width) { rows in
              // Row 0: the anchor, matched exactly.
              for j in 0..<width { rows[j] = abs(j - exactPrefix) }
              let walk = TrieWalk(
                bytes: bytes, offsets: offsets, heads: heads.count == keyCount ? heads : nil, query: query,
                rows: rows, width: width, maxEdits: maxEdits, exactPrefix: exactPrefix)
              walk.visit(start, depth: exactPrefix, level: 0, previousByte: query[exactPrefix - 1], into: &result)
            }
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
  /// ``NameIndex/heads``, when there are.
  let heads: UnsafeBufferPointer<UInt64>?
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
    // The byte of key `k` at `depth`, or nil past its end.
    @inline(__always) func byteAt(_ k: Int) -> UInt8? {
      if let heads, depth < 8 {
        let b = UInt8(truncatingIfNeeded: heads[k] >> (56 - 8 * UInt64(depth)))
        return b == 0 ? nil : b
      }
      let s = Int(offsets[k])
      return Int(offsets[k + 1]) - s > depth ? bytes[s + depth] : nil
    }
    var i = range.lowerBound
    while i < range.upperBound {
      guard let byte = byteAt(i) else {
        i += 1
        continue
      }
      // The end of the run of keys with this byte at `depth`: gallop, then binary search.
      @inline(__always) func inRun(_ k: Int) -> Bool { byteAt(k) == byte }
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
    // Within the heads, a key's bytes compare as one integer (a missing byte is 0, below any byte).
    var packed: UInt64 = 0
    var mask: UInt64 = 0
    let short = heads != nil && offset + count <= 8
    if short {
      for t in 0..<count {
        let shift = 56 - 8 * UInt64(offset + t)
        packed |= UInt64(wanted(t)) << shift
        mask |= 0xFF << shift
      }
    }
    @inline(__always) func compare(_ k: Int) -> Int {
      if short, let heads {
        let value = heads[k] & mask
        return value == packed ? 0 : (value < packed ? -1 : 1)
      }
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
    guard first < range.upperBound, compare(first) == 0 else { return first..<first }
    // Gallop to the end of the (usually short) run of matches, then binary search.
    var step = 1
    while first + step < range.upperBound, compare(first + step) == 0 { step <<= 1 }
    low = first + step / 2 + 1
    high = min(first + step, range.upperBound)
    while low < high {
      let middle = (low + high) / 2
      if compare(middle) <= 0 { low = middle + 1 } else { high = middle }
    }
    return first..<low
  }
}
