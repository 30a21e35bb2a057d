import Testing

@testable import MeridianCore

/// `GeometryEngine.clip(_:to:)` on hand-made shapes, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1 (Python 3.11 venv, `pip install shapely`), 2026-12-05. Polygons
/// are built by the even-odd rule (`symmetric_difference` of the rings' polygons) and clipped with
/// `shapely.clip_by_rect(g, *rect)`, which gave the same area as `shapely.intersection(g, box(*rect))` in
/// every case; `expected` lists each result ring's distinct vertices, sorted (exterior and interior rings
/// alike). Lines and points follow `shapely.intersection` (the closed rectangle): `clip_by_rect` drops
/// lines along the boundary and points on it, which the comments note.
@Suite("Clip: hand-made cases against GEOS") struct ClipTests {
  struct ClipCase: CustomTestStringConvertible {
    var name: String
    var rings: [[SIMD2<Double>]]
    var rect: (Double, Double, Double, Double)
    var area: Double
    var expected: [[SIMD2<Double>]]
    init(
      _ name: String, rings: [[SIMD2<Double>]], rect: (Double, Double, Double, Double), area: Double,
      expected: [[SIMD2<Double>]]
    ) {
      (self.name, self.rings, self.rect, self.area, self.expected) = (name, rings, rect, area, expected)
    }
    var testDescription: String { name }
  }

  static let polygonCases: [ClipCase] = [
    ClipCase(
      "a ring crossing a corner",
      rings: [[[-5, -5], [5, -5], [5, 5], [-5, 5]]],
      rect: (0, 0, 10, 10), area: 25.0,
      expected: [[[0, 0], [0, 5], [5, 0], [5, 5]]]),
    ClipCase(
      "a hole straddling the bottom edge opens into a notch",
      rings: [[[-5, -5], [15, -5], [15, 15], [-5, 15]], [[4, -2], [6, -2], [6, 5], [4, 5]]],
      rect: (0, 0, 10, 10), area: 90.0,
      expected: [[[0, 0], [0, 10], [4, 0], [4, 5], [6, 0], [6, 5], [10, 0], [10, 10]]]),
    ClipCase(
      "a U-shape cut across its arms splits in two",
      rings: [[[0, 0], [10, 0], [10, 10], [7, 10], [7, 3], [3, 3], [3, 10], [0, 10]]],
      rect: (-1, 5, 11, 12), area: 30.0,
      expected: [[[0, 5], [0, 10], [3, 5], [3, 10]], [[7, 5], [7, 10], [10, 5], [10, 10]]]),
    ClipCase(
      "a hole inside the rectangle stays a hole",
      rings: [[[-5, -5], [15, -5], [15, 15], [-5, 15]], [[2, 2], [2, 8], [8, 8], [8, 2]]],
      rect: (0, 0, 10, 10), area: 64.0,
      expected: [[[0, 0], [0, 10], [10, 0], [10, 10]], [[2, 2], [2, 8], [8, 2], [8, 8]]]),
    ClipCase(
      "the rectangle inside a hole leaves nothing",
      rings: [[[-50, -50], [50, -50], [50, 50], [-50, 50]], [[-20, -20], [20, -20], [20, 20], [-20, 20]]],
      rect: (0, 0, 10, 10), area: 0.0,
      expected: []),
    ClipCase(
      "the rectangle inside the polygon comes back whole",
      rings: [[[-50, -50], [50, -50], [50, 50], [-50, 50]]],
      rect: (0, 0, 10, 10), area: 100.0,
      expected: [[[0, 0], [0, 10], [10, 0], [10, 10]]]),
    ClipCase(
      "a polygon touching along an edge leaves nothing",
      rings: [[[10, 0], [20, 0], [20, 10], [10, 10]]],
      rect: (0, 0, 10, 10), area: 0.0,
      expected: []),
    ClipCase(
      "a polygon outside leaves nothing",
      rings: [[[20, 20], [30, 20], [30, 30]]],
      rect: (0, 0, 10, 10), area: 0.0,
      expected: []),
    ClipCase(
      "a polygon inside comes back unchanged",
      rings: [[[1, 1], [9, 1], [5, 9]]],
      rect: (0, 0, 10, 10), area: 32.0,
      expected: [[[1, 1], [5, 9], [9, 1]]]),
    ClipCase(
      "a comb whose teeth cross two sides gives three rings",
      rings: [
        [
          [1, -2], [2, -2], [2, 12], [3, 12], [3, -2], [4, -2], [4, 12], [5, 12], [5, -2], [6, -2], [6, 13], [1, 13],
        ]
      ],
      rect: (0, 0, 10, 10), area: 30.0,
      expected: [
        [[1, 0], [1, 10], [2, 0], [2, 10]], [[3, 0], [3, 10], [4, 0], [4, 10]], [[5, 0], [5, 10], [6, 0], [6, 10]],
      ]),
    ClipCase(
      "a hole across a corner with an island in it",
      rings: [
        [[-5, -5], [15, -5], [15, 15], [-5, 15]], [[6, 6], [14, 6], [14, 14], [6, 14]],
        [[8, 8], [12, 8], [12, 12], [8, 12]],
      ],
      rect: (0, 0, 10, 10), area: 88.0,
      expected: [
        [[0, 0], [0, 10], [6, 6], [6, 10], [10, 0], [10, 6]], [[8, 8], [8, 10], [10, 8], [10, 10]],
      ]),
    ClipCase(
      "a vertex exactly on a side",
      rings: [[[5, 5], [10, 2], [15, 5], [10, 8]]],
      rect: (0, 0, 10, 10), area: 15.0,
      expected: [[[5, 5], [10, 2], [10, 8]]]),
    ClipCase(
      "an edge along a side",
      rings: [[[-5, 0], [5, 0], [5, 5], [-5, 5]]],
      rect: (0, 0, 10, 10), area: 25.0,
      expected: [[[0, 0], [0, 5], [5, 0], [5, 5]]]),
    ClipCase(
      "a diamond around the rectangle",
      rings: [[[5, -6], [16, 5], [5, 16], [-6, 5]]],
      rect: (0, 0, 10, 10), area: 100.0,
      expected: [[[0, 0], [0, 10], [10, 0], [10, 10]]]),
    ClipCase(
      "a clockwise outer ring with a counter-clockwise hole, both crossing",
      rings: [[[-5, -5], [-5, 15], [15, 15], [15, -5]], [[-2, 4], [12, 4], [12, 6], [-2, 6]]],
      rect: (0, 0, 10, 10), area: 80.0,
      expected: [[[0, 0], [0, 4], [10, 0], [10, 4]], [[0, 6], [0, 10], [10, 6], [10, 10]]]),
  ]

