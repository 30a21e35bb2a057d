import Testing

@testable import MeridianCore

/// `cut(_:usingCutter:)` of polylines: hand-worked sides, ArcGIS's grouping and bad input.
@Suite("Cut polylines: hand-worked cases and bad input") struct CutPolylineTests {
  static func line(_ paths: [[(Double, Double)]], _ sr: SpatialReference? = nil) -> Polyline {
    Polyline(parts: paths.map { $0.map { Point(x: $0.0, y: $0.1, spatialReference: sr) } }, spatialReference: sr)
  }

  /// The parts of each result polyline as coordinate pairs.
  static func parts(_ result: [any Geometry]) throws -> [[[Double]]] {
    try result.map { geometry in
      try #require(geometry as? Polyline).parts.map { $0.flatMap { [$0.x, $0.y] } }
    }
  }

  @Test("A northward cutter puts the west piece left and the east piece right") func halves() throws {
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (4, 0)]]), usingCutter: Self.line([[(2, -1), (2, 1)]]))
    #expect(try Self.parts(result) == [[[0, 0, 2, 0]], [[2, 0, 4, 0]]])
  }

  @Test("A piece left of one cutter path and right of another is undefined, on its own") func undefined() throws {
    // Both cutter paths run north: (1, 0)–(3, 0) is east of the first (right) and west of the second (left).
    let cutter = Self.line([[(1, -1), (1, 1)], [(3, -1), (3, 1)]])
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (4, 0)]]), usingCutter: cutter)
    #expect(try Self.parts(result) == [[[0, 0, 1, 0]], [[3, 0, 4, 0]], [[1, 0, 3, 0]]])
  }

  @Test("Coincident pieces go right; an uncut path comes alone, last") func coincidentAndUncut() throws {
    // North to (2, 0), east along the line to (3, 0), then north: west of the first leg is left; east
    // of the last leg (south of the eastward one) is right; (2, 0)–(3, 0) runs along the cutter.
    let cutter = Self.line([[(2, -1), (2, 0), (3, 0), (3, 1)]])
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (4, 0)], [(10, 10), (11, 11)]]), usingCutter: cutter)
    #expect(try Self.parts(result) == [[[0, 0, 2, 0]], [[2, 0, 3, 0], [3, 0, 4, 0]], [[10, 10, 11, 11]]])
  }

  @Test("Touching at a vertex cuts; both pieces below a V-shaped cutter are right") func touch() throws {
    // The cutter turns left at (1, 1), so its left side is the wedge above the V.
    let cutter = Self.line([[(0, 2), (1, 1), (2, 2)]])
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (1, 1), (2, 0)]]), usingCutter: cutter)
    #expect(try Self.parts(result) == [[], [[0, 0, 1, 1], [1, 1, 2, 0]]])
  }

  @Test("A cutter ending on the line cuts it: west is right of a southward cutter") func cutterEnd() throws {
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (4, 0)]]), usingCutter: Self.line([[(2, 2), (2, 0)]]))
    #expect(try Self.parts(result) == [[[2, 0, 4, 0]], [[0, 0, 2, 0]]])
  }

  @Test("A cutter crossing a right-turning corner: a reflex left side") func rightTurn() throws {
    // The cutter goes north to (2, 0) then east; the line comes in from the west (left) and leaves
    // south-east (right, below the eastward leg).
    let cutter = Self.line([[(2, -2), (2, 0), (5, 0)]])
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (2, 0), (3, -1)]]), usingCutter: cutter)
    #expect(try Self.parts(result) == [[[0, 0, 2, 0]], [[2, 0, 3, -1]]])
  }

  @Test("A cutter vertex given twice is read once") func repeatedCutterVertex() throws {
    let cutter = Self.line([[(2, -1), (2, 0), (2, 0), (2, 1)]])
    let result = try GeometryEngine.cut(Self.line([[(0, 0), (4, 0)]]), usingCutter: cutter)
    #expect(try Self.parts(result) == [[[0, 0, 2, 0]], [[2, 0, 4, 0]]])
  }

  @Test("No cut: disjoint, or meeting only at the line's ends") func notCut() throws {
    #expect(try GeometryEngine.cut(Self.line([[(0, 0), (1, 0)]]), usingCutter: Self.line([[(5, 5), (6, 6)]])).isEmpty)
    #expect(
      try GeometryEngine.cut(Self.line([[(0, 0), (1, 0)]]), usingCutter: Self.line([[(1, -1), (1, 1)]])).isEmpty)
    #expect(try GeometryEngine.cut(Polyline(parts: []), usingCutter: Self.line([[(1, -1), (1, 1)]])).isEmpty)
  }

  @Test("Bad input: mixed references, NaN, a one-point path, too many pairs") func badInput() throws {
    #expect(throws: GeometryError.mismatchedSpatialReferences(.webMercator, .wgs84)) {
      try GeometryEngine.cut(
        Self.line([[(0, 0), (1, 0)]], .webMercator), usingCutter: Self.line([[(1, -1), (1, 1)]], .wgs84))
    }
    let error = #expect(throws: GeometryError.self) {
      try GeometryEngine.cut(Self.line([[(0, 0), (.nan, 0)]]), usingCutter: Self.line([[(1, -1), (1, 1)]]))
    }
    #expect(error?.description == "The coordinate x of path 0 point 1 is nan; coordinates must be finite numbers.")
    #expect(throws: GeometryError.degeneratePart(index: 0, pointCount: 1)) {
      try GeometryEngine.cut(Self.line([[(0, 0), (1, 0)]]), usingCutter: Self.line([[(1, 1)]]))
    }
    let many = (0..<20_000).map { (Double($0), 0.0) }
    #expect(throws: GeometryError.self) {
      try GeometryEngine.cut(Self.line([many]), usingCutter: Self.line([many.map { ($0.1, $0.0) }]))
    }
  }
}
