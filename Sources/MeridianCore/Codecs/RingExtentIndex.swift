/// A static index over the extents of a polygon's rings: a packed R-tree (sort-tile-recursive), in
/// flat arrays, that lists the rings whose extent meets a box.
///
/// Ring nesting asks, for every ring, which other rings might contain it. Only a ring whose extent
/// meets the ring's own can (a point inside a ring lies inside its extent), so the index turns the
/// all-pairs test into one search per ring: building sorts the extents (n log n), and a search visits
/// the nodes on the way to the extents it reports. For rings that lie apart (islands, the 5,000 small
/// rings of a dissolved layer) the whole nesting takes n log n; rings nested inside one another are
/// each reported to the rings inside them, which the even-odd count needs.
struct RingExtentIndex {
  /// An extent: minimum x, minimum y, maximum x, maximum y.
  typealias Box = SIMD4<Double>

  /// How many extents or nodes one node groups.
  static let nodeSize = 16

  /// `levels[0]` holds the item extents in the tree's order; `levels[k][m]` is the union of
  /// `levels[k - 1][m × nodeSize ..< (m + 1) × nodeSize]`. The last level has at most `nodeSize` nodes.
  private var levels: [[Box]] = []
  /// The item at each position of `levels[0]`.
  private var order: [Int] = []

  /// Builds the index.
  ///
  /// - Parameter boxes: One extent per item; an item with NaN bounds is never reported.
  init(_ boxes: [Box]) {
    guard !boxes.isEmpty else { return }
    order = Self.sortTileRecursive(boxes)
    var level = order.map { boxes[$0] }
    levels.append(level)
    while level.count > Self.nodeSize {
      level = stride(from: 0, to: level.count, by: Self.nodeSize).map { start in
        level[start..<Swift.min(start + Self.nodeSize, level.count)].dropFirst().reduce(level[start], Self.union)
      }
      levels.append(level)
    }
  }

  /// Calls `body` with every item whose extent meets `box` (boundaries included), in no set order.
  func forEach(meeting box: Box, _ body: (Int) -> Void) {
    guard let top = levels.indices.last else { return }
    var stack: [(level: Int, range: Range<Int>)] = [(top, 0..<levels[top].count)]
    while let (level, range) = stack.popLast() {
      for position in range where Self.meets(levels[level][position], box) {
        if level == 0 {
          body(order[position])
        } else {
          let start = position * Self.nodeSize
          stack.append((level - 1, start..<Swift.min(start + Self.nodeSize, levels[level - 1].count)))
        }
      }
    }
  }

  /// Whether two extents meet; false when either has a NaN bound.
  static func meets(_ a: Box, _ b: Box) -> Bool {
    a.x <= b.z && b.x <= a.z && a.y <= b.w && b.y <= a.w
  }

  static func union(_ a: Box, _ b: Box) -> Box {
    Box(Swift.min(a.x, b.x), Swift.min(a.y, b.y), Swift.max(a.z, b.z), Swift.max(a.w, b.w))
  }

  /// The items in sort-tile-recursive order: vertical slices by centre x, each sorted by centre y,
  /// so that consecutive runs of `nodeSize` items are compact.
  private static func sortTileRecursive(_ boxes: [Box]) -> [Int] {
    func center(_ box: Box) -> SIMD2<Double> {
      let c = SIMD2((box.x + box.z) / 2, (box.y + box.w) / 2)
      return SIMD2(c.x.isNaN ? .infinity : c.x, c.y.isNaN ? .infinity : c.y)
    }
    let centers = boxes.map(center)
    let byX = boxes.indices.sorted { centers[$0].x < centers[$1].x }
    let leafCount = (boxes.count + nodeSize - 1) / nodeSize
    var slices = 1
    while slices * slices < leafCount { slices += 1 }
    let sliceSize = slices * nodeSize
    var order: [Int] = []
    order.reserveCapacity(boxes.count)
    for start in stride(from: 0, to: byX.count, by: sliceSize) {
      order += byX[start..<Swift.min(start + sliceSize, byX.count)].sorted { centers[$0].y < centers[$1].y }
    }
    return order
  }
}
