import Foundation

/// Collects (key, record) pairs (``KeyedPairs``) and builds a ``NameIndex``.
struct NameIndexBuilder {
  private var pairs = KeyedPairs()

  /// Makes room for about `count` keys and postings.
  mutating func reserveCapacity(_ count: Int) { pairs.reserveCapacity(count) }

  /// Adds a key for a record.
  mutating func add(_ key: [UInt8], record: Int, alternate: Bool) {
    guard !key.isEmpty else { return }
    pairs.add(key, UInt32(record) | (alternate ? NameIndex.alternateFlag : 0))
  }

  /// Sorts the keys and postings (best rank first; a primary before an alternate of the same record)
  /// and ranks them for suggestions; `streets` tells which records are addresses without a name.
  ///
  /// - Throws: ``OfflineLocatorError/cancelled`` when the task is cancelled, or
  ///   ``OfflineLocatorError/invalidRecord(index:field:reason:)`` when the keys pass 4 GiB.
  func build(ranks: [Double], streets: [Bool]) throws(OfflineLocatorError) -> NameIndex {
    let recordMask = ~NameIndex.alternateFlag
    var list: [UInt32] = []
    var index = try pairs.table(of: "name keys") { group, unique in
      // Most keys name one record: nothing to sort (a debug build's sort costs a lot per call).
      if group.count == 1 {
        unique.append(group[group.startIndex])
        return
      }
      // One posting per record: a primary match wins over an alternate one.
      list.removeAll(keepingCapacity: true)
      list.append(contentsOf: group)
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
    index.keysByRank = PrefixRanking.build(names: index, ranks: ranks, isStreet: { streets[$0] })
    return index
  }
}
