import Foundation
import MeridianCore
import MeridianGeocoding
import Testing

/// Contract tests of the service root and the error bodies (PROTOCOL.md §1, §6).
@Suite("Contract: service root, errors")
struct ContractRootErrorTests {
  @Test("Service roots decode into LocatorInfo", arguments: Backend.allCases)
  func serviceRoot(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["GeocodeServer": "service-root-sandiego-sample"])
    defer { harness.stop() }
    let info = try await harness.locator.locatorInfo
    #expect(info.name == "World")
    #expect(info.description == "Sample geocoder for San Diego, California, USA")
    #expect(info.maxBatchSize == 1000)
    #expect(info.supportsSuggestions)
    #expect(info.supportsAddresses)
    #expect(info.spatialReference == .wgs84)
    #expect(
      info.searchAttributes.map(\.name)
        == ["Address", "Neighborhood", "City", "Subregion", "Region", "Postal", "PostalExt", "Country", "SingleLine"])
    #expect(info.resultAttributes.count == 16)
    #expect(info.resultAttributes.first { $0.name == "Shape" }?.type == "esriFieldTypeGeometry")
    #expect(harness.requests.first?.rawQuery == "f=json")
  }

  @Test("The 10.1 documentation root: a wkt reference, the string \"null\" description, SuggestedBatchSize only")
  func enterpriseRoot() throws {
    let info = try GeocodeServiceDecoder.locatorInfo(
      from: try Fixture.data("service-root-enterprise-doc-example"), name: "ESRI_Geocode_USA")
    #expect(info.name == "ESRI_Geocode_USA")
    #expect(info.description == "")
    #expect(info.spatialReference == nil)
    #expect(info.maxBatchSize == nil)
    #expect(info.searchAttributes.last?.name == "Single Line Input")
    #expect(info.resultAttributes.count == 17)
  }

  @Test(
    "Error bodies become service errors with code, message and details, whatever the HTTP status",
    arguments: [
      ("error-498-invalid-token-portal", 498, "Invalid token.", [String]()),
      ("error-499-token-required-messagecode", 499, "Token Required", ["Token Required"]),
      (
        "error-403-no-permission", 403,
        "You do not have permissions to access this resource or perform this operation.", []
      ),
      ("error-400-generate-token", 400, "Unable to generate token.", ["Invalid username or password."]),
      (
        "error-400-reverse-unable-to-find-address", 400, "Cannot perform query. Invalid query parameters.",
        ["Unable to find address for the specified location."]
      ),
    ])
  func errors(name: String, code: Int, message: String, details: [String]) async throws {
    let body = try Fixture.data(name)
    for status in [200, code] {
      let harness = try ContractHarness(.stub, routes: ["findAddressCandidates": (status, body)])
      await #expect(throws: GeocodingError.service(code: code, message: message, details: details)) {
        try await harness.locator.geocode(forSearchText: "x")
      }
      #expect(harness.requests.count == 1, "a static key is not refreshed, and \(status) is not retried")
    }
  }

  @Test("Error bodies over the loopback server too")
  func errorLoopback() async throws {
    let harness = try ContractHarness(
      .loopback, routes: ["suggest": (200, try Fixture.data("error-499-token-required-messagecode"))])
    defer { harness.stop() }
    await #expect(throws: GeocodingError.service(code: 499, message: "Token Required", details: ["Token Required"])) {
      try await harness.locator.suggest(forSearchText: "x")
    }
  }

  @Test("Billing and job failure shapes, and lenient details")
  func otherShapes() {
    let cases: [(String, GeocodingError)] = [
      (
        #"{"code":500,"message":"Error getting subscription info","status":"failure"}"#,
        .service(code: 500, message: "Error getting subscription info", details: [])
      ),
      (#"{"status":"failed","statusMessage":"Job failed"}"#, .service(code: 0, message: "Job failed", details: [])),
      (
        #"{"error":{"code":499,"message":"Token Required"}}"#,
        .service(code: 499, message: "Token Required", details: [])
      ),
      (
        #"{"error":{"code":400,"message":"Bad","details":"one string"}}"#,
        .service(code: 400, message: "Bad", details: ["one string"])
      ),
      (#"{"error":{"code":400,"message":"Bad","details":[]}}"#, .service(code: 400, message: "Bad", details: [])),
    ]
    for (json, expected) in cases {
      #expect(throws: expected) { try GeocodeServiceDecoder.suggestions(from: Data(json.utf8)) }
    }
  }
}
