import Foundation
import Testing

@testable import MeridianCore

@Suite("Codecs") struct CodecTests {
  let esri = EsriJSONGeometryCoder()
  let geo = GeoJSONGeometryCoder()

  func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func expectMalformed(
    _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("Expected malformedInput mentioning \(fragment)", sourceLocation: sourceLocation)
    } catch GeometryError.malformedInput(let message) {
      #expect(message.contains(fragment), "\(message)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("Unexpected error \(error)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Esri JSON

  @Test("Esri JSON points carry x, y and the spatial reference's wkid")
  func esriPoint() throws {
    let data = try esri.encode(Point(latitude: 34.027, longitude: -118.805))
    #expect(String(decoding: data, as: UTF8.self) == #"{"spatialReference":{"wkid":4326},"x":-118.805,"y":34.027}"#)
    let legacy = try esri.decode(
      Data(#"{"x":1,"y":2,"z":3,"spatialReference":{"wkid":102100,"latestWkid":3857}}"#.utf8))
    let point = try #require(legacy as? Point)
    #expect(point == Point(x: 1, y: 2, z: 3, spatialReference: .webMercator))
  }

  @Test("Every kind round-trips through Esri JSON")
  func esriRoundTrip() throws {
    // The polygon is in Esri orientation already (outer clockwise, hole counter-clockwise), so the
    // coder writes it as given plus the closing points and reads it back unchanged.
    let geometries: [any Geometry] = [
      Point(x: 5, y: 6, z: 7, m: 8, spatialReference: .webMercator),
      Envelope(xMin: -1, yMin: -2, xMax: 3, yMax: 4, spatialReference: .wgs84),
      Multipoint(points: [.mercator(1, 2), .mercator(3, 4)]),
      Polyline(parts: [[.mercator(0, 0), .mercator(1, 1)], [.mercator(5, 5), .mercator(6, 7), .mercator(8, 8)]]),
      Polygon(parts: [
        [.mercator(0, 0), .mercator(0, 10), .mercator(10, 10), .mercator(10, 0)],
        [.mercator(3, 3), .mercator(7, 3), .mercator(7, 7), .mercator(3, 7)],
      ]),
      Polyline(points: [
        Point(x: 1, y: 2, z: 3, spatialReference: .wgs84), Point(x: 4, y: 5, z: 6, spatialReference: .wgs84),
      ]),
    ]
    for geometry in geometries {
      let back = try esri.decode(try esri.encode(geometry))
      #expect(back.isEqual(to: geometry), "\(geometry) came back as \(back)")
    }
  }

  @Test("Esri JSON rings are written closed and clockwise, holes counter-clockwise")
  func esriOrientation() throws {
    let ccw = Polygon(points: [.mercator(0, 0), .mercator(10, 0), .mercator(10, 10)])
    let object = try json(try esri.encode(ccw))
    let rings = try #require(object["rings"] as? [[[Double]]])
    #expect(rings[0].count == 4)
    #expect(rings[0].first == rings[0].last)
    let ring = rings[0].map { SIMD2($0[0], $0[1]) }
    #expect(PlanarMath.signedArea(Array(ring.dropLast())) < 0, "clockwise")
  }

  @Test("Malformed Esri JSON names the field")
  func esriMalformed() {
    expectMalformed("not valid JSON") { _ = try esri.decode(Data("{\"x\": 1,".utf8)) }
    expectMalformed("has none of x, xmin, points, paths or rings") {
      _ = try esri.decode(Data(#"{"spatialReference":{"wkid":4326}}"#.utf8))
    }
    expectMalformed("\"paths[0][1][0]\"") { _ = try esri.decode(Data(#"{"paths":[[[0,0],["a",1]]]}"#.utf8)) }
    expectMalformed("\"y\"") { _ = try esri.decode(Data(#"{"x":1,"y":"north"}"#.utf8)) }
    expectMalformed("\"spatialReference.wkid\"") {
      _ = try esri.decode(Data(#"{"x":1,"y":2,"spatialReference":{}}"#.utf8))
    }
  }

  @Test("Encoding NaN coordinates throws; an empty point is written with nulls")
  func esriNonFinite() throws {
    expectGeometryError({ if case .nonFiniteCoordinate = $0 { true } else { false } }) {
      _ = try esri.encode(Polyline(points: [.mercator(0, 0), .mercator(.infinity, 1)]))
    }
    let empty = try json(try esri.encode(Point(x: .nan, y: .nan, spatialReference: .wgs84)))
    #expect(empty["x"] is NSNull)
  }

  // MARK: - GeoJSON

  @Test("GeoJSON writes longitude, latitude in WGS84, projecting Web Mercator")
  func geoJSONPoint() throws {
    let data = try geo.encode(Point(latitude: 60.1699, longitude: 24.9384))
    #expect(String(decoding: data, as: UTF8.self) == #"{"coordinates":[24.9384,60.1699],"type":"Point"}"#)
    // Helsinki in EPSG:3857 from PROJ 9.5.1; written back as WGS84 degrees.
    let object = try json(try geo.encode(Point.mercator(2_776_129.9891989734, 8_437_661.782002585)))
    let c = try #require(object["coordinates"] as? [Double])
    expectClose(c[0], 24.9384, tolerance: 1e-9)
    expectClose(c[1], 60.1699, tolerance: 1e-9)
  }

  @Test("GeoJSON polygons follow the right-hand rule; two outer rings make a MultiPolygon")
  func geoJSONPolygon() throws {
    // A clockwise outer ring with a counter-clockwise hole: RFC 7946 wants the opposite.
    let donut = Polygon(parts: [
      [
        Point(latitude: 0, longitude: 0), Point(latitude: 10, longitude: 0), Point(latitude: 10, longitude: 10),
        Point(latitude: 0, longitude: 10),
      ],
      [
        Point(latitude: 3, longitude: 3), Point(latitude: 3, longitude: 7), Point(latitude: 7, longitude: 7),
        Point(latitude: 7, longitude: 3),
      ],
    ])
    let object = try json(try geo.encode(donut))
    #expect(object["type"] as? String == "Polygon")
    let rings = try #require(object["coordinates"] as? [[[Double]]])
    func area(_ ring: [[Double]]) -> Double { PlanarMath.signedArea(ring.dropLast().map { SIMD2($0[0], $0[1]) }) }
    #expect(area(rings[0]) > 0, "exterior counter-clockwise")
    #expect(area(rings[1]) < 0, "hole clockwise")
    #expect(rings[0].first == rings[0].last)
    let two = Polygon(parts: [
      donut.parts[0],
      [Point(latitude: 20, longitude: 20), Point(latitude: 20, longitude: 21), Point(latitude: 21, longitude: 21)],
    ])
    let multi = try json(try geo.encode(two))
    #expect(multi["type"] as? String == "MultiPolygon")
    let back = try #require(try geo.decode(try geo.encode(two)) as? Polygon)
    #expect(back.parts.count == 2)
    expectClose(try GeometryEngine.area(of: back), try GeometryEngine.area(of: two), tolerance: 1e-9)
  }

  @Test("GeoJSON round-trips lines and multipoints, and reads a Feature's geometry")
  func geoJSONRoundTrip() throws {
    let line = Polyline(points: [Point(latitude: 1, longitude: 2), Point(latitude: 3, longitude: 4)])
    #expect(try geo.decode(try geo.encode(line)).isEqual(to: line))
    let lines = Polyline(parts: [line.parts[0], [Point(latitude: 5, longitude: 6), Point(latitude: 7, longitude: 8)]])
    #expect(try geo.decode(try geo.encode(lines)).isEqual(to: lines))
    let cloud = Multipoint(points: [Point(latitude: 1, longitude: 2)])
    #expect(try geo.decode(try geo.encode(cloud)).isEqual(to: cloud))
    let feature = #"{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[24.9,60.1]}}"#
    #expect(try geo.decode(Data(feature.utf8)) as? Point == Point(latitude: 60.1, longitude: 24.9))
  }

  @Test("Malformed GeoJSON names the field")
  func geoJSONMalformed() {
    expectMalformed("not valid JSON") { _ = try geo.decode(Data("[".utf8)) }
    expectMalformed("\"type\"") { _ = try geo.decode(Data(#"{"coordinates":[1,2]}"#.utf8)) }
    expectMalformed("\"coordinates\" is missing") { _ = try geo.decode(Data(#"{"type":"Point"}"#.utf8)) }
    expectMalformed("\"coordinates[1]\"") {
      _ = try geo.decode(Data(#"{"type":"LineString","coordinates":[[0,0],[1]]}"#.utf8))
    }
    expectMalformed("closed ring") {
      _ = try geo.decode(Data(#"{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1]]]}"#.utf8))
    }
    expectMalformed("outside -90...90") { _ = try geo.decode(Data(#"{"type":"Point","coordinates":[0,95]}"#.utf8)) }
    expectMalformed("GeometryCollection") {
      _ = try geo.decode(Data(#"{"type":"GeometryCollection","geometries":[]}"#.utf8))
    }
    expectGeometryError({ $0 == .unsupportedSpatialReference(SpatialReference(wkid: 27700)) }) {
      _ = try geo.encode(Point(x: 1, y: 2, spatialReference: SpatialReference(wkid: 27700)))
    }
  }
}
