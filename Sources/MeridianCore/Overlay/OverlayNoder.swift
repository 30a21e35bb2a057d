/// A segment of an overlay input, in grid units, with the input, ring and vertex it came from.
struct OverlaySegment {
  var a: SIMD2<Double>
  var b: SIMD2<Double>
  /// 0 for the first input, 1 for the second (areas); 2 and 3 for linework (see ``OverlayGraph``).
  var input: Int
  /// The ring (part) index in its input and the index of the segment's first vertex there.
  var part: Int
  var vertex: Int
  /// The ends before snapping, to tell a true crossing from one made by rounding.
  var original: (SIMD2<Double>, SIMD2<Double>)
}

/// Nodes the overlay's segments: splits them wherever they meet, on the grid (snap rounding).
///
/// Each pass finds every pair of segments whose boxes overlap (a sweep over x), decides exactly how
/// they meet (``RobustOrientation``) and splits them there: at the other's end point when one touches the
/// other, at both overlap ends when they are collinear, at the crossing point rounded to the grid when
/// they cross; then every segment passing through the cell of a vertex or of such a point is split there
/// too (``OverlaySnapRounder``). Passes repeat until one finds nothing to split (one or two in practice;
/// at most ``maximumPasses``).
enum OverlayNoder {
  /// The most noding passes before the overlay gives up.
  static let maximumPasses = 32

  /// Nodes `input`; returns segments that meet only at shared end points.
  ///
  /// - Parameter refusingSelfIntersection: The inputs in which two crossing segments are an error (both
  ///   in the set operations, the polygon in a cut, none in the repair, `simplify`); others are noded.
  /// - Throws: ``GeometryError/selfIntersection(input:part:vertex:)`` when two segments of one input
  ///   cross in the first pass, ``GeometryError/outputTooLarge(operation:count:limit:)`` when noding
  ///   would make more than ``GeometryEngine/maximumOutputVertexCount`` segments, `CancellationError`.
  static func node(_ input: [OverlaySegment], refusingSelfIntersection: Set<Int> = [0, 1]) throws -> [OverlaySegment] {
    var segments = input.filter { $0.a != $0.b }
    for pass in 0..<maximumPasses {
      var splits: [Int: [SIMD2<Double>]] = [:]
      var pixels: [SIMD2<Double>] = []
      try forEachOverlappingPair(segments) { i, j in
        try intersect(segments[i], segments[j], checkValidity: pass == 0, refusing: refusingSelfIntersection) {
          index, point in
          splits[index == 0 ? i : j, default: []].append(point)
          pixels.append(point)
        }
      }
      if splits.isEmpty { return segments }
      pixels += segments.flatMap { [$0.a, $0.b] }
      try OverlaySnapRounder.addHotPixelSplits(segments, pixels: pixels, to: &splits)
      segments = try split(segments, at: splits)
    }
    throw GeometryError.unsupportedGeometry(
      "The overlay could not node the inputs in \(maximumPasses) passes; simplify them first.")
  }

  /// Calls `body` for every pair of segments whose bounding boxes overlap, by a sweep over x.
  static func forEachOverlappingPair(
    _ segments: [OverlaySegment], _ body: (Int, Int) throws -> Void
  ) throws {
    let order = segments.indices.sorted {
      Swift.min(segments[$0].a.x, segments[$0].b.x) < Swift.min(segments[$1].a.x, segments[$1].b.x)
    }
    var active: [Int] = []
    for (step, i) in order.enumerated() {
      if step % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let s = segments[i]
      let minX = Swift.min(s.a.x, s.b.x)
      let minY = Swift.min(s.a.y, s.b.y)
      let maxY = Swift.max(s.a.y, s.b.y)
      active.removeAll { Swift.max(segments[$0].a.x, segments[$0].b.x) < minX }
      for j in active {
        let t = segments[j]
        if Swift.max(t.a.y, t.b.y) < minY || Swift.min(t.a.y, t.b.y) > maxY { continue }
        try body(i, j)
      }
      active.append(i)
    }
  }

