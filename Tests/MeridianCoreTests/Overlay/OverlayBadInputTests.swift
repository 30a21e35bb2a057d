import Testing

@testable import MeridianCore

/// The overlay's typed errors and documented results for bad and empty inputs, and hand-worked cases.
@Suite("Overlay: bad input and hand-worked cases") struct OverlayBadInputTests {
  static func square(_ x: Double, _ y: Double, _ side: Double, _ sr: SpatialReference? = nil) -> Polygon {
    Polygon(envelope: Envelope(xMin: x, yMin: y, xMax: x + side, yMax: y + side, spatialReference: sr))
  }

  @Test("Two overlapping squares: areas worked by hand") func squares() throws {
    let a = Self.square(0, 0, 2)
    let b = Self.square(1, 1, 2)
    #expect(try GeometryEngine.area(of: GeometryEngine.union(a, b)) == 7)
    #expect(try GeometryEngine.area(of: GeometryEngine.intersection(a, b)) == 1)
    #expect(try GeometryEngine.area(of: GeometryEngine.difference(a, b)) == 3)
    #expect(try GeometryEngine.area(of: GeometryEngine.symmetricDifference(a, b)) == 6)
    // The union is one ring of 8 vertices (two crossings added), clockwise as ArcGIS writes shells.
    let union = try GeometryEngine.union(a, b)
    #expect(union.parts.count == 1)
    #expect(union.parts[0].count == 8)
    #expect(PlanarMath.signedArea(union.parts[0].map { SIMD2($0.x, $0.y) }) == -7)
  }

  @Test("A square with a hole: the hole comes back counter-clockwise inside its shell") func hole() throws {
    let frame = try GeometryEngine.difference(Self.square(0, 0, 10), Self.square(2, 2, 6))
    #expect(frame.parts.count == 2)
    let areas = frame.parts.map { PlanarMath.signedArea($0.map { SIMD2($0.x, $0.y) }) }
    #expect(areas == [-100, 36])
    #expect(try GeometryEngine.area(of: GeometryEngine.union(frame, Self.square(4, 4, 2))) == 68)
  }

  @Test("Empty inputs give the other input or nothing") func empty() throws {
    let a = Self.square(0, 0, 1)
    let empty = Polygon(parts: [])
    #expect(try GeometryEngine.area(of: GeometryEngine.union(a, empty)) == 1)
    #expect(try GeometryEngine.intersection(a, empty).isEmpty)
    #expect(try GeometryEngine.difference(empty, a).isEmpty)
    #expect(try GeometryEngine.union(empty, empty).isEmpty)
    #expect(try GeometryEngine.union(of: []).isEmpty)
    #expect(
      try GeometryEngine.area(of: GeometryEngine.union(of: [a, Self.square(1, 0, 1), Self.square(5, 5, 1)])) == 3)
  }

  @Test("Touching squares have an empty intersection and a one-ring union") func touching() throws {
    let a = Self.square(0, 0, 1)
    let b = Self.square(1, 0, 1)
    #expect(try GeometryEngine.intersection(a, b).isEmpty)
    let union = try GeometryEngine.union(a, b)
    #expect(union.parts.count == 1)
    #expect(try GeometryEngine.area(of: union) == 2)
  }

  @Test("NaN, infinite and too large coordinates are refused by name") func badCoordinates() throws {
    let bad = Polygon(points: [Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 1, y: 1)])
    let error = #expect(throws: GeometryError.self) { try GeometryEngine.union(bad, Self.square(0, 0, 1)) }
    #expect(
      error?.description
        == "The coordinate x of first polygon ring 0 point 1 is nan; coordinates must be finite numbers.")
    let infinite = Polygon(points: [Point(x: 0, y: 0), Point(x: 1, y: .infinity), Point(x: 1, y: 1)])
    #expect(throws: GeometryError.nonFiniteCoordinate(name: "y of second polygon ring 0 point 1", value: .infinity)) {
      try GeometryEngine.intersection(Self.square(0, 0, 1), infinite)
    }
    let huge = Polygon(points: [Point(x: 0, y: 0), Point(x: 1e300, y: 0), Point(x: 1, y: 1)])
    #expect(throws: GeometryError.self) { try GeometryEngine.difference(huge, Self.square(0, 0, 1)) }
  }

  @Test("Mixed spatial references are refused") func mixedReferences() {
    #expect(throws: GeometryError.mismatchedSpatialReferences(.wgs84, .webMercator)) {
      try GeometryEngine.union(Self.square(0, 0, 1, .wgs84), Self.square(0, 0, 1, .webMercator))
    }
  }

  @Test("A bow-tie ring is refused, naming the part and vertex") func bowTie() {
    let bowTie = Polygon(points: [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2)])
    #expect(throws: GeometryError.selfIntersection(input: 1, part: 0, vertex: 0)) {
      try GeometryEngine.union(Self.square(5, 5, 1), bowTie)
    }
  }

  @Test("A ring of two points is refused") func degenerateRing() {
    let line = Polygon(points: [Point(x: 0, y: 0), Point(x: 1, y: 1)])
    #expect(throws: GeometryError.degeneratePart(index: 0, pointCount: 2)) {
      try GeometryEngine.union(line, Self.square(0, 0, 1))
    }
  }

  @Test("A cancelled task stops the overlay") func cancellation() async {
    let a = Self.square(0, 0, 1)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try GeometryEngine.union(a, Self.square(0.5, 0.5, 1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