  static func polygon(_ rings: [[SIMD2<Double>]]) -> Polygon {
    Polygon(parts: rings.map { $0.map { Point.mercator($0.x, $0.y) } }, spatialReference: .webMercator)
  }

  static func envelope(_ r: (Double, Double, Double, Double)) -> Envelope {
    Envelope(xMin: r.0, yMin: r.1, xMax: r.2, yMax: r.3, spatialReference: .webMercator)
  }

  /// Each ring's distinct vertices, sorted; the rings sorted.
  static func canonical(_ rings: [[SIMD2<Double>]]) -> [[SIMD2<Double>]] {
    func less(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool { a.x < b.x || (a.x == b.x && a.y < b.y) }
    let sorted = rings.map { ring in
      ring.sorted(by: less).reduce(into: [SIMD2<Double>]()) { if $0.last != $1 { $0.append($1) } }
    }
    return sorted.sorted { a, b in
      for (p, q) in zip(a, b) where p != q { return less(p, q) }
      return a.count < b.count
    }
  }

  @Test("Polygons: the rings and area GEOS gives", arguments: polygonCases)
  func polygons(_ c: ClipCase) throws {
    let result = try GeometryEngine.clip(Self.polygon(c.rings), to: Self.envelope(c.rect))
    guard !c.expected.isEmpty else {
      #expect(result == nil)
      return
    }
    let clipped = try #require(result as? Polygon)
    #expect(clipped.spatialReference == .webMercator)
    let rings = clipped.parts.map { $0.map { SIMD2($0.x, $0.y) } }
    #expect(Self.canonical(rings) == Self.canonical(c.expected))
    expectClose(try GeometryEngine.area(of: clipped), c.area, tolerance: 1e-12 * c.area)
  }

  @Test("Rings in either orientation give the same clip")
  func orientation() throws {
    for c in Self.polygonCases where !c.expected.isEmpty {
      let reversed = c.rings.map { Array($0.reversed()) }
      let clipped = try #require(try GeometryEngine.clip(Self.polygon(reversed), to: Self.envelope(c.rect)) as? Polygon)
      #expect(
        Self.canonical(clipped.parts.map { $0.map { SIMD2($0.x, $0.y) } }) == Self.canonical(c.expected), "\(c.name)")
    }
  }

  // MARK: - Lines and points

  static func polyline(_ paths: [[SIMD2<Double>]]) -> Polyline {
    Polyline(parts: paths.map { $0.map { Point.mercator($0.x, $0.y) } }, spatialReference: .webMercator)
  }

  static func paths(_ geometry: (any Geometry)?) -> [[SIMD2<Double>]]? {
    (geometry as? Polyline)?.parts.map { $0.map { SIMD2($0.x, $0.y) } }
  }