  /// Decides how two segments meet and reports each split: (0 for `p`, 1 for `q`; the point).
  static func intersect(
    _ p: OverlaySegment, _ q: OverlaySegment, checkValidity: Bool, refusing: Set<Int> = [0, 1],
    _ report: (Int, SIMD2<Double>) -> Void
  ) throws {
    let o1 = RobustOrientation.orientation(p.a, p.b, q.a)
    let o2 = RobustOrientation.orientation(p.a, p.b, q.b)
    if o1 == 0 && o2 == 0 {
      for point in [q.a, q.b] where isInterior(point, p) { report(0, point) }
      for point in [p.a, p.b] where isInterior(point, q) { report(1, point) }
      return
    }
    if o1 * o2 > 0 { return }
    let o3 = RobustOrientation.orientation(q.a, q.b, p.a)
    let o4 = RobustOrientation.orientation(q.a, q.b, p.b)
    if o3 * o4 > 0 { return }
    if o1 != 0 && o2 != 0 && o3 != 0 && o4 != 0 {
      if checkValidity && p.input == q.input && refusing.contains(p.input)
        && PlanarMath.segmentsCross(p.original.0, p.original.1, q.original.0, q.original.1)
        && PlanarMath.segmentsCross(q.original.0, q.original.1, p.original.0, p.original.1)
      {
        let first = (p.part, p.vertex) < (q.part, q.vertex) ? p : q
        throw GeometryError.selfIntersection(input: first.input, part: first.part, vertex: first.vertex)
      }
      let point = crossing(p, q)
      if point != p.a && point != p.b { report(0, point) }
      if point != q.a && point != q.b { report(1, point) }
      return
    }
    if o1 == 0 && isInterior(q.a, p) { report(0, q.a) }
    if o2 == 0 && isInterior(q.b, p) { report(0, q.b) }
    if o3 == 0 && isInterior(p.a, q) { report(1, p.a) }
    if o4 == 0 && isInterior(p.b, q) { report(1, p.b) }
  }

  /// Whether a point collinear with a segment lies strictly between its ends.
  static func isInterior(_ point: SIMD2<Double>, _ s: OverlaySegment) -> Bool {
    point != s.a && point != s.b && PlanarMath.isOnSegment(point, s.a, s.b)
  }

  /// The crossing point of two properly crossing segments, rounded to the grid.
  static func crossing(_ p: OverlaySegment, _ q: OverlaySegment) -> SIMD2<Double> {
    let da = RobustOrientation.orient2d(q.a, q.b, p.a)
    let db = RobustOrientation.orient2d(q.a, q.b, p.b)
    let t = da / (da - db)
    let point = t <= 0.5 ? p.a + t * (p.b - p.a) : p.b + (1 - t) * (p.a - p.b)
    return point.rounded(.toNearestOrAwayFromZero)
  }

  /// Splits segments at their reported points, in order along each one.
  static func split(_ segments: [OverlaySegment], at splits: [Int: [SIMD2<Double>]]) throws -> [OverlaySegment] {
    var result: [OverlaySegment] = []
    result.reserveCapacity(segments.count + splits.count * 2)
    for (i, s) in segments.enumerated() {
      guard let points = splits[i] else {
        result.append(s)
        continue
      }
      let direction = s.b - s.a
      let sorted = points.sorted {
        let u = $0 - s.a
        let v = $1 - s.a
        return abs(direction.x) >= abs(direction.y) ? abs(u.x) < abs(v.x) : abs(u.y) < abs(v.y)
      }
      var start = s.a
      for point in sorted + [s.b] where point != start {
        var piece = s
        (piece.a, piece.b) = (start, point)
        result.append(piece)
        start = point
      }
      guard result.count <= GeometryEngine.maximumOutputVertexCount else {
        throw GeometryError.outputTooLarge(
          operation: "Noding the overlay", count: Double(result.count), limit: GeometryEngine.maximumOutputVertexCount)
      }
    }
    return result
  }
}
