/// The pole of inaccessibility of a polygon: the inside point farthest from its outline, found by
/// V. Agafonkin's polylabel algorithm (mapbox/polylabel).
///
/// The polygon's bounding box is covered with square cells. Each cell knows the signed distance `d`
/// from its centre to the outline (positive inside, by the even-odd rule over all rings) and so a bound
/// on what any point in it could reach, `d + h·√2` (h is half the cell's side). Cells wait in a priority
/// queue by that bound; the best cell so far starts as the better of the area centroid and the box
/// centre; a cell whose bound beats the best by more than `precision` is split into four. The search
/// ends when no waiting cell can improve on the best by more than `precision`, so the answer's distance
/// is within `precision` of the true maximum.
///
/// Each probe measures the distance to every edge, so the cost is the number of probes times the number
/// of edges; `maximumProbes` bounds it.
package enum PoleOfInaccessibility {
  /// The answer: the point, its distance from the outline, and how the search ended.
  package struct Result: Sendable, Hashable {
    /// The pole of inaccessibility (within the precision).
    package var point: SIMD2<Double>
    /// The point's distance from the nearest edge (negative if no probe landed inside).
    package var distance: Double
    /// The number of cells measured.
    package var probes: Int
    /// A Boolean value indicating whether the search ran to the precision (false when it stopped at
    /// `maximumProbes` or on cancellation).
    package var isComplete: Bool
  }

  /// Finds the pole of inaccessibility of the rings.
  ///
  /// - Parameters:
  ///   - rings: The polygon's rings (even-odd), without closing vertices.
  ///   - precision: How close to the best distance the answer must be, greater than 0, in coordinate units.
  ///   - maximumProbes: The most cells measured before the search stops with the best so far.
  ///   - isCancelled: Asked every 64 cell splits; `true` stops the search with the best so far.
  /// - Returns: The result, or `nil` for rings with no vertices, a precision that is not a positive
  ///   finite number, or no probes allowed.
  package static func find(
    in rings: FlatParts, precision: Double, maximumProbes: Int = 1_000_000, isCancelled: () -> Bool = { false }
  ) -> Result? {
    guard var low = rings.points.first, precision > 0, precision.isFinite, maximumProbes > 0 else { return nil }
    var high = low
    for p in rings.points {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    let size = high - low
    guard size.x > 0, size.y > 0 else { return Result(point: low, distance: 0, probes: 0, isComplete: true) }
    var probes = 0
    func cell(_ center: SIMD2<Double>, _ half: Double) -> Cell {
      probes += 1
      return Cell(center: center, half: half, distance: signedDistance(center, to: rings))
    }
    var best = cell(centroid(of: rings), 0)
    let boxCenter = cell(low + size / 2, 0)
    if boxCenter.distance > best.distance { best = boxCenter }
    var queue = CellQueue()
    var cellSize = Swift.max(precision, Swift.min(size.x, size.y))
    // The first grid counts against the probes too: a strip a billion times longer than wide would
    // otherwise start with a billion cells. Larger cells still bound what their points could reach.
    while (size.x / cellSize).rounded(.up) * (size.y / cellSize).rounded(.up) > Double(maximumProbes) {
      cellSize *= 2
    }
    let half = cellSize / 2
    var x = low.x
    while x < high.x {
      var y = low.y
      while y < high.y {
        let c = cell(SIMD2(x + half, y + half), half)
        if c.potential > best.distance + precision { queue.push(c) }
        y += cellSize
      }
      x += cellSize
    }
    var complete = true
    var splits = 0
    while let c = queue.pop() {
      if c.distance > best.distance { best = c }
      if c.potential - best.distance <= precision { continue }
      splits += 1
      if probes >= maximumProbes || (splits % 64 == 0 && isCancelled()) {
        complete = false
        break
      }
      let h = c.half / 2
      for offset in [SIMD2(-h, -h), SIMD2(h, -h), SIMD2(-h, h), SIMD2(h, h)] {
        let child = cell(c.center + offset, h)
        if child.potential > best.distance + precision { queue.push(child) }
      }
    }
    return Result(point: best.center, distance: best.distance, probes: probes, isComplete: complete)
  }

  /// A square cell: its centre, half its side, the centre's signed distance and the best any point
  /// in it could have.
  struct Cell {
    var center: SIMD2<Double>
    var half: Double
    var distance: Double
    var potential: Double { distance + half * 2.0.squareRoot() }
  }

  /// The signed distance from `p` to the rings' outline: positive inside by the even-odd rule.
  static func signedDistance(_ p: SIMD2<Double>, to rings: FlatParts) -> Double {
    var inside = false
    var nearest = Double.infinity
    rings.points.withUnsafeBufferPointer { points in
      for r in 0..<rings.count {
        let range = rings.range(of: r)
        guard var b = range.last.map({ points[$0] }) else { continue }
        if PlanarMath.isInside(p, ring: points[range], vertex: { $0 }) { inside.toggle() }
        for i in range {
          let a = points[i]
          nearest = Swift.min(nearest, DouglasPeucker.squaredDistance(p, a, b))
          b = a
        }
      }
    }
    return (inside ? 1 : -1) * nearest.squareRoot()
  }

  /// The area centroid of the largest ring (its first vertex when it has no area): the first guess.
  static func centroid(of rings: FlatParts) -> SIMD2<Double> {
    var best = rings.points[0]
    var bestArea = -1.0
    for r in 0..<rings.count {
      let range = rings.range(of: r)
      guard let first = range.first.map({ rings.points[$0] }) else { continue }
      var sum = SIMD2<Double>(0, 0)
      var twiceArea = 0.0
      var previous = rings.points[range.upperBound - 1] - first
      for i in range {
        let current = rings.points[i] - first
        let f = previous.x * current.y - current.x * previous.y
        sum += (previous + current) * f
        twiceArea += f
        previous = current
      }
      if abs(twiceArea) > bestArea {
        bestArea = abs(twiceArea)
        best = twiceArea == 0 ? first : first + sum / (3 * twiceArea)
      }
    }
    return best
  }
}

/// A binary max-heap of cells by potential.
struct CellQueue {
  private var cells: [PoleOfInaccessibility.Cell] = []

  mutating func push(_ cell: PoleOfInaccessibility.Cell) {
    cells.append(cell)
    var child = cells.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard cells[child].potential > cells[parent].potential else { break }
      cells.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> PoleOfInaccessibility.Cell? {
    guard let top = cells.first else { return nil }
    let last = cells.removeLast()
    guard !cells.isEmpty else { return top }
    cells[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < cells.count else { break }
      var larger = left
      if left + 1 < cells.count, cells[left + 1].potential > cells[left].potential { larger = left + 1 }
      guard cells[larger].potential > cells[parent].potential else { break }
      cells.swapAt(larger, parent)
      parent = larger
    }
    return top
  }
}
