import Testing

@testable import MeridianCore

@Suite("Normalize central meridian") struct NormalizeTests {
  @Test("Points wrap into -180...180; points inside stay, 180 stays 180")
  func points() throws {
    #expect(try GeometryEngine.normalizeCentralMeridian(of: Point(latitude: 10, longitude: 190)).x == -170)
    #expect(try GeometryEngine.normalizeCentralMeridian(of: Point(latitude: 10, longitude: -540)).x == -180)
    #expect(try GeometryEngine.normalizeCentralMeridian(of: Point(latitude: 10, longitude: 720 + 25)).x == 25)
    #expect(try GeometryEngine.normalizeCentralMeridian(of: Point(latitude: 10, longitude: 180)).x == 180)
    // Web Mercator: the world is 2πR = 40,075,016.685578488 m wide.
    let p = try GeometryEngine.normalizeCentralMeridian(of: Point.mercator(20_037_508.342789244 + 1000, 5))
    expectClose(p.x, -20_037_508.342789244 + 1000, tolerance: 1e-6)
  }

  @Test("A line across the antimeridian splits into two parts")
  func splitLine() throws {
    // 170°E to 190°E (= 170°W) along the equator and back up: cut at 180°.
    let line = Polyline(points: [Point(latitude: 0, longitude: 170), Point(latitude: 10, longitude: 190)])
    let result = try GeometryEngine.normalizeCentralMeridian(of: line)
    #expect(result.parts.count == 2)
    #expect(result.parts[0].map(\.x) == [170, 180])
    #expect(result.parts[1].map(\.x) == [-180, -170])
    expectClose(result.parts[0][1].y, 5, tolerance: 1e-12, "the cut is halfway")
    // 170° to -170° runs west across the map and does not cross the antimeridian.
    let west = Polyline(points: [Point(latitude: 0, longitude: 170), Point(latitude: 0, longitude: -170)])
    #expect(try GeometryEngine.normalizeCentralMeridian(of: west).parts.count == 1)
  }

  @Test("A polygon across the antimeridian is clipped into rings on both sides, with the same area")
  func splitPolygon() throws {
    // 170°...200° × 0°...10°: 10° × 10° east of the cut and 20° × 10° west of it (shifted to -180...-160).
    let box = Polygon(points: [
      Point(latitude: 0, longitude: 170), Point(latitude: 0, longitude: 200),
      Point(latitude: 10, longitude: 200), Point(latitude: 10, longitude: 170),
    ])
    let result = try GeometryEngine.normalizeCentralMeridian(of: box)
    #expect(result.parts.count == 2)
    let extents = result.parts.map { Envelope.bounding($0, spatialReference: .wgs84) }
    #expect(extents.contains(Envelope(xMin: 170, yMin: 0, xMax: 180, yMax: 10, spatialReference: .wgs84)))
    #expect(extents.contains(Envelope(xMin: -180, yMin: 0, xMax: -160, yMax: 10, spatialReference: .wgs84)))
    #expect(try GeometryEngine.contains(result, Point(latitude: 5, longitude: -170)))
    #expect(try !GeometryEngine.contains(result, Point(latitude: 5, longitude: 0)))
  }

  @Test("An envelope across the antimeridian becomes a two-ring polygon; a wide one spans the world")
  func envelopes() throws {
    let crossing = Envelope(xMin: 170, yMin: -5, xMax: 190, yMax: 5, spatialReference: .wgs84)
    let result = try #require(try GeometryEngine.normalizeCentralMeridian(of: crossing) as? Polygon)
    #expect(result.parts.count == 2)
    let shifted = Envelope(xMin: 370, yMin: -5, xMax: 380, yMax: 5, spatialReference: .wgs84)
    #expect(
      try GeometryEngine.normalizeCentralMeridian(of: shifted) as? Envelope
        == Envelope(xMin: 10, yMin: -5, xMax: 20, yMax: 5, spatialReference: .wgs84))
    let wide = Envelope(xMin: -300, yMin: -5, xMax: 300, yMax: 5, spatialReference: .wgs84)
    #expect(
      try GeometryEngine.normalizeCentralMeridian(of: wide) as? Envelope
        == Envelope(xMin: -180, yMin: -5, xMax: 180, yMax: 5, spatialReference: .wgs84))
  }

  @Test("Unsupported or missing references and NaN throw")
  func badInput() {
    expectGeometryError({ $0 == .missingSpatialReference }) {
      _ = try GeometryEngine.normalizeCentralMeridian(of: Point(x: 1, y: 2))
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 32635)) }) {
      _ = try GeometryEngine.normalizeCentralMeridian(
        of: Point(x: 1, y: 2, spatialReference: SpatialReference(wkid: 32635)))
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.normalizeCentralMeridian(
        of: Polyline(points: [Point(latitude: 0, longitude: .nan), Point(latitude: 1, longitude: 1)]))
    }
  }
}
