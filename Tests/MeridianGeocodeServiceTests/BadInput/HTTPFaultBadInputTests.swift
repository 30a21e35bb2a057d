import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTestSupport
import MeridianTesting
import Testing

/// Faults staged by the loopback server and met by the real `URLSessionHTTPClient`.
@Suite("Bad input: HTTP faults")
struct HTTPFaultBadInputTests {
  static let servicePath = "arcgis/rest/services/World/GeocodeServer"
  static let key = "AAPK-loopback-secret-42"
  static let good = LoopbackHTTPServer.Response.json(
    #"{"candidates":[{"address":"Good","location":{"x":1,"y":2},"score":99}]}"#)

  static func locator(
    _ server: LoopbackHTTPServer, clock: any Clock<Duration> = ContinuousClock(),
    configure: (inout GeocodeServiceTransport.Configuration) -> Void = { _ in }
  ) -> LocatorTask {
    locator(url: server.baseURL.appendingPathComponent(servicePath), clock: clock, configure: configure)
  }

  static func locator(
    url: URL, clock: any Clock<Duration> = ContinuousClock(),
    configure: (inout GeocodeServiceTransport.Configuration) -> Void = { _ in }
  ) -> LocatorTask {
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.maxRetries = 0
    // Only the timeout test sets a deadline (on a test clock); a loaded machine must not turn a slow
    // answer into a failure of the other faults.
    configuration.requestTimeout = .seconds(300)
    configure(&configuration)
    return LocatorTask(
      transport: GeocodeServiceTransport(
        url: url, credential: .apiKey(key), httpClient: URLSessionHTTPClient(), clock: clock,
        configuration: configuration))
  }

  /// A server whose first `faults` requests get `fault`, and every later one the good answer.
  static func server(faults: Int = 1, _ fault: LoopbackHTTPServer.Response) throws -> LoopbackHTTPServer {
    let count = SharedLock(0)
    return try LoopbackHTTPServer.start { _ in
      let call = count.withLock { value in
        value += 1
        return value
      }
      return call <= faults ? fault : Self.good
    }
  }

  @Test("regression: a 302 to another port is refused and server B never sees the key header")
  func redirectToOtherPort() async throws {
    let serverB = try LoopbackHTTPServer.start { _ in Self.good }
    defer { serverB.stop() }
    let target = serverB.baseURL.appendingPathComponent("\(Self.servicePath)/findAddressCandidates").absoluteString
    let serverA = try Self.server(.redirect(to: target))
    defer { serverA.stop() }
    let locator = Self.locator(serverA)
    await #expect(
      throws: GeocodingError.redirectRefused(
        operation: "findAddressCandidates", location: "http://127.0.0.1:\(serverB.port)")
    ) { try await locator.geocode(forSearchText: "Redlands") }
    #expect(serverB.requests.isEmpty)
    #expect(serverB.requests.allSatisfy { $0.headers["x-esri-authorization"] == nil })
    #expect(serverA.requests.count == 1)
    // Unchanged: the next request on A is answered.
    #expect(try await locator.geocode(forSearchText: "Redlands").map(\.label) == ["Good"])
  }

