import Foundation
import Testing

@testable import MeridianCore

@Suite("Spatial reference") struct SpatialReferenceTests {
  @Test("Units: degrees for geographic references, metres for projected ones, nil when unknown")
  func units() {
    #expect(SpatialReference.wgs84.unit == .degree)
    #expect(SpatialReference(wkid: 4269).unit == .degree, "NAD83")
    #expect(SpatialReference(wkid: 4258).unit == .degree, "ETRS89")
    #expect(SpatialReference.webMercator.unit == .meter)
    #expect(SpatialReference(wkid: 102100).unit == .meter)
    #expect(SpatialReference(wkid: 32635).unit == .meter, "UTM zone 35N")
    #expect(SpatialReference(wkid: 32760).unit == .meter, "UTM zone 60S")
    // 27700 (British National Grid) and 4230 (ED50, geographic) are not known: no guess either way.
    for wkid in [27700, 4230, 0, -1] {
      let unknown = SpatialReference(wkid: wkid)
      #expect(unknown.unit == nil, "wkid \(wkid)")
      #expect(!unknown.isGeographic && !unknown.isProjected, "wkid \(wkid)")
    }
  }

  @Test("Only WGS84 and Web Mercator (with its legacy codes) are supported for projection")
  func supported() {
    #expect(SpatialReference.wgs84.isSupported)
    #expect(SpatialReference.webMercator.isSupported)
    for wkid in [102100, 102113, 900913] { #expect(SpatialReference(wkid: wkid).isSupported, "wkid \(wkid)") }
    for wkid in [4269, 4258, 32635, 27700, 2193] { #expect(!SpatialReference(wkid: wkid).isSupported, "wkid \(wkid)") }
  }

  @Test("An unknown wkid is kept as given, compared by value and round-trips through JSON")
  func unknownKept() throws {
    let grid = SpatialReference(wkid: 27700)
    #expect(grid.wkid == 27700)
    #expect(grid.latestWKID == nil)
    #expect(grid == SpatialReference(wkid: 27700))
    #expect(grid != SpatialReference(wkid: 27701))
    let json = try JSONEncoder().encode(grid)
    #expect(String(decoding: json, as: UTF8.self) == #"{"wkid":27700}"#)
    #expect(try JSONDecoder().decode(SpatialReference.self, from: json) == grid)
    // A geometry keeps it too.
    #expect(Point(x: 530_000, y: 180_000, spatialReference: grid).spatialReference?.wkid == 27700)
  }

  @Test("Projecting into or out of an unknown wkid throws unsupportedSpatialReference, naming it")
  func unknownThrows() {
    let grid = SpatialReference(wkid: 27700)
    let london = Point(x: 530_000, y: 180_000, spatialReference: grid)
    expectGeometryError({ $0 == .unsupportedSpatialReference(grid) }) {
      _ = try GeometryEngine.project(london, into: .wgs84)
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(grid) }) {
      _ = try GeometryEngine.project(Point(latitude: 51.5, longitude: -0.1), into: grid)
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(grid) }) {
      _ = try GeometryEngine.project(Polygon(envelope: london.extent), into: .webMercator)
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(grid) }) {
      _ = try GeometryEngine.project([london], into: .webMercator)
    }
    var coordinates = [530_000.0, 180_000]
    expectGeometryError({ $0 == .unsupportedSpatialReference(grid) }) {
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: grid)
    }
    // A geographic reference that is known but not supported throws the same way.
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 4269)) }) {
      _ = try GeometryEngine.project(Point(x: -77, y: 38, spatialReference: SpatialReference(wkid: 4269)), into: .wgs84)
    }
    let message = GeometryError.unsupportedSpatialReference(grid).description
    #expect(message.contains("27700"))
    #expect(message.contains("4326") && message.contains("3857"), "the message says what is supported")
  }

  @Test("A geometry already in the reference asked for comes back unchanged, known or not")
  func identity() throws {
    let grid = SpatialReference(wkid: 27700)
    let london = Point(x: 530_000, y: 180_000, spatialReference: grid)
    #expect(try GeometryEngine.project(london, into: grid) == london)
    #expect(try GeometryEngine.project([london], into: grid) == [london])
    var coordinates = [530_000.0, 180_000]
    try GeometryEngine.projectCoordinates(&coordinates, from: grid, into: grid)
    #expect(coordinates == [530_000, 180_000])
    // 102100 is 3857, so there is nothing to do.
    let legacy = Point(x: 1, y: 2, spatialReference: SpatialReference(wkid: 102100))
    #expect(try GeometryEngine.project(legacy, into: .webMercator) == legacy)
  }
}
