import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTesting
import Testing

/// The public server's usage policy (one request per second) kept on the injected clock.
@Suite("Nominatim: rate limit")
struct NominatimRateLimitTests {
  @Test("On by default for the public host (one second), off for any other")
  func defaults() {
    let client = StubHTTPClient()
    #expect(
      NominatimTransport(url: URL(string: "https://nominatim.openstreetmap.org")!, httpClient: client).requestInterval
        == .seconds(1))
    #expect(
      NominatimTransport(url: URL(string: "https://NOMINATIM.openstreetmap.org/")!, httpClient: client).requestInterval
        == .seconds(1))
    #expect(NominatimTransport(url: URL(string: "http://127.0.0.1:8088")!, httpClient: client).requestInterval == nil)
    #expect(NominatimTransport(url: URL(string: "https://geo.example.org")!, httpClient: client).requestInterval == nil)
    #expect(
      NominatimTransport(
        url: URL(string: "https://nominatim.openstreetmap.org")!, rateLimit: .unlimited, httpClient: client
      )
      .requestInterval == nil)
    #expect(
      NominatimTransport(url: URL(string: "http://127.0.0.1")!, rateLimit: .interval(.zero), httpClient: client)
        .requestInterval == .milliseconds(1), "clamped to 1 ms...1 hour")
  }

  @Test("Three requests at once to the public host start one second apart")
  func spacing() async throws {
    let clock = TestClock()
    let stub = NominatimStub(url: URL(string: "https://nominatim.openstreetmap.org")!, clock: clock) { _, _ in
      try NominatimStub.fixture("status")
    }
    let transport = stub.transport
    let calls = (0..<3).map { _ in Task { try await transport.status() } }
    await stub.client.waitForRequests(count: 1)
    await clock.waitForSleepers(count: 2)
    #expect(stub.client.requests.count == 1)
    await clock.advance(by: .milliseconds(999))
    #expect(stub.client.requests.count == 1)
    await clock.advance(by: .milliseconds(1))
    await stub.client.waitForRequests(count: 2)
    await clock.advance(by: .seconds(1))
    await stub.client.waitForRequests(count: 3)
    for call in calls { _ = try await call.value }
    #expect(stub.client.requests.count == 3)
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test("A caller cancelled while it waits for its turn throws CancellationError and sends nothing")
  func cancelledWhileWaiting() async throws {
    let clock = TestClock()
    let stub = NominatimStub(url: URL(string: "https://nominatim.openstreetmap.org")!, clock: clock) { _, _ in
      try NominatimStub.fixture("status")
    }
    _ = try await stub.transport.status()
    let waiting = Task { try await stub.transport.status() }
    await clock.waitForSleepers()
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    #expect(stub.client.requests.count == 1)
  }
}
