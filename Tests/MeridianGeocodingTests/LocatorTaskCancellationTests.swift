import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianTesting
import Testing

@Suite("LocatorTask cancellation and timeouts")
struct LocatorTaskCancellationTests {
  /// A transport that never answers until released, and ignores cancellation, like a stuck network call.
  final class Gate: Sendable {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation
    init() { (stream, continuation) = AsyncStream.makeStream(of: Void.self) }
    func wait() async { for await _ in stream { return } }
  }

  @Test("A slow transport cancelled mid-call returns nothing: the caller gets CancellationError at once")
  func cancelMidCall() async throws {
    let gate = Gate()
    let transport = MockTransport()
    transport.onGeocode { _, _ in
      await gate.wait()  // ignores cancellation on purpose
      return [GeocodeResult(label: "late")]
    }
    let locator = LocatorTask(transport: transport)
    let task = Task { try await locator.geocode(forSearchText: "coffee") }
    await transport.waitForRequests()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    gate.continuation.yield()  // the late answer arrives after the caller has gone
    gate.continuation.finish()
  }

  @Test("A call made from a cancelled task never reaches the transport")
  func cancelledBefore() async throws {
    let transport = MockTransport()
    let locator = LocatorTask(transport: transport)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await locator.suggest(forSearchText: "Coff")
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(transport.requests.isEmpty)
  }

  @Test("A task timeout on the injected clock throws timeout naming the operation")
  func timeout() async throws {
    let clock = TestClock()
    let transport = MockTransport()
    transport.onReverseGeocode { _, _ in
      try await clock.sleep(for: .seconds(60))
      return []
    }
    let locator = LocatorTask(transport: transport, clock: clock, timeout: .seconds(10))
    let task = Task { try await locator.reverseGeocode(forLocation: Point(latitude: 48.8583, longitude: 2.2945)) }
    await clock.waitForSleepers(count: 2)  // the transport's sleep and the timeout's
    await clock.advance(by: .seconds(10))
    await #expect(throws: GeocodingError.timeout(operation: "reverseGeocode", after: .seconds(10))) {
      try await task.value
    }
  }

  @Test("Batch geocode cancelled mid-way throws CancellationError and returns no partial outcome")
  func cancelBatch() async throws {
    let gate = Gate()
    let transport = MockTransport()
    transport.onGeocode { _, _ in
      await gate.wait()
      return []
    }
    let locator = LocatorTask(transport: transport)
    let task = Task { try await locator.geocode(addresses: ["a", "b"], maxConcurrentRequests: 1) }
    await transport.waitForRequests()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    gate.continuation.finish()
  }
}
