import Foundation
import InternalMeridianUtilities
import MeridianCore
import Testing

@testable import MeridianOfflineLocator

/// GeoJSON sources are read by the bounded JSON parser and their locations by Core's GeoJSON coder:
/// the bounds hold, and a feature's point is what `GeoJSONGeometryCoder` reads, or both refuse it.
@Suite("GeoJSON sources")
struct GeoJSONSourceTests {
  static func file(_ name: String, _ contents: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-geojson-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url
  }

  static func collection(_ features: String...) -> String {
    #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
  }

  static func feature(geometry: String, properties: String = #"{"name":"P"}"#) -> String {
    #"{"type":"Feature","geometry":\#(geometry),"properties":\#(properties)}"#
  }

  // MARK: - The coordinate rules are the coder's

  /// Geometries whose acceptance the old reader decided differently from Core's coder, and some it
  /// agreed on: each is read by both, which must agree (same point, or both refuse).
  static let geometries = [
    #"{"type":"Point","coordinates":[24.9384,60.1699]}"#,
    #"{"type":"Point","coordinates":[24.9384,60.1699,12.5]}"#,  // an elevation
    #"{"type":"Point","coordinates":[24.9384,60.1699,12.5,3]}"#,  // four numbers: the old reader took them
    #"{"type":"Point","coordinates":[200,10]}"#,  // within ±540: the old reader refused it
    #"{"type":"Point","coordinates":[-539.5,10]}"#,
    #"{"type":"Point","coordinates":[541,10]}"#,
    #"{"type":"Point","coordinates":[10,90.5]}"#,
    #"{"type":"Point","coordinates":[true,10]}"#,  // a Boolean is no number (the old reader's NSNumber took it)
    #"{"type":"Point","coordinates":["24.9",60.1]}"#,
    #"{"type":"Point","coordinates":[null,60.1]}"#,
    #"{"type":"Point","coordinates":[24.9]}"#,
    #"{"type":"Point","coordinates":[[24.9,60.1]]}"#,
    #"{"type":"Point"}"#,
    #"{"type":"point","coordinates":[24.9,60.1]}"#,
    #"{"coordinates":[24.9,60.1]}"#,
    #"{"type":"Point","coordinates":[-0.0,0]}"#,
    "null",
  ]

