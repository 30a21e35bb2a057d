/// The points of one partition: a packed (CSR) grid built in bulk, plus a small hashed grid of the
/// points added or moved since, plus tombstones for the points removed since.
///
/// - The packed part stores the occupied cells' keys sorted (so a column's cells are contiguous),
///   each cell's start in one array of slots: 4 bytes per point and 12 per occupied cell, with no
///   per-cell heap object.
/// - Changes go to the hashed part (an append, or a tombstone in the packed part: O(cell size)).
/// - When the hashed part and the tombstones outgrow a quarter of the packed part, the owner
///   rebuilds, so each change costs O(1) amortised and queries stay O(cells + hits).
struct PackedPointGrid {
  static let tombstone = UInt32.max

  var cellKeys: [UInt64] = []
  var cellStart: [UInt32] = [0]
  var entries: [UInt32] = []
  var tombstones = 0
  var recent: [UInt64: [UInt32]] = [:]
  var recentCount = 0

  var packedCount: Int { entries.count - tombstones }
  var count: Int { packedCount + recentCount }
  var churn: Int { recentCount + tombstones }

  /// Builds the packed part from (cell key, slot) pairs; forgets the hashed part.
  init(pairs: [(key: UInt64, slot: UInt32)]) {
    let sorted = pairs.sorted { $0.key < $1.key }
    entries.reserveCapacity(sorted.count)
    var lastKey: UInt64?
    for pair in sorted {
      if pair.key != lastKey {
        if lastKey != nil { cellStart.append(UInt32(entries.count)) }
        cellKeys.append(pair.key)
        lastKey = pair.key
      }
      entries.append(pair.slot)
    }
    if lastKey != nil { cellStart.append(UInt32(entries.count)) }
  }

  init() {}

  mutating func insert(_ slot: UInt32, key: UInt64) {
    recent[key, default: []].append(slot)
    recentCount += 1
  }

  /// Removes a slot from the cell `key`; returns whether it was there.
  @discardableResult
  mutating func remove(_ slot: UInt32, key: UInt64) -> Bool {
    if var bucket = recent[key], let i = bucket.firstIndex(of: slot) {
      bucket.swapAt(i, bucket.count - 1)
      bucket.removeLast()
      recent[key] = bucket.isEmpty ? nil : bucket
      recentCount -= 1
      return true
    }
    let c = lowerBound(key)
    guard c < cellKeys.count, cellKeys[c] == key else { return false }
    for e in Int(cellStart[c])..<Int(cellStart[c + 1]) where entries[e] == slot {
      entries[e] = Self.tombstone
      tombstones += 1
      return true
    }
    return false
  }

  func lowerBound(_ key: UInt64) -> Int {
    var lo = 0
    var hi = cellKeys.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if cellKeys[mid] < key { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Calls `body` with every slot stored in cells x0...x1 × y0...y1.
  func forEachSlot(x0: Int32, y0: Int32, x1: Int32, y1: Int32, _ body: (UInt32) -> Void) {
    let columns = Int(x1) - Int(x0) + 1
    let cells = GridCell.cellCount(x0: x0, y0: y0, x1: x1, y1: y1)
    if columns > cellKeys.count {
      // More columns than occupied cells: walk the cells instead.
      for (c, key) in cellKeys.enumerated() {
        let x = GridCell.x(ofKey: key)
        let y = GridCell.y(ofKey: key)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
        for e in Int(cellStart[c])..<Int(cellStart[c + 1]) where entries[e] != Self.tombstone { body(entries[e]) }
      }
    } else {
      var x = x0
      while true {
        let last = GridCell.key(x, y1)
        var c = lowerBound(GridCell.key(x, y0))
        while c < cellKeys.count, cellKeys[c] <= last {
          for e in Int(cellStart[c])..<Int(cellStart[c + 1]) where entries[e] != Self.tombstone { body(entries[e]) }
          c += 1
        }
        if x == x1 { break }
        x += 1
      }
    }
    guard recentCount > 0 else { return }
    if cells > recent.count {
      for (key, bucket) in recent {
        let x = GridCell.x(ofKey: key)
        let y = GridCell.y(ofKey: key)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
        for slot in bucket { body(slot) }
      }
    } else {
      for x in x0...x1 {
        for y in y0...y1 {
          if let bucket = recent[GridCell.key(x, y)] { for slot in bucket { body(slot) } }
        }
      }
    }
  }
}
