/// Extents of one size class, hashed by the cell of their centre ("loose" grid).
///
/// Level `L` of a partition holds extents at most `cellSize × 2^L` wide and tall, so each extent
/// lies within half a cell of its centre's cell: a query grows its box by half a cell and then tests
/// the candidates' boxes exactly. Insert and remove are a hash lookup and an O(bucket) scan.
struct LooseGrid {
  var cells: [UInt64: [UInt32]] = [:]
  var count = 0

  mutating func insert(_ slot: UInt32, key: UInt64) {
    cells[key, default: []].append(slot)
    count += 1
  }

  mutating func remove(_ slot: UInt32, key: UInt64) {
    guard var bucket = cells[key], let i = bucket.firstIndex(of: slot) else { return }
    bucket.swapAt(i, bucket.count - 1)
    bucket.removeLast()
    cells[key] = bucket.isEmpty ? nil : bucket
    count -= 1
  }

  /// Calls `body` with every slot stored in cells x0...x1 × y0...y1.
  func forEachSlot(x0: Int32, y0: Int32, x1: Int32, y1: Int32, _ body: (UInt32) -> Void) {
    let range = GridCell.cellCount(x0: x0, y0: y0, x1: x1, y1: y1)
    if range > cells.count {
      for (key, bucket) in cells {
        let x = GridCell.x(ofKey: key)
        let y = GridCell.y(ofKey: key)
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
        for slot in bucket { body(slot) }
      }
    } else {
      for x in x0...x1 {
        for y in y0...y1 {
          if let bucket = cells[GridCell.key(x, y)] { for slot in bucket { body(slot) } }
        }
      }
    }
  }
}
