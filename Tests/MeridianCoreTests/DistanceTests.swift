import Foundation
import Testing

@testable import MeridianCore

@Suite("Planar distance and nearest coordinate") struct DistanceTests {
  @Test("Distance between points is the hypotenuse: 3-4-5")
  func points() throws {
    #expect(try GeometryEngine.distance(from: Point.mercator(0, 0), to: Point.mercator(3, 4)) == 5)
  }

  @Test("Distance from a point to a line, a polygon and inside a polygon")
  func pointToShapes() throws {
    let line = Polyline(points: [.mercator(0, 0), .mercator(10, 0)])
    #expect(try GeometryEngine.distance(from: Point.mercator(5, 3), to: line) == 3)
    // Beyond the end: distance to the endpoint (13, 4) - (10, 0) → 5.
    #expect(try GeometryEngine.distance(from: Point.mercator(13, 4), to: line) == 5)
    let square = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator))
    #expect(try GeometryEngine.distance(from: square, to: Point.mercator(5, 5)) == 0)
    #expect(try GeometryEngine.distance(from: square, to: Point.mercator(-2, 5)) == 2)
    let line2 = Polyline(points: [.mercator(20, 0), .mercator(20, 10)])
    #expect(try GeometryEngine.distance(from: square, to: line2) == 10)
  }

  @Test("The nearest coordinate on a line is the foot of the perpendicular")
  func nearestOnLine() throws {
    // Segment (0,0)–(10,10); the foot of the perpendicular from (0,10) is (5,5), at distance √50.
    let line = Polyline(parts: [[.mercator(-5, 0), .mercator(-5, 1)], [.mercator(0, 0), .mercator(10, 10)]])
    let result = try GeometryEngine.nearestCoordinate(in: line, to: .mercator(0, 10))
    expectClose(result.coordinate.x, 5, tolerance: 1e-12)
    expectClose(result.coordinate.y, 5, tolerance: 1e-12)
    expectClose(result.distance, 50.0.squareRoot(), tolerance: 1e-12)
    #expect(result.partIndex == 1)
    #expect(result.pointIndex == 0)
  }

  @Test("The nearest coordinate in a polygon lies on its boundary, even from inside")
  func nearestOnPolygon() throws {
    let square = Polygon(points: [.mercator(0, 0), .mercator(10, 0), .mercator(10, 10), .mercator(0, 10)])
    let result = try GeometryEngine.nearestCoordinate(in: square, to: .mercator(8, 5))
    #expect(result.coordinate.x == 10)
    #expect(result.coordinate.y == 5)
    #expect(result.distance == 2)
    #expect(result.pointIndex == 1)
  }

  @Test("Nearest coordinate of an empty geometry throws")
  func nearestEmpty() {
    expectGeometryError({ $0 == .emptyGeometry("polyline") }) {
      _ = try GeometryEngine.nearestCoordinate(
        in: Polyline(parts: [], spatialReference: .webMercator), to: .mercator(0, 0))
    }
    expectGeometryError({ $0 == .degeneratePart(index: 0, pointCount: 1) }) {
      _ = try GeometryEngine.nearestCoordinate(in: Polyline(points: [.mercator(0, 0)]), to: .mercator(0, 0))
    }
  }

  // MARK: - Combined extents

  @Test("Combining extents unions them, projecting into the first reference")
  func combineExtents() throws {
    let a = Envelope(xMin: 0, yMin: 0, xMax: 1, yMax: 1, spatialReference: .webMercator)
    let b = Polyline(points: [.mercator(-3, 2), .mercator(5, 4)])
    let combined = try GeometryEngine.combineExtents(of: [a, b, Polygon(parts: [])])
    #expect(combined == Envelope(xMin: -3, yMin: 0, xMax: 5, yMax: 4, spatialReference: .webMercator))
    // The antimeridian at the equator: x = πR = 20,037,508.342789244 m.
    let wide = try GeometryEngine.combineExtents(of: [a, Point(latitude: 0, longitude: 180)])
    expectClose(wide.xMax, 20_037_508.342789244, tolerance: 1e-6)
    #expect(try GeometryEngine.combineExtents(of: []).isEmpty)
  }
}

@Suite("Planar buffer") struct BufferTests {
  @Test("A point's buffer is a 360-gon of the radius; its area approaches πr²")
  func pointBuffer() throws {
    let circle = try GeometryEngine.buffer(around: Point.mercator(10, 20), distance: 100)
    #expect(circle.parts[0].count == 360)
    for v in circle.parts[0] {
      expectClose(try GeometryEngine.distance(from: v, to: Point.mercator(10, 20)), 100, tolerance: 1e-9)
    }
    // Area of a regular n-gon inscribed in radius r: n/2 · r² · sin(2π/n) = 180 · 10,000 · sin(1°) = 31,414.33 m².
    expectClose(try GeometryEngine.area(of: circle), 180 * 10_000 * sin(Double.pi / 180), tolerance: 1e-6)
  }

  @Test("An envelope's buffer reaches the distance on every side")
  func envelopeBuffer() throws {
    let box = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 4, spatialReference: .webMercator)
    let buffered = try GeometryEngine.buffer(around: box, distance: 2)
    let extent = buffered.extent
    expectClose(extent.xMin, -2, tolerance: 1e-9)
    expectClose(extent.yMax, 6, tolerance: 1e-9)
    #expect(try GeometryEngine.contains(buffered, box))
    #expect(try !GeometryEngine.contains(buffered, Point.mercator(-1.9, -1.9)), "the corners are rounded")
  }

  @Test("A concave polygon grows around its notch; a negative distance shrinks a square to its core")
  func concaveAndNegative() throws {
    let concave = Polygon(points: [.mercator(0, 0), .mercator(10, 0), .mercator(5, 2), .mercator(5, 10)])
    let grown = try GeometryEngine.buffer(around: concave, distance: 1)
    #expect(try GeometryEngine.contains(grown, concave))
    #expect(try GeometryEngine.contains(grown, Point.mercator(5, 2.9)), "the notch is filled within 1 of it")
    // Worked by hand: a 10 × 10 square shrunk by 1 is the 8 × 8 square (the corner circles stay outside it).
    let square = Polygon(envelope: Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator))
    #expect(try GeometryEngine.area(of: GeometryEngine.buffer(around: square, distance: -1)) == 64)
    #expect(try GeometryEngine.buffer(around: square, distance: -6).isEmpty)
  }

  @Test("Bad distances throw")
  func badInput() {
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try GeometryEngine.buffer(around: Point.mercator(0, 0), distance: .nan)
    }
  }
}
