/// Closes chains that leave an extract's bounding box into rings along the box's edge.
///
/// A ring cut by the extract comes out of ``RingAssembler`` as open chains whose ends stop at missing
/// nodes. Each end is taken to the nearest point of the box's edge and the crossing points are joined
/// along it. Which half of the outline is inside is one bit the extract does not hold: a coastline has
/// land on its left (``Mode/coastline``); an area takes the half with fewer box corners
/// (``Mode/area``), and a tie (two and two) is reported, never guessed. Ends at a node the extract
/// holds, an odd number of ends and two ends at one point are reported too. `docs/basemap.md`
/// ("Survives the cut") tells the rule with the Helsinki cases.
enum BoxCloser {
  /// How the inside is chosen.
  enum Mode {
    /// A coastline: land on the left; the rings are the sea.
    case coastline
    /// An area: the half of the edge with fewer corners.
    case area
  }

  /// Why chains could not be closed.
  enum Failure: Error, Equatable, CustomStringConvertible {
    /// An end stops at a node the extract holds, so the ring does not leave the box there.
    case endInsideExtract(nodeID: Int64)
    /// Both halves of the edge take two corners.
    case ambiguous
    /// A coastline exit whose clockwise neighbour on the edge is another exit.
    case inconsistentCoastline
    /// Two crossing points fall on one point of the edge.
    case coincidentCrossings

    var description: String {
      switch self {
      case .endInsideExtract(let id):
        return "the ring stops at node \(id), inside the extract (a member is missing)"
      case .ambiguous:
        return "the feature crosses the extract from one side to the opposite side; either half could be inside"
      case .inconsistentCoastline:
        return "the coastline leaves the extract twice without entering it between"
      case .coincidentCrossings:
        return "two ends cross the extract's edge at the same point"
      }
    }
  }

  /// The box: minimum and maximum corners, Web Mercator metres.
  struct Box {
    var min: SIMD2<Double>
    var max: SIMD2<Double>

    /// The corner at perimeter parameter k (0 lower-left, 1 lower-right, 2 upper-right, 3 upper-left).
    func corner(_ k: Int) -> SIMD2<Double> {
      switch k & 3 {
      case 0: return min
      case 1: return SIMD2(max.x, min.y)
      case 2: return max
      default: return SIMD2(min.x, max.y)
      }
    }

    /// The nearest point of the edge to a point inside, and its perimeter parameter in [0, 4):
    /// counter-clockwise from the lower-left corner, one unit per side.
    func crossing(nearest p: SIMD2<Double>) -> (point: SIMD2<Double>, t: Double) {
      let q = pointwiseMin(pointwiseMax(p, min), max)
      let size = max - min
      let distances = [q.y - min.y, max.x - q.x, max.y - q.y, q.x - min.x]
      var side = 0
      for k in 1..<4 where distances[k] < distances[side] { side = k }
      switch side {
      case 0: return (SIMD2(q.x, min.y), (q.x - min.x) / size.x)
      case 1: return (SIMD2(max.x, q.y), 1 + (q.y - min.y) / size.y)
      case 2: return (SIMD2(q.x, max.y), 2 + (max.x - q.x) / size.x)
      default: return (SIMD2(min.x, q.y), 3 + (max.y - q.y) / size.y)
      }
    }
  }

  /// One chain end on the edge.
  private struct End {
    var chain: Int
    var isHead: Bool
    var point: SIMD2<Double>
    var t: Double
  }

