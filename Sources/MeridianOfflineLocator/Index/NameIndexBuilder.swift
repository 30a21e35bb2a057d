import Foundation

/// Collects (key, record) pairs and builds a ``NameIndex``.
///
/// Each distinct key gets an id on first sight; the postings are kept as one flat list of
/// (key id, posting) pairs in the order they were added, and grouped by key only at the end, so
/// adding a key makes no array of its own.
struct NameIndexBuilder {
  private var ids: [HashedBytes<UInt8>: UInt32] = [:]
  private var keys: [[UInt8]] = []
  /// Key ids and postings, in the order they were added.
  private var keyOfPair: [UInt32] = []
  private var postingOfPair: [UInt32] = []

  /// Makes room for about `count` keys and postings.
  mutating func reserveCapacity(_ count: Int) {
    ids.reserveCapacity(count)
    keys.reserveCapacity(count)
    keyOfPair.reserveCapacity(count)
    postingOfPair.reserveCapacity(count)
  }

  /// Adds a key for a record.
  mutating func add(_ key: [UInt8], record: Int, alternate: Bool) {
    guard !key.isEmpty else { return }
    let posting = UInt32(record) | (alternate ? NameIndex.alternateFlag : 0)
    let hashed = HashedBytes(key)
    let id: UInt32
    if let known = ids[hashed] {
      id = known
    } else {
      id = UInt32(keys.count)
      ids[hashed] = id
      keys.append(key)
    }
    keyOfPair.append(id)
    postingOfPair.append(posting)
  }

  /// Sorts the keys and postings (best rank first; a primary before an alternate of the same record)
  /// and ranks them for suggestions; `streets` tells which records are addresses without a name.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled, or
  ///   ``OfflineLocatorError/invalidRecord(index:field:reason:)`` when the keys pass 4 GiB.
  func build(ranks: [Double], streets: [Bool]) throws(OfflineLocatorError) -> NameIndex {
    try CancellationCheck.now()
    // The postings grouped by key id, each group in the order they were added.
    var groupStarts = [Int](repeating: 0, count: keys.count + 1)
    for id in keyOfPair { groupStarts[Int(id) + 1] += 1 }
    for id in 0..<keys.count { groupStarts[id + 1] += groupStarts[id] }
    var fill = groupStarts
    var grouped = [UInt32](repeating: 0, count: postingOfPair.count)
    for (id, posting) in zip(keyOfPair, postingOfPair) {
      grouped[fill[Int(id)]] = posting
      fill[Int(id)] += 1
    }
    // The keys in byte order, by a radix sort of their first eight bytes (see `RadixOrder`).
    let sortedKeys = RadixOrder.order(heads: keys.map(RadixOrder.head)) { a, b in
      RadixOrder.precedes(keys[Int(a)], keys[Int(b)])
    }
    var pool = StringPool(bytes: [], offsets: [0])
    pool.offsets.reserveCapacity(keys.count + 1)
    var starts: [UInt32] = [0]
    starts.reserveCapacity(keys.count + 1)
    var postings: [UInt32] = []
    postings.reserveCapacity(grouped.count)
    var cancellation = CancellationCheck()
    let recordMask = ~NameIndex.alternateFlag
    var unique: [UInt32] = []
    for id in sortedKeys {
      let key = keys[Int(id)]
      let group = groupStarts[Int(id)]..<groupStarts[Int(id) + 1]
      try cancellation.step(1 + group.count / 16)
      guard pool.bytes.count <= OfflineIndex.maxStringBytes - key.count else {
        throw .invalidRecord(index: 0, field: "name", reason: "makes the name keys pass the 4 GiB an index holds")
      }
      pool.bytes.append(contentsOf: key)
      pool.offsets.append(UInt32(pool.bytes.count))
      // One posting per record: a primary match wins over an alternate one.
      unique.removeAll(keepingCapacity: true)
      if group.count == 1 {
        // Most keys name one record: nothing to sort (a debug build's sort costs a lot per call).
        unique.append(grouped[group.lowerBound])
      } else {
        var list = Array(grouped[group])
        list.sort { a, b in
          let ra = a & recordMask
          let rb = b & recordMask
          return ra != rb ? ra < rb : a < b
        }
        for posting in list {
          if let last = unique.last, last & recordMask == posting & recordMask { continue }
          unique.append(posting)
        }
        unique.sort { a, b in
          let ra = ranks[Int(a & recordMask)]
          let rb = ranks[Int(b & recordMask)]
          return ra != rb ? ra > rb : (a & recordMask) < (b & recordMask)
        }
      }
      guard postings.count <= Int(UInt32.max) - unique.count else {
        throw .invalidRecord(index: 0, field: "name", reason: "makes the postings pass the 2^32 an index holds")
      }
      postings.append(contentsOf: unique)
      starts.append(UInt32(postings.count))
    }
    try CancellationCheck.now()
    var index = NameIndex(keys: pool, postingStarts: starts, postings: postings, keysByRank: [])
    index.keysByRank = PrefixRanking.build(names: index, ranks: ranks, isStreet: { streets[$0] })
    return index
  }
}
