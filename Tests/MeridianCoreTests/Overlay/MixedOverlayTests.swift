import Foundation
import Testing

@testable import MeridianCore

/// Overlays of points and polylines worked by hand, ArcGIS's dimension rules, and bad inputs.
@Suite("Mixed overlay") struct MixedOverlayTests {
  static func line(_ coordinates: [Double], sr: SpatialReference? = nil) -> Polyline {
    Polyline(
      points: stride(from: 0, to: coordinates.count, by: 2).map {
        Point(x: coordinates[$0], y: coordinates[$0 + 1], spatialReference: sr)
      }, spatialReference: sr)
  }

  static let square = Polygon(points: [
    Point(x: 0, y: 0), Point(x: 0, y: 2), Point(x: 2, y: 2), Point(x: 2, y: 0),
  ])

  static func coordinates(_ polyline: Polyline) -> [[Double]] {
    polyline.parts.map { $0.flatMap { [$0.x, $0.y] } }
  }

  @Test("A line through a square: the inside keeps its direction, the outside is the rest") func lineAndSquare() throws
  {
    let line = Self.line([-1, 1, 3, 1])
    let inside = try #require(try GeometryEngine.intersection(line, Self.square) as? Polyline)
    #expect(Self.coordinates(inside) == [[0, 1, 2, 1]])
    let outside = try #require(try GeometryEngine.difference(line, Self.square) as? Polyline)
    #expect(Self.coordinates(outside) == [[-1, 1, 0, 1], [2, 1, 3, 1]])
    // The same, with the polygon first: the line's part, of the lower dimension.
    #expect(try GeometryEngine.intersection(Self.square, line) as? Polyline == inside)
    // Along the boundary counts as inside, as in GEOS; the rest of the square less a line is itself.
    let edge = try #require(try GeometryEngine.intersection(Self.line([0, -1, 0, 3]), Self.square) as? Polyline)
    #expect(Self.coordinates(edge) == [[0, 0, 0, 2]])
    let area = try #require(try GeometryEngine.difference(Self.square, line) as? Polygon)
    #expect(try GeometryEngine.area(of: area) == 4)
  }

  @Test("Two lines: the overlap is the intersection, the crossing point only in intersections") func lines() throws {
    let a = Self.line([0, 0, 4, 0])
    let b = Self.line([1, 0, 2, 0, 3, 1, 3, -1])
    let overlap = try #require(try GeometryEngine.intersection(a, b) as? Polyline)
    #expect(Self.coordinates(overlap) == [[1, 0, 2, 0]])
    let all = try GeometryEngine.intersections(a, b)
    #expect(all.count == 2)
    #expect((all.first as? Multipoint)?.points == [Point(x: 3, y: 0)])
    #expect(all.last as? Polyline == overlap)
    let union = try #require(try GeometryEngine.union(a, b) as? Polyline)
    #expect(try GeometryEngine.length(of: union) == 4 + 2 + 2.squareRoot())
    let rest = try #require(try GeometryEngine.difference(a, b) as? Polyline)
    #expect(Self.coordinates(rest) == [[0, 0, 1, 0], [2, 0, 3, 0, 4, 0]])
    // Lines that only cross have an empty (polyline) intersection, as in ArcGIS.
    let crossing = try GeometryEngine.intersection(Self.line([0, -1, 0, 1]), Self.line([-1, 0, 1, 0]))
    #expect((crossing as? Polyline)?.isEmpty == true)
  }

  @Test("Points: on the boundary counts; a Point stays a Point; union gives a multipoint") func points() throws {
    let points = Multipoint(points: [Point(x: 1, y: 1), Point(x: 2, y: 1), Point(x: 3, y: 1), Point(x: 1, y: 1)])
    let inside = try #require(try GeometryEngine.intersection(points, Self.square) as? Multipoint)
    #expect(inside.points == [Point(x: 1, y: 1), Point(x: 2, y: 1)])
    #expect((try GeometryEngine.difference(points, Self.square) as? Multipoint)?.points == [Point(x: 3, y: 1)])
    let onLine = try GeometryEngine.intersection(Point(x: 2, y: 0), Self.line([0, 0, 4, 0]))
    #expect(onLine as? Point == Point(x: 2, y: 0))
    let off = try GeometryEngine.intersection(Point(x: 2, y: 1), Self.line([0, 0, 4, 0]))
    #expect((off as? Point)?.isEmpty == true)
    let union = try GeometryEngine.union(Point(x: 1, y: 1), Point(x: 2, y: 2))
    #expect((union as? Multipoint)?.points == [Point(x: 1, y: 1), Point(x: 2, y: 2)])
  }

  @Test("Different dimensions: union and symmetric difference give the higher; difference the first's")
  func dimensions()
    throws
  {
    let line = Self.line([-1, 1, 3, 1])
    #expect(try GeometryEngine.union(line, Self.square) as? Polygon == Self.square)
    #expect(try GeometryEngine.symmetricDifference(Point(x: 9, y: 9), line) as? Polyline == line)
    let kept = try #require(try GeometryEngine.difference(line, Point(x: 0, y: 1)) as? Polyline)
    #expect(Self.coordinates(kept) == [[-1, 1, 3, 1]])
    // Envelopes are polygons; empty inputs are allowed.
    let box = Envelope(xMin: 0, yMin: 0, xMax: 2, yMax: 2)
    #expect(Self.coordinates(try #require(try GeometryEngine.intersection(line, box) as? Polyline)) == [[0, 1, 2, 1]])
    #expect((try GeometryEngine.intersection(Polyline(parts: []), Self.square) as? Polyline)?.isEmpty == true)
  }

  @Test("Bad inputs are refused by name") func badInputs() throws {
    #expect(throws: GeometryError.nonFiniteCoordinate(name: "x of first geometry path 0 point 1", value: .infinity)) {
      try GeometryEngine.intersection(Self.line([0, 0, .infinity, 1]), Self.square)
    }
    #expect(throws: GeometryError.nonFiniteCoordinate(name: "y of second geometry point 0", value: .infinity)) {
      try GeometryEngine.union(Multipoint(points: [Point(x: 0, y: 0)]), Multipoint(points: [Point(x: 0, y: .infinity)]))
    }
    #expect(throws: GeometryError.mismatchedSpatialReferences(.wgs84, .webMercator)) {
      try GeometryEngine.difference(Self.line([0, 0, 1, 1], sr: .wgs84), Self.line([0, 0, 1, 1], sr: .webMercator))
    }
    #expect(throws: GeometryError.degeneratePart(index: 0, pointCount: 1)) {
      try GeometryEngine.union(Polyline(parts: [[Point(x: 0, y: 0)]]), Self.line([0, 0, 1, 1]))
    }
    #expect(throws: GeometryError.coordinateOutOfRange(name: "x of first geometry point", value: 1e300, bound: 1e15)) {
      try GeometryEngine.intersection(Point(x: 1e300, y: 0), Self.square)
    }
    let bowTie = Polygon(points: [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2)])
    #expect(throws: GeometryError.selfIntersection(input: 0, part: 0, vertex: 0)) {
      try GeometryEngine.intersection(Self.line([0, 1, 2, 1]), bowTie)
    }
  }

  @Test("A cancelled task stops the overlay") func cancellation() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try GeometryEngine.intersection(Self.line([-1, 1, 3, 1]), Self.square)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
