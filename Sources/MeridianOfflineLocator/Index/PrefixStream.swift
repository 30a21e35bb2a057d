import MeridianCore
import MeridianGeocoding

/// The entries (see ``PrefixRanking``) of a range of keys, best rank first (ties by record), read
/// lazily: a merge of the covering nodes' lists and the partial blocks' keys.
struct PrefixStream {
  /// A list being merged: a node's list or a key's entries, with the entry at its head.
  private struct Source {
    var head: UInt32
    /// A node (heap number), or -1 for a key.
    var node: Int
    /// The key of a key source.
    var key: Int
    /// The next slot (node) or posting index (key) to read.
    var cursor: Int
    /// The end of a key's postings.
    var end: Int
    var streetDone: Bool
  }

  private let names: NameIndex
  private let ranks: [Double]
  private let isStreet: (Int) -> Bool
  private let leaves: Int
  private var heap: [Source] = []

  /// A stream over the keys `range` of a name index.
  ///
  /// - Parameters:
  ///   - isStreet: Whether a record is an address without a name (it stands for its street).
  init(names: NameIndex, ranks: [Double], range: Range<Int>, isStreet: @escaping (Int) -> Bool) {
    self.names = names
    self.ranks = ranks
    self.isStreet = isStreet
    leaves = PrefixRanking.leafCount(keyCount: names.keyCount)
    heap.reserveCapacity(2 * PrefixRanking.blockSize + 64)
    guard !range.isEmpty else { return }
    let size = PrefixRanking.blockSize
    let firstFull = (range.lowerBound + size - 1) / size
    let endFull = range.upperBound / size
    if firstFull >= endFull {
      for key in range { addKey(key, after: nil) }
      return
    }
    for key in range.lowerBound..<(firstFull * size) { addKey(key, after: nil) }
    for key in (endFull * size)..<range.upperBound { addKey(key, after: nil) }
    // The canonical nodes over the full blocks firstFull..<endFull.
    var low = firstFull + leaves
    var high = endFull + leaves
    while low < high {
      if low & 1 == 1 {
        addNode(low, after: nil)
        low += 1
      }
      if high & 1 == 1 {
        high -= 1
        addNode(high, after: nil)
      }
      low >>= 1
      high >>= 1
    }
  }

  /// The rank of an entry's record.
  @inline(__always) func rank(_ entry: UInt32) -> Double { ranks[Int(entry & PrefixRanking.recordMask)] }

  /// The next entry, or `nil` at the end.
  mutating func next() -> UInt32? {
    guard var top = heap.first else { return nil }
    let entry = top.head
    if advance(&top) {
      heap[0] = top
      siftDown(0)
    } else {
      let last = heap.removeLast()
      if !heap.isEmpty {
        heap[0] = last
        siftDown(0)
      }
    }
    return entry
  }

  /// Whether entry `a` comes strictly before entry `b` (a different record).
  @inline(__always) private func before(_ a: UInt32, _ b: UInt32) -> Bool {
    let ra = Int(a & PrefixRanking.recordMask)
    let rb = Int(b & PrefixRanking.recordMask)
    return ra != rb && PrefixRanking.precedes(ra, rb, ranks)
  }

  /// Whether an entry is at or before a threshold (already read through another list).
  @inline(__always) private func seen(_ entry: UInt32, _ threshold: UInt32?) -> Bool {
    guard let threshold else { return false }
    return !before(threshold, entry)
  }

  /// Moves a source to its next entry; `false` when it has none (a full node list gives way to its
  /// children first).
  private mutating func advance(_ source: inout Source) -> Bool {
    if source.node >= 0 {
      let base = source.node * PrefixRanking.listSize
      if source.cursor < PrefixRanking.listSize, names.keysByRank[base + source.cursor] != PrefixRanking.empty {
        source.head = names.keysByRank[base + source.cursor]
        source.cursor += 1
        return true
      }
      let last = names.keysByRank[base + PrefixRanking.listSize - 1]
      if last != PrefixRanking.empty { expand(source.node, after: last) }
      return false
    }
    return nextKeyEntry(&source, after: nil)
  }

  private mutating func nextKeyEntry(_ source: inout Source, after threshold: UInt32?) -> Bool {
    while source.cursor < source.end {
      let posting = names.postings[source.cursor]
      source.cursor += 1
      let record = Int(posting & ~PrefixRanking.alternate)
      var entry = posting
      if isStreet(record) {
        guard !source.streetDone else { continue }
        source.streetDone = true
        entry = UInt32(record) | PrefixRanking.street
      }
      if seen(entry, threshold) { continue }
      source.head = entry
      return true
    }
    return false
  }

  private mutating func expand(_ node: Int, after threshold: UInt32) {
    if node >= leaves {
      let block = node - leaves
      let keys =
        min(
          block * PrefixRanking.blockSize, names.keyCount)..<min(
          (block + 1) * PrefixRanking.blockSize, names.keyCount)
      for key in keys { addKey(key, after: threshold) }
    } else {
      addNode(2 * node, after: threshold)
      addNode(2 * node + 1, after: threshold)
    }
  }

  private mutating func addKey(_ key: Int, after threshold: UInt32?) {
    let start = Int(names.postingStarts[key])
    let end = min(Int(names.postingStarts[key + 1]), start + PrefixRanking.postingsPerKey)
    var source = Source(head: 0, node: -1, key: key, cursor: start, end: end, streetDone: false)
    if nextKeyEntry(&source, after: threshold) { push(source) }
  }

  private mutating func addNode(_ node: Int, after threshold: UInt32?) {
    var source = Source(head: 0, node: node, key: 0, cursor: 0, end: 0, streetDone: false)
    let base = node * PrefixRanking.listSize
    while source.cursor < PrefixRanking.listSize {
      let entry = names.keysByRank[base + source.cursor]
      guard entry != PrefixRanking.empty else { break }
      source.cursor += 1
      if !seen(entry, threshold) {
        source.head = entry
        push(source)
        return
      }
    }
    // Every listed entry was read already: continue below, if the list was full.
    let last = names.keysByRank[base + PrefixRanking.listSize - 1]
    if last != PrefixRanking.empty, let threshold { expand(node, after: threshold) }
  }

  private mutating func push(_ source: Source) {
    heap.append(source)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard before(heap[child].head, heap[parent].head) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      var best = left
      if left + 1 < heap.count, before(heap[left + 1].head, heap[left].head) { best = left + 1 }
      guard before(heap[best].head, heap[parent].head) else { return }
      heap.swapAt(best, parent)
      parent = best
    }
  }
}
