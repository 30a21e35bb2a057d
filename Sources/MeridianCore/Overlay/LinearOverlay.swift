/// The linework overlay: one or two sets of paths against each other or against polygon rings.
///
/// It reuses the polygon overlay's steps: snap to one grid (``OverlayGrid``), node every segment
/// (``OverlayNoder``; crossings within a path are noded, crossing rings refused), build the planar graph
/// (``OverlayGraph``) with the rings as input 0 and the paths as linework inputs 2 and 3, and locate
/// its faces. Each noded path segment is then one graph edge, which tells whether it runs along the
/// rings (the boundary), along the other paths, or lies inside the rings.
struct LinearOverlay {
  /// A noded path segment and what its edge tells about it.
  struct Piece {
    var segment: OverlaySegment
    /// The graph edge it runs along.
    var edge: Int
    /// Bit 0: on the rings' boundary; bit 2, 3: the first, second paths run along it.
    var mask: UInt8
    /// Inside the rings (by the even-odd rule), boundary excluded.
    var isInside: Bool
  }

  let grid: OverlayGrid
  let graph: OverlayGraph
  /// Every noded path segment, in path order and along each path.
  let pieces: [Piece]
  /// The edge bits that meet where the two sides meet: ring and first paths, or both paths.
  let meeting: UInt8

  /// Nodes the paths (first and second) and rings together.
  ///
  /// - Throws: ``GeometryError/selfIntersection(input:part:vertex:)`` for crossing rings (input 0),
  ///   ``GeometryError/outputTooLarge(operation:count:limit:)``, `CancellationError`.
  init(first: [[SIMD2<Double>]], second: [[SIMD2<Double>]] = [], rings: [[SIMD2<Double>]] = []) throws {
    var magnitude = 0.0
    for part in first + second + rings {
      for p in part { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    }
    let grid = OverlayGrid(magnitude: magnitude)
    var segments: [OverlaySegment] = []
    func add(_ a: SIMD2<Double>, _ b: SIMD2<Double>, input: Int, part: Int, vertex: Int) {
      segments.append(
        OverlaySegment(a: grid.snap(a), b: grid.snap(b), input: input, part: part, vertex: vertex, original: (a, b)))
    }
    for (part, ring) in rings.enumerated() {
      for k in ring.indices { add(ring[k], ring[(k + 1) % ring.count], input: 0, part: part, vertex: k) }
    }
    for (input, paths) in [(2, first), (3, second)] {
      for (part, path) in paths.enumerated() {
        for k in path.indices.dropLast() { add(path[k], path[k + 1], input: input, part: part, vertex: k) }
      }
    }
    let noded = try OverlayNoder.node(segments, refusingSelfIntersection: [0])
    let graph = try OverlayGraph(noded)
    let locations = try graph.faceLocations()
    var nodeIndex: [SIMD2<Double>: Int] = [:]
    for (n, p) in graph.nodes.enumerated() { nodeIndex[p] = n }
    var edgeIndex: [SIMD2<Int>: Int] = [:]
    for e in graph.edgeMask.indices {
      let (u, v) = (graph.origin[2 * e], graph.origin[2 * e + 1])
      edgeIndex[SIMD2(Swift.min(u, v), Swift.max(u, v))] = e
    }
    var pieces: [Piece] = []
    for s in noded where s.input >= 2 {
      guard let u = nodeIndex[s.a], let v = nodeIndex[s.b], let e = edgeIndex[SIMD2(Swift.min(u, v), Swift.max(u, v))]
      else { continue }
      let mask = graph.edgeMask[e]
      pieces.append(
        Piece(segment: s, edge: e, mask: mask, isInside: mask & 1 == 0 && locations[graph.face[2 * e]] & 1 != 0))
    }
    (self.grid, self.graph, self.pieces, meeting) = (grid, graph, pieces, second.isEmpty ? 5 : 12)
  }

  /// The pieces `keep` selects, each edge once (where it first comes), joined into paths where one
  /// ends where the next of the same path begins; in the inputs' units.
  func paths(_ keep: (Piece) -> Bool) -> [[SIMD2<Double>]] {
    var seen = Set<Int>()
    var result: [[SIMD2<Double>]] = []
    var last: OverlaySegment?
    for piece in pieces where keep(piece) && seen.insert(piece.edge).inserted {
      let s = piece.segment
      if let l = last, l.input == s.input, l.part == s.part, l.b == s.a {
        result[result.count - 1].append(grid.unsnap(s.b))
      } else {
        result.append([grid.unsnap(s.a), grid.unsnap(s.b)])
      }
      last = s
    }
    return result
  }

  /// The nodes where both sides meet (a path and the rings' boundary, or both paths) but no piece
  /// `keep` selects ends: the isolated points of an intersection, in the inputs' units.
  func isolatedPoints(_ keep: (Piece) -> Bool) -> [SIMD2<Double>] {
    var touched = [UInt8](repeating: 0, count: graph.nodes.count)
    for e in graph.edgeMask.indices {
      touched[graph.origin[2 * e]] |= graph.edgeMask[e]
      touched[graph.origin[2 * e + 1]] |= graph.edgeMask[e]
    }
    var covered = [Bool](repeating: false, count: graph.nodes.count)
    for piece in pieces where keep(piece) {
      covered[graph.origin[2 * piece.edge]] = true
      covered[graph.origin[2 * piece.edge + 1]] = true
    }
    return graph.nodes.indices.filter { touched[$0] & meeting == meeting && !covered[$0] }.map {
      grid.unsnap(graph.nodes[$0])
    }
  }
}
