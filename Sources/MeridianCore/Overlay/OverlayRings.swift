/// Extracts the result's rings from a located overlay graph and nests holes in shells.
///
/// A half-edge is kept when the result lies on its left and not on its right. From each kept half-edge
/// the walk turns to the first kept half-edge clockwise at the next node, which follows the boundary of
/// one result face; a walk that comes back to a node it passed is cut there, so every ring is simple.
/// Rings turning counter-clockwise are shells, clockwise ones holes; each hole goes to the smallest
/// shell that contains it.
extension OverlayGraph {
  /// The result's polygons as (shell, holes) in grid units, shells and holes counter-clockwise/clockwise.
  func resultRings(_ operation: OverlayOperation, locations: [UInt8]) throws -> [[[SIMD2<Double>]]] {
    let inResult = locations.map(operation.contains)
    let kept = origin.indices.map { inResult[face[$0]] && !inResult[face[$0 ^ 1]] }
    var shells: [[SIMD2<Double>]] = []
    var holes: [[SIMD2<Double>]] = []
    for ring in try tracedRings(kept: kept) {
      let points = ring.map { nodes[$0] }
      if Self.isCounterClockwise(points) { shells.append(points) } else { holes.append(points) }
    }
    return try Self.nest(shells: shells, holes: holes)
  }

  /// The simple rings, as node indices, that the kept half-edges bound (each with its face on its left).
  func tracedRings(kept: [Bool]) throws -> [[Int]] {
    var used = [Bool](repeating: false, count: origin.count)
    var rings: [[Int]] = []
    for start in origin.indices where kept[start] && !used[start] {
      try Task.checkCancellation()
      var walk: [Int] = []
      var h = start
      repeat {
        used[h] = true
        walk.append(origin[h])
        var turn = clockwise(from: h ^ 1)
        while !kept[turn] { turn = clockwise(from: turn) }
        h = turn
      } while h != start
      rings += Self.simpleRings(walk)
    }
    return rings
  }

  /// Cuts a closed walk of nodes into simple rings at the nodes it visits twice.
  static func simpleRings(_ walk: [Int]) -> [[Int]] {
    var rings: [[Int]] = []
    var stack: [Int] = []
    var position: [Int: Int] = [:]
    for n in walk {
      if let p = position[n] {
        rings.append(Array(stack[p...]))
        for m in stack[(p + 1)...] { position[m] = nil }
        stack.removeSubrange((p + 1)...)
      } else {
        position[n] = stack.count
        stack.append(n)
      }
    }
    if stack.count >= 3 { rings.append(stack) }
    return rings.filter { $0.count >= 3 }
  }

  /// Whether a simple ring turns counter-clockwise, by the exact turn at its lowest leftmost vertex.
  static func isCounterClockwise(_ ring: [SIMD2<Double>]) -> Bool {
    var k = 0
    for i in ring.indices where isLowerLeft(ring[i], ring[k]) { k = i }
    let previous = ring[(k + ring.count - 1) % ring.count]
    let following = ring[(k + 1) % ring.count]
    return RobustOrientation.orient2d(previous, ring[k], following) > 0
  }

  /// Puts each hole into the smallest shell that contains it.
  static func nest(shells: [[SIMD2<Double>]], holes: [[SIMD2<Double>]]) throws -> [[[SIMD2<Double>]]] {
    var polygons = shells.map { [$0] }
    let boxes = shells.map(box)
    let areas = shells.map { abs(PlanarMath.signedArea($0)) }
    for hole in holes {
      try Task.checkCancellation()
      let holeBox = box(hole)
      var best: Int?
      for s in shells.indices
      where boxes[s].min.x <= holeBox.min.x && boxes[s].min.y <= holeBox.min.y
        && boxes[s].max.x >= holeBox.max.x && boxes[s].max.y >= holeBox.max.y
        && (best.map { areas[s] < areas[$0] } ?? true)
      {
        if PlanarMath.isRing(hole, inside: shells[s]) { best = s }
      }
      guard let owner = best else {
        throw GeometryError.unsupportedGeometry("The overlay found a hole outside every shell; simplify the inputs.")
      }
      polygons[owner].append(hole)
    }
    return polygons
  }

  /// The bounding box of a ring.
  static func box(_ ring: [SIMD2<Double>]) -> (min: SIMD2<Double>, max: SIMD2<Double>) {
    ring.reduce((ring[0], ring[0])) { (pointwiseMin($0.0, $1), pointwiseMax($0.1, $1)) }
  }
}
