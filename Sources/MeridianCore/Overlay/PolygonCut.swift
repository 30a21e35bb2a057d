/// Cuts a polygon along polyline paths on the overlay's graph, and tells each piece's side.
///
/// The polygon's rings (input 0, read by the even-odd rule) and the cutter's paths (input 1, open) are
/// noded together. A cutter edge with the polygon's inside on both sides and different faces there
/// cuts; pieces are traced as the overlay traces results, but across cutting edges too. A piece lies
/// left of the cutter when the cutter runs along its counter-clockwise shell in the shell's direction
/// (the piece is on the left of both), right when against it; both, or neither when no cutting edge
/// bounds its shell.
enum PolygonCut {
  /// The side of the cutter a piece lies on.
  enum Side { case left, right, both, neither }

  /// The pieces, as (shell, holes) in input units with shells counter-clockwise, and their sides; no
  /// pieces when nothing is cut.
  static func cut(
    _ rings: [[SIMD2<Double>]], by paths: [[SIMD2<Double>]]
  ) throws -> [(polygon: [[SIMD2<Double>]], side: Side)] {
    var magnitude = 0.0
    for p in rings.joined() { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    for p in paths.joined() { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    let grid = OverlayGrid(magnitude: magnitude)
    var segments: [OverlaySegment] = []
    for (input, (parts, closed)) in [(rings, true), (paths, false)].enumerated() {
      for (part, points) in parts.enumerated() {
        for vertex in 0..<(closed ? points.count : points.count - 1) {
          let original = (points[vertex], points[(vertex + 1) % points.count])
          segments.append(
            OverlaySegment(
              a: grid.snap(original.0), b: grid.snap(original.1), input: input, part: part, vertex: vertex,
              original: original))
        }
      }
    }
    let noded = try OverlayNoder.node(segments, refusingSelfIntersection: [0])
    let graph = try OverlayGraph(noded)
    let inside = try graph.faceLocations().map { $0 & 1 != 0 }
    var nodeIndex: [SIMD2<Double>: Int] = [:]
    for (n, p) in graph.nodes.enumerated() { nodeIndex[p] = n }
    var cutterForward = Set<SIMD2<Int>>()
    for s in noded where s.input == 1 {
      if let u = nodeIndex[s.a], let v = nodeIndex[s.b] { cutterForward.insert(SIMD2(u, v)) }
    }
    var cutting: [SIMD2<Int>: Side] = [:]
    let kept = graph.origin.indices.map { h in
      let (f, g) = (graph.face[h], graph.face[h ^ 1])
      guard inside[f] else { return false }
      if !inside[g] { return true }
      guard graph.edgeMask[h >> 1] & 2 != 0, f != g else { return false }
      let key = SIMD2(graph.origin[h], graph.destination(h))
      cutting[key] = cutterForward.contains(key) ? .left : .right
      return true
    }
    guard !cutting.isEmpty else { return [] }
    var shells: [[SIMD2<Double>]] = []
    var sides: [Side] = []
    var holes: [[SIMD2<Double>]] = []
    for ring in try graph.tracedRings(kept: kept) {
      let points = ring.map { graph.nodes[$0] }
      guard OverlayGraph.isCounterClockwise(points) else {
        holes.append(points)
        continue
      }
      var found = Set<Side>()
      for (k, n) in ring.enumerated() {
        if let side = cutting[SIMD2(n, ring[(k + 1) % ring.count])] { found.insert(side) }
      }
      shells.append(points)
      sides.append(found.count == 2 ? .both : found.first ?? .neither)
    }
    let polygons = try OverlayGraph.nest(shells: shells, holes: holes)
    return zip(polygons, sides).map { polygon, side in (polygon.map { $0.map(grid.unsnap) }, side) }
  }
}
