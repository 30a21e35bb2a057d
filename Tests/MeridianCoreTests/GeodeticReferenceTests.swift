import Testing

@testable import MeridianCore

/// Geodetic buffers and densification, vertex by vertex, against PROJ's geodesics.
///
/// Reference values: pyproj 3.7.2 / PROJ 9.5.1, `Geod(ellps='WGS84')` (Karney's algorithms):
/// `.fwd(lon, lat, az, dist)` for buffer vertices, `.npts(lon1, lat1, lon2, lat2, n)` for the `n`
/// equally spaced vertices a densified segment gains, `.inv(...)` for segment lengths; Web Mercator
/// values go through `Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True).transform`.
@Suite("Geodetic buffer and densify against PROJ") struct GeodeticReferenceTests {
  /// Expects vertices to match (longitude, latitude) pairs to 1e-9° (about 0.1 mm).
  static func expectVertices(
    _ points: ArraySlice<Point>, _ expected: [(Double, Double)], tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(points.count == expected.count, sourceLocation: sourceLocation)
    for (point, (x, y)) in zip(points, expected) {
      expectClose(point.x, x, tolerance: tolerance, sourceLocation: sourceLocation)
      expectClose(point.y, y, tolerance: tolerance, sourceLocation: sourceLocation)
    }
  }

  @Test("Buffer vertex k lies at azimuth -k: Geod.fwd(24.9384, 60.1699, az, 10000)")
  func bufferWGS84() throws {
    let helsinki = Point(latitude: 60.1699, longitude: 24.9384)
    let ring = try GeometryEngine.geodeticBuffer(around: helsinki, distance: 10_000).parts[0]
    #expect(ring.count == 360)
    let expected: [(index: Int, longitude: Double, latitude: Double)] = [
      (0, 24.9384, 60.25965377243207),
      (90, 24.75826454559127, 60.16977760207925),
      (200, 24.999852635054975, 60.08554364885658),
      (315, 25.06602133668919, 60.233304298115144),
    ]
    for vertex in expected {
      expectClose(ring[vertex.index].x, vertex.longitude, tolerance: 1e-9, "vertex \(vertex.index)")
      expectClose(ring[vertex.index].y, vertex.latitude, tolerance: 1e-9, "vertex \(vertex.index)")
      #expect(ring[vertex.index].spatialReference == .wgs84)
    }
  }

  @Test("A Web Mercator centre gives a Web Mercator ring, matching PROJ's fwd then EPSG:3857")
  func bufferWebMercator() throws {
    // Helsinki in EPSG:3857 (PROJ): (2776129.9891989734, 8437661.782002585).
    let center = Point.mercator(2_776_129.9891989734, 8_437_661.782002585)
    let circle = try GeometryEngine.geodeticBuffer(around: center, distance: 10_000)
    #expect(circle.spatialReference == .webMercator)
    let ring = circle.parts[0]
    let expected: [(index: Int, x: Double, y: Double)] = [
      (0, 2_776_129.9891989734, 8_457_775.21657228),
      (90, 2_756_077.402140379, 8_437_634.390700918),
      (200, 2_782_970.8652411983, 8_418_807.915798657),
      (315, 2_790_336.731413571, 8_451_864.701931467),
    ]
    for vertex in expected {
      expectClose(ring[vertex.index].x, vertex.x, tolerance: 1e-6, "vertex \(vertex.index)")
      expectClose(ring[vertex.index].y, vertex.y, tolerance: 1e-6, "vertex \(vertex.index)")
    }
  }

  @Test("A buffer across the antimeridian is one unbroken ring; normalising splits it in two")
  func bufferAcrossAntimeridian() throws {
    // Geod.fwd(179.5, -16.5, az, 500000): az -90 → (174.8176202271519, -16.447589689013352),
    // az -270 → (-175.8176202271519, -16.447589689013352), i.e. 184.1823797728481 continuing east.
    let fiji = Point(latitude: -16.5, longitude: 179.5)
    let circle = try GeometryEngine.geodeticBuffer(around: fiji, distance: 500_000)
    let ring = circle.parts[0]
    expectClose(ring[90].x, 174.8176202271519, tolerance: 1e-9)
    expectClose(ring[270].x, -175.8176202271519 + 360, tolerance: 1e-9)
    expectClose(ring[270].y, -16.447589689013352, tolerance: 1e-9)
    for i in ring.indices {
      let step = abs(ring[i].x - ring[(i + 1) % ring.count].x)
      #expect(step < 1, "vertices \(i) and \(i + 1) are \(step)° apart")
    }
    let split = try GeometryEngine.normalizeCentralMeridian(of: circle)
    #expect(split.parts.count == 2)
    #expect(try GeometryEngine.contains(split, Point(latitude: -16.5, longitude: -179.5)))
    #expect(try GeometryEngine.contains(split, fiji))
  }

