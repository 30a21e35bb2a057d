/// Clipping kernels for axis-aligned rectangles on flat vertex arrays.
///
/// Three kernels, three guarantees:
/// - ``clipPath(_:to:into:)``: the parts of a path inside the closed rectangle, split where the path
///   leaves it (Liang–Barsky per segment). Exactly the lines of GEOS's `intersection` with the box.
/// - ``clipPolygon(_:to:)`` (in `RectangleClipper+Polygon.swift`): the intersection of an even-odd
///   polygon with the rectangle as proper rings: a shape that the rectangle cuts into pieces gives one
///   ring per piece, holes stay holes, no zero-width edges. The same point set as GEOS's
///   `intersection` with the box.
/// - ``clipRingForFill(_:to:into:workspace:)``: Sutherland–Hodgman, one output ring per input ring, cheapest of
///   the three. Its even-odd (or non-zero) fill is exactly the clipped area, but pieces the rectangle separates
///   stay joined by zero-width edges along its boundary: use it for fills, not for topology or outlines.
///
/// None allocates per vertex: outputs are appended to arrays the caller may reuse.
package enum RectangleClipper {
  /// Reusable buffers for ``clipRingForFill(_:to:into:workspace:)``.
  package struct Workspace {
    var first: [SIMD2<Double>] = []
    var second: [SIMD2<Double>] = []
    /// Creates empty buffers.
    package init() {}
  }

  /// One side of the rectangle: the closed half-plane `p[axis] >= value` (or `<=` when not `keepsGreater`).
  struct HalfPlane {
    var axis: Int
    var value: Double
    var keepsGreater: Bool

    /// The four sides of a rectangle, left, right, bottom, top.
    static func sides(of rect: ClipRectangle) -> [HalfPlane] {
      [
        HalfPlane(axis: 0, value: rect.min.x, keepsGreater: true),
        HalfPlane(axis: 0, value: rect.max.x, keepsGreater: false),
        HalfPlane(axis: 1, value: rect.min.y, keepsGreater: true),
        HalfPlane(axis: 1, value: rect.max.y, keepsGreater: false),
      ]
    }

    @inline(__always)
    func keeps(_ p: SIMD2<Double>) -> Bool { keepsGreater ? p[axis] >= value : p[axis] <= value }

    @inline(__always)
    func isOn(_ p: SIMD2<Double>) -> Bool { p[axis] == value }

    @inline(__always)
    func isStrictlyInside(_ p: SIMD2<Double>) -> Bool { keepsGreater ? p[axis] > value : p[axis] < value }

    /// Where segment `p`–`q` (one end kept, the other not) crosses the line: computed from the
    /// lexicographically smaller end so that both directions of an edge give the same point, with the
    /// line's coordinate set exactly and the other kept between the ends.
    @inline(__always)
    func crossing(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> SIMD2<Double> {
      let (a, b) = (p.x < q.x || (p.x == q.x && p.y < q.y)) ? (p, q) : (q, p)
      let other = 1 - axis
      let t = (value - a[axis]) / (b[axis] - a[axis])
      var r = a
      r[axis] = value
      let o = a[other] + t * (b[other] - a[other])
      r[other] = Swift.min(Swift.max(o, Swift.min(a[other], b[other])), Swift.max(a[other], b[other]))
      return r
    }
  }

  // MARK: - Paths

  /// Appends to `output` the parts of `path` that lie in the closed rectangle.
  ///
  /// A path that leaves and re-enters gives one part per stay inside; the ends of a part on the
  /// boundary lie exactly on it. Stretches along the boundary are inside. A path that only touches the
  /// rectangle at a point gives no part (parts have at least two distinct points), and repeated
  /// consecutive vertices are written once.
  package static func clipPath(
    _ path: UnsafeBufferPointer<SIMD2<Double>>, to rect: ClipRectangle, into output: inout FlatParts
  ) {
    guard path.count >= 2 else { return }
    var open = false
    for i in 1..<path.count {
      let p = path[i - 1]
      let q = path[i]
      guard let (a, b, endsInside) = clipSegment(p, q, to: rect) else {
        if open { finishPart(&output) }
        open = false
        continue
      }
      if !open || output.points.last != a {
        if open { finishPart(&output) }
        output.points.append(a)
      }
      if output.points.last != b { output.points.append(b) }
      open = endsInside
      if !open { finishPart(&output) }
    }
    if open { finishPart(&output) }
  }

  /// Clips a path given as an array (see ``clipPath(_:to:into:)``).
  package static func clipPath(_ path: [SIMD2<Double>], to rect: ClipRectangle) -> FlatParts {
    var output = FlatParts()
    path.withUnsafeBufferPointer { clipPath($0, to: rect, into: &output) }
    return output
  }

  /// Closes the open part when it has two points or more, and drops it otherwise.
  private static func finishPart(_ output: inout FlatParts) {
    if output.openPartCount >= 2 { output.closePart() } else { output.discardOpenPart() }
  }

  /// Liang–Barsky: the piece of segment `p`–`q` in the closed rectangle, and whether it reaches `q`.
  @inline(__always)
  static func clipSegment(
    _ p: SIMD2<Double>, _ q: SIMD2<Double>, to rect: ClipRectangle
  ) -> (SIMD2<Double>, SIMD2<Double>, Bool)? {
    if rect.contains(p) && rect.contains(q) { return (p, q, true) }
    if (p.x < rect.min.x && q.x < rect.min.x) || (p.x > rect.max.x && q.x > rect.max.x)
      || (p.y < rect.min.y && q.y < rect.min.y) || (p.y > rect.max.y && q.y > rect.max.y)
    {
      return nil
    }
    let d = q - p
    // Each side as (denominator, numerator): the segment is inside where t·denominator <= numerator.
    var state = (t0: 0.0, t1: 1.0, side0: -1, side1: -1)
    guard narrow(&state, -d.x, p.x - rect.min.x, side: 0), narrow(&state, d.x, rect.max.x - p.x, side: 1),
      narrow(&state, -d.y, p.y - rect.min.y, side: 2), narrow(&state, d.y, rect.max.y - p.y, side: 3)
    else { return nil }
    let (t0, t1, side0, side1) = state
    let a = side0 < 0 ? p : pointOnSide(side0, p + t0 * d, rect)
    let b = side1 < 0 ? q : pointOnSide(side1, p + t1 * d, rect)
    return (a, b, side1 < 0)
  }

  /// One Liang–Barsky step: narrows `t0...t1` by one side; `false` when nothing is left.
  @inline(__always)
  private static func narrow(
    _ state: inout (t0: Double, t1: Double, side0: Int, side1: Int), _ den: Double, _ num: Double, side: Int
  ) -> Bool {
    if den == 0 { return num >= 0 }
    let r = num / den
    if den < 0 {
      if r > state.t1 { return false }
      if r > state.t0 { (state.t0, state.side0) = (r, side) }
    } else {
      if r < state.t0 { return false }
      if r < state.t1 { (state.t1, state.side1) = (r, side) }
    }
    return true
  }

  /// Puts a computed crossing exactly on side `index` (left, right, bottom, top) and inside the rectangle.
  @inline(__always)
  private static func pointOnSide(_ index: Int, _ p: SIMD2<Double>, _ rect: ClipRectangle) -> SIMD2<Double> {
    var r = SIMD2(Swift.min(Swift.max(p.x, rect.min.x), rect.max.x), Swift.min(Swift.max(p.y, rect.min.y), rect.max.y))
    switch index {
    case 0: r.x = rect.min.x
    case 1: r.x = rect.max.x
    case 2: r.y = rect.min.y
    default: r.y = rect.max.y
    }
    return r
  }

  // MARK: - Rings for filling

  /// Sutherland–Hodgman: appends to `output` the ring clipped to the closed rectangle, for filling.
  ///
  /// The result is one ring (nothing when the ring lies outside) whose even-odd fill is the ring's
  /// area inside the rectangle; pieces that the rectangle separates stay joined along its boundary by
  /// zero-width edges. For proper pieces use ``clipPolygon(_:to:)``. The ring is given without a closing
  /// vertex and written without one.
  ///
  /// - Returns: The number of vertices appended (0, or 3 and more).
  @discardableResult
  package static func clipRingForFill(
    _ ring: UnsafeBufferPointer<SIMD2<Double>>, to rect: ClipRectangle, into output: inout [SIMD2<Double>],
    workspace: inout Workspace
  ) -> Int {
    workspace.first.removeAll(keepingCapacity: true)
    clipRing(ring, by: HalfPlane(axis: 0, value: rect.min.x, keepsGreater: true), into: &workspace.first)
    workspace.second.removeAll(keepingCapacity: true)
    workspace.first.withUnsafeBufferPointer {
      clipRing($0, by: HalfPlane(axis: 0, value: rect.max.x, keepsGreater: false), into: &workspace.second)
    }
    workspace.first.removeAll(keepingCapacity: true)
    workspace.second.withUnsafeBufferPointer {
      clipRing($0, by: HalfPlane(axis: 1, value: rect.min.y, keepsGreater: true), into: &workspace.first)
    }
    let start = output.count
    workspace.first.withUnsafeBufferPointer {
      clipRing($0, by: HalfPlane(axis: 1, value: rect.max.y, keepsGreater: false), into: &output)
    }
    if output.count - start < 3 { output.removeSubrange(start...) }
    return output.count - start
  }

  /// One Sutherland–Hodgman pass against one side, repeated consecutive vertices written once.
  private static func clipRing(
    _ ring: UnsafeBufferPointer<SIMD2<Double>>, by plane: HalfPlane, into output: inout [SIMD2<Double>]
  ) {
    guard let last = ring.last else { return }
    let start = output.count
    func append(_ p: SIMD2<Double>) {
      if output.count == start || output[output.count - 1] != p { output.append(p) }
    }
    var previous = last
    var previousKept = plane.keeps(previous)
    for current in ring {
      let kept = plane.keeps(current)
      if kept {
        if !previousKept { append(plane.crossing(previous, current)) }
        append(current)
      } else if previousKept {
        append(plane.crossing(previous, current))
      }
      previous = current
      previousKept = kept
    }
    if output.count - start > 1, output[start] == output[output.count - 1] { output.removeLast() }
  }
}
