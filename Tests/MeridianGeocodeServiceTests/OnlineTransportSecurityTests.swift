import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// Credentials, token refresh, insecure URLs, and that the key never leaks.
@Suite("Online transport: credentials and security")
struct OnlineTransportSecurityTests {
  static let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!
  static let key = "AAPK-secret-0123456789abcdef"
  static let candidates = #"{"candidates":[{"address":"A","location":{"x":1,"y":2},"score":99}]}"#

  @Test("A token source is asked again after 498, and the request retried once with the new token")
  func refreshAfter498() async throws {
    let asked = SharedLock<[Bool]>([])
    let credential = LocatorCredential.tokenSource { refresh in
      asked.withLock { $0.append(refresh) }
      return refresh ? "token-2" : "token-1"
    }
    let invalid = try Fixture.data("error-498-invalid-token-portal")
    let client = StubHTTPClient { request in
      request.header("X-Esri-Authorization") == "Bearer token-2" ? .json(Self.candidates) : .json(invalid)
    }
    let locator = LocatorTask(url: Self.url, credential: credential, httpClient: client, clock: TestClock())
    #expect(try await locator.geocode(forSearchText: "x").count == 1)
    #expect(client.requests.map { $0.header("X-Esri-Authorization") } == ["Bearer token-1", "Bearer token-2"])
    #expect(asked.withLock { $0 } == [false, true])
    // The fresh token is kept for later requests.
    _ = try await locator.geocode(forSearchText: "y")
    #expect(client.requests.last?.header("X-Esri-Authorization") == "Bearer token-2")
    #expect(asked.withLock { $0 } == [false, true])
  }

  @Test("Only one refresh: a second 499 (HTTP status, no body) is thrown")
  func oneRefreshOnly() async throws {
    let credential = LocatorCredential.tokenSource { refresh in refresh ? "fresh" : "stale" }
    let client = StubHTTPClient { _ in HTTPResponse(status: 499, body: Data()) }
    let locator = LocatorTask(url: Self.url, credential: credential, httpClient: client, clock: TestClock())
    await #expect(throws: GeocodingError.http(status: 499)) { try await locator.suggest(forSearchText: "x") }
    #expect(client.requests.count == 2)
  }

  @Test("A token source that fails gives an authentication error")
  func tokenSourceFails() async throws {
    struct NoNetwork: Error {}
    let locator = LocatorTask(
      url: Self.url, credential: .tokenSource { _ in throw NoNetwork() }, httpClient: StubHTTPClient(),
      clock: TestClock())
    let error = await #expect(throws: GeocodingError.self) { try await locator.geocode(forSearchText: "x") }
    guard case .authentication? = error else {
      Issue.record("expected an authentication error, got \(String(describing: error))")
      return
    }
  }

