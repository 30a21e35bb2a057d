import Foundation
import Testing

@testable import MeridianCore

/// Offsets worked by hand, ArcGIS's published polygon case, and bad inputs.
@Suite("Offset: hand-worked cases and bad inputs") struct OffsetTests {
  func line(_ points: [(Double, Double)]) -> Polyline {
    Polyline(points: points.map { Point(x: $0.0, y: $0.1) }, spatialReference: .webMercator)
  }

  func offsetLine(
    _ input: Polyline, _ distance: Double, _ type: GeometryOffsetType, ratio: Double = 2, flatten: Double = 0.01
  ) throws -> [[SIMD2<Double>]] {
    let output = try #require(
      try GeometryEngine.offset(input, distance: distance, offsetType: type, bevelRatio: ratio, flattenError: flatten)
        as? Polyline)
    #expect(output.spatialReference == .webMercator)
    return output.parts.map { $0.map { SIMD2($0.x, $0.y) } }
  }

  func length(_ parts: [[SIMD2<Double>]]) -> Double {
    parts.reduce(0) { $0 + pathLength($1, closed: false) }
  }

  func near(_ a: [SIMD2<Double>], _ b: [SIMD2<Double>]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { PlanarMath.length($0 - $1) < 1e-9 }
  }

  func near(_ a: [[SIMD2<Double>]], _ b: [[SIMD2<Double>]]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1) }
  }

  @Test("A positive distance offsets to the right, a negative one to the left (ArcGIS)") func sides() throws {
    let east = line([(0, 0), (10, 0)])
    #expect(near(try offsetLine(east, 2, .mitered)[0], [SIMD2(0, -2), SIMD2(10, -2)]))
    #expect(near(try offsetLine(east, -2, .rounded)[0], [SIMD2(0, 2), SIMD2(10, 2)]))
  }

  @Test("A right-angle corner: mitre at √2·d, bevel, square (a mitre at 90°), arc within the flatten error")
  func rightAngle() throws {
    // East then north: a left turn, so the right side (positive) is the outer side of the corner.
    let corner = line([(0, 0), (10, 0), (10, 10)])
    let mitre: [SIMD2<Double>] = [SIMD2(0, -1), SIMD2(11, -1), SIMD2(11, 10)]
    #expect(near(try offsetLine(corner, 1, .mitered), [mitre]))
    #expect(near(try offsetLine(corner, 1, .squared), [mitre]))
    #expect(near(try offsetLine(corner, 1, .bevelled), [[SIMD2(0, -1), SIMD2(10, -1), SIMD2(11, 0), SIMD2(11, 10)]]))
    // The inner side folds: the corner is cut where the two offsets meet, at (9, 1).
    #expect(near(try offsetLine(corner, -1, .mitered), [[SIMD2(0, 1), SIMD2(9, 1), SIMD2(9, 10)]]))
    let arc = try offsetLine(corner, 1, .rounded, flatten: 0.01)[0]
    let joint = arc.dropFirst(2).dropLast(2)
    // 2·acos(1 − 0.01) = 0.2838 rad per segment: a quarter circle takes ⌈1.5708 / 0.2838⌉ = 6 segments.
    #expect(joint.count == 5)
    #expect(joint.allSatisfy { abs(PlanarMath.length($0 - SIMD2(10, 0)) - 1) < 1e-12 })
    #expect(1 - cos(Double.pi / 24) <= 0.01)
  }

  @Test("A 135° corner: squared extends both offsets by d; a mitre past bevelRatio·d is cut there")
  func sharpCorner() throws {
    let corner = line([(0, 0), (10, 0), (5, 5)])
    let h = 0.5.squareRoot()
    let squared = try offsetLine(corner, 1, .squared)[0]
    #expect(near(squared, [SIMD2(0, -1), SIMD2(11, -1), SIMD2(10 + 2 * h, 0), SIMD2(5 + h, 5 + h)]))
    // The mitre point lies 1 / cos(67.5°) = 2.61 from the vertex; at ratio 2 the cut is square to the
    // bisector w = (cos 22.5°, −sin 22.5°), 2 from the vertex: on y = −1 at x = 10 + (2 − sin 22.5°) / cos 22.5°.
    let mitre = try offsetLine(corner, 1, .mitered, ratio: 2)[0]
    let c = cos(Double.pi / 8)
    let s = sin(Double.pi / 8)
    #expect(PlanarMath.length(mitre[1] - SIMD2(10 + (2 - s) / c, -1)) < 1e-9)
    #expect(abs(((mitre[2] - SIMD2(10, 0)) * SIMD2(c, -s)).sum() - 2) < 1e-9)
    let full = try offsetLine(corner, 1, .mitered, ratio: 3)[0]
    #expect(PlanarMath.length(full[1] - SIMD2(10 + 1 / tan(Double.pi / 8), -1)) < 1e-9)
  }

  @Test("Loops are dropped: a U narrower than twice the distance has no inside offset; a hairpin keeps its turn")
  func loops() throws {
    let u = line([(0, 0), (10, 0), (10, 1), (0, 1)])
    #expect(try offsetLine(u, -2, .mitered).isEmpty)
    // Outside: 10 and 10 along the long sides, 1 across the end, two bevels of 2·√2.
    let outside: Double = length(try offsetLine(u, 2, .bevelled))
    let expected: Double = 21 + 4 * 2.squareRoot()
    #expect(abs(outside - expected) < 1e-9)
    // Back along itself: the right offset runs out on y = −1, bevels through the vertex and returns on y = 1.
    let hairpin = line([(0, 0), (10, 0), (4, 0)])
    #expect(abs(length(try offsetLine(hairpin, 1, .bevelled)) - 18) < 1e-9)
    // A path that ends where it starts is still open: inside, the offset closes on itself as a square.
    let square = line([(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)])
    #expect(abs(length(try offsetLine(square, -1, .mitered)) - 32) < 1e-9)
  }

  @Test("Polygons: a positive distance shrinks (their right is their inside), a negative one grows")
  func polygons() throws {
    let box = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator)
    func area(_ distance: Double, _ type: GeometryOffsetType, _ input: any Geometry) throws -> Double {
      let polygon = try #require(
        try GeometryEngine.offset(input, distance: distance, offsetType: type, bevelRatio: 2, flattenError: 1e-4)
          as? Polygon)
      #expect(polygon.spatialReference == .webMercator)
      return polygon.isEmpty ? 0 : try GeometryEngine.area(of: polygon)
    }
    #expect(abs(try area(1, .mitered, box) - 64) < 1e-9)
    #expect(abs(try area(-1, .mitered, box) - 144) < 1e-9)
    #expect(abs(try area(-1, .bevelled, box) - 142) < 1e-9)
    #expect(abs(try area(-1, .squared, box) - 144) < 1e-9)
    // Round corners: 100 + 40 + π, less at most the four arcs' chord slivers (π·e each, e = 1e-4).
    let rounded = try area(-1, .rounded, box)
    #expect(rounded <= 140 + Double.pi && rounded > 140 + Double.pi - 4 * Double.pi * 1e-4)
    #expect(try area(6, .mitered, box) == 0)
    let frame = Polygon(
      parts: [
        [Point(x: 0, y: 0), Point(x: 0, y: 20), Point(x: 20, y: 20), Point(x: 20, y: 0)],
        [Point(x: 5, y: 5), Point(x: 15, y: 5), Point(x: 15, y: 15), Point(x: 5, y: 15)],
      ], spatialReference: .webMercator)
    #expect(abs(try area(1, .mitered, frame) - (18 * 18 - 12 * 12)) < 1e-9)
  }

  @Test("Esri's published polygon case: a C shape offset by 3 vanishes, by 2 it does not")
  func esriPolygon() throws {
    // Esri geometry-api-java, TestOffset.OffsetPolygon_: "if (distance > 2) assertTrue(outputGeom.isEmpty())".
    let xs: [Double] = [0, 0, 16, 16, 10, 10, 3, 3, 10, 10, 16, 16]
    let ys: [Double] = [0, 16, 16, 11, 10, 12, 12, 4, 4, 6, 5, 0]
    let shape = Polygon(points: zip(xs, ys).map { Point(x: $0, y: $1) })
    for type in GeometryOffsetType.allCases {
      let vanished = try GeometryEngine.offset(shape, distance: 3, offsetType: type, bevelRatio: 2, flattenError: 0.01)
      #expect(vanished.isEmpty, "\(type)")
      let kept = try GeometryEngine.offset(shape, distance: 2, offsetType: type, bevelRatio: 2, flattenError: 0.01)
      #expect(!kept.isEmpty, "\(type)")
    }
  }

  @Test("Bad inputs are typed errors naming what was wrong; parameters an offset type ignores are ignored")
  func badInputs() throws {
    let east = line([(0, 0), (10, 0)])
    for bad in [Double.nan, .infinity, 1e300] {
      #expect(throws: GeometryError.self) {
        try GeometryEngine.offset(east, distance: bad, offsetType: .rounded, bevelRatio: 1, flattenError: 1)
      }
    }
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(throws: GeometryError.self) {
        try GeometryEngine.offset(east, distance: 1, offsetType: .mitered, bevelRatio: bad, flattenError: 0)
      }
      #expect(throws: GeometryError.self) {
        try GeometryEngine.offset(east, distance: 1, offsetType: .rounded, bevelRatio: 0, flattenError: bad)
      }
    }
    _ = try GeometryEngine.offset(east, distance: 1, offsetType: .bevelled, bevelRatio: .nan, flattenError: .nan)
    #expect(throws: GeometryError.self) {
      try GeometryEngine.offset(Point(x: 0, y: 0), distance: 1, offsetType: .rounded, bevelRatio: 1, flattenError: 1)
    }
    let nan = line([(0, 0), (.nan, 0)])
    let error = #expect(throws: GeometryError.self) {
      try GeometryEngine.offset(nan, distance: 1, offsetType: .mitered, bevelRatio: 2, flattenError: 0)
    }
    if case .nonFiniteCoordinate(let name, _)? = error { #expect(name == "x of path 0 point 1") }
    // 6,000 sharp corners of up to 180 round segments each: past the 1,000,000-vertex limit.
    let zigzag = line((0..<6000).map { k -> (Double, Double) in (Double(k), Double(k % 2)) })
    let large = #expect(throws: GeometryError.self) {
      try GeometryEngine.offset(zigzag, distance: 1, offsetType: .rounded, bevelRatio: 1, flattenError: 1e-12)
    }
    guard case .outputTooLarge(_, _, let limit)? = large else {
      Issue.record("expected outputTooLarge, got \(String(describing: large))")
      return
    }
    #expect(limit == GeometryEngine.maximumOutputVertexCount)
  }

  @Test("offset in a cancelled task throws CancellationError") func cancellation() async {
    let zigzag = line((0..<20_000).map { k -> (Double, Double) in (Double(k), Double(k % 2)) })
    let task = Task { () throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      let result = try GeometryEngine.offset(zigzag, distance: 1, offsetType: .mitered, bevelRatio: 2, flattenError: 0)
      return (result as? Polyline)?.parts.count ?? 0
    }
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }
}
