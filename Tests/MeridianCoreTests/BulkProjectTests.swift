import Testing

@testable import MeridianCore

@Suite("Bulk projection") struct BulkProjectTests {
  @Test("The vectorised kernel agrees with the scalar projection to a micrometre, from pole to pole")
  func kernelMatchesScalar() throws {
    var coordinates: [Double] = []
    var latitude = -90.0
    while latitude <= 90 {
      coordinates += [latitude * 2 - 37.5, latitude]
      latitude += 0.173
    }
    coordinates += [180, 85.0511287798, -180, -85.0511287798, 0, 0, 12, 90, 12, -90]
    var projected = coordinates
    try GeometryEngine.projectCoordinates(&projected, from: .wgs84, into: .webMercator)
    for i in 0..<(coordinates.count / 2) {
      let reference = try GeometryEngine.project(
        Point(x: coordinates[2 * i], y: coordinates[2 * i + 1], spatialReference: .wgs84), into: .webMercator)
      expectClose(projected[2 * i], reference.x, tolerance: 1e-6)
      expectClose(projected[2 * i + 1], reference.y, tolerance: 1e-6, "latitude \(coordinates[2 * i + 1])")
    }
  }

  @Test("Named places through the bulk APIs match PROJ")
  func namedPlaces() throws {
    // PROJ 9.5.1 (pyproj 3.7.2), EPSG:4326 → EPSG:3857.
    var coordinates = [-118.805, 34.027, 24.9384, 60.1699, 151.2093, -33.8688]
    try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    let expected = [
      -13_225_312.103694867, 4_032_428.0429032557, 2_776_129.9891989734, 8_437_661.782002585,
      16_832_542.27920734, -4_011_198.647307572,
    ]
    for (a, b) in zip(coordinates, expected) { expectClose(a, b, tolerance: 1e-6) }
    try GeometryEngine.projectCoordinates(&coordinates, from: .webMercator, into: .wgs84)
    expectClose(coordinates[0], -118.805, tolerance: 1e-9)
    expectClose(coordinates[3], 60.1699, tolerance: 1e-9)
    let points = try GeometryEngine.project(
      [Point(latitude: 34.027, longitude: -118.805), Point(latitude: 60.1699, longitude: 24.9384)], into: .webMercator)
    expectClose(points[1].y, 8_437_661.782002585, tolerance: 1e-6)
  }

  @Test("A bad coordinate throws before anything changes")
  func badInput() {
    var coordinates = [0.0, 0.0, 10, 95, 20, 20]
    let before = coordinates
    expectGeometryError({ $0 == .latitudeOutOfRange(95) }) {
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    }
    #expect(coordinates == before)
    var odd = [1.0, 2, 3]
    expectGeometryError({ if case .invalidParameter = $0 { true } else { false } }) {
      try GeometryEngine.projectCoordinates(&odd, from: .wgs84, into: .webMercator)
    }
    var nan = [Double.nan, 0]
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      try GeometryEngine.projectCoordinates(&nan, from: .wgs84, into: .webMercator)
    }
    expectGeometryError({ if case .mismatchedSpatialReferences = $0 { true } else { false } }) {
      _ = try GeometryEngine.project([Point(latitude: 0, longitude: 0), Point.mercator(1, 1)], into: .webMercator)
    }
  }

  @Test("An array large enough to be split across cores projects as one thread does, both ways")
  func parallelChunks() throws {
    let pairs = GeometryEngine.parallelPairThreshold * 2 + 7
    var coordinates = [Double](repeating: 0, count: 2 * pairs)
    for i in 0..<pairs {
      coordinates[2 * i] = -180 + 360 * Double(i) / Double(pairs)
      coordinates[2 * i + 1] = -85 + 170 * Double((i * 7_919) % pairs) / Double(pairs)
    }
    var parallel = coordinates
    var serial = coordinates
    try GeometryEngine.projectCoordinates(&parallel, from: .wgs84, into: .webMercator)
    try GeometryEngine.projectCoordinates(&serial, from: .wgs84, into: .webMercator, parallel: false)
    #expect(parallel == serial)
    // The last pair, in the last chunk: Sydney, as PROJ gives it (see namedPlaces).
    var withSydney = coordinates
    withSydney[2 * pairs - 2] = 151.2093
    withSydney[2 * pairs - 1] = -33.8688
    try GeometryEngine.projectCoordinates(&withSydney, from: .wgs84, into: .webMercator)
    expectClose(withSydney[2 * pairs - 2], 16_832_542.27920734, tolerance: 1e-6)
    expectClose(withSydney[2 * pairs - 1], -4_011_198.647307572, tolerance: 1e-6)
    try GeometryEngine.projectCoordinates(&parallel, from: .webMercator, into: .wgs84)
    try GeometryEngine.projectCoordinates(&serial, from: .webMercator, into: .wgs84, parallel: false)
    #expect(parallel == serial)
    expectClose(parallel[2 * pairs - 3], coordinates[2 * pairs - 3], tolerance: 1e-9)
  }

  @Test("A bad pair in a late chunk of a large array throws, names the pair, and changes nothing")
  func parallelBadInput() {
    let pairs = GeometryEngine.parallelPairThreshold * 2
    var coordinates = [Double](repeating: 10, count: 2 * pairs)
    coordinates[2 * (pairs - 3)] = .infinity
    let before = coordinates
    expectGeometryError({ $0 == .nonFiniteCoordinate(name: "x of pair \(pairs - 3)", value: .infinity) }) {
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    }
    #expect(coordinates == before)
  }
}
