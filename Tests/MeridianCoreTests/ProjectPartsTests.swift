import Testing

@testable import MeridianCore

/// Projection of multi-vertex geometries, vertex by vertex, against PROJ.
///
/// Reference values: pyproj 3.7.2 / PROJ 9.5.1,
/// `Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True).transform(lon, lat)` and, for the
/// inverse, `Transformer.from_crs("EPSG:3857", "EPSG:4326", always_xy=True).transform(x, y)`.
@Suite("Project polygons and multipoints") struct ProjectPartsTests {
  /// A vertex in both references.
  typealias Pair = (longitude: Double, latitude: Double, x: Double, y: Double)

  /// A 1.5° × 0.5° box over Helsinki: 24...25.5°E × 60...60.5°N.
  static let outer: [Pair] = [
    (24.0, 60.0, 2_671_667.7790385657, 8_399_737.889818357),
    (25.5, 60.0, 2_838_647.015228476, 8_399_737.889818357),
    (25.5, 60.5, 2_838_647.015228476, 8_511_908.69220489),
    (24.0, 60.5, 2_671_667.7790385657, 8_511_908.69220489),
  ]

  /// A hole inside it, 24.5...25°E × 60.1...60.3°N, wound the other way.
  static let hole: [Pair] = [
    (24.5, 60.1, 2_727_327.5244352026, 8_422_035.519167287),
    (24.5, 60.3, 2_727_327.5244352026, 8_466_834.603490958),
    (25.0, 60.3, 2_782_987.269831839, 8_466_834.603490958),
    (25.0, 60.1, 2_782_987.269831839, 8_422_035.519167287),
  ]

  /// Malibu, Tokyo, Rio de Janeiro and the clamped southern edge of the square world.
  static let places: [Pair] = [
    (-118.805, 34.027, -13_225_312.103694867, 4_032_428.0429032557),
    (139.6917, 35.6895, 15_550_408.912046732, 4_257_980.732184108),
    (-43.1729, -22.9068, -4_805_985.24406892, -2_620_751.5585329696),
    (0.0, -85.0511287798, 0.0, -20_037_508.342780728),
  ]

  static func wgs84(_ pairs: [Pair]) -> [Point] {
    pairs.map { Point(x: $0.longitude, y: $0.latitude, spatialReference: .wgs84) }
  }

  static func expectVertices(
    _ points: [Point], _ pairs: [Pair], projected: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(points.count == pairs.count, sourceLocation: sourceLocation)
    for (point, pair) in zip(points, pairs) {
      let tolerance = projected ? 1e-6 : 1e-9
      expectClose(point.x, projected ? pair.x : pair.longitude, tolerance: tolerance, sourceLocation: sourceLocation)
      expectClose(point.y, projected ? pair.y : pair.latitude, tolerance: tolerance, sourceLocation: sourceLocation)
    }
  }

  @Test("A polygon with a hole keeps its rings, their order and orientation, vertex for vertex")
  func polygonWithHole() throws {
    let polygon = Polygon(parts: [Self.wgs84(Self.outer), Self.wgs84(Self.hole)], spatialReference: .wgs84)
    let projected = try GeometryEngine.project(polygon, into: .webMercator)
    #expect(projected.spatialReference == .webMercator)
    #expect(projected.parts.count == 2)
    Self.expectVertices(projected.parts[0], Self.outer, projected: true)
    Self.expectVertices(projected.parts[1], Self.hole, projected: true)
    // The hole is still a hole: its centre (24.75°E, 60.2°N) is outside, a point between the rings inside.
    let inHole = try GeometryEngine.project(Point(latitude: 60.2, longitude: 24.75), into: .webMercator)
    let inRing = try GeometryEngine.project(Point(latitude: 60.05, longitude: 24.25), into: .webMercator)
    #expect(try !GeometryEngine.contains(projected, inHole))
    #expect(try GeometryEngine.contains(projected, inRing))
    // The extent is the outer ring's corners.
    let extent = projected.extent
    expectClose(extent.xMin, 2_671_667.7790385657, tolerance: 1e-6)
    expectClose(extent.yMax, 8_511_908.69220489, tolerance: 1e-6)

    let back = try GeometryEngine.project(projected, into: .wgs84)
    #expect(back.spatialReference == .wgs84)
    Self.expectVertices(back.parts[0], Self.outer, projected: false)
    Self.expectVertices(back.parts[1], Self.hole, projected: false)
  }

  @Test("A multipoint projects each point, z and m carried through")
  func multipoint() throws {
    var points = Self.wgs84(Self.places)
    points[1].z = 40
    points[2].m = 7
    let projected = try GeometryEngine.project(Multipoint(points: points), into: .webMercator)
    #expect(projected.spatialReference == .webMercator)
    Self.expectVertices(projected.points, Self.places, projected: true)
    #expect(projected.points[1].z == 40)
    #expect(projected.points[2].m == 7)
    let back = try GeometryEngine.project(projected, into: .wgs84)
    Self.expectVertices(back.points, Self.places, projected: false)
  }

  @Test("Web Mercator multipoint into WGS84 matches PROJ's inverse")
  func multipointInverse() throws {
    // PROJ: (1e6, 7e6) → (8.983152841195214, 53.09181876959621); (-2e6, -5e5) →
    // (-17.966305682390427, -4.486983030705053); (2e7, 1.9e7) → (179.6630568239043, 84.1783309511545).
    let mercator = Multipoint(points: [
      Point.mercator(1_000_000, 7_000_000), Point.mercator(-2_000_000, -500_000),
      Point.mercator(20_000_000, 19_000_000),
    ])
    let wgs84 = try GeometryEngine.project(mercator, into: .wgs84)
    let expected = [
      (8.983152841195214, 53.09181876959621), (-17.966305682390427, -4.486983030705053),
      (179.6630568239043, 84.1783309511545),
    ]
    #expect(wgs84.points.count == 3)
    for (point, (longitude, latitude)) in zip(wgs84.points, expected) {
      expectClose(point.x, longitude, tolerance: 1e-9)
      expectClose(point.y, latitude, tolerance: 1e-9)
    }
  }

  @Test("Empty polygons and multipoints project to empty ones; one bad vertex throws")
  func emptyAndBad() throws {
    let empty = try GeometryEngine.project(Multipoint(points: [], spatialReference: .wgs84), into: .webMercator)
    #expect(empty.isEmpty)
    #expect(empty.spatialReference == .webMercator)
    var hole = Self.wgs84(Self.hole)
    hole[2].y = 91
    let bad = Polygon(parts: [Self.wgs84(Self.outer), hole], spatialReference: .wgs84)
    expectGeometryError({ $0 == .latitudeOutOfRange(91) }) {
      _ = try GeometryEngine.project(bad, into: .webMercator)
    }
    let nan = Multipoint(points: [Point(latitude: 1, longitude: 2), Point(latitude: .nan, longitude: 3)])
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.project(nan, into: .webMercator)
    }
  }
}
