/// Makes every zoom's level from the points up: supercluster's `load`, greedy and hierarchical.
///
/// The points (rounded to floats) are the level above ``ClusterIndex/Options/maxZoom``. Each lower
/// level is made from the one above it (``cluster(_:zoom:output:)``); then it gets its KD-tree, and
/// the next one is made from it.
struct ClusterBuilder {
  let options: ClusterIndex.Options
  let pointCount: Int
  var aggregator: ClusterAggregator?

  init(options: ClusterIndex.Options, pointCount: Int, aggregator: ClusterAggregator?) {
    self.options = options
    self.pointCount = pointCount
    self.aggregator = aggregator
  }

  /// Builds the levels from the points' projected positions; `levels[z - minZoom]` is zoom `z`'s,
  /// for `z` in `minZoom...maxZoom + 1`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  mutating func build(xs: [Double], ys: [Double]) throws -> [ClusterLevel] {
    let n = xs.count
    // Rounded to floats, as supercluster stores them; every later centroid starts from these.
    let points = (0..<n).map { i in
      ClusterLevel.Record(
        x: Double(Float(xs[i])), y: Double(Float(ys[i])), id: UInt32(truncatingIfNeeded: i), count: 1,
        parent: ClusterLevel.noParent, slot: 0)
    }
    try Task.checkCancellation()
    var above = Self.level(points)
    // The next level's records, written here and copied out at their exact size.
    let output = UnsafeMutableBufferPointer<ClusterLevel.Record>.allocate(capacity: n)
    defer { output.deallocate() }
    var levels: [ClusterLevel] = []
    for zoom in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
      try Task.checkCancellation()
      let made = try cluster(&above, zoom: zoom, output: output)
      levels.append(above)
      above = Self.level(Array(output[0..<made]))
    }
    levels.append(above)
    return levels.reversed()
  }

  /// A level with its tree.
  static func level(_ records: [ClusterLevel.Record]) -> ClusterLevel {
    let tree = records.withUnsafeBufferPointer { ClusterKDTree(records: $0) }
    return ClusterLevel(records: records, tree: tree, maximumCount: records.lazy.map(\.count).max() ?? 0)
  }
}