  @Test("A redirect to another host over https is refused before any connection, naming only its origin")
  func redirectToOtherHost() async throws {
    let server = try Self.server(.redirect(to: "https://evil.example.com/steal?key=1"))
    defer { server.stop() }
    await #expect(
      throws: GeocodingError.redirectRefused(
        operation: "findAddressCandidates", location: "https://evil.example.com:443")
    ) { try await Self.locator(server).geocode(forSearchText: "Redlands") }
  }

  @Test("A same-origin redirect is followed once, with the key, to the same server")
  func sameOriginRedirect() async throws {
    let server = try LoopbackHTTPServer.start { request in
      request.path.hasSuffix("/moved") ? Self.good : .redirect(to: "/\(Self.servicePath)/moved")
    }
    defer { server.stop() }
    #expect(try await Self.locator(server).geocode(forSearchText: "Redlands").map(\.label) == ["Good"])
    #expect(server.requests.count == 2)
    #expect(server.requests.allSatisfy { $0.headers["x-esri-authorization"] == "Bearer \(Self.key)" })
  }

  @Test("A same-origin redirect loop stops after 5 follows with redirectRefused")
  func redirectLoop() async throws {
    let server = try LoopbackHTTPServer.start { request in .redirect(to: request.target) }
    defer { server.stop() }
    await #expect(
      throws: GeocodingError.redirectRefused(
        operation: "findAddressCandidates", location: "http://127.0.0.1:\(server.port)")
    ) { try await Self.locator(server).geocode(forSearchText: "Redlands") }
    #expect(server.requests.count == URLSessionHTTPClient.maxRedirects + 1)
  }

  @Test("Connection refused is a connection error whose message carries no query string")
  func refused() async throws {
    let url = try LoopbackHTTPServer.refusingURL(path: "/\(Self.servicePath)")
    let error = await #expect(throws: GeocodingError.self) {
      try await Self.locator(url: url).geocode(forSearchText: "Secret Street 1")
    }
    guard case .connection(let operation, let message)? = error else {
      Issue.record("expected a connection error, got \(String(describing: error))")
      return
    }
    #expect(operation == "findAddressCandidates")
    #expect(!message.contains("Secret") && !message.contains("singleLine") && !message.contains(Self.key))
  }

  @Test("A connection reset mid-body (10 of 1,000 bytes) is a connection error; the next request works")
  func resetMidBody() async throws {
    let body = Data(repeating: UInt8(ascii: " "), count: 1_000)
    let server = try Self.server(LoopbackHTTPServer.Response(status: 200, body: body, framing: .truncated(sent: 10)))
    defer { server.stop() }
    let locator = Self.locator(server)
    let error = await #expect(throws: GeocodingError.self) { try await locator.geocode(forSearchText: "x") }
    guard case .connection? = error else {
      Issue.record("expected a connection error, got \(String(describing: error))")
      return
    }
    #expect(try await locator.geocode(forSearchText: "x").map(\.label) == ["Good"])
  }

  @Test("A server slower than requestTimeout (200 ms) gives timeout; a later request is answered")
  func slowServer() async throws {
    let release = DispatchSemaphore(value: 0)
    let count = SharedLock(0)
    let server = try LoopbackHTTPServer.start { _ in
      let call = count.withLock { value in
        value += 1
        return value
      }
      // The first answer waits for the test (a generous cap only keeps a broken test from hanging):
      // on a loaded machine a short wall-clock wait could answer before the test clock fires.
      if call == 1 { _ = release.wait(timeout: .now() + 120) }
      return Self.good
    }
    defer { server.stop() }
    // The deadline runs on a test clock, so a loaded machine can neither fire it early nor make the
    // answered request late: the clock moves only when the test says.
    let clock = TestClock()
    let locator = Self.locator(server, clock: clock) { $0.requestTimeout = .milliseconds(200) }
    let first = Task { try await locator.geocode(forSearchText: "x") }
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(200))
    await #expect(throws: GeocodingError.timeout(operation: "findAddressCandidates", after: .milliseconds(200))) {
      try await first.value
    }
    release.signal()
    #expect(try await locator.geocode(forSearchText: "x").map(\.label) == ["Good"])
  }

  @Test("429 with Retry-After: 0 is retried and answered; Retry-After beyond maxRetryAfter ends with http 429")
  func tooManyRequests() async throws {
    let retried = try Self.server(LoopbackHTTPServer.Response(status: 429, headers: ["Retry-After": "0"]))
    defer { retried.stop() }
    let patient = Self.locator(retried) {
      $0.maxRetries = 2
      $0.initialBackoff = .zero
    }
    #expect(try await patient.geocode(forSearchText: "x").map(\.label) == ["Good"])
    #expect(retried.requests.count == 2)

    let refused = try Self.server(LoopbackHTTPServer.Response(status: 429, headers: ["Retry-After": "3600"]))
    defer { refused.stop() }
    let locator = Self.locator(refused) { $0.maxRetries = 2 }
    await #expect(throws: GeocodingError.http(status: 429)) { try await locator.geocode(forSearchText: "x") }
    #expect(refused.requests.count == 1)
  }

  @Test("A 503 storm is retried maxRetries (2) times, then http 503; maxRetries = Int.max is clamped to 10")
  func serverErrorStorm() async throws {
    let server = try Self.server(faults: .max, LoopbackHTTPServer.Response(status: 503))
    defer { server.stop() }
    let locator = Self.locator(server) {
      $0.maxRetries = 2
      $0.initialBackoff = .zero
    }
    await #expect(throws: GeocodingError.http(status: 503)) { try await locator.geocode(forSearchText: "x") }
    #expect(server.requests.count == 3)
    let unbounded = Self.locator(server) {
      $0.maxRetries = .max
      $0.initialBackoff = .zero
    }
    await #expect(throws: GeocodingError.http(status: 503)) { try await unbounded.geocode(forSearchText: "x") }
    #expect(server.requests.count == 3 + 11)
  }

  @Test(
    "A body over maxResponseBytes (1 MiB, limit 64 KiB) is responseTooLarge, with or without Content-Length",
    arguments: [LoopbackHTTPServer.Response.Framing.contentLength, .closeDelimited])
  func oversizedBody(framing: LoopbackHTTPServer.Response.Framing) async throws {
    let body = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
    let server = try Self.server(LoopbackHTTPServer.Response(status: 200, body: body, framing: framing))
    defer { server.stop() }
    let locator = Self.locator(server) { $0.maxResponseBytes = 64 * 1024 }
    await #expect(throws: GeocodingError.responseTooLarge(operation: "findAddressCandidates", limit: 64 * 1024)) {
      try await locator.geocode(forSearchText: "x")
    }
    #expect(try await locator.geocode(forSearchText: "x").map(\.label) == ["Good"])
  }

  @Test("URLSessionHTTPClient's own limit cuts a close-delimited 1 MiB body at 4 KiB")
  func clientLimit() async throws {
    let body = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
    let server = try LoopbackHTTPServer.start { _ in
      LoopbackHTTPServer.Response(status: 200, body: body, framing: .closeDelimited)
    }
    defer { server.stop() }
    let client = URLSessionHTTPClient(maxResponseBytes: 4_096)
    await #expect(throws: GeocodingError.responseTooLarge(operation: "HTTP", limit: 4_096)) {
      try await client.send(HTTPRequest(url: server.baseURL))
    }
  }
}
