extension ClusterBuilder {
  /// Clusters the items of `above` at `zoom`, setting their parents, and writes the level below to
  /// `output`; returns how many items it wrote.
  ///
  /// The items are walked in order: one not yet taken becomes a seed, takes every item within the
  /// zoom's radius not yet taken, and when they hold at least `minPoints` points they become one
  /// cluster at their count-weighted centroid (summed exactly, in any order: ``ClusterCentroid``);
  /// otherwise the seed (and, with `minPoints` above 2, the items it found) move down unchanged and
  /// taken. Large levels find every item's neighbours first, in the tree's order
  /// (``ClusterNeighborTable``); the result is the same.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  mutating func cluster(
    _ above: inout ClusterLevel, zoom: Int, output: UnsafeMutableBufferPointer<ClusterLevel.Record>
  ) throws -> Int {
    let n = above.count
    let r = options.unitRadius(atZoom: zoom)
    let minPoints = UInt64(clamping: options.minPoints)
    let tree = above.tree
    let pointCount = self.pointCount
    let table =
      n >= ClusterNeighborTable.minimumItems
      ? try above.records.withUnsafeBufferPointer {
        try ClusterNeighborTable(tree: tree, records: $0, radius: r, positionsAreFloats: zoom == options.maxZoom)
      } : nil
    var aggregator = self.aggregator
    defer { self.aggregator = aggregator }
    var out = 0
    var scratch: [UInt32] = []
    scratch.reserveCapacity(256)
    try above.records.withUnsafeMutableBufferPointer { records in
      /// Clusters the seed `i` with the items found within the radius of it.
      func take(_ i: Int, _ found: UnsafeBufferPointer<UInt32>) {
        let seed = records[i]
        let origin = UInt64(seed.count)
        var total = origin
        for k in found where records[Int(k)].parent == ClusterLevel.noParent { total += UInt64(records[Int(k)].count) }
        guard total > origin && total >= minPoints else {
          // Left as it is; with too few points for `minPoints`, its neighbours move down taken too.
          output[out] = seed
          output[out].parent = ClusterLevel.noParent
          out += 1
          guard total > origin else { return }
          for k in found where records[Int(k)].parent == ClusterLevel.noParent {
            records[Int(k)].parent = ClusterLevel.visitedWithoutParent
            output[out] = records[Int(k)]
            output[out].parent = ClusterLevel.noParent
            out += 1
          }
          return
        }
        let id = UInt32(truncatingIfNeeded: ClusterID.make(position: i, zoom: zoom, pointCount: pointCount))
        var centroid = ClusterCentroid()
        centroid.add(x: seed.x, y: seed.y, count: seed.count)
        let slot = aggregator?.startCluster(from: Int(seed.isCluster ? seed.slot : seed.id), isPoint: !seed.isCluster)
        for k in found {
          let j = Int(k)
          let member = records[j]
          guard member.parent == ClusterLevel.noParent else { continue }
          records[j].parent = id
          centroid.add(x: member.x, y: member.y, count: member.count)
          if let slot {
            aggregator?.fold(Int(member.isCluster ? member.slot : member.id), isPoint: !member.isCluster, into: slot)
          }
        }
        records[i].parent = id
        let position = centroid.position
        output[out] = ClusterLevel.Record(
          x: position.x, y: position.y, id: id, count: UInt32(truncatingIfNeeded: total),
          parent: ClusterLevel.noParent, slot: slot ?? 0)
        out += 1
      }
      for i in 0..<n {
        if i & 0xFFFF == 0xFFFF, Task.isCancelled { throw CancellationError() }
        guard records[i].parent == ClusterLevel.noParent else { continue }
        // Taken by itself: marked before its neighbours are looked at, as supercluster marks it.
        records[i].parent = ClusterLevel.visitedWithoutParent
        if let table {
          table.withNeighbors(of: i) { take(i, $0) }
        } else {
          scratch.removeAll(keepingCapacity: true)
          tree.within(x: records[i].x, y: records[i].y, radius: r, into: &scratch)
          scratch.withUnsafeBufferPointer { take(i, $0) }
        }
      }
      // Items no cluster took are parentless again.
      for i in 0..<n where records[i].parent == ClusterLevel.visitedWithoutParent {
        records[i].parent = ClusterLevel.noParent
      }
    }
    return out
  }
}
