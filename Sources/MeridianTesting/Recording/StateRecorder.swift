public import MeridianModels
import Synchronization
public import Testing

/// Records every state a model publishes, so a test can assert the exact sequence.
///
/// Create it before driving the model; it records the current state first, then each later one. Then
/// assert with ``expect(_:sourceLocation:)`` and end with ``finish(sourceLocation:)``:
///
/// ```swift
/// @Test @MainActor func submitShowsTheResult() async {
///   let model = AddressSearchModel(locator: locator, mapView: mapView)
///   let recorder = StateRecorder(model)
///   await model.submit("Kaivokatu 8").value
///   await recorder.expect(
///     .init(),
///     .init(searchText: "Kaivokatu 8", isSearching: true),
///     .init(searchText: "Kaivokatu 8", status: .result("Kaivokatu 8, Helsinki", kaivokatu)))
///   recorder.finish()
/// }
/// ```
///
/// The recorder is exhaustive, in the spirit of a test store: ``expect(_:sourceLocation:)`` compares the
/// exact next states, and ``finish(sourceLocation:)`` fails when states were published that no `expect`
/// consumed. Failures are recorded with Swift Testing's `Issue.record`, pointing at the caller.
///
/// No clock is involved. `expect` awaits the states it needs: it returns as soon as they have been
/// published, and fails at once when the model goes away (its streams finish) before they come. Drive
/// the model to completion first (await the task an intent returns, answer the mock transport, advance
/// the `TestClock`) and the states are already there.
///
/// Recording a model (or a `StateStream`) is exact: the recorder receives each state synchronously as
/// the model publishes it. Recording a bare `AsyncStream` (``init(_:)-(AsyncStream<State>)``) receives
/// states on a task of its own, so ``finish(sourceLocation:)`` can only judge states already delivered.
public final class StateRecorder<State: Sendable & Equatable>: Sendable {
  private struct Waiter {
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct Storage {
    var received: [State] = []
    var consumed = 0
    var isFinished = false
    var waiters: [Waiter] = []
  }

  private let storage = Mutex(Storage())
  private let subscription = Mutex<StateSubscription?>(nil)
  private let task = Mutex<Task<Void, Never>?>(nil)

  /// Records the states of a model, exactly, from its current state on.
  ///
  /// - Parameter model: The model to record.
  @MainActor
  public init<Model: StatePublishing>(_ model: Model) where Model.State == State {
    let subscription = model.subscribeToStates { [weak self] event in self?.receive(event) }
    self.subscription.withLock { $0 = subscription }
  }

  /// Records the states of a `StateStream`, exactly, from its current state on.
  ///
  /// - Parameter stream: The stream to record.
  public init(_ stream: StateStream<State>) {
    let subscription = stream.subscribe { [weak self] event in self?.receive(event) }
    self.subscription.withLock { $0 = subscription }
  }

  /// Records the elements of an `AsyncStream`, delivered on a task of the recorder's own.
  ///
  /// - Parameter states: The stream to record, such as a model's `states`.
  public init(_ states: AsyncStream<State>) {
    let task = Task { [weak self] in
      for await state in states {
        self?.receive(.state(state))
      }
      self?.receive(.finished)
    }
    self.task.withLock { $0 = task }
  }

  deinit {
    subscription.withLock { $0?.cancel() }
    task.withLock { $0?.cancel() }
  }

  private func receive(_ event: StateStream<State>.Event) {
    let ready: [CheckedContinuation<Void, Never>] = storage.withLock { storage in
      switch event {
      case .state(let state): storage.received.append(state)
      case .finished: storage.isFinished = true
      }
      let available = storage.received.count
      let finished = storage.isFinished
      let ready = storage.waiters.filter { finished || $0.count <= available }
      storage.waiters.removeAll { finished || $0.count <= available }
      return ready.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }

  /// Every state recorded so far, consumed or not, in order.
  public var allStates: [State] { storage.withLock { $0.received } }

  /// The states recorded but not yet consumed by ``expect(_:sourceLocation:)``.
  public var pendingStates: [State] { storage.withLock { Array($0.received[$0.consumed...]) } }

  /// A Boolean value indicating whether the recorded model went away (its stream finished).
  public var isFinished: Bool { storage.withLock { $0.isFinished } }

  /// Awaits the next states and fails unless they are exactly `expected`, in order.
  ///
  /// Returns as soon as enough states have been published. When the model goes away before they come,
  /// it records an issue naming the missing states. On a mismatch it records an issue that lists the
  /// expected and the actual states; the actual ones are consumed either way.
  ///
  /// - Parameters:
  ///   - expected: The states to expect next.
  ///   - sourceLocation: Where to report a failure; the caller's location by default.
  public func expect(_ expected: State..., sourceLocation: SourceLocation = #_sourceLocation) async {
    let actual = await take(expected.count)
    guard actual != expected else { return }
    if actual.count < expected.count, actual == Array(expected.prefix(actual.count)) {
      let missing = expected.dropFirst(actual.count).map { "  \($0)" }.joined(separator: "\n")
      Issue.record(
        "The model went away before publishing \(expected.count - actual.count) expected state(s):\n\(missing)",
        sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      Comment(rawValue: Self.mismatch(expected: expected, actual: actual)), sourceLocation: sourceLocation)
  }

  /// Awaits the next state and returns it without judging it, or `nil` when the model went away.
  ///
  /// Use it where a test checks states by a rule rather than by an exact list (a randomized test).
  public func next() async -> State? {
    await take(1).first
  }

  /// Fails if states were published that no ``expect(_:sourceLocation:)`` consumed.
  ///
  /// The pending states are consumed, so the next check starts clean.
  ///
  /// - Parameter sourceLocation: Where to report a failure; the caller's location by default.
  public func expectNoMoreStates(sourceLocation: SourceLocation = #_sourceLocation) {
    let pending: [State] = storage.withLock { storage in
      defer { storage.consumed = storage.received.count }
      return Array(storage.received[storage.consumed...])
    }
    guard !pending.isEmpty else { return }
    let list = pending.map { "  \($0)" }.joined(separator: "\n")
    Issue.record(
      "\(pending.count) state(s) were published but not expected:\n\(list)", sourceLocation: sourceLocation)
  }

  /// Drops the states recorded but not consumed, without judging them.
  public func skipPendingStates() {
    storage.withLock { $0.consumed = $0.received.count }
  }

  /// Ends the recording: fails on unconsumed states, then stops listening.
  ///
  /// - Parameter sourceLocation: Where to report a failure; the caller's location by default.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    expectNoMoreStates(sourceLocation: sourceLocation)
    subscription.withLock { $0?.cancel() }
    task.withLock { $0?.cancel() }
  }

  private func take(_ count: Int) async -> [State] {
    guard count > 0 else { return [] }
    let target = storage.withLock { $0.consumed + count }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let satisfied = storage.withLock { storage in
        if storage.received.count >= target || storage.isFinished { return true }
        storage.waiters.append(Waiter(count: target, continuation: continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
    return storage.withLock { storage in
      let end = min(target, storage.received.count)
      defer { storage.consumed = end }
      return Array(storage.received[storage.consumed..<end])
    }
  }

  private static func mismatch(expected: [State], actual: [State]) -> String {
    var lines = ["The published states differ from the expected ones:"]
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? "\(expected[index])" : "(none)"
      let got = index < actual.count ? "\(actual[index])" : "(none)"
      lines.append(want == got ? "  \(index): \(got)" : "  \(index): expected \(want)\n     actual   \(got)")
    }
    return lines.joined(separator: "\n")
  }
}
