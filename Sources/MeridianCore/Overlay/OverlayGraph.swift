/// The planar graph of noded overlay segments: nodes, edges and half-edges, faces traced around them.
///
/// Edge `e` has half-edges `2e` and `2e + 1` (each the other's twin). Every edge records, in bit 0 and
/// bit 1, whether the first and second input's rings run along it an odd number of times: crossing it
/// changes the side's location in that input by the even-odd rule. Coincident ring edges of one input
/// cancel, so edges with no odd input are dropped. Inputs 2 and 3 are linework (a polyline overlay):
/// their bits (4 and 8) record that the line runs along the edge at all, never cancel, and do not
/// change locations. Around each node the outgoing half-edges are sorted
/// counter-clockwise by exact orientation; a face is traced by turning to the next half-edge clockwise.
struct OverlayGraph {
  var nodes: [SIMD2<Double>] = []
  /// Per edge: bit 0 set when odd in the first input, bit 1 when odd in the second; bits 2 and 3
  /// when linework inputs 2 and 3 run along it.
  var edgeMask: [UInt8] = []
  /// Per half-edge: its origin node.
  var origin: [Int] = []
  /// Per node, its outgoing half-edges counter-clockwise: `around[aroundStart[n]..<aroundStart[n + 1]]`.
  var around: [Int] = []
  var aroundStart: [Int] = []
  /// Per half-edge: its index in `around`.
  var aroundIndex: [Int] = []
  /// Per half-edge: the next half-edge of the face on its left, and that face's index.
  var next: [Int] = []
  var face: [Int] = []
  /// Per face: one of its half-edges.
  var faceEdge: [Int] = []

  /// Builds the graph of noded segments.
  init(_ segments: [OverlaySegment]) throws {
    var nodeIndex: [SIMD2<Double>: Int] = [:]
    func node(_ p: SIMD2<Double>) -> Int {
      if let i = nodeIndex[p] { return i }
      nodes.append(p)
      nodeIndex[p] = nodes.count - 1
      return nodes.count - 1
    }
    var edgeIndex: [SIMD2<Int>: Int] = [:]
    var ends: [SIMD2<Int>] = []
    for s in segments {
      let u = node(s.a)
      let v = node(s.b)
      let key = SIMD2(Swift.min(u, v), Swift.max(u, v))
      let bit: UInt8 = 1 << UInt8(s.input)
      if let e = edgeIndex[key] {
        edgeMask[e] = s.input < 2 ? edgeMask[e] ^ bit : edgeMask[e] | bit
      } else {
        edgeIndex[key] = ends.count
        ends.append(key)
        edgeMask.append(bit)
      }
    }
    var keptEnds: [SIMD2<Int>] = []
    var keptMask: [UInt8] = []
    for (e, mask) in edgeMask.enumerated() where mask != 0 {
      keptEnds.append(ends[e])
      keptMask.append(mask)
    }
    edgeMask = keptMask
    origin = keptEnds.flatMap { [$0.x, $0.y] }
    try sortAround()
    traceFaces()
  }

  /// The node a half-edge points to.
  func destination(_ h: Int) -> Int { origin[h ^ 1] }

  /// The direction of a half-edge, exact on the grid.
  func direction(_ h: Int) -> SIMD2<Double> { nodes[destination(h)] - nodes[origin[h]] }

  /// Sorts each node's outgoing half-edges counter-clockwise, starting from the positive x axis.
  private mutating func sortAround() throws {
    var counts = [Int](repeating: 0, count: nodes.count + 1)
    for o in origin { counts[o + 1] += 1 }
    for n in 0..<nodes.count { counts[n + 1] += counts[n] }
    aroundStart = counts
    var fill = counts
    around = [Int](repeating: 0, count: origin.count)
    for (h, o) in origin.enumerated() {
      around[fill[o]] = h
      fill[o] += 1
    }
    aroundIndex = [Int](repeating: 0, count: origin.count)
    for n in 0..<nodes.count {
      if n % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let range = aroundStart[n]..<aroundStart[n + 1]
      let sorted = around[range].sorted { Self.precedes(direction($0), direction($1)) }
      for (k, h) in sorted.enumerated() {
        around[range.lowerBound + k] = h
        aroundIndex[h] = range.lowerBound + k
      }
    }
  }

  /// Whether direction `d1` comes before `d2` counter-clockwise from the positive x axis (exact).
  static func precedes(_ d1: SIMD2<Double>, _ d2: SIMD2<Double>) -> Bool {
    let upper1 = d1.y > 0 || (d1.y == 0 && d1.x > 0)
    let upper2 = d2.y > 0 || (d2.y == 0 && d2.x > 0)
    if upper1 != upper2 { return upper1 }
    return RobustOrientation.orient2d(.zero, d1, d2) > 0
  }

  /// The outgoing half-edge at `h`'s origin next clockwise from `h`.
  func clockwise(from h: Int) -> Int {
    let n = origin[h]
    let index = aroundIndex[h]
    return around[index == aroundStart[n] ? aroundStart[n + 1] - 1 : index - 1]
  }

  /// Links each half-edge to the next of the face on its left and numbers the faces.
  private mutating func traceFaces() {
    next = origin.indices.map { clockwise(from: $0 ^ 1) }
    face = [Int](repeating: -1, count: origin.count)
    for start in origin.indices where face[start] < 0 {
      var h = start
      repeat {
        face[h] = faceEdge.count
        h = next[h]
      } while h != start
      faceEdge.append(start)
    }
  }
}