  @Test("Polylines: split where they leave, kept along the boundary, dropped where they only touch")
  func polylines() throws {
    let box = Self.envelope((0, 0, 10, 10))
    // GEOS: MULTILINESTRING ((0 1, 10 1), (10 3, 0 3), (0 5, 10 5)), length 30.
    let weave = Self.polyline([[[-2, 1], [12, 1], [12, 3], [-2, 3], [-2, 5], [12, 5]]])
    #expect(
      Self.paths(try GeometryEngine.clip(weave, to: box)) == [
        [[0, 1], [10, 1]], [[10, 3], [0, 3]], [[0, 5], [10, 5]],
      ])
    // GEOS intersection: LINESTRING (0 0, 10 0) (clip_by_rect, open, drops it).
    let along = Self.polyline([[[-5, 0], [15, 0]]])
    #expect(Self.paths(try GeometryEngine.clip(along, to: box)) == [[[0, 0], [10, 0]]])
    // GEOS intersection: POINT (0 0) and POINT (0 10): no line is left.
    #expect(try GeometryEngine.clip(Self.polyline([[[-5, -5], [0, 0], [-5, 5]]]), to: box) == nil)
    #expect(try GeometryEngine.clip(Self.polyline([[[-5, 5], [5, 15]]]), to: box) == nil)
    // GEOS: (5 5, 10 5, 5 6), length 10.0990195135928 (intersection splits it at the touch; equal).
    let touch = Self.polyline([[[5, 5], [10, 5], [5, 6]]])
    let touched = try #require(try GeometryEngine.clip(touch, to: box))
    #expect(Self.paths(touched) == [[[5, 5], [10, 5], [5, 6]]])
    expectClose(try GeometryEngine.length(of: touched), 10.099019513592784, tolerance: 1e-12)
    // GEOS: LINESTRING (1 1, 2 2, 3 1); the path outside is gone.
    let two = Self.polyline([[[1, 1], [2, 2], [3, 1]], [[20, 20], [30, 30]]])
    #expect(Self.paths(try GeometryEngine.clip(two, to: box)) == [[[1, 1], [2, 2], [3, 1]]])
    // GEOS: LINESTRING (0 5, 5 5, 10 5): a repeated vertex is written once.
    let repeated = Self.polyline([[[-5, 5], [5, 5], [5, 5], [15, 5]]])
    #expect(Self.paths(try GeometryEngine.clip(repeated, to: box)) == [[[0, 5], [5, 5], [10, 5]]])
  }

  @Test("Points and multipoints: the boundary is inside; envelopes give their overlap")
  func pointsAndEnvelopes() throws {
    let box = Self.envelope((0, 0, 10, 10))
    // GEOS intersection: POINT (10 5), POINT (0 0), POINT EMPTY; MULTIPOINT ((0 0), (5 5)).
    let edge = Point.mercator(10, 5)
    #expect(try GeometryEngine.clip(edge, to: box) as? Point == edge)
    #expect(try GeometryEngine.clip(Point.mercator(0, 0), to: box) as? Point == Point.mercator(0, 0))
    #expect(try GeometryEngine.clip(Point.mercator(11, 5), to: box) == nil)
    let many = Multipoint(points: [.mercator(0, 0), .mercator(5, 5), .mercator(11, 1)])
    #expect((try GeometryEngine.clip(many, to: box) as? Multipoint)?.points == [.mercator(0, 0), .mercator(5, 5)])
    let other = Self.envelope((5, -5, 15, 5))
    #expect(try GeometryEngine.clip(other, to: box) as? Envelope == Self.envelope((5, 0, 10, 5)))
    #expect(try GeometryEngine.clip(Self.envelope((10, 0, 20, 10)), to: box) == nil, "touching only")
    // An AnyGeometry is unwrapped.
    #expect(try GeometryEngine.clip(AnyGeometry.point(.mercator(1, 1)), to: box) as? Point == .mercator(1, 1))
  }

  // MARK: - Bad input

  @Test("Bad input: empty, infinite or inverted envelopes, mismatched references, NaN coordinates")
  func badInput() {
    let square = Self.polygon([[[0, 0], [4, 0], [4, 4]]])
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(square, to: .empty(spatialReference: .webMercator))
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(square, to: Self.envelope((0, 0, .infinity, 1)))
    }
    var inverted = Self.envelope((0, 0, 10, 10))
    inverted.xMin = 20
    expectGeometryError({ if case .invalidParameter(name: "envelope", _) = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(square, to: inverted)
    }
    expectGeometryError({ if case .mismatchedSpatialReferences = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(square, to: Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .wgs84))
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(Self.polygon([[[0, 0], [.nan, 0], [4, 4]]]), to: Self.envelope((0, 0, 1, 1)))
    }
    expectGeometryError({ if case .degeneratePart = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(Self.polyline([[[0, 0]]]), to: Self.envelope((0, 0, 1, 1)))
    }
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try GeometryEngine.clip(Polygon(parts: []), to: Self.envelope((0, 0, 1, 1)))
    }
  }
}
