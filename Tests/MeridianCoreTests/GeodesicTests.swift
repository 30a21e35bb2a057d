import Testing

@testable import MeridianCore

@Suite("Geodesics") struct GeodesicTests {
  /// The smallest difference between two azimuths, across the ±180° seam.
  func angleDifference(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return Swift.min(d, 360 - d)
  }

  // MARK: - Inverse

  @Test("Distances and azimuths match pyproj's Geod.inv to a millimetre over 328 pairs")
  func inverseAgainstPyproj() throws {
    var worst = 0.0
    for (lat1, lon1, lat2, lon2, distance, azimuth1, azimuth2) in geodesicReference {
      let result = try GeometryEngine.geodeticDistance(
        from: Point(latitude: lat1, longitude: lon1), to: Point(latitude: lat2, longitude: lon2))
      let error = abs(result.distance - distance)
      worst = Swift.max(worst, error)
      #expect(error < 1e-3, "distance (\(lat1), \(lon1)) → (\(lat2), \(lon2)): \(result.distance) vs \(distance)")
      // Azimuths are undefined at a pole and between exactly antipodal or coincident points.
      let atPole = abs(lat1) == 90 || abs(lat2) == 90
      let degenerate = distance < 1e-3 || abs(distance - 20_003_931.4586) < 1
      if !atPole && !degenerate {
        #expect(angleDifference(result.azimuth1, azimuth1) < 1e-6, "azimuth1 (\(lat1), \(lon1)) → (\(lat2), \(lon2))")
        #expect(angleDifference(result.azimuth2, azimuth2) < 1e-6, "azimuth2 (\(lat1), \(lon1)) → (\(lat2), \(lon2))")
      }
    }
    #expect(worst < 1e-3)
  }

  @Test("GeographicLib's published example: Wellington to Salamanca")
  func publishedExample() throws {
    // From the GeographicLib documentation (geodesic.py docstring):
    // Geodesic.WGS84.Inverse(-41.32, 174.81, 40.96, -5.50) → s12 = 19,959,679.26735382 m,
    // azi1 = 161.06766998615882°, azi2 = 18.825195123248392°.
    let result = try GeometryEngine.geodeticDistance(
      from: Point(latitude: -41.32, longitude: 174.81), to: Point(latitude: 40.96, longitude: -5.50))
    expectClose(result.distance, 19_959_679.26735382, tolerance: 1e-6)
    expectClose(result.azimuth1, 161.06766998615882, tolerance: 1e-9)
    expectClose(result.azimuth2, 18.825195123248392, tolerance: 1e-9)
  }

  @Test("Pole to pole is twice the WGS84 quarter meridian")
  func poleToPole() throws {
    // The WGS84 quarter meridian is 10,001,965.729 m (GeographicLib; also in pyproj's set above).
    let result = try GeometryEngine.geodeticDistance(
      from: Point(latitude: 90, longitude: 0), to: Point(latitude: -90, longitude: 0))
    expectClose(result.distance, 2 * 10_001_965.729_312, tolerance: 1e-3)
  }

  @Test("Web Mercator points are measured on the ellipsoid too")
  func webMercatorInput() throws {
    // Helsinki → Sydney, with Helsinki given in EPSG:3857 (PROJ 9.5.1 coordinates).
    let helsinki = Point.mercator(2_776_129.9891989734, 8_437_661.782002585)
    let sydney = Point(latitude: -33.8688, longitude: 151.2093)
    let reference = try #require(geodesicReference.first { $0.0 == 60.1699 && $0.2 == -33.8688 })
    let result = try GeometryEngine.geodeticDistance(from: helsinki, to: sydney)
    expectClose(result.distance, reference.4, tolerance: 1e-3)
  }

