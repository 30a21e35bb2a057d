/// Locates every face of an overlay graph in both inputs.
///
/// Within a connected part of the graph, crossing an edge flips the location in each input whose bit
/// the edge carries, so one face's location gives all the others (a walk over the faces). The outer face
/// of each connected part is located by a ray cast west from the part's lowest leftmost node, counting
/// the edges it crosses (exact orientation, half-open in y): no edge of the part itself lies to its west.
extension OverlayGraph {
  /// Per face: bit 0 set when inside the first input, bit 1 when inside the second.
  func faceLocations() throws -> [UInt8] {
    var location = [UInt8?](repeating: nil, count: faceEdge.count)
    var component = [Int](repeating: -1, count: nodes.count)
    var queue: [Int] = []
    for start in nodes.indices where component[start] < 0 && aroundStart[start] < aroundStart[start + 1] {
      try Task.checkCancellation()
      // Collect the connected part and its lowest leftmost node.
      component[start] = start
      var members = [start]
      var lowest = start
      var k = 0
      while k < members.count {
        let n = members[k]
        k += 1
        if Self.isLowerLeft(nodes[n], nodes[lowest]) { lowest = n }
        for index in aroundStart[n]..<aroundStart[n + 1] {
          let m = destination(around[index])
          if component[m] < 0 {
            component[m] = start
            members.append(m)
          }
        }
      }
      let outer = face[westmostOutgoing(at: lowest)]
      location[outer] = rayLocation(from: nodes[lowest])
      queue.append(outer)
      while let f = queue.popLast() {
        guard let here = location[f] else { continue }
        var h = faceEdge[f]
        repeat {
          let other = face[h ^ 1]
          if location[other] == nil {
            location[other] = here ^ edgeMask[h >> 1]
            queue.append(other)
          }
          h = next[h]
        } while h != faceEdge[f]
      }
    }
    return location.map { $0 ?? 0 }
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

  /// The location in both inputs of the points just west of `p`: the parity of the edges crossing the
  /// ray going west from it.
  func rayLocation(from p: SIMD2<Double>) -> UInt8 {
    var parity: UInt8 = 0
    for e in edgeMask.indices {
      let a = nodes[origin[2 * e]]
      let b = nodes[origin[2 * e + 1]]
      guard (a.y > p.y) != (b.y > p.y), Swift.min(a.x, b.x) < p.x else { continue }
      let (low, high) = a.y < b.y ? (a, b) : (b, a)
      if RobustOrientation.orient2d(low, high, p) < 0 { parity ^= edgeMask[e] }
    }
    return parity
  }
}
