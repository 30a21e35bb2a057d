import Foundation
import Testing

@testable import MeridianCore

/// Malformed, out-of-range and oversized geometry text through Core's decoders. Each case names the
/// coder, the input and the typed error, whose message must name the JSON path and the problem.
@Suite("Bad input: codecs") struct BadInputCodecTests {
  static func esri(_ text: String) -> @Sendable () throws -> Void {
    { _ = try EsriJSONGeometryCoder().decode(Data(text.utf8)) }
  }
  static func geoJSON(_ text: String) -> @Sendable () throws -> Void {
    { _ = try GeoJSONGeometryCoder().decode(Data(text.utf8)) }
  }
  static let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)

  static let cases: [GeometryBadCase] = [
    .init(
      #"Esri JSON {"x":0,"y":91,wkid 4326} → malformedInput naming "x" and the latitude"#,
      Expect.malformed(mentioning: "\"x\"", "latitude"), esri(#"{"x":0,"y":91,"spatialReference":{"wkid":4326}}"#)),
    .init(
      #"Esri JSON {"x":541,"y":0,wkid 4326} → malformedInput naming the longitude bound ±540"#,
      Expect.malformed(mentioning: "longitude", "540"), esri(#"{"x":541,"y":0,"spatialReference":{"wkid":4326}}"#)),
    .init(
      #"Esri JSON {"x":1e16,"y":0,wkid 3857} → malformedInput: beyond ±1e15"#,
      Expect.malformed(mentioning: "\"x\"", "1e15"), esri(#"{"x":1e16,"y":0,"spatialReference":{"wkid":3857}}"#)),
    .init(
      #"Esri JSON paths[0][1] = [600, 0] in wkid 4326 → malformedInput naming "paths[0][1]""#,
      Expect.malformed(mentioning: "paths[0][1]", "longitude"),
      esri(#"{"paths":[[[0,0],[600,0]]],"spatialReference":{"wkid":4326}}"#)),
    .init(
      #"Esri JSON rings[0][2] with y = -1e300, no spatial reference → malformedInput naming "rings[0][2]""#,
      Expect.malformed(mentioning: "rings[0][2]"), esri(#"{"rings":[[[0,0],[1,0],[1,-1e300],[0,0]]]}"#)),
    .init(
      #"Esri JSON points[0] with m = 1e300 → malformedInput naming "points[0]""#,
      Expect.malformed(mentioning: "points[0]", "m"), esri(#"{"hasM":true,"points":[[0,0,1e300]]}"#)),
    .init(
      #"Esri JSON envelope without ymax → malformedInput naming "ymax""#,
      Expect.malformed(mentioning: "ymax"), esri(#"{"xmin":0,"ymin":0,"xmax":1}"#)),
    .init(
      #"Esri JSON envelope ymin -95 in wkid 4326 → malformedInput naming "xmin" and the latitude"#,
      Expect.malformed(mentioning: "xmin", "latitude"),
      esri(#"{"xmin":0,"ymin":-95,"xmax":1,"ymax":1,"spatialReference":{"wkid":4326}}"#)),
    .init(
      #"Esri JSON spatialReference wkid 0 → malformedInput naming "spatialReference.wkid""#,
      Expect.malformed(mentioning: "spatialReference.wkid"), esri(#"{"x":0,"y":0,"spatialReference":{"wkid":0}}"#)),
    .init(
      #"Esri JSON wkid 2000000000 (not an EPSG or Esri code) → malformedInput"#,
      Expect.malformed(mentioning: "wkid"), esri(#"{"x":0,"y":0,"spatialReference":{"wkid":2000000000}}"#)),
    .init(
      #"Esri JSON wkid 1e300 (not an Int) → malformedInput"#, Expect.malformed,
      esri(#"{"x":0,"y":0,"spatialReference":{"wkid":1e300}}"#)),
    .init(#"Esri JSON x = 1e400 → malformedInput (not valid JSON)"#, Expect.malformed, esri(#"{"x":1e400,"y":0}"#)),
    .init(#"Esri JSON truncated {"paths":[[[0, → malformedInput"#, Expect.malformed, esri(#"{"paths":[[[0,"#)),
    .init(#"Esri JSON 600-deep nested arrays → malformedInput, no stack overflow"#, Expect.malformed, esri(deep)),
    .init(
      #"GeoJSON Point [0, 91] → malformedInput naming "coordinates" and the latitude"#,
      Expect.malformed(mentioning: "coordinates", "latitude"), geoJSON(#"{"type":"Point","coordinates":[0,91]}"#)),
    .init(
      #"GeoJSON LineString coordinates[1] = [-541, 0] → malformedInput naming "coordinates[1]""#,
      Expect.malformed(mentioning: "coordinates[1]", "longitude"),
      geoJSON(#"{"type":"LineString","coordinates":[[0,0],[-541,0]]}"#)),
    .init(
      #"GeoJSON Point with elevation 1e300 → malformedInput naming the z"#, Expect.malformed(mentioning: "z"),
      geoJSON(#"{"type":"Point","coordinates":[0,0,1e300]}"#)),
    .init(
      #"GeoJSON 600-deep nested coordinates → malformedInput, no stack overflow"#, Expect.malformed,
      geoJSON(#"{"type":"MultiPolygon","coordinates":"# + deep + "}")),
    .init(
      #"GeoJSON invalid UTF-8 (0xFF in a string) → malformedInput"#, Expect.malformed,
      { _ = try GeoJSONGeometryCoder().decode(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) }),
    .init(
      "GeoJSON text of 64 MiB + 1 byte → malformedInput saying it is too large, before parsing",
      Expect.malformed(mentioning: "bytes"),
      { _ = try GeoJSONGeometryCoder().decode(Data(count: GeometryEngine.maximumDecodedTextSize + 1)) }),
  ]

  @Test("Each text throws malformedInput naming what is wrong", arguments: cases)
  func badText(_ badCase: GeometryBadCase) {
    badCase.check()
  }

  @Test("A Viewpoint decoded with JSONDecoder refuses a centre at latitude 1000: DecodingError at its path")
  func viewpointDecoding() throws {
    let good = Viewpoint(latitude: 10, longitude: 20, scale: 5000)
    let data = try JSONEncoder().encode(good)
    let text = try #require(String(data: data, encoding: .utf8))
    let bad = text.replacingOccurrences(of: "\"y\":10", with: "\"y\":1000")
    #expect(bad != text)
    #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Viewpoint.self, from: Data(bad.utf8)) }
    #expect(try JSONDecoder().decode(Viewpoint.self, from: data) == good)
  }

  @Test("An unknown but well-formed WKID (2193, NZTM) is kept, as SpatialReference(wkid:) keeps it")
  func unknownWKIDKept() throws {
    let point = try #require(
      try EsriJSONGeometryCoder().decode(Data(#"{"x":1.5e6,"y":5e6,"spatialReference":{"wkid":2193}}"#.utf8)) as? Point)
    #expect(point.spatialReference?.wkid == 2193)
    #expect(point.x == 1.5e6)
  }

  @Test("Color decoded from {red: 7, green: -3, blue: 0.5, alpha: 1e300} is clamped into 0...1")
  func colorDecodingClamps() throws {
    let json = #"{"red":7,"green":-3,"blue":0.5,"alpha":1e300}"#
    let color = try JSONDecoder().decode(Color.self, from: Data(json.utf8))
    #expect(color == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
  }
}
