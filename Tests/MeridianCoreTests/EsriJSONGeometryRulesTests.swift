import Foundation
import Testing

@testable import MeridianCore

/// The one Esri JSON geometry coder's rules, through each way into it: the explicit coder, the
/// geometries' `Codable` conformances, and its own entry points (which MeridianGraphics and the
/// geocode decoder call).
@Suite("Esri JSON geometry: one set of rules")
struct EsriJSONGeometryRulesTests {
  let coder = EsriJSONGeometryCoder()

  func decode(_ text: String) throws -> any Geometry { try coder.decode(Data(text.utf8)) }

  @Test("A wkt-only reference is none Meridian can identify; latestWkid alone is read; {} is an error")
  func spatialReferences() throws {
    let wkt = try decode(#"{"x":1,"y":2,"spatialReference":{"wkt":"PROJCS[\"x\"]"}}"#)
    #expect(wkt.spatialReference == nil)
    let latest = try decode(#"{"x":1,"y":2,"spatialReference":{"latestWkid":3857}}"#)
    #expect(latest.spatialReference == .webMercator)
    // 102100 is the legacy code of Web Mercator: the same reference.
    let legacy = try decode(#"{"x":1,"y":2,"spatialReference":{"wkid":102100,"latestWkid":3857}}"#)
    #expect(legacy.spatialReference == .webMercator)
    #expect(
      throws: GeometryError.malformedInput(
        #"Esri JSON: the field "spatialReference.wkid" is missing (nor is there a wkt)."#)
    ) {
      _ = try decode(#"{"x":1,"y":2,"spatialReference":{}}"#)
    }
  }

  @Test("Coordinates: [x, y, m] with hasM alone, [x, y, z, m], null m; five numbers is an error")
  func coordinateArrays() throws {
    let m = try #require(try decode(#"{"hasM":true,"points":[[1,2,7]]}"#) as? Multipoint)
    #expect(m.points[0].z == nil && m.points[0].m == 7)
    let zm = try #require(try decode(#"{"hasZ":true,"hasM":true,"paths":[[[1,2,3,null],[4,5,6,8]]]}"#) as? Polyline)
    #expect(zm.parts[0].map(\.z) == [3, 6] && zm.parts[0].map(\.m) == [nil, 8])
    #expect(
      throws: GeometryError.malformedInput(
        #"Esri JSON: the field "paths[0][0]" is not a coordinate: [x, y] with an optional z and m."#)
    ) {
      _ = try decode(#"{"paths":[[[1,2,3,4,5]]]}"#)
    }
  }

  @Test("A polygon with a hole reads the same through the coder and through Codable (rings as written)")
  func polygonWithHole() throws {
    // Outer 0..10 square clockwise, hole 2..4 counter-clockwise, both closed: Esri JSON's own form.
    let text = #"""
      {"rings":[[[0,0],[0,10],[10,10],[10,0],[0,0]],[[2,2],[4,2],[4,4],[2,4],[2,2]]],"spatialReference":{"wkid":3857}}
      """#
    let read = try #require(try decode(text) as? Polygon)
    #expect(read.parts.map(\.count) == [4, 4], "closing points dropped")
    let codable = try JSONDecoder().decode(Polygon.self, from: Data(text.utf8))
    #expect(codable.parts.map(\.count) == [5, 5], "Codable keeps the rings as written")
    #expect(Array(codable.parts[0].dropLast()) == read.parts[0])
    // Writing what was read gives the text back (rings already oriented and closed).
    let written = try #require(String(data: try coder.encode(read), encoding: .utf8))
    #expect(
      written
        == #"{"rings":[[[0,0],[0,10],[10,10],[10,0],[0,0]],[[2,2],[4,2],[4,4],[2,4],[2,2]]],"spatialReference":{"wkid":3857}}"#
    )
  }

  @Test("Codable names the field of a bad coordinate in its DecodingError")
  func codableNamesTheField() {
    let text = #"{"path":{"paths":[[[0,0],[600,0]]],"spatialReference":{"wkid":4326}}}"#
    struct Holder: Decodable { var path: Polyline }
    do {
      _ = try JSONDecoder().decode(Holder.self, from: Data(text.utf8))
      Issue.record("expected a DecodingError")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(#""path.paths[0][1]""#), "\(context.debugDescription)")
      #expect(context.debugDescription.contains("longitude"))
    } catch {
      Issue.record("expected dataCorrupted, got \(error)")
    }
  }
}
