/// How a level's records changed in an update in place: which old record each new one continues,
/// and which new records have another position or count (or are new).
struct ClusterLevelChange {
  /// The old index of each new record (−1 for a new one); `nil` when the indices are the same.
  var oldOfNew: [Int32]?
  /// The new index of each old record (−1 for a removed one); `nil` when the indices are the same.
  var newOfOld: [Int32]?
  /// The new records whose position or count differ from their old record's, or which are new; ascending.
  var moved: [Int]

  @inline(__always)
  func old(_ i: Int) -> Int { oldOfNew.map { Int($0[i]) } ?? i }

  @inline(__always)
  func new(_ o: Int) -> Int { newOfOld.map { Int($0[o]) } ?? o }
}

/// A small min-heap of record indices, each pushed once.
struct ClusterSuspects {
  private var heap: [Int] = []
  private(set) var seen = Set<Int>()

  mutating func push(_ i: Int) {
    guard seen.insert(i).inserted else { return }
    heap.append(i)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Int? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count, heap[left] < heap[smallest] { smallest = left }
        if right < heap.count, heap[right] < heap[smallest] { smallest = right }
        if smallest == parent { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first
  }
}