  @Test("Bad input throws: NaN, infinity, latitude beyond 90, unknown wkid")
  func badInput() {
    let ok = Point(latitude: 0, longitude: 0)
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.geodeticDistance(from: Point(latitude: .nan, longitude: 0), to: ok)
    }
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try GeometryEngine.geodeticDistance(from: ok, to: Point(latitude: 0, longitude: .infinity))
    }
    expectGeometryError({ $0 == .latitudeOutOfRange(90.5) }) {
      _ = try GeometryEngine.geodeticDistance(from: ok, to: Point(latitude: 90.5, longitude: 0))
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 32635)) }) {
      _ = try GeometryEngine.geodeticDistance(
        from: ok, to: Point(x: 1, y: 1, spatialReference: SpatialReference(wkid: 32635)))
    }
  }

  // MARK: - Direct, buffer, densify

  @Test("The direct problem matches pyproj's Geod.fwd to a millimetre")
  func directAgainstPyproj() throws {
    for (lat1, lon1, azimuth, distance, lat2, lon2, _) in geodesicDirectReference {
      let end = try GeometryEngine.moveGeodetic(
        Point(latitude: lat1, longitude: lon1), distance: distance, azimuth: azimuth)
      // Compare by the distance between the two end points, which must be under 1 mm.
      let gap = try GeometryEngine.geodeticDistance(from: end, to: Point(latitude: lat2, longitude: lon2))
      #expect(gap.distance < 1e-3, "(\(lat1), \(lon1)) az \(azimuth) for \(distance) m: \(end)")
    }
  }

  @Test("A geodetic buffer's vertices all lie at the radius")
  func buffer() throws {
    let center = Point(latitude: 60.1699, longitude: 24.9384)
    let circle = try GeometryEngine.geodeticBuffer(around: center, distance: 5000)
    #expect(circle.parts[0].count == 360)
    for vertex in circle.parts[0] {
      expectClose(try GeometryEngine.geodeticDistance(from: center, to: vertex).distance, 5000, tolerance: 1e-6)
    }
    #expect(try GeometryEngine.contains(circle, center))
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      _ = try GeometryEngine.geodeticBuffer(around: center, distance: -1)
    }
  }

  @Test("Densifying keeps every piece under the limit and the total length unchanged")
  func densify() throws {
    let line = Polyline(points: [
      Point(latitude: 34.027, longitude: -118.805), Point(latitude: 60.1699, longitude: 24.9384),
    ])
    let dense = try #require(try GeometryEngine.geodeticDensify(line, maxSegmentLength: 100_000) as? Polyline)
    #expect(dense.parts[0].count > 80)
    for i in 1..<dense.parts[0].count {
      let d = try GeometryEngine.geodeticDistance(from: dense.parts[0][i - 1], to: dense.parts[0][i]).distance
      #expect(d <= 100_000 + 1e-6)
    }
    expectClose(
      try GeometryEngine.geodeticLength(of: dense), try GeometryEngine.geodeticLength(of: line), tolerance: 1e-3)
  }

  // MARK: - Length and area

  @Test("Geodetic length and area match pyproj's line_length and polygon_area_perimeter")
  func lengthAndArea() throws {
    let route = Polyline(points: [
      Point(latitude: 34.027, longitude: -118.805), Point(latitude: 60.1699, longitude: 24.9384),
      Point(latitude: -33.8688, longitude: 151.2093),
    ])
    expectClose(try GeometryEngine.geodeticLength(of: route), malibuHelsinkiSydneyLength, tolerance: 1e-3)
    for (lons, lats, reference) in [
      ([0.0, 1, 1, 0], [0.0, 0, 1, 1], unitDegreeSquareArea),
      ([24.93, 24.95, 24.95, 24.93], [60.16, 60.16, 60.18, 60.18], helsinkiBlockArea),
      ([-120.0, 0, 120], [-10.0, 60, -10], bigTriangleArea),
    ] {
      let ring = zip(lats, lons).map { Point(latitude: $0, longitude: $1) }
      let polygon = Polygon(points: ring)
      expectClose(try GeometryEngine.geodeticArea(of: polygon), reference.0, tolerance: reference.0 * 1e-9)
      // Clockwise gives the same area.
      expectClose(
        try GeometryEngine.geodeticArea(of: Polygon(points: ring.reversed())), reference.0,
        tolerance: reference.0 * 1e-9)
      expectClose(try GeometryEngine.geodeticLength(of: polygon), reference.1, tolerance: 1e-3)
    }
  }

  @Test("Planar area subtracts holes; planar length sums segments")
  func planarMeasures() throws {
    // 10 × 10 square minus a 4 × 4 hole = 84; perimeter 40 + 16 = 56.
    let donut = Polygon(parts: [
      [.mercator(0, 0), .mercator(10, 0), .mercator(10, 10), .mercator(0, 10)],
      [.mercator(3, 3), .mercator(3, 7), .mercator(7, 7), .mercator(7, 3)],
    ])
    #expect(try GeometryEngine.area(of: donut) == 84)
    #expect(try GeometryEngine.length(of: donut) == 56)
    #expect(
      try GeometryEngine.length(of: Polyline(points: [.mercator(0, 0), .mercator(3, 4), .mercator(3, 10)])) == 11)
    #expect(
      try GeometryEngine.area(of: Envelope(xMin: 0, yMin: 0, xMax: 2, yMax: 3, spatialReference: .webMercator)) == 6)
  }
}
