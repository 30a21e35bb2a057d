/// Where each cell's points sit in a ``PointGrid``'s packed arrays, which hold the points in cell
/// order (column by column, then by row), so the cells of one column that a box covers are one run.
enum CellDirectory {
  /// Every cell of the points' bounding cell range: 4 bytes a cell, one lookup per column.
  case dense(DenseCells)
  /// Only the occupied cells' keys, sorted, with each cell's start: 12 bytes an occupied cell, two
  /// binary searches per column. Used when the bounding range holds far more cells than points.
  case sparse(keys: [UInt64], start: [UInt32])

  /// Calls `body` with the runs of entries in cells x0...x1 × y0...y1 of a sparse directory; stops and
  /// returns `false` when `body` does.
  static func forEachSparseRun(
    keys: [UInt64], start: [UInt32], x0: Int32, y0: Int32, x1: Int32, y1: Int32, _ body: (Range<Int>) -> Bool
  ) -> Bool {
    let columns = Int(x1) - Int(x0) + 1
    if columns > keys.count {
      // More columns than occupied cells: walk the cells instead.
      for (c, key) in keys.enumerated() {
        let x = GridCell.x(ofKey: key)
        let y = GridCell.y(ofKey: key)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
        guard body(Int(start[c])..<Int(start[c + 1])) else { return false }
      }
      return true
    }
    var x = x0
    while true {
      let first = lowerBound(keys, GridCell.key(x, y0), from: 0)
      // Keys of clamped cells stay below 2³² in their low half, so adding 1 cannot carry into x.
      let end = lowerBound(keys, GridCell.key(x, y1) + 1, from: first)
      if first < end { guard body(Int(start[first])..<Int(start[end])) else { return false } }
      if x == x1 { break }
      x += 1
    }
    return true
  }

  /// The first index in `keys[from...]` whose key is not less than `key`.
  static func lowerBound(_ keys: [UInt64], _ key: UInt64, from: Int) -> Int {
    var lo = from
    var hi = keys.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if keys[mid] < key { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}

/// A dense cell directory: `start[c · rows + r]` is where cell (originX + c, originY + r) begins.
struct DenseCells {
  var originX: Int
  var originY: Int
  var columns: Int
  var rows: Int
  /// `columns · rows + 1` entry offsets.
  var start: [UInt32]

  /// The offset in `start` of a cell in the range.
  @inline(__always)
  func cell(_ x: Int32, _ y: Int32) -> Int { (Int(x) - originX) * rows + (Int(y) - originY) }

  /// Calls `body` with the runs of entries in cells x0...x1 × y0...y1 (clamped to the range), one run
  /// per column, adjacent runs merged; stops and returns `false` when `body` does.
  @inline(__always)
  func forEachRun(x0: Int32, y0: Int32, x1: Int32, y1: Int32, _ body: (Range<Int>) -> Bool) -> Bool {
    let c0 = Swift.max(Int(x0) - originX, 0)
    let c1 = Swift.min(Int(x1) - originX, columns - 1)
    let r0 = Swift.max(Int(y0) - originY, 0)
    let r1 = Swift.min(Int(y1) - originY, rows - 1)
    guard c0 <= c1, r0 <= r1 else { return true }
    return start.withUnsafeBufferPointer { offsets in
      var runStart = 0
      var runEnd = 0
      for c in c0...c1 {
        let s = Int(offsets[c * rows + r0])
        let e = Int(offsets[c * rows + r1 + 1])
        if s == runEnd {
          runEnd = e
        } else {
          if runStart < runEnd, !body(runStart..<runEnd) { return false }
          runStart = s
          runEnd = e
        }
      }
      return runStart < runEnd ? body(runStart..<runEnd) : true
    }
  }
}
