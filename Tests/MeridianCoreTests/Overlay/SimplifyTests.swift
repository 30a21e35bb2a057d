import Testing

@testable import MeridianCore

/// `simplify` and `isSimple`: hand-worked repairs, the documented rules and bad input.
@Suite("Simplify: hand-worked cases and bad input") struct SimplifyTests {
  static func polygon(_ rings: [[(Double, Double)]], _ sr: SpatialReference? = nil) -> Polygon {
    Polygon(parts: rings.map { $0.map { Point(x: $0.0, y: $0.1, spatialReference: sr) } }, spatialReference: sr)
  }

  static func signedAreas(_ geometry: any Geometry) throws -> [Double] {
    try #require(geometry as? Polygon).parts.map { PlanarMath.signedArea($0.map { SIMD2($0.x, $0.y) }) }.sorted()
  }

  @Test("A bow-tie becomes two clockwise triangles of area 1") func bowTie() throws {
    let bowTie = Self.polygon([[(0, 0), (2, 2), (2, 0), (0, 2)]])
    #expect(try !GeometryEngine.isSimple(bowTie))
    let fixed = try GeometryEngine.simplify(bowTie)
    #expect(try Self.signedAreas(fixed) == [-1, -1])
    #expect(try GeometryEngine.isSimple(fixed))
    // The overlay refuses the same ring, naming it; simplify is the documented way to repair it.
    #expect(throws: GeometryError.selfIntersection(input: 0, part: 0, vertex: 0)) {
      try GeometryEngine.union(bowTie, Polygon(parts: []))
    }
  }

  @Test("A counter-clockwise square is reversed; a repeated vertex and a spike are dropped") func repairs() throws {
    let counterClockwise = Self.polygon([[(0, 0), (1, 0), (1, 1), (0, 1)]])
    #expect(try !GeometryEngine.isSimple(counterClockwise))
    #expect(try Self.signedAreas(GeometryEngine.simplify(counterClockwise)) == [-1])
    let repeated = Self.polygon([[(0, 0), (0, 1), (1, 1), (1, 1), (1, 0)]])
    #expect(try !GeometryEngine.isSimple(repeated))
    let fixed = try #require(try GeometryEngine.simplify(repeated) as? Polygon)
    #expect(fixed.parts[0].count == 4)
    // A spike from (1, 1) out to (3, 3) and back: zero width, so it goes.
    let spike = Self.polygon([[(0, 0), (0, 1), (1, 1), (3, 3), (1, 1), (1, 0)]])
    #expect(try !GeometryEngine.isSimple(spike))
    let trimmed = try #require(try GeometryEngine.simplify(spike) as? Polygon)
    #expect(trimmed.parts.map(\.count) == [4])
    #expect(try GeometryEngine.area(of: trimmed) == 1)
  }

  /// A recorded star whose spike (out to (6.665, 6.03) and back) crosses its own ring. The even-odd rule
  /// cancels the spike's two coincident edges, so the repair is the polygon without it: GEOS 3.14.1's
  /// `make_valid` of that polygon has area 11.764073. GEOS's linework repair of the polygon with the
  /// spike merges the two edges into one first and gives 12.15448745524553 (docs/geometry.md).
  @Test("A spike crossing its ring is cancelled by the even-odd rule") func crossingSpike() throws {
    let shell: [(Double, Double)] = [
      (6.25, 3.679), (6.507, 3.394), (3.134, 4.13), (2.408, 4.277), (3.277, 4.761), (3.292, 5.872),
      (2.704, 6.247), (5.707, 7.726), (6.665, 6.03), (5.707, 7.726), (5.697, 6.857), (6.021, 6.409),
      (7.057, 6.921), (7.526, 5.853),
    ]
    let hole: [(Double, Double)] = [
      (5.18, 5.239), (4.603, 5.694), (4.295, 4.64), (4.812, 4.582), (4.786, 4.511), (5.161, 4.733), (5.447, 4.841),
    ]
    let fixed = try GeometryEngine.simplify(Self.polygon([shell, hole]))
    #expect(try abs(GeometryEngine.area(of: fixed) - 11.764073) <= 1e-12)
  }

  @Test("A clockwise square with a counter-clockwise hole is simple; touching the shell once is too") func valid()
    throws
  {
    let frame = Self.polygon([[(0, 0), (0, 10), (10, 10), (10, 0)], [(2, 2), (8, 2), (8, 8), (2, 8)]])
    #expect(try GeometryEngine.isSimple(frame))
    let touching = Self.polygon([[(0, 0), (0, 10), (10, 10), (10, 0)], [(0, 5), (5, 3), (5, 7)]])
    #expect(try GeometryEngine.isSimple(touching))
    // Touching the shell at two points cuts the interior in two: not simple.
    let cut = Self.polygon([[(0, 0), (0, 10), (10, 10), (10, 0)], [(0, 5), (5, 3), (10, 5), (5, 7)]])
    #expect(try !GeometryEngine.isSimple(cut))
    #expect(try Self.signedAreas(GeometryEngine.simplify(cut)).count == 2)
  }

  @Test("Polylines: crossings and repeated vertices are not simple; simplify drops the repeats") func polylines() throws
  {
    func line(_ points: [(Double, Double)]) -> Polyline { Polyline(points: points.map { Point(x: $0.0, y: $0.1) }) }
    #expect(try GeometryEngine.isSimple(line([(0, 0), (1, 0), (1, 1)])))
    #expect(try GeometryEngine.isSimple(line([(0, 0), (1, 0), (1, 1), (0, 0)])))
    #expect(try !GeometryEngine.isSimple(line([(0, 0), (2, 2), (0, 2), (2, 0)])))
    #expect(try !GeometryEngine.isSimple(line([(0, 0), (2, 0), (1, 0)])))
    let repeated = line([(0, 0), (1, 0), (1, 0), (2, 0)])
    #expect(try !GeometryEngine.isSimple(repeated))
    let fixed = try #require(try GeometryEngine.simplify(repeated) as? Polyline)
    #expect(fixed.parts[0].count == 3)
    let points = Multipoint(points: [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 1, y: 1)])
    #expect(try !GeometryEngine.isSimple(points))
    #expect(try #require(try GeometryEngine.simplify(points) as? Multipoint).points.count == 2)
  }

  @Test("Empty geometries are simple and come back empty") func empty() throws {
    #expect(try GeometryEngine.isSimple(Polygon(parts: [])))
    #expect(try GeometryEngine.simplify(Polygon(parts: [])).isEmpty)
    #expect(try GeometryEngine.simplify(Polyline(parts: [])).isEmpty)
    #expect(try GeometryEngine.isSimple(Point(x: .nan, y: .nan)))
  }

  @Test("NaN, infinite and too large coordinates are refused by name") func badCoordinates() {
    let nan = Self.polygon([[(0, 0), (.nan, 0), (1, 1)]])
    let error = #expect(throws: GeometryError.self) { try GeometryEngine.simplify(nan) }
    #expect(error?.description == "The coordinate x of ring 0 point 1 is nan; coordinates must be finite numbers.")
    let huge = Polyline(points: [Point(x: 0, y: 0), Point(x: 1e300, y: 0)])
    #expect(throws: GeometryError.coordinateOutOfRange(name: "x of path 0 point 1", value: 1e300, bound: 1e15)) {
      try GeometryEngine.isSimple(huge)
    }
    #expect(throws: GeometryError.nonFiniteCoordinate(name: "y of point 0", value: .infinity)) {
      try GeometryEngine.simplify(Multipoint(points: [Point(x: 0, y: .infinity)]))
    }
  }

  @Test("More vertices than the limit are refused before any work") func tooLarge() {
    let ring = (0...GeometryEngine.maximumOutputVertexCount).map { Point(x: Double($0), y: Double($0 % 2)) }
    #expect(throws: GeometryError.self) { try GeometryEngine.simplify(Polygon(parts: [ring])) }
  }

  @Test("A cancelled task stops simplify") func cancellation() async {
    let bowTie = Self.polygon([[(0, 0), (2, 2), (2, 0), (0, 2)]])
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try GeometryEngine.simplify(bowTie)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
