import MeridianCore
import MeridianGeocoding

/// The most prominent records under every range of name keys, for suggestions on any prefix.
///
/// A prefix names a contiguous range of the sorted keys (see ``NameIndex``). The ranking splits
/// the keys into blocks of ``blockSize`` and keeps a segment tree over the blocks: each node holds
/// the ``listSize`` best *entries* of its keys, best rank first (ties by record). An entry is what
/// a suggestion offers for a key: one of the key's first ``postingsPerKey`` postings, with a street
/// (an address record without a name) only once per key (see ``street``). A range query merges the
/// lists of the O(log n) nodes that cover the range and the keys of its two partial blocks; when a
/// full list runs out, its node gives way to its children (or its block to its keys), resuming after
/// its last entry, so ``PrefixStream`` yields every entry of the range in rank order, lazily.
enum PrefixRanking {
  /// Keys per block.
  static let blockSize = 16
  /// Entries per node list.
  static let listSize = 8
  /// The postings of a key that suggestions consider.
  static let postingsPerKey = 20
  /// Marks an entry that stands for the key's street.
  static let street: UInt32 = 1 << 30
  /// Marks an entry that matched an alternate name (the posting flag).
  static let alternate: UInt32 = NameIndex.alternateFlag
  /// The record bits of an entry.
  static let recordMask: UInt32 = street - 1
  /// An empty slot of a node list.
  static let empty: UInt32 = .max

  /// The number of leaves of the segment tree (a power of two) for a number of keys.
  static func leafCount(keyCount: Int) -> Int {
    var leaves = 1
    while leaves * blockSize < keyCount { leaves <<= 1 }
    return leaves
  }

  /// The entries of a key, in posting order (best rank first).
  static func entries(of key: Int, in names: NameIndex, isStreet: (Int) -> Bool) -> [UInt32] {
    var result: [UInt32] = []
    var streetDone = false
    for posting in names.postings(of: key).prefix(postingsPerKey) {
      let record = Int(posting & ~alternate)
      if isStreet(record) {
        guard !streetDone else { continue }
        streetDone = true
        result.append(UInt32(record) | street)
      } else {
        result.append(posting)
      }
    }
    return result
  }

  /// Builds the node lists (node `n`, heap-numbered from 1, at `n * listSize`).
  static func build(names: NameIndex, ranks: [Double], isStreet: (Int) -> Bool) -> [UInt32] {
    let leaves = leafCount(keyCount: names.keyCount)
    var lists = [UInt32](repeating: empty, count: 2 * leaves * listSize)
    func store(_ node: Int, _ entries: [UInt32]) {
      for (slot, entry) in best(entries, ranks).enumerated() { lists[node * listSize + slot] = entry }
    }
    for block in 0..<leaves {
      let keys = min(block * blockSize, names.keyCount)..<min((block + 1) * blockSize, names.keyCount)
      store(leaves + block, keys.flatMap { entries(of: $0, in: names, isStreet: isStreet) })
    }
    for node in stride(from: leaves - 1, through: 1, by: -1) {
      let children = lists[(2 * node * listSize)..<((2 * node + 2) * listSize)].filter { $0 != empty }
      store(node, children)
    }
    return lists
  }

  /// The `listSize` best distinct records of some entries (a primary name before a street before an
  /// alternate name of the same record).
  private static func best(_ entries: [UInt32], _ ranks: [Double]) -> [UInt32] {
    let sorted = entries.sorted { a, b in
      let ra = Int(a & recordMask)
      let rb = Int(b & recordMask)
      if ra == rb { return kindOrder(a) < kindOrder(b) }
      return precedes(ra, rb, ranks)
    }
    var result: [UInt32] = []
    for entry in sorted where result.last.map({ $0 & recordMask != entry & recordMask }) ?? true {
      result.append(entry)
      if result.count == listSize { break }
    }
    return result
  }

  private static func kindOrder(_ entry: UInt32) -> Int {
    entry & alternate != 0 ? 2 : (entry & street != 0 ? 1 : 0)
  }

  /// Whether record `a` comes before record `b`: higher rank first, then the lower record.
  @inline(__always) static func precedes(_ a: Int, _ b: Int, _ ranks: [Double]) -> Bool {
    ranks[a] != ranks[b] ? ranks[a] > ranks[b] : a < b
  }
}
