import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Contract tests of the error bodies (PROTOCOL.md §6) through the stub and the loopback server.
@Suite("Contract: errors")
struct ContractErrorTests {
  /// One recorded error body and what it holds, read off the file.
  struct Recorded: Sendable, CustomTestStringConvertible {
    var name: String
    var code: Int
    var message: String
    var details: [String]
    var messageCode: String?
    var testDescription: String { name }
  }

  static let recorded: [Recorded] = [
    Recorded(name: "error-498-invalid-token-portal", code: 498, message: "Invalid token.", details: []),
    Recorded(
      name: "error-499-token-required-messagecode", code: 499, message: "Token Required", details: ["Token Required"],
      messageCode: "GWM_0003"),
    Recorded(
      name: "error-403-no-permission", code: 403,
      message: "You do not have permissions to access this resource or perform this operation.", details: []),
    Recorded(
      name: "error-400-generate-token", code: 400, message: "Unable to generate token.",
      details: ["Invalid username or password."]),
    Recorded(
      name: "error-400-reverse-unable-to-find-address", code: 400,
      message: "Cannot perform query. Invalid query parameters.",
      details: ["Unable to find address for the specified location."]),
  ]

  @Test(
    "Error bodies become service errors with code, message, details and messageCode, whatever the HTTP status",
    arguments: Backend.allCases, Self.recorded)
  func errors(backend: Backend, fixture: Recorded) async throws {
    let body = try Fixture.data(fixture.name)
    let expected = GeocodingError.service(
      code: fixture.code, message: fixture.message, details: fixture.details, messageCode: fixture.messageCode)
    for status in [200, fixture.code] {
      let harness = try ContractHarness(backend, routes: ["findAddressCandidates": (status, body)])
      defer { harness.stop() }
      let error = await #expect(throws: GeocodingError.self) { try await harness.locator.geocode(forSearchText: "x") }
      #expect(error == expected, "HTTP \(status)")
      #expect(error?.messageCode == fixture.messageCode)
      #expect(harness.requests.count == 1, "a static key is not refreshed, and \(status) is not retried")
    }
  }

  @Test("The messageCode shows in the description; errors without one read nil")
  func messageCodeText() {
    let error = GeocodingError.service(
      code: 499, message: "Token Required", details: ["Token Required"], messageCode: "GWM_0003")
    #expect(
      error.description == "The geocoding service answered with error 499 [GWM_0003]: Token Required (Token Required)")
    #expect(GeocodingError.service(code: 400, message: "Bad", details: []).messageCode == nil)
    #expect(GeocodingError.http(status: 502).messageCode == nil)
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
        #"{"error":{"code":499,"message":"Token Required","messageCode":"SB_0006","extendedCode":-2147024809}}"#,
        .service(code: 499, message: "Token Required", details: [], messageCode: "SB_0006")
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
