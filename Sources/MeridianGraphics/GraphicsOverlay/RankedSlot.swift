/// A slot found by a query, with its place in draw order and the query box it was found in.
struct RankedSlot {
  var z: Int
  var key: UInt64
  var slot: UInt32
  var box: UInt32

  /// A Boolean value indicating whether `self` draws below `other`: lower z-index, then earlier order key.
  @inline(__always)
  func isBelow(_ other: RankedSlot) -> Bool { z != other.z ? z < other.z : key < other.key }

  /// Arranges `items` as a heap with the top-most slot first (O(n)), for ``popTopMost(_:count:)``.
  static func heapify(_ items: inout [RankedSlot]) {
    guard items.count > 1 else { return }
    items.withUnsafeMutableBufferPointer { heap in
      var i = heap.count / 2
      while i > 0 {
        i -= 1
        siftDown(heap, from: i, count: heap.count)
      }
    }
  }

  /// Takes the top-most slot out of `items` by one scan (the last item takes its place): O(n).
  static func takeTopMost(_ items: inout [RankedSlot]) -> RankedSlot {
    var best = 0
    items.withUnsafeBufferPointer { items in
      for i in items.indices.dropFirst() where items[best].isBelow(items[i]) { best = i }
    }
    items.swapAt(best, items.count - 1)
    return items.removeLast()
  }

  /// Takes the top-most slot out of the heap `items[0..<count]`: O(log n).
  static func popTopMost(_ items: inout [RankedSlot], count: inout Int) -> RankedSlot {
    items.withUnsafeMutableBufferPointer { heap in
      let top = heap[0]
      count -= 1
      heap[0] = heap[count]
      siftDown(heap, from: 0, count: count)
      return top
    }
  }

  private static func siftDown(_ heap: UnsafeMutableBufferPointer<RankedSlot>, from start: Int, count: Int) {
    var i = start
    let item = heap[i]
    while true {
      var child = 2 * i + 1
      guard child < count else { break }
      if child + 1 < count && heap[child].isBelow(heap[child + 1]) { child += 1 }
      guard item.isBelow(heap[child]) else { break }
      heap[i] = heap[child]
      i = child
    }
    heap[i] = item
  }
}
