import InternalMeridianUtilities

extension PointGrid {
  /// Builds a packed grid in bulk from the live points of `old`, with cells `1 / inverse` wide, and
  /// records where each point went: `entryOfSlot[slot]` becomes its entry and `kindOfSlot[slot]`
  /// ``SpatialIndex/Kind/packedPoint``.
  ///
  /// A counting sort, O(points + cells): one pass for the cells' bounding range, one to count the
  /// points per cell, one to place them (one record written per point, and the slot tables written
  /// in the order the points arrive, which for a batch is slot order). When the bounding range
  /// holds more than twice as many cells as points (far-apart clusters), the directory is sparse
  /// and the points are sorted by cell key instead.
  init(
    rebuilding old: PointGrid, inverse: Double, entryOfSlot: UnsafeMutableBufferPointer<UInt32>,
    kindOfSlot: UnsafeMutableBufferPointer<SpatialIndex.Kind>
  ) {
    self.init()
    let n = old.count
    guard n > 0 else { return }
    var minX = Int32.max
    var minY = Int32.max
    var maxX = Int32.min
    var maxY = Int32.min
    old.forEachLive { p in
      let cx = GridCell.coordinate(p.x, inverse)
      let cy = GridCell.coordinate(p.y, inverse)
      minX = Swift.min(minX, cx)
      maxX = Swift.max(maxX, cx)
      minY = Swift.min(minY, cy)
      maxY = Swift.max(maxY, cy)
    }
    let columns = Int(maxX) - Int(minX) + 1
    let rows = Int(maxY) - Int(minY) + 1
    let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
    guard !overflow && cells <= Swift.max(1024, 2 * n) else {
      buildSparse(old, count: n, inverse: inverse, entryOfSlot: entryOfSlot, kindOfSlot: kindOfSlot)
      return
    }
    let originX = Int(minX)
    let originY = Int(minY)
    @inline(__always) func cell(_ p: PointEntry) -> Int {
      (Int(GridCell.coordinate(p.x, inverse)) - originX) * rows + (Int(GridCell.coordinate(p.y, inverse)) - originY)
    }
    var start = [UInt32](repeating: 0, count: cells + 1)
    start.withUnsafeMutableBufferPointer { start in
      old.forEachLive { start[cell($0) + 1] += 1 }
      for c in 1..<start.count { start[c] += start[c - 1] }
    }
    var next = start
    entries = next.withUnsafeMutableBufferPointer { next in
      Array(uninitializedCount: n) { buffer, initialized in
        old.forEachLive { p in
          let c = cell(p)
          let e = Int(next[c])
          next[c] += 1
          buffer.initializeElement(at: e, to: p)
          entryOfSlot[Int(p.slot)] = UInt32(e)
          kindOfSlot[Int(p.slot)] = .packedPoint
        }
        initialized = n
      }
    }
    directory = .dense(DenseCells(originX: originX, originY: originY, columns: columns, rows: rows, start: start))
  }

  private mutating func buildSparse(
    _ old: PointGrid, count n: Int, inverse: Double, entryOfSlot: UnsafeMutableBufferPointer<UInt32>,
    kindOfSlot: UnsafeMutableBufferPointer<SpatialIndex.Kind>
  ) {
    var keyed: [(key: UInt64, entry: PointEntry)] = []
    keyed.reserveCapacity(n)
    old.forEachLive { p in
      keyed.append((GridCell.key(GridCell.coordinate(p.x, inverse), GridCell.coordinate(p.y, inverse)), p))
    }
    keyed.sort { $0.key < $1.key }
    var keys: [UInt64] = []
    var start: [UInt32] = []
    entries.reserveCapacity(n)
    for (key, entry) in keyed {
      if keys.last != key {
        keys.append(key)
        start.append(UInt32(entries.count))
      }
      entryOfSlot[Int(entry.slot)] = UInt32(entries.count)
      kindOfSlot[Int(entry.slot)] = .packedPoint
      entries.append(entry)
    }
    start.append(UInt32(entries.count))
    directory = .sparse(keys: keys, start: start)
  }
}
