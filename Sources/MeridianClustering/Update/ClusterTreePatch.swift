import Synchronization

/// How a level's KD-tree, built for an earlier state of the level, maps onto its records now: the
/// patch an index updated in place queries through until a fresh tree is built.
///
/// A tree item names a record of the state it was built for; `current` maps it to today's record
/// (or to ``gone``, for a record removed since or whose position changed). Records the tree does not
/// place right (moved or new ones) are listed in `added` and tested one by one. A query through the
/// patch finds the same records as a fresh tree would, in another order.
struct ClusterTreePatch: Sendable {
  /// A tree item whose record is gone or moved.
  static let gone = UInt32.max
  /// Today's record of each tree item, by the item's id; `nil` when they are the same.
  var current: [UInt32]?
  /// Today's records the tree does not place: moved and new ones, ascending.
  var added: [UInt32]

  /// Today's record of a tree item, or ``gone``.
  @inline(__always)
  func record(ofTreeItem id: UInt32) -> UInt32 { current?[Int(id)] ?? id }
}

extension ClusterLevel {
  /// Appends today's records within `radius` of (`x`, `y`): through the patch when there is one
  /// (the same records as a fresh tree's query, in another order), else straight from the tree.
  func withinSet(x: Double, y: Double, radius: Double, into result: inout [UInt32]) {
    guard let patch else {
      tree.within(x: x, y: y, radius: radius, into: &result)
      return
    }
    let start = result.count
    tree.within(x: x, y: y, radius: radius, into: &result)
    var kept = start
    for k in start..<result.count {
      let record = patch.record(ofTreeItem: result[k])
      if record != ClusterTreePatch.gone {
        result[kept] = record
        kept += 1
      }
    }
    result.removeLast(result.count - kept)
    let r2 = radius * radius
    for a in patch.added {
      let record = records[Int(a)]
      let dx = Double(Float(record.x)) - x
      let dy = Double(Float(record.y)) - y
      if dx * dx + dy * dy <= r2 { result.append(a) }
    }
  }

  /// The level's KD-tree as a fresh build makes it: the tree itself without a patch, else one built
  /// on first use and kept (queries whose order matters, supercluster's order, go through it).
  var freshTree: ClusterKDTree {
    guard patch != nil else { return tree }
    return rebuilt.tree { records.withUnsafeBufferPointer { ClusterKDTree(records: $0) } }
  }
}

/// A tree built on first use, shared by the copies of a level.
final class ClusterTreeCache: Sendable {
  private let built = Mutex<ClusterKDTree?>(nil)

  /// The tree, built by `make` the first time.
  func tree(_ make: () -> ClusterKDTree) -> ClusterKDTree {
    built.withLock { built in
      if let built { return built }
      let tree = make()
      built = tree
      return tree
    }
  }
}
