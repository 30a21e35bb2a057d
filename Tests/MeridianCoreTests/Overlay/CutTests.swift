import Testing

@testable import MeridianCore

/// `cut(_:usingCutter:)`: hand-worked cuts, ArcGIS's grouping and bad input.
@Suite("Cut: hand-worked cases and bad input") struct CutTests {
  static let square = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 2, yMax: 2))

  static func line(_ points: [(Double, Double)], _ sr: SpatialReference? = nil) -> Polyline {
    Polyline(points: points.map { Point(x: $0.0, y: $0.1, spatialReference: sr) }, spatialReference: sr)
  }

  @Test("A line going north cuts a square into a west (left) and an east (right) half") func halves() throws {
    let pieces = try GeometryEngine.cut(Self.square, usingCutter: Self.line([(1, -1), (1, 3)]))
    #expect(pieces.count == 2)
    let left = try #require(pieces[0] as? Polygon)
    let right = try #require(pieces[1] as? Polygon)
    #expect(try GeometryEngine.area(of: left) == 2)
    #expect(try GeometryEngine.area(of: right) == 2)
    #expect(left.parts[0].allSatisfy { $0.x <= 1 })
    #expect(right.parts[0].allSatisfy { $0.x >= 1 })
    // Clockwise shells, as the overlay writes them.
    #expect(PlanarMath.signedArea(left.parts[0].map { SIMD2($0.x, $0.y) }) == -2)
  }

  @Test("A Z-shaped cutter makes four strips, grouped two left and two right") func grouped() throws {
    // East along y = 1.5, back west-south-west across the square from (2, 1.25) to (0, 0.75), east
    // along y = 0.5. Left of each leg (north of the eastward ones, south of the westward one): the top
    // strip and the strip between the diagonal and y = 0.5; right: the other two. Each has area 1.
    let cutter = Self.line([(-1, 1.5), (3, 1.5), (-1, 0.5), (3, 0.5)])
    let polygons = try GeometryEngine.cut(Self.square, usingCutter: cutter).map { try #require($0 as? Polygon) }
    #expect(polygons.count == 2)
    #expect(polygons.map(\.parts.count) == [2, 2])
    #expect(try abs(GeometryEngine.area(of: polygons[0]) - 2) < 1e-12)
    #expect(try abs(GeometryEngine.area(of: polygons[1]) - 2) < 1e-12)
  }

  @Test("A line that misses the polygon or ends inside it cuts nothing") func notCut() throws {
    #expect(try GeometryEngine.cut(Self.square, usingCutter: Self.line([(5, 5), (6, 6)])).isEmpty)
    #expect(try GeometryEngine.cut(Self.square, usingCutter: Self.line([(-1, 1), (1, 1)])).isEmpty)
    #expect(try GeometryEngine.cut(Polygon(parts: []), usingCutter: Self.line([(-1, 1), (3, 1)])).isEmpty)
  }

  @Test("Bad input: other kinds, mixed references, NaN, a bow-tie") func badInput() throws {
    #expect(throws: GeometryError.self) {
      try GeometryEngine.cut(Point(x: 0, y: 0), usingCutter: Self.line([(0, 1), (1, 0)]))
    }
    let mercator = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 2, yMax: 2, spatialReference: .webMercator))
    #expect(throws: GeometryError.mismatchedSpatialReferences(.webMercator, .wgs84)) {
      try GeometryEngine.cut(mercator, usingCutter: Self.line([(1, -1), (1, 3)], .wgs84))
    }
    let error = #expect(throws: GeometryError.self) {
      try GeometryEngine.cut(Self.square, usingCutter: Self.line([(1, -1), (.nan, 3)]))
    }
    #expect(
      error?.description == "The coordinate x of cutter path 0 point 1 is nan; coordinates must be finite numbers.")
    let bowTie = Polygon(points: [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2)])
    #expect(throws: GeometryError.selfIntersection(input: 0, part: 0, vertex: 0)) {
      try GeometryEngine.cut(bowTie, usingCutter: Self.line([(1, -1), (1, 3)]))
    }
  }

  @Test("More vertices than the limit are refused before any work") func tooLarge() {
    let points = (0...GeometryEngine.maximumOutputVertexCount).map { Point(x: Double($0 % 7), y: Double($0 % 3)) }
    #expect(throws: GeometryError.self) { try GeometryEngine.cut(Self.square, usingCutter: Polyline(points: points)) }
  }

  @Test("A cancelled task stops the cut") func cancellation() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try GeometryEngine.cut(Self.square, usingCutter: Self.line([(1, -1), (1, 3)]))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