  @Test("Plain http to a non-loopback host fails on the first request, before any is sent")
  func insecureURL() async throws {
    let client = StubHTTPClient()
    let locator = LocatorTask(
      url: try #require(URL(string: "http://geocode.example.com/arcgis/rest/services/World/GeocodeServer")),
      apiKey: Self.key, httpClient: client)
    await #expect(throws: GeocodingError.insecureURL(host: "geocode.example.com")) {
      try await locator.geocode(forSearchText: "x")
    }
    #expect(client.requests.isEmpty)
    for text in [
      "http://127.0.0.1:8080/GeocodeServer", "http://localhost/GeocodeServer", "http://[::1]:9/GeocodeServer",
    ] {
      let transport = GeocodeServiceTransport(url: try #require(URL(string: text)), httpClient: client)
      #expect(throws: Never.self) { try transport.request(for: .serviceInfo) }
    }
    let ftp = GeocodeServiceTransport(
      url: try #require(URL(string: "ftp://example.com/GeocodeServer")), httpClient: client)
    #expect(throws: GeocodingError.invalidURL("ftp://example.com/GeocodeServer")) { try ftp.request(for: .serviceInfo) }
  }

  @Test("GET up to 2,000 characters of URL, form POST beyond", arguments: [100, 1_800, 1_900, 1_950, 2_100])
  func postWhenLong(length: Int) throws {
    let transport = GeocodeServiceTransport(url: Self.url)
    let text = String(repeating: "a", count: length)
    let request = try transport.request(for: .findAddressCandidates(.searchText(text), GeocodeParameters()))
    // Counted by hand: the endpoint, "?", then "singleLine=" + text + "&forStorage=false&f=json".
    let endpoint = Self.url.absoluteString + "/findAddressCandidates"
    let getLength = endpoint.count + 1 + "singleLine=".count + length + "&forStorage=false&f=json".count
    if getLength <= 2_000 {
      #expect(request.method == .get)
      #expect(request.url.absoluteString.count == getLength)
      #expect(request.body == nil)
    } else {
      #expect(request.method == .post)
      #expect(request.url.absoluteString == endpoint)
      #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
      #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == "singleLine=\(text)&forStorage=false&f=json")
    }
  }

  @Test("The key never appears in a URL, a body, an error, a description or a diagnostics line")
  func keyNeverLeaks() async throws {
    let lines = SharedLock<[String]>([])
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.maxRetries = 1
    configuration.initialBackoff = .zero
    configuration.maxURLLength = 500  // so the 1,000-byte text below goes as a POST body
    configuration.diagnostics = { line in lines.withLock { $0.append(line) } }
    struct Echo: Error, CustomStringConvertible { var description: String }
    let calls = SharedLock(0)
    let client = StubHTTPClient { request in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      switch call {
      case 1: return .json(Self.candidates)
      case 2:  // a service that echoes the token back in its message
        return .json(
          #"{"error":{"code":403,"message":"Token \#(Self.key) has no privileges","details":["\#(Self.key)"]}}"#)
      default: throw Echo(description: "connection to \(request.url) with \(Self.key) reset")
      }
    }
    let transport = GeocodeServiceTransport(
      url: Self.url, credential: .apiKey(Self.key), httpClient: client, clock: TestClock(),
      configuration: configuration)
    let locator = LocatorTask(transport: transport)
    _ = try await locator.geocode(forSearchText: String(repeating: "long text ", count: 100))
    var errors: [any Error] = []
    do { _ = try await locator.suggest(forSearchText: "x") } catch { errors.append(error) }
    do { _ = try await locator.reverseGeocode(forLocation: Point(latitude: 1, longitude: 2)) } catch {
      errors.append(error)
    }
    #expect(errors.count == 2)

    var texts: [String] = []
    texts += client.requests.map { $0.url.absoluteString }
    texts += client.requests.compactMap { $0.body.map { String(decoding: $0, as: UTF8.self) } }
    texts += client.requests.map(\.description)
    texts += errors.map { "\($0)" } + errors.map { String(reflecting: $0) } + errors.map { $0.localizedDescription }
    texts += lines.withLock { $0 }
    texts += [
      "\(transport)", String(reflecting: transport), "\(LocatorCredential.apiKey(Self.key))",
      String(reflecting: LocatorCredential.apiKey(Self.key)), "\(locator)",
    ]
    for subject in [LocatorCredential.apiKey(Self.key), transport, locator] as [Any] + client.requests {
      var dumped = ""
      dump(subject, to: &dumped)
      texts.append(dumped)
    }
    #expect(!lines.withLock { $0 }.isEmpty)
    #expect(client.requests.contains { $0.method == .post }, "the long text went as a POST")
    #expect(client.requests.allSatisfy { $0.header("X-Esri-Authorization") == "Bearer \(Self.key)" })
    for text in texts {
      #expect(!text.contains(Self.key), "leaked in: \(text)")
    }
  }

  @Test("dump and String(reflecting:) of a request redact credential headers and leave the body out")
  func requestReflection() throws {
    let request = HTTPRequest(
      method: .post, url: Self.url.appendingPathComponent("geocodeAddresses"),
      headers: [
        "X-Esri-Authorization": "Bearer \(Self.key)", "authorization": "Bearer \(Self.key)",
        "Cookie": "session=\(Self.key)", "Accept": "application/json",
      ],
      body: Data("token=\(Self.key)&f=json".utf8))
    var dumped = ""
    dump(request, to: &dumped)
    for text in [dumped, String(reflecting: request), "\(request)"] {
      #expect(!text.contains(Self.key), "leaked in: \(text)")
      #expect(text.contains("<redacted>"))
      #expect(text.contains("application/json"))
      #expect(text.contains("/GeocodeServer/geocodeAddresses"))
    }
    #expect(dumped.contains("\(Data("token=\(Self.key)&f=json".utf8).count) bytes"))
    // Reflection shows the request; the request itself still carries the key for the client to send.
    #expect(request.header("x-esri-authorization") == "Bearer \(Self.key)")
  }

  @Test("dump of a transport and a locator never shows a token from a token source")
  func tokenReflection() async throws {
    let token = "oauth-token-5ecret-9876"
    let client = StubHTTPClient { _ in .json(Self.candidates) }
    let transport = GeocodeServiceTransport(
      url: Self.url, credential: .tokenSource { _ in token }, httpClient: client, clock: TestClock())
    let locator = LocatorTask(transport: transport)
    _ = try await locator.geocode(forSearchText: "x")
    #expect(client.requests.first?.header("X-Esri-Authorization") == "Bearer \(token)")
    for subject in [transport, locator, client] as [Any] {
      var dumped = ""
      dump(subject, to: &dumped)
      #expect(!dumped.contains(token), "leaked in: \(dumped)")
      #expect(!String(reflecting: subject).contains(token))
    }
  }

  @Test("UnimplementedTransport records a test failure that names the call, and throws")
  func unimplemented() async throws {
    let locator = LocatorTask(transport: UnimplementedTransport(name: "SearchTests"))
    try await withKnownIssue {
      _ = try await locator.geocode(forSearchText: "coffee")
    } matching: { issue in
      issue.description.contains("UnimplementedTransport(SearchTests)") && issue.description.contains("geocode")
    }
  }
}
