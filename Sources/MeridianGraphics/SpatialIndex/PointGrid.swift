/// A point of a ``PointGrid``: its coordinates and slot, 24 bytes, read together by a query.
struct PointEntry {
  var x: Double
  var y: Double
  var slot: UInt32
}

/// The points of one partition, stored flat in cell order so a query reads memory in order.
///
/// - The *packed* part is built in bulk: every point's coordinates and slot sit in one array in cell
///   order, and a ``CellDirectory`` gives each cell's range, so the cells of one column that a box
///   covers are one contiguous run. Removing a point there leaves a tombstone (NaN coordinates,
///   which no box contains).
/// - The *recent* part holds the points added or moved since the build, in arrival order, hashed by
///   cell once linked. Removing one there also leaves NaN coordinates.
///
/// The owner rebuilds when the recent points and tombstones outgrow a quarter of the grid, so each
/// change costs O(1) amortised and queries stay O(cells + hits).
struct PointGrid {
  var entries: [PointEntry] = []
  var directory = CellDirectory.sparse(keys: [], start: [0])
  var tombstones = 0

  var recent: [PointEntry] = []
  /// Recent entries by cell key; entries `0..<recentLinked` are in it.
  var recentCells: [UInt64: [UInt32]] = [:]
  var recentLinked = 0
  var recentDead = 0

  var packedCount: Int { entries.count - tombstones }
  var recentCount: Int { recent.count - recentDead }
  var count: Int { packedCount + recentCount }
  /// Changes since the build: recent entries (live or dead) and tombstones.
  var churn: Int { recent.count + tombstones }
  var hasUnlinked: Bool { recentLinked < recent.count }

  // MARK: - Changes

  /// Appends a recent point, not yet linked; returns its recent index. `expected` more points are
  /// on their way (a batch), so room is made for them at once.
  mutating func appendRecent(_ entry: PointEntry, expected: Int) -> UInt32 {
    if recent.count == recent.capacity && expected > 0 { recent.reserveCapacity(recent.count + expected) }
    recent.append(entry)
    return UInt32(recent.count - 1)
  }

  mutating func removePacked(_ index: UInt32) {
    let e = Int(index)
    guard e < entries.count, !entries[e].x.isNaN else { return }
    entries[e] = PointEntry(x: .nan, y: .nan, slot: .max)
    tombstones += 1
  }

  mutating func removeRecent(_ index: UInt32) {
    let r = Int(index)
    guard r < recent.count, !recent[r].x.isNaN else { return }
    recent[r].x = .nan
    recent[r].y = .nan
    recentDead += 1
  }

  /// Hashes the recent entries not yet linked by their cell (dead ones are skipped).
  mutating func linkRecent(inverse: Double) {
    for r in recentLinked..<recent.count where !recent[r].x.isNaN {
      let key = GridCell.key(GridCell.coordinate(recent[r].x, inverse), GridCell.coordinate(recent[r].y, inverse))
      recentCells[key, default: []].append(UInt32(r))
    }
    recentLinked = recent.count
  }

  /// Calls `body` with every live point, packed first, then recent.
  @inline(__always)
  func forEachLive(_ body: (PointEntry) -> Void) {
    entries.withUnsafeBufferPointer { packed in
      for entry in packed where !entry.x.isNaN { body(entry) }
    }
    recent.withUnsafeBufferPointer { recent in
      for entry in recent where !entry.x.isNaN { body(entry) }
    }
  }

  // MARK: - Queries

  /// Appends the slots of the points in `q` (edges included) to `result`, for cells `inverse` per
  /// map unit. Stops early and returns `false` once `result` holds more than `limit` slots.
  func query(_ q: GridBox, inverse: Double, into result: inout [UInt32], limit: Int) -> Bool {
    let x0 = GridCell.coordinate(q.xMin, inverse)
    let y0 = GridCell.coordinate(q.yMin, inverse)
    let x1 = GridCell.coordinate(q.xMax, inverse)
    let y1 = GridCell.coordinate(q.yMax, inverse)
    guard x0 <= x1, y0 <= y1 else { return true }
    if packedCount > 0 {
      let complete = entries.withUnsafeBufferPointer { packed in
        let scan = { (run: Range<Int>) -> Bool in
          for e in run where q.contains(x: packed[e].x, y: packed[e].y) { result.append(packed[e].slot) }
          return result.count <= limit
        }
        switch directory {
        case .dense(let grid):
          return grid.forEachRun(x0: x0, y0: y0, x1: x1, y1: y1, scan)
        case .sparse(let keys, let start):
          return CellDirectory.forEachSparseRun(keys: keys, start: start, x0: x0, y0: y0, x1: x1, y1: y1, scan)
        }
      }
      guard complete else { return false }
    }
    guard recentCount > 0 else { return true }
    let cells = GridCell.cellCount(x0: x0, y0: y0, x1: x1, y1: y1)
    if cells > recentCells.count {
      for (key, bucket) in recentCells {
        let x = GridCell.x(ofKey: key)
        let y = GridCell.y(ofKey: key)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
        guard scanRecent(bucket, q, &result, limit) else { return false }
      }
    } else {
      for x in x0...x1 {
        for y in y0...y1 {
          if let bucket = recentCells[GridCell.key(x, y)] {
            guard scanRecent(bucket, q, &result, limit) else { return false }
          }
        }
      }
    }
    return true
  }

  private func scanRecent(_ bucket: [UInt32], _ q: GridBox, _ result: inout [UInt32], _ limit: Int) -> Bool {
    for r in bucket where q.contains(x: recent[Int(r)].x, y: recent[Int(r)].y) { result.append(recent[Int(r)].slot) }
    return result.count <= limit
  }
}
