import Testing

@testable import MeridianCore

@Suite("Relations") struct RelationTests {
  /// A 10 × 10 square with a 4 × 4 hole in the middle (the hole runs the same way as the outer ring,
  /// which the even-odd rule must still treat as a hole).
  let donut = Polygon(parts: [
    [.mercator(0, 0), .mercator(10, 0), .mercator(10, 10), .mercator(0, 10)],
    [.mercator(3, 3), .mercator(7, 3), .mercator(7, 7), .mercator(3, 7)],
  ])

  // MARK: - Points

  @Test("Points in the ring, in the hole, on the edge and outside")
  func pointInPolygon() throws {
    #expect(try GeometryEngine.contains(donut, Point.mercator(1, 1)))
    #expect(try !GeometryEngine.contains(donut, Point.mercator(5, 5)), "inside the hole")
    #expect(try !GeometryEngine.intersects(donut, Point.mercator(5, 5)))
    #expect(try GeometryEngine.contains(donut, Point.mercator(10, 5)), "on the outer edge")
    #expect(try GeometryEngine.intersects(donut, Point.mercator(3, 5)), "on the hole's edge")
    #expect(try !GeometryEngine.contains(donut, Point.mercator(11, 5)))
    #expect(try GeometryEngine.within(Point.mercator(1, 9), donut))
  }

  @Test("Points on polylines and envelopes")
  func pointOnLine() throws {
    let line = Polyline(points: [.mercator(0, 0), .mercator(10, 10)])
    #expect(try GeometryEngine.contains(line, Point.mercator(4, 4)))
    #expect(try !GeometryEngine.contains(line, Point.mercator(4, 5)))
    let box = Envelope(xMin: 0, yMin: 0, xMax: 2, yMax: 2, spatialReference: .webMercator)
    #expect(try GeometryEngine.contains(box, Point.mercator(2, 1)))
    #expect(try GeometryEngine.intersects(Point.mercator(1, 1), box))
  }

  // MARK: - Lines and areas

  @Test("A line through the hole is not contained; a line around it is")
  func linesAndHoles() throws {
    let across = Polyline(points: [.mercator(1, 5), .mercator(9, 5)])
    #expect(try !GeometryEngine.contains(donut, across))
    #expect(try GeometryEngine.intersects(donut, across))
    let around = Polyline(points: [.mercator(1, 1), .mercator(9, 1), .mercator(9, 9)])
    #expect(try GeometryEngine.contains(donut, around))
    let outside = Polyline(points: [.mercator(11, 0), .mercator(11, 10)])
    #expect(try !GeometryEngine.intersects(donut, outside))
  }

  @Test("Crossing lines intersect; parallel ones do not")
  func lineLine() throws {
    let a = Polyline(points: [.mercator(0, 0), .mercator(10, 10)])
    let b = Polyline(points: [.mercator(0, 10), .mercator(10, 0)])
    let c = Polyline(points: [.mercator(0, 1), .mercator(10, 11)])
    #expect(try GeometryEngine.intersects(a, b))
    #expect(try !GeometryEngine.intersects(a, c))
  }

  @Test("Polygons: a square over the hole is not contained, one equal to the hole is not either")
  func polygonPolygon() throws {
    let small = Polygon(envelope: Envelope(xMin: 1, yMin: 1, xMax: 2, yMax: 2, spatialReference: .webMercator))
    #expect(try GeometryEngine.contains(donut, small))
    #expect(try GeometryEngine.within(small, donut))
    let overHole = Polygon(envelope: Envelope(xMin: 2, yMin: 2, xMax: 8, yMax: 8, spatialReference: .webMercator))
    #expect(try !GeometryEngine.contains(donut, overHole))
    #expect(try GeometryEngine.intersects(donut, overHole))
    let hole = Polygon(points: [.mercator(3, 3), .mercator(7, 3), .mercator(7, 7), .mercator(3, 7)])
    #expect(try !GeometryEngine.contains(donut, hole))
    let insideHole = Polygon(envelope: Envelope(xMin: 4, yMin: 4, xMax: 6, yMax: 6, spatialReference: .webMercator))
    #expect(try !GeometryEngine.intersects(donut, insideHole))
    // The outer square without its hole does contain the square over the hole.
    let solid = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator)
    #expect(try GeometryEngine.contains(solid, overHole))
    #expect(try GeometryEngine.contains(solid, donut))
  }

  @Test("Envelopes and multipoints")
  func envelopesAndMultipoints() throws {
    let a = Envelope(xMin: 0, yMin: 0, xMax: 4, yMax: 4, spatialReference: .webMercator)
    let b = Envelope(xMin: 4, yMin: 4, xMax: 6, yMax: 6, spatialReference: .webMercator)
    #expect(try GeometryEngine.intersects(a, b), "corners touch")
    #expect(try !GeometryEngine.contains(a, b))
    let cloud = Multipoint(points: [.mercator(1, 1), .mercator(3, 3)])
    #expect(try GeometryEngine.contains(a, cloud))
    #expect(try !GeometryEngine.contains(cloud, a), "points cannot contain an area")
  }

  @Test("A WGS84 point is related to a Web Mercator polygon after projection")
  func mixedReferences() throws {
    // Helsinki in EPSG:3857 (PROJ 9.5.1): (2,776,129.989, 8,437,661.782).
    let box = Envelope(
      center: .mercator(2_776_130, 8_437_662), width: 1000, height: 1000)
    #expect(try GeometryEngine.contains(box, Point(latitude: 60.1699, longitude: 24.9384)))
  }

  @Test("Bad input: empty rings, NaN, unrelated references")
  func badInput() {
    let emptyRing = Polygon(parts: [[]], spatialReference: .webMercator)
    expectGeometryError({ $0 == .degeneratePart(index: 0, pointCount: 0) }) {
      _ = try GeometryEngine.contains(emptyRing, Point.mercator(0, 0))
    }
    // A NaN coordinate makes a point empty; infinity is a non-finite coordinate.
    expectGeometryError({ if case .emptyGeometry = $0 { true } else { false } }) {
      _ = try GeometryEngine.intersects(donut, Point.mercator(.nan, 1))
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.intersects(donut, Point.mercator(1, -.infinity))
    }
    let other = Point(x: 1, y: 1, spatialReference: SpatialReference(wkid: 27700))
    expectGeometryError({ if case .mismatchedSpatialReferences = $0 { true } else { false } }) {
      _ = try GeometryEngine.within(other, donut)
    }
  }
}
