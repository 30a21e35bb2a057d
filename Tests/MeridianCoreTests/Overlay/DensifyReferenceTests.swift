import Testing

@testable import MeridianCore

/// Planar densify against GEOS, and its hand-worked cases and bad inputs.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.segmentize(geometry, max)`, recorded by
/// `scripts/geos-overlay/make-densify-fixtures.py` in `Fixtures/Overlay/densify-cases.txt` (the format
/// is in its header): 300 polylines and 168 polygons with and without holes. Meridian's result must have
/// GEOS's vertices, one for one within 10⁻⁹, and GEOS's length within 10⁻⁹ (relative).
@Suite("Densify against GEOS") struct DensifyReferenceTests {
  struct Case {
    var isPolygon: Bool
    var maximum: Double
    var parts: [[SIMD2<Double>]]
    var result: [[SIMD2<Double>]] = []
    var length = 0.0
  }

  static func load() throws -> [Case] {
    var cases: [Case] = []
    for (tag, body) in try OverlayFixture.records("densify-cases") {
      let fields = body.split(separator: " ", maxSplits: 1)
      let number = try #require(Double(String(fields[0])))
      switch tag {
      case "L", "G":
        cases.append(Case(isPolygon: tag == "G", maximum: number, parts: try OverlayFixture.rings(fields[1])))
      default:
        cases[cases.count - 1].length = number
        cases[cases.count - 1].result = try OverlayFixture.rings(fields[1])
      }
    }
    return cases
  }

  @Test("Every recorded densify gives GEOS's vertices and length") func agreesWithGEOS() throws {
    let cases = try Self.load()
    #expect(cases.count == 468)
    var failures: [String] = []
    for (index, c) in cases.enumerated() where index % OverlayFixture.caseStride == 0 {
      let input = OverlayFixture.geometry(c.parts, isPolygon: c.isPolygon)
      let output = try GeometryEngine.densify(input, maxSegmentLength: c.maximum)
      let got = OverlayFixture.parts(of: output)
      let same =
        got.count == c.result.count
        && zip(got, c.result).allSatisfy { a, b in
          a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) <= 1e-9 && abs($0.y - $1.y) <= 1e-9 }
        }
      let length = try GeometryEngine.length(of: output)
      if !same || abs(length - c.length) > 1e-9 * Swift.max(1, c.length) {
        failures.append("case \(index): \(got.map(\.count)) vertices, GEOS \(c.result.map(\.count)); length \(length)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test("Hand-worked: a 10-long segment at 3 becomes four pieces of 2.5; a ring closes through its start")
  func handWorked() throws {
    let line = Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0)], spatialReference: .webMercator)
    let densified = try #require(try GeometryEngine.densify(line, maxSegmentLength: 3) as? Polyline)
    #expect(densified.parts[0].map(\.x) == [0, 2.5, 5, 7.5, 10])
    #expect(densified.parts[0].allSatisfy { $0.y == 0 })
    #expect(densified.spatialReference == .webMercator)
    // The square's closing edge (0,4) → (0,0) is cut too; the ring keeps no closing point.
    let box = Envelope(xMin: 0, yMin: 0, xMax: 4, yMax: 4, spatialReference: .webMercator)
    let square = try #require(try GeometryEngine.densify(box, maxSegmentLength: 2) as? Polygon)
    #expect(square.parts.count == 1)
    #expect(square.parts[0].count == 8)
    #expect(try GeometryEngine.length(of: square) == 16)
    // Exactly the maximum is kept; repeated vertices are kept (ArcGIS), a point comes back as it is.
    let exact = Polyline(points: [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 3, y: 4)])
    #expect((try GeometryEngine.densify(exact, maxSegmentLength: 5) as? Polyline)?.parts[0].count == 3)
    let point = Point(x: 1, y: 2)
    #expect((try GeometryEngine.densify(point, maxSegmentLength: 1) as? Point) == point)
  }

  @Test("Bad inputs: the length, a NaN vertex and an output past the limit are typed errors")
  func badInputs() throws {
    let line = Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0)])
    for bad in [0, -1, .nan, .infinity] {
      #expect(throws: GeometryError.self) { try GeometryEngine.densify(line, maxSegmentLength: bad) }
    }
    let nan = Polyline(points: [Point(x: 0, y: 0), Point(x: .nan, y: 0)])
    let nanError = #expect(throws: GeometryError.self) { try GeometryEngine.densify(nan, maxSegmentLength: 1) }
    guard case .nonFiniteCoordinate(let name, _)? = nanError else {
      Issue.record("expected nonFiniteCoordinate, got \(String(describing: nanError))")
      return
    }
    #expect(name == "x of part 0 near vertex 0")
    let error = #expect(throws: GeometryError.self) { try GeometryEngine.densify(line, maxSegmentLength: 1e-300) }
    guard case .outputTooLarge(_, _, let limit)? = error else {
      Issue.record("expected outputTooLarge, got \(String(describing: error))")
      return
    }
    #expect(limit == GeometryEngine.maximumOutputVertexCount)
    let far = Polyline(points: [Point(x: -1e308, y: 0), Point(x: 1e308, y: 0)])
    #expect(throws: GeometryError.self) { try GeometryEngine.densify(far, maxSegmentLength: 1) }
  }
}