  @Test("JFK to Heathrow at most 1,000 km a segment gains Geod.npts' 5 vertices")
  func densifyWGS84() throws {
    // Geod.inv gives 5,554,908.7905475 m, so ⌈5554.9 / 1000⌉ = 6 equal steps and 5 added vertices.
    let jfk = Point(latitude: 40.6413, longitude: -73.7781)
    let heathrow = Point(latitude: 51.47, longitude: -0.4543)
    let dense = try #require(
      try GeometryEngine.geodeticDensify(Polyline(points: [jfk, heathrow]), maxSegmentLength: 1_000_000) as? Polyline)
    let path = dense.parts[0]
    #expect(path.count == 7)
    #expect(path.first == jfk && path.last == heathrow)
    Self.expectVertices(
      path[1...5],
      [
        (-64.51712357572728, 45.48779177077842), (-53.69634608693643, 49.44894474839401),
        (-41.290338700014985, 52.237521802212825), (-27.687288763432015, 53.57872433783939),
        (-13.738448195524363, 53.311627722628316),
      ])
  }

  @Test("Densifying in Web Mercator returns Web Mercator vertices on the geodesic")
  func densifyWebMercator() throws {
    let jfk = Point.mercator(-8_212_940.5236952165, 4_959_576.599768934)
    let heathrow = Point.mercator(-50_572.44466738418, 6_704_856.179258977)
    let dense = try #require(
      try GeometryEngine.geodeticDensify(Polyline(points: [jfk, heathrow]), maxSegmentLength: 1_000_000) as? Polyline)
    #expect(dense.spatialReference == .webMercator)
    Self.expectVertices(
      dense.parts[0][1...5],
      [
        (-7_182_013.343896667, 5_698_644.012762636), (-5_977_449.903857151, 6_351_384.109682062),
        (-4_596_419.478767466, 6_843_186.910365747), (-3_082_134.886591577, 7_090_772.025231367),
        (-1_529_357.0574155403, 7_040_849.931828371),
      ], tolerance: 1e-6)
  }

  @Test("Tokyo to San Francisco runs on past 180° instead of jumping across the map")
  func densifyAcrossAntimeridian() throws {
    // Geod.inv: 8,304,863.852062882 m, so 5 steps of at most 2,000 km and 4 added vertices. npts gives
    // (-160.9605574890224, …) and (-139.93869441471847, …); continuing east they are +360.
    let tokyo = Point(latitude: 35.5494, longitude: 139.7798)
    let sanFrancisco = Point(latitude: 37.619, longitude: -122.375 + 360)
    let dense = try #require(
      try GeometryEngine.geodeticDensify(Polyline(points: [tokyo, sanFrancisco]), maxSegmentLength: 2_000_000)
        as? Polyline)
    Self.expectVertices(
      dense.parts[0][1...4],
      [
        (156.4462324921222, 43.13662676146165), (176.72507059123336, 47.71673561369731),
        (-160.9605574890224 + 360, 48.24724223056253), (-139.93869441471847 + 360, 44.582314876943464),
      ])
  }

  @Test("A polygon's closing edge is densified too: the triangle (0,0), (10,0), (0,10) at 500 km")
  func densifyPolygon() throws {
    // Geod.inv: 1,113,194.9 m, 1,565,109.1 m and 1,105,854.8 m, so 3, 4 and 3 steps (2, 3 and 2 added).
    let triangle = Polygon(points: [
      Point(latitude: 0, longitude: 0), Point(latitude: 0, longitude: 10), Point(latitude: 10, longitude: 0),
    ])
    let dense = try #require(try GeometryEngine.geodeticDensify(triangle, maxSegmentLength: 500_000) as? Polygon)
    let ring = dense.parts[0]
    #expect(ring.count == 3 + 2 + 3 + 2)
    Self.expectVertices(
      ring[0...9],
      [
        (0, 0), (3.333333333333334, 0), (6.666666666666667, 0),
        (10, 0), (7.523796142617551, 2.5121701686512177), (5.038117077472877, 5.0195088008944495),
        (2.533415187964332, 7.517123620103663),
        (0, 10), (0, 6.667041020021843), (0, 3.333633442055844),
      ])
  }

  @Test("A huge but finite longitude does not stall densification")
  func densifyHugeLongitude() throws {
    // 1e18° is finite; unwrapping added vertices near it takes constant time.
    let line = Polyline(points: [Point(latitude: 0, longitude: 1e18), Point(latitude: 10, longitude: 1e18)])
    let dense = try #require(try GeometryEngine.geodeticDensify(line, maxSegmentLength: 500_000) as? Polyline)
    #expect(dense.parts[0].count == 4, "1,105,855 m in 3 steps")
    #expect(dense.parts[0].map(\.y) == dense.parts[0].map(\.y).sorted())
  }
}
