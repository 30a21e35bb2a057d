import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// A Nominatim transport over a `StubHTTPClient` that answers each path with a recorded fixture.
struct NominatimStub {
  static let url = URL(string: "http://127.0.0.1:8088")!
  let client: StubHTTPClient
  let transport: NominatimTransport

  /// Answers `/search` with `search` (or a closure choosing by the query), `/reverse` with
  /// `reverse`, `/lookup` with `lookup` and `/status` with the recorded status.
  init(
    url: URL = NominatimStub.url, clock: any Clock<Duration> = ContinuousClock(),
    configuration: NominatimTransport.Configuration = .init(), userAgent: String = "MeridianTests/1.0",
    email: String? = nil, answer: @escaping @Sendable (String, [String: String]) async throws -> HTTPResponse
  ) {
    client = StubHTTPClient { request in
      let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
      var query: [String: String] = [:]
      for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
      return try await answer(request.url.lastPathComponent, query)
    }
    transport = NominatimTransport(
      url: url, userAgent: userAgent, email: email, httpClient: client, clock: clock, configuration: configuration)
  }

  /// The query items of every request so far.
  var queries: [[String: String]] {
    client.requests.map { request in
      var query: [String: String] = [:]
      for item in URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
        query[item.name] = item.value ?? ""
      }
      return query
    }
  }

  /// A recorded fixture as a response.
  static func fixture(_ name: String, status: Int = 200) throws -> HTTPResponse {
    HTTPResponse.json(try NominatimFixture.data(name), status: status)
  }
}
