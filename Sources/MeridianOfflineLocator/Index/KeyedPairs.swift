import Foundation

/// (key, value) pairs collected for a sorted key table (``NameIndex`` and ``PlaceTerms`` build
/// theirs with it).
///
/// Each distinct key gets an id on first sight; the pairs are kept as two flat lists of key ids and
/// values in the order they were added, and grouped by key only at the end by a counting sort, so
/// adding a key makes no array of its own.
struct KeyedPairs {
  private var ids: [HashedBytes<UInt8>: UInt32] = [:]
  /// The distinct keys, by id.
  private(set) var keys: [[UInt8]] = []
  /// Key ids and values, in the order they were added.
  private var keyOfPair: [UInt32] = []
  private var valueOfPair: [UInt32] = []

  /// Makes room for about `count` keys and pairs.
  mutating func reserveCapacity(_ count: Int) {
    ids.reserveCapacity(count)
    keys.reserveCapacity(count)
    keyOfPair.reserveCapacity(count)
    valueOfPair.reserveCapacity(count)
  }

  /// Adds a value for a key.
  mutating func add(_ key: [UInt8], _ value: UInt32) {
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
    valueOfPair.append(value)
  }

  /// The values grouped by key id, each group in the order it was added: the values of key `k` are
  /// `values[starts[k]..<starts[k + 1]]`.
  func grouped() -> (starts: [Int], values: [UInt32]) {
    var starts = [Int](repeating: 0, count: keys.count + 1)
    for id in keyOfPair { starts[Int(id) + 1] += 1 }
    for id in 0..<keys.count { starts[id + 1] += starts[id] }
    var fill = starts
    var values = [UInt32](repeating: 0, count: valueOfPair.count)
    for (id, value) in zip(keyOfPair, valueOfPair) {
      values[fill[Int(id)]] = value
      fill[Int(id)] += 1
    }
    return (starts, values)
  }

  /// The key ids in the byte order of their keys (a shorter key before a longer one it starts), by a
  /// radix sort of their first eight bytes (see `RadixOrder`).
  func sortedKeyIDs() -> [UInt32] {
    RadixOrder.order(heads: keys.map(RadixOrder.head)) { a, b in RadixOrder.precedes(keys[Int(a)], keys[Int(b)]) }
  }

  /// The sorted key table: the keys in byte order, and for each key the postings that `postings`
  /// writes for its values (given in the order they were added, the output buffer empty).
  ///
  /// - Parameter what: What the keys are, for the error ("name keys", "search terms").
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled (checked per key and
  ///   every 16 values), or ``OfflineLocatorError/invalidRecord(index:field:reason:)`` when the keys
  ///   pass the 4 GiB or the postings the 2^32 an index holds.
  func table(
    of what: String, postings: (ArraySlice<UInt32>, inout [UInt32]) -> Void
  ) throws(OfflineLocatorError) -> NameIndex {
    try CancellationCheck.now()
    let (groupStarts, values) = grouped()
    let order = sortedKeyIDs()
    var pool = StringPool(bytes: [], offsets: [0])
    pool.offsets.reserveCapacity(keys.count + 1)
    var starts: [UInt32] = [0]
    starts.reserveCapacity(keys.count + 1)
    var all: [UInt32] = []
    all.reserveCapacity(values.count)
    var cancellation = CancellationCheck()
    var written: [UInt32] = []
    for id in order {
      let key = keys[Int(id)]
      let group = groupStarts[Int(id)]..<groupStarts[Int(id) + 1]
      try cancellation.step(1 + group.count / 16)
      guard pool.bytes.count <= OfflineIndex.maxStringBytes - key.count else {
        throw .invalidRecord(index: 0, field: "name", reason: "makes the \(what) pass the 4 GiB an index holds")
      }
      pool.bytes.append(contentsOf: key)
      pool.offsets.append(UInt32(pool.bytes.count))
      written.removeAll(keepingCapacity: true)
      postings(values[group], &written)
      guard all.count <= Int(UInt32.max) - written.count else {
        throw .invalidRecord(index: 0, field: "name", reason: "makes the postings pass the 2^32 an index holds")
      }
      all.append(contentsOf: written)
      starts.append(UInt32(all.count))
    }
    try CancellationCheck.now()
    return NameIndex(keys: pool, postingStarts: starts, postings: all, keysByRank: [])
  }
}
