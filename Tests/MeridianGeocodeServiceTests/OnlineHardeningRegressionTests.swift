import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// The issue-12 examples of the online transport and the locator task, each a regression test.
@Suite("Online transport: hardening regressions")
struct OnlineHardeningRegressionTests {
  static let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!
  static let candidates = #"{"candidates":[{"address":"A","location":{"x":1,"y":2},"score":99}]}"#
  static let root = #"{"capabilities":"Geocode","locatorProperties":{"MaxBatchSize":10}}"#
  static let batch = #"{"locations":[{"address":"A","location":{"x":1,"y":2},"score":99,"attributes":{"ResultID":1}}]}"#

  @Test(
    "regression: error bodies whose code traps Int(...) decode to a service error",
    arguments: [
      (#"{"error":{"code":1e300,"message":"m"}}"#, 0),
      (#"{"error":{"code":9223372036854775807,"message":"m"}}"#, Int.max),
      (#"{"error":{"code":"NaN","message":"m"}}"#, 0),
    ])
  func trapBodies(body: String, code: Int) throws {
    #expect(throws: GeocodingError.service(code: code, message: "m", details: [])) {
      try GeocodeServiceDecoder.candidates(from: Data(body.utf8))
    }
    #expect(throws: GeocodingError.service(code: code, message: "m", details: [])) {
      try GeocodeServiceDecoder.suggestions(from: Data(body.utf8))
    }
  }

  @Test("regression: requestTimeout = nil keeps the default 30 s deadline")
  func nilRequestTimeout() async throws {
    let clock = TestClock()
    let (never, continuation) = AsyncStream.makeStream(of: Void.self)
    let client = StubHTTPClient { _ in
      for await _ in never {}
      throw CancellationError()
    }
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.requestTimeout = nil
    let transport = GeocodeServiceTransport(
      url: Self.url, httpClient: client, clock: clock, configuration: configuration)
    let task = Task { try await LocatorTask(transport: transport).geocode(forSearchText: "x") }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(29))
    await clock.advance(by: .seconds(1))
    await #expect(throws: GeocodingError.timeout(operation: "findAddressCandidates", after: .seconds(30))) {
      try await task.value
    }
    continuation.finish()
  }

  /// A token source whose every call waits on a stream of its own that nothing feeds, and a way to end
  /// those waits when the test is done.
  static func hangingTokenSource() -> (credential: LocatorCredential, release: @Sendable () -> Void) {
    let hanging = SharedLock<[AsyncStream<Void>.Continuation]>([])
    let credential = LocatorCredential.tokenSource { _ in
      let (never, continuation) = AsyncStream.makeStream(of: Void.self)
      hanging.withLock { $0.append(continuation) }
      for await _ in never {}
      throw CancellationError()
    }
    return (credential, { for continuation in hanging.withLock({ $0 }) { continuation.finish() } })
  }

  /// A request task's value; when the test is cancelled (its time limit), the request is cancelled
  /// too. Without that, a test whose clock handshake was cut short by the cancellation waited for a
  /// timer the clock would never reach, and held its place among Swift Testing's running tests for
  /// good (the ThreadSanitizer run of 2026-12-05 hung so).
  static func value<T: Sendable>(of task: Task<T, any Error>) async throws -> T {
    try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// The token wait's deadline: (tokenTimeout, requestTimeout, the wait expected).
  static let tokenDeadlines: [(Duration, Duration, Duration)] = [
    (.seconds(5), .seconds(30), .seconds(5)),  // the token's own deadline
    (.seconds(30), .seconds(2), .seconds(2)),  // the request's shorter deadline (failed before issue 23)
  ]

  @Test(
    "regression: a token source that never returns fails at the shorter of tokenTimeout and requestTimeout; no request is sent",
    .timeLimit(.minutes(10)), arguments: tokenDeadlines)
  func tokenSourceHang(tokenTimeout: Duration, requestTimeout: Duration, wait: Duration) async throws {
    let clock = TestClock()
    let client = StubHTTPClient()
    let (credential, release) = Self.hangingTokenSource()
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.tokenTimeout = tokenTimeout
    configuration.requestTimeout = requestTimeout
    let transport = GeocodeServiceTransport(
      url: Self.url, credential: credential, httpClient: client, clock: clock, configuration: configuration)
    let task = Task { try await LocatorTask(transport: transport).geocode(forSearchText: "x") }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: wait))
    await clock.advance(by: wait)
    await #expect(throws: GeocodingError.timeout(operation: "token", after: wait)) { try await Self.value(of: task) }
    // A second request waits no longer either, while the source still hangs.
    let second = Task { try await transport.geocode(.searchText("y"), parameters: GeocodeParameters()) }
    await clock.waitForSleepers(dueBy: clock.now.advanced(by: wait))
    await clock.advance(by: wait)
    await #expect(throws: GeocodingError.timeout(operation: "token", after: wait)) {
      try await Self.value(of: second)
    }
    #expect(client.requests.isEmpty)
    release()
  }

  @Test("regression: an ftp locator URL with a token in its query fails with an error that never shows the token")
  func ftpURLTokenRedacted() async throws {
    let url = try #require(URL(string: "ftp://host.invalid/arcgis/rest/services/World/GeocodeServer?token=SECRET"))
    let client = StubHTTPClient()
    let locator = LocatorTask(url: url, credential: nil, httpClient: client)
    do {
      _ = try await locator.geocode(forSearchText: "x")
      Issue.record("an ftp URL was used")
    } catch {
      #expect(
        error as? GeocodingError
          == .invalidURL("ftp://host.invalid/arcgis/rest/services/World/GeocodeServer?<redacted>"))
      for text in ["\(error)", String(reflecting: error), error.localizedDescription] {
        #expect(!text.contains("SECRET"), "leaked in: \(text)")
      }
    }
    #expect(client.requests.isEmpty)
  }

  @Test("Every URL a GeocodingError quotes is redacted in its text, whoever made the error")
  func errorTextRedactsURLs() {
    let errors: [GeocodingError] = [
      .invalidURL("sftp://user:SECRET@host/GeocodeServer"),
      .connection(operation: "suggest", message: "GET wss://host/x?token=SECRET failed"),
      .service(code: 400, message: "see https://host/help#SECRET", details: ["ftp://h/x?SECRET"]),
    ]
    for error in errors {
      #expect(!error.description.contains("SECRET"), "leaked in: \(error.description)")
      #expect(error.localizedDescription == error.description)
    }
  }

  @Test("regression: 50 concurrent first calls fetch the service root once and ask the token source once")
  func concurrentFirstCalls() async throws {
    let tokens = SharedLock(0)
    let credential = LocatorCredential.tokenSource { _ in
      tokens.withLock { $0 += 1 }
      await Task.yield()
      return "token-1"
    }
    let client = StubHTTPClient { request in
      await Task.yield()
      return request.url.path.hasSuffix("GeocodeServer") ? .json(Self.root) : .json(Self.batch)
    }
    let locator = LocatorTask(url: Self.url, credential: credential, httpClient: client)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<50 { group.addTask { try await locator.geocode(addresses: ["a\(index)"]).count } }
      for try await count in group { #expect(count == 1) }
    }
    #expect(client.requests.filter { $0.url.path.hasSuffix("GeocodeServer") }.count == 1)
    #expect(tokens.withLock { $0 } == 1)
  }

  @Test("regression: 20 concurrent calls refused with 498 refresh the token once between them")
  func concurrentRefresh() async throws {
    let asked = SharedLock<[Bool]>([])
    let credential = LocatorCredential.tokenSource { refresh in
      asked.withLock { $0.append(refresh) }
      return refresh ? "token-2" : "token-1"
    }
    let client = StubHTTPClient { request in
      request.header("X-Esri-Authorization") == "Bearer token-2"
        ? .json(Self.candidates) : .json(#"{"error":{"code":498,"message":"Invalid token."}}"#)
    }
    let transport = GeocodeServiceTransport(url: Self.url, credential: credential, httpClient: client)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<20 { group.addTask { try await transport.geocode(.searchText("x"), parameters: .init()).count } }
      for try await count in group { #expect(count == 1) }
    }
    #expect(asked.withLock { $0 } == [false, true], "one first fetch, one refresh, shared by all 20 calls")
  }

  @Test("regression: an API key with CR LF is refused with invalidCredential before any request")
  func crlfKey() async throws {
    let client = StubHTTPClient()
    let locator = LocatorTask(url: Self.url, apiKey: "KEY\r\nX-Injected: yes", httpClient: client)
    await #expect(
      throws: GeocodingError.invalidCredential(
        message: "the API key holds a control character at byte 3; only printable ASCII without spaces is sent.")
    ) { try await locator.geocode(forSearchText: "x") }
    #expect(client.requests.isEmpty)
  }

  @Test("regression: the raced work task is cancelled when a LocatorTask call times out or is cancelled")
  func racedWorkIsCancelled() async throws {
    let clock = TestClock()
    let sawCancel = SharedLock(0)
    let transport = MockTransport()
    transport.onGeocode { _, _ in
      // Work that ignores cancellation except for checking the flag, as an engine loop does.
      while !Task.isCancelled { await Task.yield() }
      sawCancel.withLock { $0 += 1 }
      return []
    }
    let timed = LocatorTask(transport: transport, clock: clock, timeout: .seconds(1))
    let first = Task { try await timed.geocode(forSearchText: "x") }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    await #expect(throws: GeocodingError.timeout(operation: "geocode", after: .seconds(1))) { try await first.value }
    let cancelled = Task { try await LocatorTask(transport: transport).geocode(forSearchText: "y") }
    await transport.waitForRequests(count: 2)
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    while sawCancel.withLock({ $0 }) < 2 { await Task.yield() }
    #expect(sawCancel.withLock { $0 } == 2)
  }
}
