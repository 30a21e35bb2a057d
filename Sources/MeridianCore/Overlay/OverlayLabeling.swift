/// Locates every face of an overlay graph in both inputs.
///
/// Within a connected part of the graph, crossing an edge flips the location in each input whose bit
/// the edge carries, so one face's location gives all the others (a walk over the faces). The outer face
/// of each connected part is located by a ray cast west from the part's lowest leftmost node, counting
/// the edges it crosses (exact orientation, half-open in y): no edge of the part itself lies to its west.
extension OverlayGraph {
  /// Per face: bit 0 set when inside the first input, bit 1 when inside the second.
  ///
  /// Each connected part's ray crosses only edges of parts whose box spans its y and reaches west of
  /// it, so parts far apart (the buildings of a city) cost a box test each, not a pass over every edge.
  func faceLocations() throws -> [UInt8] {
    var location = [UInt8?](repeating: nil, count: faceEdge.count)
    let parts = try connectedParts()
    var queue: [Int] = []
    for (c, lowest) in parts.lowest.enumerated() {
      if c % 64 == 0 { try Task.checkCancellation() }
      let p = nodes[lowest]
      var parity: UInt8 = 0
      for d in parts.lowest.indices
      where parts.boxMin[d].y <= p.y && parts.boxMax[d].y > p.y && parts.boxMin[d].x < p.x {
        parity ^= rayParity(from: p, edges: parts.edges[parts.edgeStart[d]..<parts.edgeStart[d + 1]])
      }
      let outer = face[westmostOutgoing(at: lowest)]
      location[outer] = parity
      queue.append(outer)
      while let f = queue.popLast() {
        guard let here = location[f] else { continue }
        var h = faceEdge[f]
        repeat {
          let other = face[h ^ 1]
          if location[other] == nil {
            location[other] = here ^ (edgeMask[h >> 1] & 3)
            queue.append(other)
          }
          h = next[h]
        } while h != faceEdge[f]
      }
    }
    return location.map { $0 ?? 0 }
  }

  /// The connected parts of the graph: each one's lowest leftmost node, box, and edges
  /// (`edges[edgeStart[c]..<edgeStart[c + 1]]`).
  func connectedParts() throws -> (
    lowest: [Int], boxMin: [SIMD2<Double>], boxMax: [SIMD2<Double>], edges: [Int], edgeStart: [Int]
  ) {
    var component = [Int](repeating: -1, count: nodes.count)
    var lowest: [Int] = []
    var boxMin: [SIMD2<Double>] = []
    var boxMax: [SIMD2<Double>] = []
    var members: [Int] = []
    for start in nodes.indices where component[start] < 0 && aroundStart[start] < aroundStart[start + 1] {
      try Task.checkCancellation()
      let id = lowest.count
      component[start] = id
      members.removeAll(keepingCapacity: true)
      members.append(start)
      var (low, minimum, maximum) = (start, nodes[start], nodes[start])
      var k = 0
      while k < members.count {
        let n = members[k]
        k += 1
        if Self.isLowerLeft(nodes[n], nodes[low]) { low = n }
        (minimum, maximum) = (pointwiseMin(minimum, nodes[n]), pointwiseMax(maximum, nodes[n]))
        for index in aroundStart[n]..<aroundStart[n + 1] {
          let m = destination(around[index])
          if component[m] < 0 {
            component[m] = id
            members.append(m)
          }
        }
      }
      lowest.append(low)
      boxMin.append(minimum)
      boxMax.append(maximum)
    }
    // The edges grouped by part (a counting sort on each edge's first node's part).
    var edgeStart = [Int](repeating: 0, count: lowest.count + 1)
    for e in edgeMask.indices { edgeStart[component[origin[2 * e]] + 1] += 1 }
    for c in lowest.indices { edgeStart[c + 1] += edgeStart[c] }
    var fill = edgeStart
    var edges = [Int](repeating: 0, count: edgeMask.count)
    for e in edgeMask.indices {
      let c = component[origin[2 * e]]
      edges[fill[c]] = e
      fill[c] += 1
    }
    return (lowest, boxMin, boxMax, edges, edgeStart)
  }

  /// Whether `p` lies left of `q`, or level with it and below.
  static func isLowerLeft(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Bool {
    p.x < q.x || (p.x == q.x && p.y < q.y)
  }

  /// At a lowest leftmost node, the outgoing half-edge turned furthest counter-clockwise: the face on
  /// its left is the connected part's outer face.
  func westmostOutgoing(at n: Int) -> Int {
    var best = around[aroundStart[n]]
    for index in aroundStart[n]..<aroundStart[n + 1] {
      let h = around[index]
      if RobustOrientation.orient2d(.zero, direction(best), direction(h)) > 0 { best = h }
    }
    return best
  }

  /// The location in both inputs of the points just west of `p` as far as `edges` tell: the parity of
  /// those crossing the ray going west from it.
  func rayParity(from p: SIMD2<Double>, edges: ArraySlice<Int>) -> UInt8 {
    var parity: UInt8 = 0
    for e in edges {
      let a = nodes[origin[2 * e]]
      let b = nodes[origin[2 * e + 1]]
      guard (a.y > p.y) != (b.y > p.y), Swift.min(a.x, b.x) < p.x else { continue }
      let (low, high) = a.y < b.y ? (a, b) : (b, a)
      if RobustOrientation.orient2d(low, high, p) < 0 { parity ^= edgeMask[e] & 3 }
    }
    return parity
  }
}
