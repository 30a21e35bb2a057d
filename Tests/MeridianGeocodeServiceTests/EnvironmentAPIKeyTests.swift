import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// `MeridianEnvironment.apiKey`: the key an app sets once, read by `LocatorTask(url:)` when no key
/// is passed. Every test scopes its key with `withAPIKey`, so none changes the process-wide value
/// that parallel tests see.
@Suite("Environment API key")
struct EnvironmentAPIKeyTests {
  static let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!
  static let candidates = #"{"candidates":[{"address":"A","location":{"x":1,"y":2},"score":99}]}"#

  /// The authorization header of the one request a fresh task sends.
  static func header(_ make: (StubHTTPClient) -> LocatorTask) async throws -> String? {
    let client = StubHTTPClient { _ in .json(Self.candidates) }
    _ = try await make(client).geocode(forSearchText: "x")
    return try #require(client.requests.first).header("X-Esri-Authorization")
  }

  @Test("A task made with no key uses the environment's, in the Bearer header")
  func environmentKeyIsUsed() async throws {
    let sent = try await MeridianEnvironment.withAPIKey("ENV-KEY-123") {
      try await Self.header { LocatorTask(url: Self.url, httpClient: $0, clock: TestClock()) }
    }
    #expect(sent == "Bearer ENV-KEY-123")
  }

  @Test("The task's own key wins over the environment's")
  func ownKeyWins() async throws {
    let sent = try await MeridianEnvironment.withAPIKey("ENV-KEY-123") {
      try await Self.header { LocatorTask(url: Self.url, apiKey: "OWN-KEY", httpClient: $0, clock: TestClock()) }
    }
    #expect(sent == "Bearer OWN-KEY")
  }

  @Test("The key is read when the task is made: a task made outside the scope sends none")
  func readAtCreation() async throws {
    let client = StubHTTPClient { _ in .json(Self.candidates) }
    let locator = MeridianEnvironment.withAPIKey(nil) {
      LocatorTask(url: Self.url, httpClient: client, clock: TestClock())
    }
    _ = try await MeridianEnvironment.withAPIKey("LATE-KEY") { try await locator.geocode(forSearchText: "x") }
    #expect(try #require(client.requests.first).header("X-Esri-Authorization") == nil)
  }

  @Test("An explicit nil credential sends no key whatever the environment holds")
  func explicitNone() async throws {
    let sent = try await MeridianEnvironment.withAPIKey("ENV-KEY-123") {
      try await Self.header { LocatorTask(url: Self.url, credential: nil, httpClient: $0, clock: TestClock()) }
    }
    #expect(sent == nil)
  }

  @Test("Neither the task's description nor its dump shows the environment's key")
  func redacted() {
    let locator = MeridianEnvironment.withAPIKey("SECRET-ENV-KEY-42") { LocatorTask(url: Self.url) }
    var dumped = ""
    dump(locator, to: &dumped)
    #expect(!"\(locator)".contains("SECRET-ENV-KEY-42"))
    #expect(!dumped.contains("SECRET-ENV-KEY-42"))
  }

  @Test("Scopes nest and end: the innermost key is read, and the outer comes back after it")
  func scopesNest() {
    MeridianEnvironment.withAPIKey("OUTER") {
      #expect(MeridianEnvironment.apiKey == "OUTER")
      MeridianEnvironment.withAPIKey(nil) { #expect(MeridianEnvironment.apiKey == nil) }
      #expect(MeridianEnvironment.apiKey == "OUTER")
    }
  }
}
