extension GeometryEngine {
  /// Returns whether a geometry is simple: topologically correct, so ``simplify(_:)`` would keep it.
  ///
  /// A polygon is simple when it is OGC-valid (rings neither cross, overlap nor touch themselves; holes
  /// inside shells; connected interiors) with ArcGIS's ring orientation (shells clockwise, holes
  /// counter-clockwise) and no repeated vertex; a polyline when no path repeats a vertex and paths meet
  /// only at their ends (the OGC rule); a multipoint when no point repeats. Points, envelopes and
  /// empty geometries are simple. Coordinates are compared on the overlay's grid.
  ///
  /// - Parameter geometry: A point, multipoint, polyline, polygon or envelope.
  /// - Returns: `true` when the geometry is simple.
  /// - Throws: ``GeometryError`` as ``simplify(_:)`` does; `CancellationError`.
  public static func isSimple(_ geometry: any Geometry) throws -> Bool {
    switch geometry {
    case let any as AnyGeometry:
      return try isSimple(any.geometry)
    case let multipoint as Multipoint:
      let points = try simplifyVectors([multipoint.points], name: nil)[0]
      return Set(points).count == points.count
    case let polyline as Polyline:
      return try isSimplePolyline(simplifyVectors(polyline.parts, name: "path"))
    case let polygon as Polygon:
      return try isSimplePolygon(polygon)
    default:
      if !geometry.isEmpty { _ = try PlanarShape(geometry) }
      return true
    }
  }

  /// Whether a polygon's rings, snapped to the overlay's grid, are exactly the rings of its repair
  /// (each up to its first vertex, less the vertices where another ring touches it).
  static func isSimplePolygon(_ polygon: Polygon) throws -> Bool {
    let (grid, repaired) = try repairedRings(polygon)
    var rings: [[SIMD2<Double>]] = []
    for part in polygon.parts where !part.isEmpty {
      var ring = part.map { grid.snap(SIMD2($0.x, $0.y)) }
      if ring.count > 1, ring.first == ring.last { ring.removeLast() }
      guard ring.count >= 3, ring.indices.allSatisfy({ ring[$0] != ring[($0 + 1) % ring.count] }) else {
        return false
      }
      rings.append(ring)
    }
    let output = repaired.joined().map { Array($0.reversed()) }
    guard output.count == rings.count else { return false }
    var ringsOf: [SIMD2<Double>: [Int]] = [:]
    for (r, ring) in rings.enumerated() {
      for p in Set(ring) { ringsOf[p, default: []].append(r) }
    }
    var matched = [Bool](repeating: false, count: rings.count)
    for ring in output {
      try Task.checkCancellation()
      let candidates = Set(ring.flatMap { ringsOf[$0] ?? [] })
      let match = candidates.first { r in
        guard !matched[r] else { return false }
        let members = Set(rings[r])
        return canonical(ring.filter(members.contains)) == canonical(rings[r])
      }
      guard let r = match else { return false }
      matched[r] = true
    }
    return true
  }

  /// A ring rotated to start at its lowest leftmost vertex (vertices are distinct in simple rings).
  static func canonical(_ ring: [SIMD2<Double>]) -> [SIMD2<Double>] {
    guard var k = ring.indices.first else { return ring }
    for i in ring.indices where OverlayGraph.isLowerLeft(ring[i], ring[k]) { k = i }
    return Array(ring[k...] + ring[..<k])
  }

  /// Whether paths repeat no vertex and meet themselves and each other only at their end points.
  static func isSimplePolyline(_ paths: [[SIMD2<Double>]]) throws -> Bool {
    var segments: [OverlaySegment] = []
    var pathEnds: [SIMD2<Int>] = []
    for (part, path) in paths.enumerated() where !path.isEmpty {
      guard path.count >= 2 else { return false }
      pathEnds.append(SIMD2(segments.count, segments.count + path.count - 2))
      for vertex in 1..<path.count {
        guard path[vertex - 1] != path[vertex] else { return false }
        segments.append(
          OverlaySegment(
            a: path[vertex - 1], b: path[vertex], input: 0, part: part, vertex: vertex - 1,
            original: (path[vertex - 1], path[vertex])))
      }
    }
    let first = Set(pathEnds.map(\.x))
    let last = Set(pathEnds.map(\.y))
    /// Whether `p` is where segment `i` starts or ends its path.
    func isPathEnd(_ p: SIMD2<Double>, of i: Int) -> Bool {
      (first.contains(i) && segments[i].a == p) || (last.contains(i) && segments[i].b == p)
    }
    var simple = true
    try OverlayNoder.forEachOverlappingPair(segments) { i, j in
      guard simple else { return }
      let (p, q) = (segments[i], segments[j])
      guard let touch = touchingPoint(p, q) else { return }
      guard let point = touch else {
        simple = false
        return
      }
      let adjacent = p.part == q.part && abs(p.vertex - q.vertex) == 1
      let shared = p.vertex < q.vertex ? p.b : q.b
      if adjacent && point == shared { return }
      simple = isPathEnd(point, of: i) && isPathEnd(point, of: j)
    }
    return simple
  }

  /// How two segments meet: `nil` when they do not, `.some(nil)` when they cross or overlap along a
  /// stretch, `.some(p)` when they touch at the single point `p` (an end of one or both).
  static func touchingPoint(_ p: OverlaySegment, _ q: OverlaySegment) -> SIMD2<Double>?? {
    let o1 = RobustOrientation.orientation(p.a, p.b, q.a)
    let o2 = RobustOrientation.orientation(p.a, p.b, q.b)
    let o3 = RobustOrientation.orientation(q.a, q.b, p.a)
    let o4 = RobustOrientation.orientation(q.a, q.b, p.b)
    if o1 * o2 > 0 || o3 * o4 > 0 { return nil }
    if o1 == 0 && o2 == 0 {
      var common = Set<SIMD2<Double>>()
      for point in [q.a, q.b] where PlanarMath.isOnSegment(point, p.a, p.b) { common.insert(point) }
      for point in [p.a, p.b] where PlanarMath.isOnSegment(point, q.a, q.b) { common.insert(point) }
      return common.isEmpty ? nil : common.count == 1 ? .some(common.first) : .some(nil)
    }
    if o1 != 0 && o2 != 0 && o3 != 0 && o4 != 0 { return .some(nil) }
    if o1 == 0 { return .some(q.a) }
    if o2 == 0 { return .some(q.b) }
    return .some(o3 == 0 ? p.a : p.b)
  }
}
