import Testing

@testable import MeridianCore

@Suite("Project") struct ProjectTests {
  @Test("The antimeridian maps to half the Web Mercator world width, πR")
  func antimeridian() throws {
    // Hand-worked: x = R·λ with R = 6,378,137 m and λ = π gives 20,037,508.342789244 m (the EPSG:3857 bound).
    let p = try GeometryEngine.project(Point(latitude: 0, longitude: 180), into: .webMercator)
    #expect(abs(p.x - 20_037_508.342789244) < 1e-6)
    #expect(abs(p.y) < 1e-9)
  }

  /// Reference values: pyproj 3.7.2 / PROJ 9.5.1,
  /// `Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True).transform(lon, lat)`.
  static let places: [(name: String, longitude: Double, latitude: Double, x: Double, y: Double)] = [
    ("Malibu", -118.805, 34.027, -13_225_312.103694867, 4_032_428.0429032557),
    ("Helsinki", 24.9384, 60.1699, 2_776_129.9891989734, 8_437_661.782002585),
    ("Sydney", 151.2093, -33.8688, 16_832_542.27920734, -4_011_198.647307572),
    ("-180 on the equator", -180, 0, -20_037_508.342789244, 0),
    ("180, -85.0511287798", 180, -85.0511287798, 20_037_508.342789244, -20_037_508.342780728),
  ]

  @Test("Named places project to PROJ's EPSG:3857 coordinates and back", arguments: 0..<5)
  func namedPlaces(index: Int) throws {
    let place = Self.places[index]
    let p = try GeometryEngine.project(Point(latitude: place.latitude, longitude: place.longitude), into: .webMercator)
    expectClose(p.x, place.x, tolerance: 1e-6, "x of \(place.name)")
    expectClose(p.y, place.y, tolerance: 1e-6, "y of \(place.name)")
    #expect(p.spatialReference == .webMercator)
    let back = try GeometryEngine.project(p, into: .wgs84)
    expectClose(back.longitude, place.longitude, tolerance: 1e-9)
    expectClose(back.latitude, place.latitude, tolerance: 1e-9)
  }

  @Test("Latitudes beyond ±85.0511287798 clamp to the square world's edge")
  func clamping() throws {
    // PROJ gives y = 20,037,508.342780728 at 85.0511287798; 85.06 and 90 clamp to it.
    for latitude in [85.06, 90.0] {
      let north = try GeometryEngine.project(Point(latitude: latitude, longitude: 0), into: .webMercator)
      expectClose(north.y, 20_037_508.342780728, tolerance: 1e-6)
      let south = try GeometryEngine.project(Point(latitude: -latitude, longitude: 0), into: .webMercator)
      expectClose(south.y, -20_037_508.342780728, tolerance: 1e-6)
    }
  }

  @Test("Every geometry kind projects, including a type-erased one")
  func kinds() throws {
    let malibu = Point(latitude: 34.027, longitude: -118.805)
    let line = Polyline(points: [malibu, Point(latitude: 60.1699, longitude: 24.9384)])
    let projected = try GeometryEngine.project(line, into: .webMercator)
    expectClose(projected.parts[0][1].x, 2_776_129.9891989734, tolerance: 1e-6)
    let erased = try GeometryEngine.project(AnyGeometry.point(malibu), into: .webMercator)
    #expect(erased.geometryType == .point)
    let envelope = try GeometryEngine.project(Envelope(center: malibu, width: 0, height: 0), into: .webMercator)
    expectClose(envelope.xMin, -13_225_312.103694867, tolerance: 1e-6)
  }

  @Test("Bad input throws typed errors: NaN, infinity, latitude beyond 90, unknown wkid, no reference")
  func badInput() {
    expectGeometryError({ $0 == .nonFiniteCoordinate(name: "x", value: .infinity) }) {
      _ = try GeometryEngine.project(Point(latitude: 0, longitude: .infinity), into: .webMercator)
    }
    expectGeometryError({ if case .nonFiniteCoordinate(name: "y", _) = $0 { true } else { false } }) {
      _ = try GeometryEngine.project(Point(latitude: .nan, longitude: 0), into: .webMercator)
    }
    expectGeometryError({ $0 == .latitudeOutOfRange(91) }) {
      _ = try GeometryEngine.project(Point(latitude: 91, longitude: 0), into: .webMercator)
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 27700)) }) {
      _ = try GeometryEngine.project(Point(x: 1, y: 2, spatialReference: SpatialReference(wkid: 27700)), into: .wgs84)
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 2193)) }) {
      _ = try GeometryEngine.project(Point(latitude: 1, longitude: 2), into: SpatialReference(wkid: 2193))
    }
    expectGeometryError({ $0 == .missingSpatialReference }) {
      _ = try GeometryEngine.project(Point(x: 1, y: 2), into: .wgs84)
    }
    #expect(GeometryError.unsupportedSpatialReference(SpatialReference(wkid: 27700)).description.contains("27700"))
  }

  @Test("102100 and 102113 are Web Mercator")
  func legacyCodes() {
    #expect(SpatialReference(wkid: 102100) == .webMercator)
    #expect(SpatialReference(wkid: 102113).wkid == 3857)
    #expect(SpatialReference.webMercator.isProjected)
    #expect(SpatialReference.wgs84.isGeographic)
  }
}
