/// Every item's neighbours within a radius, found in the KD-tree's order and kept flat.
///
/// The greedy clustering asks for the neighbours of its seeds in the level's order, which for most
/// inputs wanders across the whole tree, so each query misses the cache at almost every node. Asking
/// for every item in the tree's own order instead makes consecutive queries walk the same nodes and
/// leaves; the lists come out exactly as the clustering's own queries would have found them (the
/// same centre, radius and KD order), so the clusters are the same. Worth it for large levels whose
/// items have few neighbours; a level whose lists outgrow a budget is clustered with direct queries.
struct ClusterNeighborTable {
  /// Each item's list in `entries`, by its index in the level: the start in the low 32 bits, the
  /// length in the high ones.
  private var bounds: [UInt64]
  /// The lists, in the tree's order.
  private var entries: [UInt32]

  /// The smallest level worth a table: below it the tree fits in cache and seeds' queries are cheap.
  static let minimumItems = 32_768
  /// The most entries a table may hold per item.
  static let entriesPerItem = 12

  /// Finds every item's neighbours, or `nil` when they come to more than ``entriesPerItem`` per item.
  ///
  /// - Parameters:
  ///   - tree: The level's tree.
  ///   - records: The level's items, whose positions are the centres of their queries.
  ///   - radius: The query radius.
  ///   - positionsAreFloats: Whether every position is a float already (the points' level), so the
  ///     tree's own copy is the centre and the positions in level order need not be read.
  /// - Throws: `CancellationError` when the task is cancelled.
  init?(
    tree: ClusterKDTree, records: UnsafeBufferPointer<ClusterLevel.Record>, radius: Double, positionsAreFloats: Bool
  ) throws {
    let n = tree.count
    let budget = Self.entriesPerItem * n
    var bounds = [UInt64](repeating: 0, count: n)
    var entries: [UInt32] = []
    entries.reserveCapacity(2 * n)
    var overBudget = false
    try tree.items.withUnsafeBufferPointer { items in
      // The centres in the tree's order, gathered in one tight loop whose loads do not wait for
      // one another (a query between two loads would leave one cache miss at a time in flight).
      var centres: [Double] = []
      if !positionsAreFloats {
        centres = [Double](unsafeUninitializedCapacity: 2 * n) { buffer, initialized in
          for p in 0..<n {
            let record = records[Int(items[p].id)]
            buffer[2 * p] = record.x
            buffer[2 * p + 1] = record.y
          }
          initialized = 2 * n
        }
      }
      try bounds.withUnsafeMutableBufferPointer { bounds in
        for p in 0..<n {
          if p & 0xFFFF == 0xFFFF, Task.isCancelled { throw CancellationError() }
          let item = items[p]
          let start = entries.count
          if positionsAreFloats {
            tree.within(x: Double(item.x), y: Double(item.y), radius: radius, into: &entries)
          } else {
            tree.within(x: centres[2 * p], y: centres[2 * p + 1], radius: radius, into: &entries)
          }
          bounds[Int(item.id)] = UInt64(start) | UInt64(entries.count - start) << 32
          if entries.count > budget {
            overBudget = true
            break
          }
        }
      }
    }
    if overBudget { return nil }
    self.bounds = bounds
    self.entries = entries
  }

  /// Calls `body` with the neighbours of an item, in KD order.
  @inline(__always)
  func withNeighbors<R>(of item: Int, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
    let bound = bounds[item]
    let start = Int(truncatingIfNeeded: bound & 0xFFFF_FFFF)
    let end = start + Int(truncatingIfNeeded: bound >> 32)
    return try entries.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }
}
