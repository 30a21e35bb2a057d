import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Malformed answers: each is a typed decoding error naming the field. The bodies are invented for
/// these tests (labelled so), shaped after the recorded ones.
@Suite("Nominatim: malformed responses")
struct NominatimBadResponseTests {
  /// The recorded café (search-cafe.json, shortened) with one field's JSON text replaced: invented.
  static func cafe(replacing field: String, with value: String) -> Data {
    var fields: [(String, String)] = [
      ("place_id", "100490"), ("osm_type", "\"node\""), ("osm_id", "1985598534"), ("lat", "\"60.1678132\""),
      ("lon", "\"24.9446395\""), ("category", "\"amenity\""), ("type", "\"cafe\""), ("place_rank", "30"),
      ("importance", "0.00001"), ("name", "\"Cafe Esplanad\""),
      ("boundingbox", #"["60.1677632","60.1678632","24.9445895","24.9446895"]"#),
    ]
    if let index = fields.firstIndex(where: { $0.0 == field }) { fields[index].1 = value }
    return Data("[{\(fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ","))}]".utf8)
  }

  @Test(
    "A malformed field names its path",
    arguments: [
      ("lat", "\"north\"", "[0].lat"), ("lat", "\"95.5\"", "[0].lat"), ("lon", "\"-181\"", "[0].lon"),
      ("osm_id", "1.5", "[0].osm_id"), ("place_rank", "\"x\"", "[0].place_rank"),
      ("boundingbox", "[\"1\",\"2\",\"3\"]", "[0].boundingbox"),
      ("boundingbox", "[\"60.2\",\"60.1\",\"24.9\",\"25.0\"]", "[0].boundingbox"),
      ("boundingbox", "[\"a\",\"60.1\",\"24.9\",\"25.0\"]", "[0].boundingbox[0]"), ("name", "7", "[0].name"),
    ])
  func malformedField(field: String, value: String, path: String) throws {
    let data = Self.cafe(replacing: field, with: value)
    let error = try #require(throws: GeocodingError.self) { try NominatimDecoder.results(from: data) }
    guard case .decoding(let found, _) = error else {
      Issue.record("expected a decoding error, got \(error)")
      return
    }
    #expect(found == path)
  }

  @Test("A missing latitude is named")
  func missingLatitude() throws {
    let data = Data(#"[{"lon":"24.9","name":"x"}]"#.utf8)  // invented
    #expect(throws: GeocodingError.decoding(field: "[0].lat", message: "the field is missing.")) {
      try NominatimDecoder.results(from: data)
    }
  }

  @Test("A body that is not JSON, or not an array, is a decoding error of the body")
  func notAnArray() throws {
    let html = Data("<html><body>502 Bad Gateway</body></html>".utf8)  // invented
    let error = try #require(throws: GeocodingError.self) { try NominatimDecoder.results(from: html) }
    #expect(error.description.contains("not JSON"))
    let object = Data(#"{"lat":"60.1"}"#.utf8)  // invented
    #expect(
      throws: GeocodingError.decoding(field: "(body)", message: "the field is an object, not an array of places.")
    ) {
      try NominatimDecoder.results(from: object)
    }
  }

  @Test("A status body without a status or message is a decoding error")
  func badStatus() throws {
    #expect(throws: GeocodingError.decoding(field: "message", message: "the field is missing.")) {
      try NominatimDecoder.status(from: Data(#"{"status":0}"#.utf8))  // invented
    }
  }

  @Test("An error given as text (the shape of \"Unable to geocode\") is a service error elsewhere")
  func textError() throws {
    let data = Data(#"{"error":"Internal error"}"#.utf8)  // invented
    #expect(throws: GeocodingError.service(code: 0, message: "Internal error", details: [])) {
      try NominatimDecoder.results(from: data)
    }
  }
}