  @Test("A feature's location is what GeoJSONGeometryCoder reads from it, or both refuse", arguments: geometries)
  func sameAnswersAsTheCoder(_ geometry: String) throws {
    let feature = Self.feature(geometry: geometry)
    let coded = try? GeoJSONGeometryCoder().decode(Data(feature.utf8)) as? Point
    let url = try Self.file("one.geojson", Self.collection(feature))
    let places = try? MeridianSchema.readGeoJSON(url)
    #expect(
      (coded == nil) == (places == nil), "coder: \(String(describing: coded)), source: \(String(describing: places))")
    if let coded, let place = places?.first {
      #expect(place.latitude == coded.y)
      // The longitude is brought into -180...180 for the place: 200 is -160.
      let longitude = coded.x > 180 ? coded.x - 360 : coded.x < -180 ? coded.x + 360 : coded.x
      #expect(place.longitude == longitude)
      #expect(place.longitude.sign == longitude.sign)
    }
  }

  @Test("A refused location names the file, the feature and the coder's reason")
  func refusedLocation() throws {
    let url = try Self.file(
      "bad.geojson",
      Self.collection(
        Self.feature(geometry: #"{"type":"Point","coordinates":[24.9,60.1]}"#),
        Self.feature(geometry: #"{"type":"Point","coordinates":[24.9,95]}"#)))
    #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "bad.geojson", line: 2, field: "geometry",
        reason:
          #"is not a usable GeoJSON Point: GeoJSON: the field "features[1].geometry.coordinates" is out of range: "#
          + "the latitude y = 95.0 is outside -90...90. (feature 2)")
    ) { try MeridianSchema.readGeoJSON(url) }
  }

  @Test("A feature of another geometry type is refused: each feature is one place")
  func notAPoint() throws {
    let url = try Self.file(
      "line.geojson", Self.collection(Self.feature(geometry: #"{"type":"LineString","coordinates":[[0,0],[1,1]]}"#)))
    #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "line.geojson", line: 1, field: "geometry",
        reason: "is not a Point (a LineString); each feature is one place (feature 1)")
    ) { try MeridianSchema.readGeoJSON(url) }
  }

  // MARK: - Properties

  @Test("Properties: strings, numbers as their JSON text, alternate names as a list or |-text, rank")
  func properties() throws {
    let url = try Self.file(
      "p.geojson",
      Self.collection(
        Self.feature(
          geometry: #"{"type":"Point","coordinates":[1,2]}"#,
          properties: #"{"name":"A","postcode":100,"house_number":5.5,"alternate_names":["B","C"],"rank":7}"#),
        Self.feature(
          geometry: #"{"type":"Point","coordinates":[1,2]}"#,
          properties: #"{"name":"D","alternate_names":"E|F","population":3,"category":"Park"}"#)))
    let places = try MeridianSchema.readGeoJSON(url)
    #expect(places[0].postcode == "100" && places[0].houseNumber == "5.5")
    #expect(places[0].alternateNames == ["B", "C"] && places[0].rank == 7)
    #expect(places[1].alternateNames == ["E", "F"] && places[1].rank == 3 && places[1].category == "Park")
  }

  @Test(
    "A property of the wrong kind names the feature and the property",
    arguments: [
      (#"{"name":true}"#, "name", "is a Boolean, not a string (feature 1)"),
      (
        #"{"name":"A","alternate_names":[1]}"#, "alternate_names",
        "is an array, not a string or an array of strings (feature 1)"
      ),
      (#"{"name":"A","rank":"high"}"#, "rank", "is a string, not a number (feature 1)"),
      (#"{"name":"A","category":3}"#, "category", "is a number, not a string (feature 1)"),
      (#"[1]"#, "properties", "is an array, not an object (feature 1)"),
    ])
  func badProperty(_ properties: String, _ field: String, _ reason: String) throws {
    let url = try Self.file(
      "p.geojson",
      Self.collection(Self.feature(geometry: #"{"type":"Point","coordinates":[1,2]}"#, properties: properties)))
    #expect(throws: OfflineLocatorError.malformedRow(file: "p.geojson", line: 1, field: field, reason: reason)) {
      try MeridianSchema.readGeoJSON(url)
    }
  }

  // MARK: - Bounds

  @Test("A file over 64 MiB is refused by its size before it is read")
  func sizeBound() throws {
    let url = try Self.file("huge.geojson", "")
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(OfflineLocator.maxGeoJSONSourceBytes + 1))  // sparse: nothing is written
    try handle.close()
    #expect(OfflineLocator.maxGeoJSONSourceBytes == 64 * 1024 * 1024)
    #expect(
      throws: OfflineLocatorError.unreadableFile(
        file: "huge.geojson",
        reason: "the file is 67108865 bytes; a GeoJSON source may be at most 67108864 (use CSV for more)")
    ) { try MeridianSchema.readGeoJSON(url) }
  }

  @Test("Nesting deeper than 32 levels is refused at the line where it goes too deep")
  func depthBound() throws {
    let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    let text = Self.collection(
      "\n" + Self.feature(geometry: #"{"type":"Point","coordinates":[1,2]}"#, properties: #"{"name":"A","x":\#(deep)}"#)
    )
    let url = try Self.file("deep.geojson", text)
    do {
      _ = try MeridianSchema.readGeoJSON(url)
      Issue.record("a 45-deep text was read")
    } catch {
      guard case .malformedRow("deep.geojson", 2, "(JSON)", let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reason.hasPrefix("is not valid JSON: ") && reason.contains("32"))
    }
  }

  @Test("The number of values is bounded (checked with a bound of 20)")
  func valueBound() throws {
    let url = try Self.file(
      "many.geojson",
      Self.collection(
        Self.feature(
          geometry: #"{"type":"Point","coordinates":[1,2]}"#, properties: #"{"name":"A","x":[1,2,3,4,5,6,7,8,9,10]}"#)))
    var limits = MeridianSchema.geoJSONLimits
    limits.maximumValueCount = 20
    #expect(throws: OfflineLocatorError.self) { try MeridianSchema.readGeoJSON(url, limits: limits) }
    #expect(throws: Never.self) { try MeridianSchema.readGeoJSON(url) }
  }

  @Test("Text that is not JSON names its line")
  func notJSON() throws {
    let url = try Self.file("broken.geojson", "{\"type\":\"FeatureCollection\",\n\"features\":[\n{]}")
    do {
      _ = try MeridianSchema.readGeoJSON(url)
      Issue.record("broken text was read")
    } catch {
      guard case .malformedRow("broken.geojson", 3, "(JSON)", _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }
}
