import Foundation
import InternalMeridianUtilities

/// A static KD-tree of points with 32-bit float coordinates: kdbush's flat, sorted arrays.
///
/// There are no node objects: one flat array of items (x and y as floats, and the item's index, 12
/// bytes each, where kdbush keeps an id array beside a coordinate array) is sorted so that each range
/// splits at its middle item, along x, then y, then x, … until a range holds at most ``nodeSize``
/// items; the tree is the index arithmetic. Queries walk the ranges with a small explicit stack in
/// kdbush's order (the middle item, then the upper half, then the lower), so they report items in
/// the same order kdbush does, which is the order supercluster sums centroids and lists children in.
struct ClusterKDTree: Sendable {
  /// The largest range searched linearly: 64, supercluster's default.
  static let nodeSize = 64

  /// How many splits of a long sort run their halves on threads of their own: enough for every
  /// core (1 on 2 cores, 2 on 4), at most 3.
  static let parallelDepth: Int = {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return cores <= 1 ? 0 : Swift.min(3, Int.bitWidth - (cores - 1).leadingZeroBitCount)
  }()

  /// One sorted position: the item's coordinates as floats and its index in the level.
  struct Item: Sendable {
    var x: Float
    var y: Float
    var id: UInt32
  }

  /// The items in sorted order.
  private(set) var items: [Item]

  /// The number of items.
  var count: Int { items.count }

  /// Indexes the positions of a level's records; each is rounded to the nearest `Float`, as
  /// supercluster's `Float32Array` stores it.
  init(records: UnsafeBufferPointer<ClusterLevel.Record>) {
    let n = records.count
    var items = [Item](uninitializedCount: n) { buffer, initialized in
      for i in 0..<n {
        buffer[i] = Item(x: Float(records[i].x), y: Float(records[i].y), id: UInt32(truncatingIfNeeded: i))
      }
      initialized = n
    }
    items.withUnsafeMutableBufferPointer { items in
      ClusterKDSorter(items: items).sortInParallel(left: 0, right: n - 1, axis: 0, depth: Self.parallelDepth)
    }
    self.items = items
  }

  /// The bytes the tree holds.
  var byteCount: Int { items.capacity * MemoryLayout<Item>.stride }

  // MARK: - Queries

  /// Appends the items within `radius` of (`x`, `y`) (distance ≤ radius, measured in doubles from
  /// the stored floats) to `result`, in kdbush's order.
  func within(x qx: Double, y qy: Double, radius r: Double, into result: inout [UInt32]) {
    let r2 = r * r
    search(lowX: qx - r, lowY: qy - r, highX: qx + r, highY: qy + r, into: &result) { x, y in
      let dx = x - qx
      let dy = y - qy
      return dx * dx + dy * dy <= r2
    }
  }

  /// Appends the items inside the box (edges included, compared in doubles with the stored floats)
  /// to `result`, in kdbush's order.
  func range(minX: Double, minY: Double, maxX: Double, maxY: Double, into result: inout [UInt32]) {
    search(lowX: minX, lowY: minY, highX: maxX, highY: maxY, into: &result) { x, y in
      x >= minX && x <= maxX && y >= minY && y <= maxY
    }
  }

  /// kdbush's walk: the ranges with a small explicit stack, the middle item tested, then the upper
  /// half and the lower half when the box (`low…high`) reaches them, short ranges scanned; `test`
  /// says whether an item at (x, y) is found.
  @inline(__always)
  private func search(
    lowX: Double, lowY: Double, highX: Double, highY: Double, into result: inout [UInt32],
    _ test: (Double, Double) -> Bool
  ) {
    let n = items.count
    guard n > 0 else { return }
    let nodeSize = Self.nodeSize
    items.withUnsafeBufferPointer { items in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: nodeSize + 1) { leaf in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.stackCapacity) { stack in
          stack[0] = 0
          stack[1] = n - 1
          stack[2] = 0
          var sp = 3
          while sp > 0 {
            let axis = stack[sp - 1]
            let right = stack[sp - 2]
            let left = stack[sp - 3]
            sp -= 3
            if right - left <= nodeSize {
              // Without a branch per item: each id is written, and kept when it is found.
              var found = 0
              var i = left
              while i <= right {
                let item = items[i]
                leaf[found] = item.id
                found &+= test(Double(item.x), Double(item.y)) ? 1 : 0
                i += 1
              }
              if found > 0 { result.append(contentsOf: UnsafeBufferPointer(rebasing: leaf[0..<found])) }
              continue
            }
            let m = (left + right) >> 1
            let middle = items[m]
            let x = Double(middle.x)
            let y = Double(middle.y)
            if test(x, y) { result.append(middle.id) }
            if axis == 0 ? lowX <= x : lowY <= y {
              stack[sp] = left
              stack[sp + 1] = m - 1
              stack[sp + 2] = 1 - axis
              sp += 3
            }
            if axis == 0 ? highX >= x : highY >= y {
              stack[sp] = m + 1
              stack[sp + 1] = right
              stack[sp + 2] = 1 - axis
              sp += 3
            }
          }
        }
      }
    }
  }

  /// Room for the deepest walk: three words a frame, one frame per level of a tree of 2³² items and
  /// one more, as kdbush sizes its stack.
  static let stackCapacity = 3 * 34
}
