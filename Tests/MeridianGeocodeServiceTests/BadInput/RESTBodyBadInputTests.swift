import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// One hostile or broken `findAddressCandidates` answer and the typed error it must give.
struct BodyCase: Sendable, CustomTestStringConvertible {
  var name: String
  var status: Int
  var body: Data
  var expected: GeocodingError

  init(_ name: String, status: Int = 200, _ body: String, _ expected: GeocodingError) {
    self.init(name, status: status, data: Data(body.utf8), expected)
  }

  init(_ name: String, status: Int = 200, data: Data, _ expected: GeocodingError) {
    self.name = name
    self.status = status
    self.body = data
    self.expected = expected
  }

  var testDescription: String { name }
}

/// The error kinds a case compares; messages are checked only where the case names them.
func sameKind(_ error: GeocodingError, _ expected: GeocodingError) -> Bool {
  switch (error, expected) {
  case (.service(let code, _, _, _), .service(let expectedCode, _, _, _)): code == expectedCode
  case (.decoding(let field, _), .decoding(let expectedField, _)): field == expectedField
  default: error == expected
  }
}

@Suite("Bad input: REST bodies")
struct RESTBodyBadInputTests {
  static let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!
  static let good = #"{"candidates":[{"address":"Good","location":{"x":1,"y":2},"score":99}]}"#

  static func candidate(_ location: String, sr: String = #"{"wkid":4326}"#) -> String {
    #"{"spatialReference":\#(sr),"candidates":[{"address":"A","location":\#(location),"score":90}]}"#
  }

