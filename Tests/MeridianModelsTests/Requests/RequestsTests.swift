import MeridianTesting
import Testing

@testable import MeridianModels

/// What the requests of a model hear, and when they are idle: the one latest-wins rule.
@Suite("Requests")
@MainActor
struct RequestsTests {
  enum Kind: RequestKind {
    case search, identify
    var supersedes: [Kind] { self == .search ? [.identify] : [] }
  }

  /// Stands in for a model: it records what each request delivered, in order.
  final class Probe {
    var heard: [String] = []
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "HTTP 503" }
  }

  /// Starts a request whose work waits at the gate under `key`, and records its outcome on the probe.
  @discardableResult
  func start(
    _ kind: Kind, _ key: String, on requests: Requests<Kind>, probe: Probe, gate: ReplyGate<String>
  ) -> Task<Void, Never> {
    requests.start(
      kind, for: probe, request: { try await gate.wait(key) },
      then: { probe, outcome in
        switch outcome {
        case .success(let value): probe.heard.append("\(key): success(\(value))")
        case .failure(let error): probe.heard.append("\(key): failure(\(error))")
        case .cancelled: probe.heard.append("\(key): cancelled")
        }
        return nil
      })
  }

  /// A gate whose requests ignore cancellation and answer when released: an answer (or an error)
  /// that arrives after its request was cancelled.
  func stubbornGate() -> ReplyGate<String> { ReplyGate(honoursCancellation: { _ in false }) }

  @Test("An answer that arrives after a newer request started is dropped; the newer one's is heard")
  func latestWins() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let first = start(.search, "first", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    let second = start(.search, "second", on: requests, probe: probe, gate: gate)
    gate.release("first", with: .success("Kaivokatu"))
    await first.value
    #expect(probe.heard.isEmpty)
    await gate.waitForArrivals(2)
    gate.release("second", with: .success("Kaivokatu 8"))
    await second.value
    #expect(probe.heard == ["second: success(Kaivokatu 8)"])
  }

  @Test("A real error that arrives after the request was superseded is dropped, not shown")
  func errorAfterSupersession() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let first = start(.search, "first", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    start(.search, "second", on: requests, probe: probe, gate: gate)
    gate.release("first", with: .failure(Failure()))
    await first.value
    #expect(probe.heard.isEmpty)
    requests.cancelAll()
    gate.drain { _ in .success("") }
    await requests.waitUntilIdle()
  }

  @Test("A request cancelled through cancel(_:) publishes nothing, whatever it returns")
  func cancelledThroughTheModel() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let task = start(.search, "search", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    requests.cancel(.search)
    gate.release("search", with: .success("Kaivokatu 8"))
    await task.value
    #expect(probe.heard.isEmpty)
  }

  @Test("CancellationError from a current request's work is heard as cancelled, never as a failure")
  func cancellationErrorIsNotAFailure() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let task = start(.search, "search", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    gate.release("search", with: .failure(CancellationError()))
    await task.value
    #expect(probe.heard == ["search: cancelled"])
  }

  @Test("A current request whose task its holder cancelled is heard as cancelled, whatever its work ends with")
  func holderCancelled() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let answered = start(.search, "answered", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    answered.cancel()
    gate.release("answered", with: .success("Kaivokatu 8"))
    await answered.value
    let failed = start(.search, "failed", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(2)
    failed.cancel()
    gate.release("failed", with: .failure(Failure()))
    await failed.value
    #expect(probe.heard == ["answered: cancelled", "failed: cancelled"])
  }

  @Test("A search supersedes a tap's identify; an identify leaves a running search alone")
  func supersessionAcrossKinds() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    let tap = start(.identify, "tap", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    let search = start(.search, "search", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(2)
    let secondTap = start(.identify, "tap 2", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(3)
    gate.release("tap", with: .success("Café Aalto"))
    gate.release("tap 2", with: .success("Kahvila"))
    gate.release("search", with: .success("2 cafés"))
    await tap.value
    await secondTap.value
    await search.value
    #expect(probe.heard == ["tap 2: success(Kahvila)", "search: success(2 cafés)"])
  }

  @Test("Cancelling one request and starting the next in one step is not idleness")
  func cancelAndStartIsNotIdle() async {
    let (requests, probe, gate) = (Requests<Kind>(), Probe(), stubbornGate())
    start(.search, "first", on: requests, probe: probe, gate: gate)
    await gate.waitForArrivals(1)
    let waiter = Task { @MainActor in
      await requests.waitUntilIdle()
      probe.heard.append("idle")
    }
    await Task.yield()
    requests.cancel(.search)
    let second = start(.search, "second", on: requests, probe: probe, gate: gate)
    gate.release("first", with: .success("stale"))
    await gate.waitForArrivals(2)
    gate.release("second", with: .success("Kaivokatu 8"))
    await second.value
    await waiter.value
    #expect(probe.heard == ["second: success(Kaivokatu 8)", "idle"])
  }

  @Test("A request asleep on a test clock nobody advances is stalled; once the clock moves past it, idle")
  func stalledOnATestClock() async {
    let requests = Requests<Kind>()
    let probe = Probe()
    let clock = TestClock()
    let task = requests.start(.search, for: probe) { context in
      do {
        try await context.sleep(for: .milliseconds(300), on: clock)
        context.model?.heard.append("woke")
      } catch {
        context.model?.heard.append("\(error)")
      }
    }
    #expect(await requests.waitUntilIdleOrStalled() == .stalled)
    await clock.advance(by: .milliseconds(299))  // not far enough: still asleep, still stalled
    #expect(await requests.waitUntilIdleOrStalled() == .stalled)
    #expect(probe.heard.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(await requests.waitUntilIdleOrStalled() == .idle)
    await task.value
    #expect(probe.heard == ["woke"])
  }

  @Test("A request asleep on a real clock is never stalled: it wakes by itself")
  func realClockIsNotStalled() async {
    let requests = Requests<Kind>()
    let probe = Probe()
    requests.start(.search, for: probe) { context in
      try? await context.sleep(for: .milliseconds(20), on: ContinuousClock())
      context.model?.heard.append("woke")
    }
    #expect(await requests.waitUntilIdleOrStalled() == .idle)
    #expect(probe.heard == ["woke"])
  }
}
