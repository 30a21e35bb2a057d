import Testing

@testable import MeridianCore

/// `geodeticBuffer(around:distance:distanceUnit:maxDeviation:curveType:)`: hand-worked values, units,
/// references and bad input.
@Suite("Geodetic buffer: units, references and bad input") struct GeodeticBufferTests {
  static let helsinki = Point(x: 24.94, y: 60.17, spatialReference: .wgs84)

  static func buffer(_ geometry: any Geometry, _ distance: Double, _ unit: LinearUnit = .meters) throws -> Polygon {
    try GeometryEngine.geodeticBuffer(around: geometry, distance: distance, distanceUnit: unit, maxDeviation: .nan)
  }

  @Test("Small circles have the plane's area π·r² (the earth's curvature is below 10⁻⁷ at a mile)")
  func units() throws {
    for (distance, unit, meters) in [
      (1.0, LinearUnit.kilometers, 1_000.0), (1, .miles, 1_609.344), (500, .feet, 152.4),
    ] {
      let area = try GeometryEngine.geodeticArea(of: Self.buffer(Self.helsinki, distance, unit))
      // The default deviation is 1/1000 of the distance; the inscribed polygon loses at most that much per unit length.
      #expect(abs(area - .pi * meters * meters) <= 2 * .pi * meters * meters / 1_000, "\(distance) \(unit)")
    }
  }

  @Test("A Web Mercator input gives a Web Mercator buffer of the same ground")
  func webMercator() throws {
    let mercator = try GeometryEngine.project(Self.helsinki, into: .webMercator)
    let buffer = try Self.buffer(mercator, 10_000)
    #expect(buffer.spatialReference == .webMercator)
    let area = try GeometryEngine.geodeticArea(of: buffer)
    #expect(abs(area - .pi * 1e8) <= 2 * .pi * 1e8 / 1_000)
  }

  @Test("0 and negative distances: a polygon's own area, nothing for points and lines") func zeroAndNegative() throws {
    let square = Polygon(
      points: [(24.0, 60.0), (25, 60), (25, 61), (24, 61)].map { Point(x: $0.0, y: $0.1, spatialReference: .wgs84) },
      spatialReference: .wgs84)
    #expect(try Self.buffer(Self.helsinki, 0).parts.isEmpty)
    #expect(try Self.buffer(Self.helsinki, -5).parts.isEmpty)
    let same = try GeometryEngine.geodeticArea(of: Self.buffer(square, 0))
    #expect(abs(same - (try GeometryEngine.geodeticArea(of: square))) < 1e-6 * same)
    #expect(try Self.buffer(square, -100_000).parts.isEmpty)
  }

  @Test("Bad input: references, NaN, huge or tiny numbers, empty geometries, a pole inside")
  func badInput() throws {
    let utm = Point(x: 500_000, y: 6_600_000, spatialReference: SpatialReference(wkid: 32635))
    #expect(throws: GeometryError.self) { try Self.buffer(utm, 100) }
    #expect(throws: GeometryError.missingSpatialReference) { try Self.buffer(Point(x: 1, y: 2), 100) }
    for distance in [Double.nan, .infinity, 1e300, -1e300, 10_000_001] {
      #expect(throws: GeometryError.self, "\(distance)") { try Self.buffer(Self.helsinki, distance) }
    }
    #expect(throws: GeometryError.self) { try Self.buffer(Self.helsinki, 1e297, .miles) }
    for deviation in [0.0, -1, 0.000_5, .infinity] {
      #expect(throws: GeometryError.self, "\(deviation)") {
        try GeometryEngine.geodeticBuffer(around: Self.helsinki, distance: 100, maxDeviation: deviation)
      }
    }
    #expect(throws: GeometryError.emptyGeometry("polygon")) {
      try Self.buffer(Polygon(parts: [], spatialReference: .wgs84), 100)
    }
    #expect(throws: GeometryError.self) { try Self.buffer(Point(x: .nan, y: 1, spatialReference: .wgs84), 100) }
    #expect(throws: GeometryError.latitudeOutOfRange(91)) {
      try Self.buffer(Point(x: 0, y: 91, spatialReference: .wgs84), 100)
    }
    let error = #expect(throws: GeometryError.self) {
      try Self.buffer(Point(x: 0, y: 85, spatialReference: .wgs84), 1_000_000)
    }
    #expect(error?.description.contains("north pole") == true)
  }

  @Test("A cancelled task stops the buffer") func cancellation() async {
    let line = Polyline(
      points: (0..<10_000).map { Point(x: Double($0) * 0.001, y: 0, spatialReference: .wgs84) },
      spatialReference: .wgs84)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try GeometryEngine.geodeticBuffer(around: line, distance: 10)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