  /// Closes open chains into rings along the box.
  ///
  /// - Parameters:
  ///   - chains: The open chains (all of one feature, or all coastline chains).
  ///   - box: The extract's box.
  ///   - mode: How the inside is chosen.
  /// - Returns: The rings, each closed (last point = first point).
  /// - Throws: ``Failure`` when the chains cannot be closed unambiguously.
  static func close(_ chains: [Chain], box: Box, mode: Mode) throws(Failure) -> [[SIMD2<Double>]] {
    guard !chains.isEmpty else { return [] }
    var ends: [End] = []
    for (index, chain) in chains.enumerated() {
      guard chain.startIsCut, let first = chain.points.first, let firstID = chain.ids.first else {
        throw .endInsideExtract(nodeID: chain.ids.first ?? 0)
      }
      guard chain.endIsCut, let last = chain.points.last else {
        throw .endInsideExtract(nodeID: chain.ids.last ?? firstID)
      }
      let head = box.crossing(nearest: first)
      let tail = box.crossing(nearest: last)
      ends.append(End(chain: index, isHead: true, point: head.point, t: head.t))
      ends.append(End(chain: index, isHead: false, point: tail.point, t: tail.t))
    }
    ends.sort { $0.t < $1.t }
    for i in 1..<ends.count where ends[i].t == ends[i - 1].t { throw .coincidentCrossings }
    let n = ends.count
    // partner[i]: the end joined to end i along the edge; forward[i]: whether that arc runs in
    // increasing t from i.
    var partner = [Int](repeating: -1, count: n)
    var forward = [Bool](repeating: true, count: n)
    switch mode {
    case .coastline:
      // From each exit (a tail), clockwise (decreasing t) to the previous end, which must be an entry.
      for i in 0..<n where !ends[i].isHead {
        let j = (i - 1 + n) % n
        guard ends[j].isHead else { throw .inconsistentCoastline }
        partner[i] = j
        partner[j] = i
        forward[i] = false
        forward[j] = true
      }
    case .area:
      // Half A pairs (0,1), (2,3), ...; half B pairs (1,2), ..., (n-1,0).
      var cornersA = 0
      for i in stride(from: 0, to: n, by: 2) { cornersA += corners(between: ends[i].t, and: ends[i + 1].t) }
      guard cornersA != 2 else { throw .ambiguous }
      let offset = cornersA < 2 ? 0 : 1
      for i in stride(from: offset, to: n + offset, by: 2) {
        let a = i % n
        let b = (i + 1) % n
        partner[a] = b
        partner[b] = a
        forward[a] = true
        forward[b] = false
      }
    }
    // Walk: chain from head to tail, the edge to the partner, the partner's chain, ...
    var endIndex: [Int: (head: Int, tail: Int)] = [:]
    for (i, end) in ends.enumerated() {
      var entry = endIndex[end.chain] ?? (-1, -1)
      if end.isHead { entry.head = i } else { entry.tail = i }
      endIndex[end.chain] = entry
    }
    var visited = [Bool](repeating: false, count: chains.count)
    var rings: [[SIMD2<Double>]] = []
    for start in chains.indices where !visited[start] {
      var ring: [SIMD2<Double>] = []
      var chainIndex = start
      var enterAtHead = true
      while !visited[chainIndex] {
        visited[chainIndex] = true
        guard let chainEnds = endIndex[chainIndex] else { break }
        let chain = chains[chainIndex]
        let entryEnd = enterAtHead ? chainEnds.head : chainEnds.tail
        let exitEnd = enterAtHead ? chainEnds.tail : chainEnds.head
        ring.append(ends[entryEnd].point)
        ring += enterAtHead ? chain.points : chain.points.reversed()
        ring.append(ends[exitEnd].point)
        let next = partner[exitEnd]
        ring += edgePath(from: ends[exitEnd].t, to: ends[next].t, forward: forward[exitEnd], box: box)
        chainIndex = ends[next].chain
        enterAtHead = ends[next].isHead
      }
      if let first = ring.first { ring.append(first) }
      rings.append(ring)
    }
    return rings
  }

  /// The number of the box's corners strictly between two perimeter parameters (a < b).
  private static func corners(between a: Double, and b: Double) -> Int {
    var count = 0
    for k in 1...3 where Double(k) > a && Double(k) < b { count += 1 }
    return count
  }

  /// The box's corners passed going from one perimeter parameter to another, in order.
  private static func edgePath(from a: Double, to b: Double, forward: Bool, box: Box) -> [SIMD2<Double>] {
    var path: [SIMD2<Double>] = []
    if forward {
      var k = Int(a.rounded(.down)) + 1
      let target = b >= a ? b : b + 4
      while Double(k) < target {
        path.append(box.corner(k))
        k += 1
      }
    } else {
      var k = Int(a.rounded(.up)) - 1
      let target = b <= a ? b : b - 4
      while Double(k) > target {
        path.append(box.corner(k))
        k -= 1
      }
    }
    return path
  }
}
