/// The offset of one polyline path: its raw offset curve, noded where it crosses itself, with the
/// pieces that lie closer to the path than the distance dropped (the loops a corner or a bend makes).
enum OffsetCurve {
  /// The path's offset lines, in the path's order; none when nothing of the curve survives.
  ///
  /// - Parameter budget: Vertices the caller may still create; the raw curve's count is taken from it.
  static func lines(
    of path: OffsetPathGeometry, join: OffsetJoin, budget: inout Int
  ) throws -> [[SIMD2<Double>]] {
    let curve = try raw(path, join: join, budget: &budget)
    guard curve.count >= 2 else { return [] }
    // The band's other boundaries (the other side's curve and the caps) only split the curve: a piece
    // may enter the band there without crossing the curve itself.
    var opposite = path
    opposite.side = -path.side
    var splitters = [try raw(opposite, join: join, budget: &budget)]
    if let first = path.points.first, let last = path.points.last {
      splitters += [first, last].map {
        GeometryEngine.circle(around: $0, radius: path.distance, vertices: 128) + [$0 + SIMD2(path.distance, 0)]
      }
    }
    var magnitude = 0.0
    for p in curve + splitters.joined() { magnitude = Swift.max(magnitude, abs(p.x), abs(p.y)) }
    let grid = OverlayGrid(magnitude: magnitude)
    var segments: [OverlaySegment] = []
    for (input, line) in [(0, curve)] + splitters.map({ (1, $0) }) {
      for i in 0..<(line.count - 1) {
        segments.append(
          OverlaySegment(
            a: grid.snap(line[i]), b: grid.snap(line[i + 1]), input: input, part: 0, vertex: i,
            original: (line[i], line[i + 1])))
      }
    }
    let noded = try OverlayNoder.node(segments, refusingSelfIntersection: []).filter { $0.input == 0 }
    let band = OffsetBand(path, join: join, probe: Swift.max(1e-8 * path.distance, 1e-11 * magnitude))
    let dropped = try band.isInterior(noded.map { (grid.unsnap($0.a), grid.unsnap($0.b)) })
    let kept = zip(noded, dropped).filter { !$0.1 }.map(\.0)
    // Chained on the grid, where a vertex in line with its neighbours (a corner's own segment end
    // beside a mitre, a noding split) is found exactly and dropped.
    var lines: [[SIMD2<Double>]] = []
    for segment in cancellingRetraced(kept) {
      guard var line = lines.last, line.last == segment.a else {
        lines.append([segment.a, segment.b])
        continue
      }
      let (p, q) = (line[line.count - 2], segment.a)
      if RobustOrientation.orientation(p, q, segment.b) == 0, ((q - p) * (segment.b - q)).sum() > 0 {
        line.removeLast()
      }
      line.append(segment.b)
      lines[lines.count - 1] = line
    }
    return lines.map { $0.map(grid.unsnap) }
  }

  /// The pieces with those the curve runs over more than once cancelled: a piece run forward and back
  /// (a spike's fold) goes, one run the same way twice is kept once (the band's boundary has it once).
  static func cancellingRetraced(_ pieces: [OverlaySegment]) -> [OverlaySegment] {
    func key(_ s: OverlaySegment) -> ([Double], Int) {
      let forward = (s.a.x, s.a.y) < (s.b.x, s.b.y)
      return (forward ? [s.a.x, s.a.y, s.b.x, s.b.y] : [s.b.x, s.b.y, s.a.x, s.a.y], forward ? 1 : -1)
    }
    var net: [[Double]: Int] = [:]
    for piece in pieces {
      let (k, sign) = key(piece)
      net[k, default: 0] += sign
    }
    var result: [OverlaySegment] = []
    for piece in pieces {
      let (k, sign) = key(piece)
      guard let count = net[k], count * sign > 0 else { continue }
      net[k] = 0
      result.append(piece)
    }
    return result
  }

  /// The raw offset curve: each segment moved by the distance, outer corners joined by the join,
  /// inner corners passing through the vertex (so the fold lies inside the band and is dropped).
  static func raw(_ path: OffsetPathGeometry, join: OffsetJoin, budget: inout Int) throws -> [SIMD2<Double>] {
    let count = path.segmentCount
    guard count > 0 else { return [] }
    var curve: [SIMD2<Double>] = [path.points[0] + path.normal(0, side: path.side)]
    for i in 0..<count {
      if i % GeometryEngine.cancellationStride == 0 { try Task.checkCancellation() }
      let (start, end) = path.segment(i)
      let offset = path.normal(i, side: path.side)
      if i > 0 {
        let a = start + path.normal(i - 1, side: path.side)
        let b = start + offset
        switch path.corner(i - 1, i, side: path.side) {
        case .straight:
          break
        case .outer:
          curve += join.points(at: start, a: a, b: b, incoming: path.direction(i - 1), outgoing: path.direction(i))
        case .inner:
          curve.append(start)
        }
        curve.append(b)
      }
      curve.append(end + offset)
      guard curve.count <= budget else {
        throw GeometryError.outputTooLarge(
          operation: "Offsetting", count: Double(curve.count), limit: GeometryEngine.maximumOutputVertexCount)
      }
    }
    budget -= curve.count
    return curve
  }
}
