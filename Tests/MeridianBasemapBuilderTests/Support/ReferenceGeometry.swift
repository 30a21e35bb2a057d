@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Plane geometry the reference tests compute for themselves (Web Mercator metres), independent of
/// the builder's own.
enum ReferenceGeometry {
  /// The absolute area of a closed ring (first point repeated last), by the shoelace formula.
  static func ringArea(_ ring: [SIMD2<Double>]) -> Double {
    guard ring.count >= 3 else { return 0 }
    var sum = 0.0
    for i in 0..<(ring.count - 1) {
      sum +=
        (ring[i].x - ring[0].x) * (ring[i + 1].y - ring[0].y) - (ring[i + 1].x - ring[0].x) * (ring[i].y - ring[0].y)
    }
    return abs(sum) / 2
  }

  /// The length of a path.
  static func length(_ path: [SIMD2<Double>]) -> Double {
    zip(path, path.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
  }

  static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { ((a - b) * (a - b)).sum().squareRoot() }

  /// The distance from a point to the segment ab.
  static func distance(_ p: SIMD2<Double>, segment a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let ab = b - a
    let squared = (ab * ab).sum()
    guard squared > 0 else { return distance(p, a) }
    let t = min(max(((p - a) * ab).sum() / squared, 0), 1)
    return distance(p, a + ab * t)
  }

  /// The distance from a point to a path (a closed ring repeats its first point, so its closing
  /// segment is part of it).
  static func distance(_ p: SIMD2<Double>, path: [SIMD2<Double>]) -> Double {
    guard path.count > 1 else { return path.first.map { distance(p, $0) } ?? .infinity }
    var best = Double.infinity
    for i in 1..<path.count { best = min(best, distance(p, segment: path[i - 1], path[i])) }
    return best
  }

  /// A path with the bounds of each run of 16 segments, for distances to it (in scalar arithmetic:
  /// SIMD types are slow in the debug builds tests run in).
  struct IndexedPath {
    static let run = 16
    let points: [SIMD2<Double>]
    private let xs: [Double]
    private let ys: [Double]
    /// Per run: minimum x, minimum y, maximum x, maximum y.
    private var boxes: [(Double, Double, Double, Double)] = []

    init(_ points: [SIMD2<Double>]) {
      self.points = points
      xs = points.map(\.x)
      ys = points.map(\.y)
      var start = 0
      while start < max(points.count - 1, 1) {
        let end = min(start + Self.run, points.count - 1)
        boxes.append(
          (
            xs[start...end].min() ?? 0, ys[start...end].min() ?? 0, xs[start...end].max() ?? 0,
            ys[start...end].max() ?? 0
          ))
        start += Self.run
      }
    }

    /// The bounds of the whole path.
    var bounds: (low: SIMD2<Double>, high: SIMD2<Double>) {
      (SIMD2(xs.min() ?? 0, ys.min() ?? 0), SIMD2(xs.max() ?? 0, ys.max() ?? 0))
    }

    /// The distance from a point to the path, skipping runs whose bounds are farther than the best so far.
    func distance(_ p: SIMD2<Double>) -> Double {
      let px = p.x
      let py = p.y
      guard points.count > 1 else { return points.first.map { ReferenceGeometry.distance(p, $0) } ?? .infinity }
      var best = Double.infinity
      for (r, box) in boxes.enumerated() {
        let dx = max(box.0 - px, px - box.2, 0)
        let dy = max(box.1 - py, py - box.3, 0)
        guard dx * dx + dy * dy < best else { continue }
        let first = r * Self.run
        for i in (first + 1)...min(first + Self.run, points.count - 1) {
          let ax = xs[i - 1]
          let ay = ys[i - 1]
          let abx = xs[i] - ax
          let aby = ys[i] - ay
          let squared = abx * abx + aby * aby
          var t = squared > 0 ? ((px - ax) * abx + (py - ay) * aby) / squared : 0
          t = min(max(t, 0), 1)
          let ex = ax + abx * t - px
          let ey = ay + aby * t - py
          best = min(best, ex * ex + ey * ey)
        }
      }
      return best.squareRoot()
    }
  }

  /// The discrete Hausdorff distance between two paths: every vertex of each to the other path,
  /// and points every `step` metres along each segment of `simplified` to `original` (a simplified
  /// segment's middle can stray further than its ends). It stops as soon as it exceeds `limit`
  /// (returning the distance found so far, above `limit`).
  static func hausdorff(
    _ original: IndexedPath, _ simplified: IndexedPath, step: Double, limit: Double = .infinity
  ) -> Double {
    var worst = 0.0
    for p in original.points {
      worst = max(worst, simplified.distance(p))
      if worst > limit { return worst }
    }
    for (a, b) in zip(simplified.points, simplified.points.dropFirst()) {
      let samples = max(1, Int((distance(a, b) / step).rounded(.up)))
      for k in 0...samples {
        worst = max(worst, original.distance(a + (b - a) * (Double(k) / Double(samples))))
        if worst > limit { return worst }
      }
    }
    return worst
  }

  /// A Boolean value indicating whether a point is inside a closed ring (crossing number).
  static func contains(_ ring: [SIMD2<Double>], _ p: SIMD2<Double>) -> Bool {
    var inside = false
    for (a, b) in zip(ring, ring.dropFirst()) where (a.y > p.y) != (b.y > p.y) {
      if p.x < a.x + (b.x - a.x) * (p.y - a.y) / (b.y - a.y) { inside.toggle() }
    }
    return inside
  }

  /// The area the rings cover by the even-odd rule, for rings that do not cross: each ring counts
  /// positive when an even number of the others contain it (an outer ring), negative when odd (a
  /// hole). A ring's depth is the majority over its edges' midpoints, so rings that touch at a
  /// vertex are counted right.
  static func evenOddArea(_ rings: [[SIMD2<Double>]]) -> Double {
    var total = 0.0
    for (i, ring) in rings.enumerated() {
      var odd = 0
      var edges = 0
      for (a, b) in zip(ring, ring.dropFirst()) {
        let middle = (a + b) / 2
        let depth = rings.indices.filter { $0 != i && contains(rings[$0], middle) }.count
        odd += depth % 2
        edges += 1
      }
      total += (2 * odd > edges ? -1 : 1) * ringArea(ring)
    }
    return total
  }

  /// The rings of an area feature at a level, or `nil` when the level does not draw it. Rings,
  /// stored without their closing vertex, come back closed.
  static func parts(of feature: Int, in level: TileLevel) -> [[SIMD2<Double>]]? {
    guard let shape = level.shapeFeature.firstIndex(of: Int32(feature)) else { return nil }
    return level.parts(ofShape: shape).map { part in
      var points = Array(level.points(ofPart: part))
      if let first = points.first, points.count >= 3, points.last != first {
        points.append(first)
      }
      return points
    }
  }
}