  static let cases: [BodyCase] = [
    // Error bodies whose code would trap an unchecked Int(...) conversion.
    BodyCase(
      "error code 1e300 -> service code 0", #"{"error":{"code":1e300,"message":"x"}}"#,
      .service(code: 0, message: "", details: [])),
    BodyCase(
      "error code Int.max -> service code Int.max", #"{"error":{"code":9223372036854775807,"message":"x"}}"#,
      .service(code: Int.max, message: "", details: [])),
    BodyCase(
      "error code 9223372036854775808 (past Int) -> 0", #"{"error":{"code":9223372036854775808}}"#,
      .service(code: 0, message: "", details: [])),
    BodyCase(
      "error code \"NaN\" -> 0", #"{"error":{"code":"NaN","message":"x"}}"#, .service(code: 0, message: "", details: [])
    ),
    BodyCase("error code -1e300 -> 0", #"{"error":{"code":-1e300}}"#, .service(code: 0, message: "", details: [])),
    BodyCase("error code 400.5 -> 0", #"{"error":{"code":400.5}}"#, .service(code: 0, message: "", details: [])),
    BodyCase(
      "billing failure code 1e300 -> 0", #"{"status":"failure","code":1e300,"message":"m"}"#,
      .service(code: 0, message: "", details: [])),
    BodyCase(
      "200 with error 400 -> service 400", #"{"error":{"code":400,"message":"Cannot perform query","details":[]}}"#,
      .service(code: 400, message: "", details: [])),
    BodyCase(
      "error code as string \"498\" -> service 498", #"{"error":{"code":"498","message":"Invalid token."}}"#,
      .service(code: 498, message: "", details: [])),
    BodyCase(
      "HTTP 499 with Token Required body -> service 499", status: 499,
      #"{"error":{"code":499,"message":"Token Required","messageCode":"GWM_0003"}}"#,
      .service(code: 499, message: "", details: [])),
    BodyCase("HTTP 498 without a body -> http 498", status: 498, "", .http(status: 498)),
    BodyCase("HTTP 403 HTML page -> http 403", status: 403, "<html><body>Forbidden</body></html>", .http(status: 403)),
    // Bodies that are not JSON, or not the JSON expected.
    BodyCase(
      "200 HTML page -> decoding (body)", "<!DOCTYPE html><html><body>Sign in</body></html>",
      .decoding(field: "(body)", message: "")),
    BodyCase("200 empty body -> decoding (body)", "", .decoding(field: "(body)", message: "")),
    BodyCase(
      "truncated JSON -> decoding (body)", #"{"candidates":[{"address":"A""#, .decoding(field: "(body)", message: "")),
    BodyCase("body is null -> decoding at the root", "null", .decoding(field: "(body)", message: "")),
    BodyCase(
      "candidates is an object -> decoding candidates", #"{"candidates":{}}"#,
      .decoding(field: "candidates", message: "")),
    BodyCase(
      "score is text -> decoding candidates[0].score", #"{"candidates":[{"address":"A","score":"high"}]}"#,
      .decoding(field: "candidates[0].score", message: "")),
    BodyCase(
      "score 1e308 -> decoding candidates[0].score", #"{"candidates":[{"address":"A","score":1e308}]}"#,
      .decoding(field: "candidates[0].score", message: "")),
    BodyCase(
      "address is a number -> decoding", #"{"candidates":[{"address":7,"score":1}]}"#,
      .decoding(field: "candidates[0].address", message: "")),
    // Numbers and coordinates out of range.
    BodyCase(
      "x = 1e999 (overflows Double) -> decoding (body)", candidate(#"{"x":1e999,"y":0}"#),
      .decoding(field: "(body)", message: "")),
    BodyCase(
      "latitude 95 in WGS84 -> decoding location.y", candidate(#"{"x":10,"y":95}"#),
      .decoding(field: "candidates[0].location.y", message: "")),
    BodyCase(
      // MeridianCore's one rule: longitudes within ±540 (one and a half turns), so 541 is refused.
      "longitude 541 in WGS84 -> decoding location.x", candidate(#"{"x":541,"y":0}"#),
      .decoding(field: "candidates[0].location.x", message: "")),
    BodyCase(
      // MeridianCore's one rule: projected x and y within ±1e15.
      "Web Mercator x = 2e15 -> decoding location.x", candidate(#"{"x":2e15,"y":0}"#, sr: #"{"wkid":3857}"#),
      .decoding(field: "candidates[0].location.x", message: "")),
    BodyCase(
      "extent xmin \"NaN\" -> decoding extent.xmin",
      #"{"candidates":[{"address":"A","score":1,"extent":{"xmin":"NaN","ymin":0,"xmax":1,"ymax":1}}]}"#,
      .decoding(field: "candidates[0].extent.xmin", message: "")),
    BodyCase(
      "extent ymax 1e300 in WGS84 -> decoding extent.ymax",
      #"{"spatialReference":{"wkid":4326},"candidates":[{"address":"A","score":1,"extent":{"xmin":0,"ymin":0,"xmax":1,"ymax":1e300}}]}"#,
      .decoding(field: "candidates[0].extent.ymax", message: "")),
    BodyCase(
      "wkid 1e300 -> decoding spatialReference.wkid", #"{"spatialReference":{"wkid":1e300},"candidates":[]}"#,
      .decoding(field: "spatialReference.wkid", message: "")),
    // Codec limits.
    BodyCase(
      "600-deep nesting -> decoding (body), no stack overflow",
      String(repeating: "[", count: 600) + String(repeating: "]", count: 600), .decoding(field: "(body)", message: "")),
    BodyCase(
      "invalid UTF-8 in a string -> decoding (body)",
      data: Data(#"{"candidates":[{"address":""#.utf8) + Data([0xC3, 0x28]) + Data(#"","score":1}]}"#.utf8),
      .decoding(field: "(body)", message: "")),
    BodyCase(
      "control character in a string -> decoding (body)", "{\"candidates\":[{\"address\":\"a\u{01}b\",\"score\":1}]}",
      .decoding(field: "(body)", message: "")),
  ]

  @Test(
    "findAddressCandidates answered with a broken body throws the typed error; the next request still works",
    arguments: cases)
  func brokenBody(_ badCase: BodyCase) async throws {
    let calls = SharedLock(0)
    let client = StubHTTPClient { _ in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      return call == 1
        ? HTTPResponse(status: badCase.status, body: badCase.body) : .json(Self.good)
    }
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.maxRetries = 0
    let transport = GeocodeServiceTransport(
      url: Self.url, credential: .apiKey("KEY-1"), httpClient: client, clock: TestClock(), configuration: configuration)
    let locator = LocatorTask(transport: transport)
    let error = await #expect(throws: GeocodingError.self) { try await locator.geocode(forSearchText: "Redlands") }
    if let error { #expect(sameKind(error, badCase.expected), "got \(error)") }
    // Nothing stuck: the same locator answers the next good request, with one request each.
    #expect(try await locator.geocode(forSearchText: "Redlands").map(\.label) == ["Good"])
    #expect(client.requests.count == 2)
  }

  @Test("A body over maxResponseBytes from any client (a 1 MiB candidate array, limit 64 KiB) is responseTooLarge")
  func hugeArrayOverCap() async throws {
    let item = #"{"address":"A","score":1},"#
    let body = #"{"candidates":["# + String(repeating: item, count: 40_000) + #"{"address":"A","score":1}]}"#
    let client = StubHTTPClient { _ in .json(body) }
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.maxResponseBytes = 64 * 1024
    let transport = GeocodeServiceTransport(url: Self.url, httpClient: client, configuration: configuration)
    await #expect(throws: GeocodingError.responseTooLarge(operation: "findAddressCandidates", limit: 64 * 1024)) {
      try await LocatorTask(transport: transport).geocode(forSearchText: "x")
    }
    #expect(client.requests.count == 1)
  }
}
