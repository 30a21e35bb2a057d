import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// Retries, back-off, `Retry-After` and timeouts of the online transport, all on a `TestClock`.
@Suite("Online transport: retries and timeouts")
struct OnlineTransportRetryTests {
  static let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!
  static let candidates =
    #"{"spatialReference":{"wkid":4326},"candidates":[{"address":"A","location":{"x":1,"y":2},"score":99}]}"#

  /// A transport with the default request timeout unless `timeout` is given. Every attempt also
  /// sleeps on the clock until its deadline (30 s ahead), so the tests wait for the back-off they mean
  /// with `waitForSleepers(dueBy:)`: the request's timer may start sleeping first.
  static func transport(
    _ client: StubHTTPClient, clock: TestClock, maxRetries: Int = 2, timeout: Duration? = nil
  ) -> GeocodeServiceTransport {
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.requestTimeout = timeout
    configuration.maxRetries = maxRetries
    return GeocodeServiceTransport(
      url: url, credential: .apiKey("k"), httpClient: client, clock: clock, configuration: configuration)
  }

  @Test("503 then 200: one retry after the 0.5 s back-off")
  func retryAfter503() async throws {
    let clock = TestClock()
    let client = StubHTTPClient(responses: [.json("Service Unavailable", status: 503), .json(Self.candidates)])
    let locator = LocatorTask(transport: Self.transport(client, clock: clock))
    let task = Task { try await locator.geocode(forSearchText: "x") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .milliseconds(500)))
    await clock.advance(by: .milliseconds(499))
    #expect(client.requests.count == 1, "no retry before the back-off ends")
    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value.map(\.label) == ["A"])
    #expect(client.requests.count == 2)
  }

  @Test("429 with Retry-After: 3 waits three seconds, not the 0.5 s back-off")
  func retryAfterHeader() async throws {
    let clock = TestClock()
    let client = StubHTTPClient(responses: [
      .json("{}", status: 429, headers: ["Retry-After": "3"]), .json(Self.candidates),
    ])
    let locator = LocatorTask(transport: Self.transport(client, clock: clock))
    let task = Task { try await locator.geocode(forSearchText: "x") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .seconds(3)))
    await clock.advance(by: .milliseconds(2_999))
    #expect(client.requests.count == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value.count == 1)
  }

  @Test("A Retry-After longer than maxRetryAfter ends the retries with the HTTP error")
  func retryAfterTooLong() async throws {
    let client = StubHTTPClient(responses: [.json("{}", status: 429, headers: ["Retry-After": "3600"])])
    let locator = LocatorTask(transport: Self.transport(client, clock: TestClock()))
    await #expect(throws: GeocodingError.http(status: 429)) { try await locator.geocode(forSearchText: "x") }
    #expect(client.requests.count == 1)
  }

  @Test("Retries are bounded: three 502s give http(502) after back-offs of 0.5 s and 1 s")
  func exhausted() async throws {
    let clock = TestClock()
    let gateway = HTTPResponse(
      status: 502, headers: ["Content-Type": "text/html"], body: Data("<html>Bad Gateway</html>".utf8))
    let client = StubHTTPClient(responses: [gateway, gateway, gateway])
    let locator = LocatorTask(transport: Self.transport(client, clock: clock))
    let task = Task { try await locator.suggest(forSearchText: "x") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .milliseconds(500)))
    await clock.advance(by: .milliseconds(500))
    await client.waitForRequests(count: 2)
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .seconds(1)))
    await clock.advance(by: .milliseconds(999))
    #expect(client.requests.count == 2, "the second back-off doubles to 1 s")
    await clock.advance(by: .milliseconds(1))
    await #expect(throws: GeocodingError.http(status: 502)) { try await task.value }
    #expect(client.requests.count == 3)
  }

  @Test("A dropped connection is retried; without retries it is a connection error naming the operation")
  func droppedConnection() async throws {
    let clock = TestClock()
    let calls = SharedLock(0)
    let client = StubHTTPClient { _ in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      if call == 1 { throw URLError(.networkConnectionLost) }
      return .json(#"{"suggestions":[{"text":"Redlands, CA, USA","magicKey":"k1","isCollection":false}]}"#)
    }
    let locator = LocatorTask(transport: Self.transport(client, clock: clock))
    let task = Task { try await locator.suggest(forSearchText: "Redl") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .milliseconds(500)))
    await clock.advance(by: .milliseconds(500))
    #expect(try await task.value.map(\.label) == ["Redlands, CA, USA"])

    let failing = StubHTTPClient { _ in throw URLError(.networkConnectionLost) }
    let strict = LocatorTask(transport: Self.transport(failing, clock: clock, maxRetries: 0))
    let error = await #expect(throws: GeocodingError.self) { try await strict.suggest(forSearchText: "Redl") }
    guard case .connection(let operation, _)? = error else {
      Issue.record("expected a connection error, got \(String(describing: error))")
      return
    }
    #expect(operation == "suggest")
  }

  @Test("A batch is not idempotent: a 503 on geocodeAddresses is not retried")
  func batchNotRetried() async throws {
    let root = try Fixture.data("service-root-sandiego-sample")
    let client = StubHTTPClient { request in
      request.url.path.hasSuffix("geocodeAddresses") ? .json("{}", status: 503) : .json(root)
    }
    let locator = LocatorTask(transport: Self.transport(client, clock: TestClock()))
    let outcomes = try await locator.geocode(addresses: ["a", "b"])
    for outcome in outcomes {
      #expect(throws: GeocodingError.http(status: 503)) { try outcome.get() }
    }
    #expect(client.requests.filter { $0.url.path.hasSuffix("geocodeAddresses") }.count == 1)
  }

  @Test("A request that gets no answer times out after requestTimeout on the clock")
  func timeout() async throws {
    let clock = TestClock()
    let (never, continuation) = AsyncStream.makeStream(of: Void.self)
    let client = StubHTTPClient { _ in
      for await _ in never {}
      throw CancellationError()
    }
    let locator = LocatorTask(transport: Self.transport(client, clock: clock, timeout: .seconds(30)))
    let task = Task { try await locator.reverseGeocode(forLocation: Point(latitude: 34.05, longitude: -117.19)) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(30))
    await #expect(throws: GeocodingError.timeout(operation: "reverseGeocode", after: .seconds(30))) {
      try await task.value
    }
    continuation.finish()
  }

  @Test("Non-JSON bodies: an HTTP error status wins; with 200 it is a decoding error naming the body")
  func nonJSON() async throws {
    let html = Data("<html>Not Found</html>".utf8)
    let notFound = LocatorTask(
      transport: Self.transport(
        StubHTTPClient(responses: [HTTPResponse(status: 404, body: html)]), clock: TestClock()))
    await #expect(throws: GeocodingError.http(status: 404)) { try await notFound.geocode(forSearchText: "x") }
    let garbled = LocatorTask(
      transport: Self.transport(StubHTTPClient(responses: [HTTPResponse(status: 200, body: html)]), clock: TestClock()))
    let error = await #expect(throws: GeocodingError.self) { try await garbled.geocode(forSearchText: "x") }
    guard case .decoding(let field, _)? = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(field == "(body)")
  }

  @Test("Cancelling a call while it waits for back-off throws CancellationError and sends nothing more")
  func cancelDuringBackoff() async throws {
    let clock = TestClock()
    let client = StubHTTPClient(responses: [.json("{}", status: 503)])
    let locator = LocatorTask(transport: Self.transport(client, clock: clock))
    let task = Task { try await locator.geocode(forSearchText: "x") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: .milliseconds(500)))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(client.requests.count == 1)
  }
}
