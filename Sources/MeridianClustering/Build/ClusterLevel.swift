/// The items of one zoom, clusters and single points, in the order they were made, and their KD-tree.
///
/// One flat array of 32-byte records (supercluster keeps six doubles, 48 bytes, per item), so that
/// everything the clustering reads about an item it meets is on one cache line: the position in the
/// unit square as doubles (a cluster's centroid keeps every bit, as supercluster's record does), the
/// id, the number of points, the cluster that took the item at the zoom below, and its aggregates'
/// slot. The KD-tree holds the same positions rounded to floats, which is what queries compare.
struct ClusterLevel: Sendable {
  /// One item.
  struct Record: Sendable {
    /// The position in the unit square.
    var x: Double
    var y: Double
    /// The input index of a single point, or the id of a cluster.
    var id: UInt32
    /// The number of points: 1 for a single point, 2 or more for a cluster.
    var count: UInt32
    /// The cluster that took the item at the zoom below, or ``ClusterLevel/noParent``.
    var parent: UInt32
    /// With aggregates, a cluster's slot in the aggregate table (a single point uses its input index).
    var slot: UInt32

    /// A Boolean value indicating whether the item is a cluster rather than a single point.
    var isCluster: Bool { count > 1 }
  }

  /// The parent of an item no cluster took.
  static let noParent = UInt32.max
  /// The parent of an item met while its level is clustered, but taken by no cluster (not yet
  /// cleared); no cluster id reaches it, as ids stay below 2³¹ + 2²⁶.
  static let visitedWithoutParent = UInt32.max - 1

  var records: [Record]
  /// The KD-tree: of these records, or of an earlier state of them when there is a ``patch``.
  var tree: ClusterKDTree
  /// The largest count at this zoom (1 when nothing clusters; 0 when empty).
  var maximumCount: UInt32
  /// How ``tree`` maps onto the records after an update in place; `nil` when it is their own.
  var patch: ClusterTreePatch? = nil
  /// The fresh tree of a patched level, built on first use (see ``freshTree``).
  let rebuilt = ClusterTreeCache()

  var count: Int { records.count }

  /// The bytes the level holds.
  var byteCount: Int { records.capacity * MemoryLayout<Record>.stride + tree.byteCount }
}
