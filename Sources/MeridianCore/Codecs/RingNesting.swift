/// How a polygon's rings nest: which rings contain each ring, by the even-odd rule's test
/// (``PlanarMath/isRing(_:inside:)``), found through an index over the rings' extents.
///
/// A ring can only lie inside a ring whose extent meets its own, so each ring is tested against the
/// rings ``RingExtentIndex`` lists for its extent instead of against every ring: the Esri JSON and
/// GeoJSON writers orient and group 50,000 separate rings in n log n, where testing every pair took
/// minutes. The answers are those of testing every pair: extents are widened by 10⁻⁹ of their
/// coordinates' magnitude, so no ring the test would find is left out.
struct RingNesting {
  /// The rings as planar vectors.
  let rings: [[SIMD2<Double>]]
  /// Each ring's widened extent.
  private let boxes: [RingExtentIndex.Box]
  private let index: RingExtentIndex

  /// Indexes a polygon's rings.
  ///
  /// - Parameter rings: The rings, as stored (closed or not).
  init(_ rings: [[Point]]) {
    self.init(vectors: rings.map { $0.map { SIMD2($0.x, $0.y) } })
  }

  /// Indexes rings of planar vectors (closed or not).
  init(vectors rings: [[SIMD2<Double>]]) {
    self.rings = rings
    boxes = rings.map(Self.extent)
    index = RingExtentIndex(boxes)
  }

  /// A ring's extent widened by 10⁻⁹ of its largest coordinate magnitude (at least 10⁻⁹), so a point
  /// the even-odd test finds inside the ring is inside the extent despite rounding. An empty ring's
  /// extent meets nothing.
  private static func extent(_ ring: [SIMD2<Double>]) -> RingExtentIndex.Box {
    guard let first = ring.first else { return RingExtentIndex.Box(.infinity, .infinity, -.infinity, -.infinity) }
    var low = first
    var high = first
    for p in ring.dropFirst() {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    let magnitude = Swift.max(1, abs(low.x), abs(low.y), abs(high.x), abs(high.y))
    let pad = 1e-9 * magnitude
    return RingExtentIndex.Box(low.x - pad, low.y - pad, high.x + pad, high.y + pad)
  }

  /// Calls `body` with every other ring that contains ring `ring`.
  func forEachContainer(of ring: Int, _ body: (Int) -> Void) {
    index.forEach(meeting: boxes[ring]) { other in
      if other != ring, PlanarMath.isRing(rings[ring], inside: rings[other]) { body(other) }
    }
  }

  /// The number of other rings containing each ring: 0 for an outer ring, 1 for a hole, 2 for an
  /// island in a hole, and so on.
  func depths() -> [Int] {
    rings.indices.map { ring in
      var count = 0
      forEachContainer(of: ring) { _ in count += 1 }
      return count
    }
  }
}
