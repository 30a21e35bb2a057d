import Dispatch
import Foundation
import InternalMeridianUtilities

/// Sorts a KD-tree's items in place, as kdbush's `sort` and `select` do.
///
/// Each range longer than the node size is split at its middle index by Floyd–Rivest selection
/// along one axis, and its halves are sorted along the other. The swaps are kdbush's, one for one,
/// so equal inputs give the same arrangement (and so the same query order).
struct ClusterKDSorter {
  let items: UnsafeMutableBufferPointer<ClusterKDTree.Item>

  mutating func sort(left: Int, right: Int, axis: Int) {
    if right - left <= ClusterKDTree.nodeSize { return }
    let m = (left + right) >> 1
    if axis == 0 {
      select(k: m, left: left, right: right, along: XAxis.self)
    } else {
      select(k: m, left: left, right: right, along: YAxis.self)
    }
    sort(left: left, right: m - 1, axis: 1 - axis)
    sort(left: m + 1, right: right, axis: 1 - axis)
  }

  /// The shortest range whose two halves are sorted on two threads.
  static let parallelThreshold = 65_536

  /// Sorts `left...right` as ``sort(left:right:axis:)`` does, the two halves of each of the first
  /// `depth` splits on threads of their own (long ranges only).
  ///
  /// The halves are disjoint ranges and each half's swaps are those one thread makes, so the
  /// arrangement is the same, and so are the queries' order and the clusters.
  func sortInParallel(left: Int, right: Int, axis: Int, depth: Int) {
    var sorter = self
    guard depth > 0, right - left > Self.parallelThreshold else {
      sorter.sort(left: left, right: right, axis: axis)
      return
    }
    let m = (left + right) >> 1
    if axis == 0 {
      sorter.select(k: m, left: left, right: right, along: XAxis.self)
    } else {
      sorter.select(k: m, left: left, right: right, along: YAxis.self)
    }
    // The buffer crosses to the worker threads as its address: each thread touches only its half.
    let address = UInt(bitPattern: items.baseAddress)
    let count = items.count
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      let base = UnsafeMutablePointer<ClusterKDTree.Item>(bitPattern: address)
      let sorter = ClusterKDSorter(items: UnsafeMutableBufferPointer(start: base, count: count))
      if half == 0 {
        sorter.sortInParallel(left: left, right: m - 1, axis: 1 - axis, depth: depth - 1)
      } else {
        sorter.sortInParallel(left: m + 1, right: right, axis: 1 - axis, depth: depth - 1)
      }
    }
  }

  /// Arranges `left...right` so that the items before `k` are not greater than the `k`th along the
  /// axis and those after it not less (kdbush's Floyd–Rivest `select`).
  mutating func select<A: SortAxis>(k: Int, left: Int, right: Int, along axis: A.Type) {
    var left = left
    var right = right
    let items = self.items
    while right > left {
      if right - left > 600 {
        let n = Double(right - left + 1)
        let m = Double(k - left + 1)
        let z = log(n)
        let s = 0.5 * exp(2 * z / 3)
        let sd = 0.5 * (z * s * (n - s) / n).squareRoot() * (m - n / 2 < 0 ? -1 : 1)
        let newLeft = Swift.max(left, Int(flooring: Double(k) - m * s / n + sd) ?? left)
        let newRight = Swift.min(right, Int(flooring: Double(k) + (n - m) * s / n + sd) ?? right)
        select(k: k, left: newLeft, right: newRight, along: axis)
      }
      let t = A.key(items[k])
      var i = left
      var j = right
      items.swapAt(left, k)
      if A.key(items[right]) > t { items.swapAt(left, right) }
      while i < j {
        items.swapAt(i, j)
        i += 1
        j -= 1
        while A.key(items[i]) < t { i += 1 }
        while A.key(items[j]) > t { j -= 1 }
      }
      if A.key(items[left]) == t {
        items.swapAt(left, j)
      } else {
        j += 1
        items.swapAt(j, right)
      }
      if j <= k { left = j + 1 }
      if k <= j { right = j - 1 }
    }
  }
}

/// The coordinate a selection compares, chosen at compile time so each axis gets its own loop.
protocol SortAxis {
  static func key(_ item: ClusterKDTree.Item) -> Float
}

enum XAxis: SortAxis {
  @inline(__always) static func key(_ item: ClusterKDTree.Item) -> Float { item.x }
}

enum YAxis: SortAxis {
  @inline(__always) static func key(_ item: ClusterKDTree.Item) -> Float { item.y }
}
