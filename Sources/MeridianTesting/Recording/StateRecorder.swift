import InternalMeridianUtilities
import MeridianCore
public import MeridianModels
public import Testing

/// Records every state a model publishes, so a test can assert the exact sequence.
///
/// See “`StateRecorder`” in `docs/testing.md`.
public final class StateRecorder<State: Sendable & Equatable>: Sendable {
  private let buffer = RecordingBuffer<State>()
  private let subscription = SharedLock<StateSubscription?>(nil)
  private let task = SharedLock<Task<Void, Never>?>(nil)
  /// Suspends until the model stands still (idle, or stalled on a test clock) and says which; `nil`
  /// when the waiting task was cancelled.
  private let stillness: (@Sendable () async -> RecordingWaitEnd?)?
  private let timeout: Duration?
  private let clock: any Clock<Duration>
  private let creation: SourceLocation

  /// Records the states of a model, exactly, from its current state on.
  ///
  /// - Parameters:
  ///   - model: The model to record. When it conforms to `WorkTracking`, a state that never comes
  ///     fails as soon as the model is idle (or, for a Meridian model, stalled on a ``TestClock``).
  ///   - timeout: How long an expectation may wait on `clock`; `nil` (the default) sets no bound.
  ///   - clock: The clock the timeout runs on. The default is a `ContinuousClock`.
  ///   - sourceLocation: Where to report states left unconsumed when the recorder goes away.
  @MainActor
  public init<Model: StatePublishing>(
    _ model: Model, timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) where Model.State == State {
    if let reporting = model as? any StallReporting {
      stillness = { [weak reporting] in
        guard let still = await reporting?.waitUntilIdleOrStalled(), !Task.isCancelled else { return nil }
        return still == .stalled ? .stalled : .idle
      }
    } else if let tracking = model as? any WorkTracking {
      stillness = { [weak tracking] in
        await tracking?.waitUntilIdle()
        return Task.isCancelled ? nil : .idle
      }
    } else {
      stillness = nil
    }
    self.timeout = timeout
    self.clock = clock
    creation = sourceLocation
    let subscription = model.subscribeToStates { [buffer] event in buffer.receive(event) }
    self.subscription.withLock { $0 = subscription }
  }

  /// Records the states of a `StateStream`, exactly, from its current state on.
  ///
  /// - Parameters:
  ///   - stream: The stream to record.
  ///   - timeout: How long an expectation may wait on `clock`; `nil` (the default) sets no bound.
  ///   - clock: The clock the timeout runs on. The default is a `ContinuousClock`.
  ///   - sourceLocation: Where to report states left unconsumed when the recorder goes away.
  public init(
    _ stream: StateStream<State>, timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    stillness = nil
    self.timeout = timeout
    self.clock = clock
    creation = sourceLocation
    let subscription = stream.subscribe { [buffer] event in buffer.receive(event) }
    self.subscription.withLock { $0 = subscription }
  }

  /// Records the elements of an `AsyncStream`, delivered on a task of the recorder's own.
  ///
  /// - Parameters:
  ///   - states: The stream to record, such as a model's `states`.
  ///   - timeout: How long an expectation may wait on `clock`; `nil` (the default) sets no bound.
  ///   - clock: The clock the timeout runs on. The default is a `ContinuousClock`.
  ///   - sourceLocation: Where to report states left unconsumed when the recorder goes away.
  public init(
    _ states: AsyncStream<State>, timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    stillness = nil
    self.timeout = timeout
    self.clock = clock
    creation = sourceLocation
    let task = Task { [buffer] in
      for await state in states { buffer.receive(.state(state)) }
      buffer.receive(.finished)
    }
    self.task.withLock { $0 = task }
  }

  deinit {
    subscription.withLock { $0?.cancel() }
    task.withLock { $0?.cancel() }
    let pending = buffer.consumeAll()
    guard !pending.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: "A StateRecorder went away with \(pending.count) state(s) that no expectation consumed:\n"
          + Self.list(pending) + "\nConsume them with expect(_:), or end the test with finish()."),
      sourceLocation: creation)
  }

  /// Every state recorded so far, consumed or not, in order.
  public var allStates: [State] { buffer.all }

  /// The states recorded but not yet consumed by ``expect(_:sourceLocation:)``.
  public var pendingStates: [State] { buffer.pending }

  /// A Boolean value indicating whether the recorded model went away (its stream finished).
  public var isFinished: Bool { buffer.isFinished }

  /// Awaits the next states and fails unless they are exactly `expected`, in order.
  ///
  /// Returns as soon as enough states have been published. When they do not come (see the type's
  /// discussion: the model went away or is idle, the test was cancelled, the timeout passed), it records
  /// an issue naming the missing states. On a mismatch it records an issue that lists the expected and
  /// the actual states; the actual ones are consumed either way.
  ///
  /// - Parameters:
  ///   - expected: The states to expect next.
  ///   - sourceLocation: Where to report a failure; the caller's location by default.
  public func expect(_ expected: State..., sourceLocation: SourceLocation = #_sourceLocation) async {
    let (actual, end) = await take(expected.count)
    guard actual != expected else { return }
    if actual.count < expected.count, actual == Array(expected.prefix(actual.count)) {
      let missing = Array(expected.dropFirst(actual.count))
      Issue.record(
        Comment(rawValue: "\(Self.reason(end, missing: missing.count))\n\(Self.list(missing))"),
        sourceLocation: sourceLocation)
      return
    }
    var message = Self.mismatch(expected: expected, actual: actual)
    if actual.count < expected.count { message += "\n" + Self.reason(end, missing: expected.count - actual.count) }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Awaits the next state and returns it without judging it, or `nil` when none will come.
  ///
  /// `nil` means the model went away or is idle, the waiting task was cancelled, or the timeout passed.
  /// Use it where a test checks states by a rule rather than by an exact list (a randomized test).
  public func next() async -> State? {
    await take(1).states.first
  }

  /// Fails if states were published that no ``expect(_:sourceLocation:)`` consumed.
  ///
  /// The pending states are consumed, so the next check starts clean.
  ///
  /// - Parameter sourceLocation: Where to report a failure; the caller's location by default.
  public func expectNoMoreStates(sourceLocation: SourceLocation = #_sourceLocation) {
    let pending = buffer.consumeAll()
    guard !pending.isEmpty else { return }
    Issue.record(
      Comment(rawValue: "\(pending.count) state(s) were published but not expected:\n" + Self.list(pending)),
      sourceLocation: sourceLocation)
  }

  /// Drops the states recorded but not consumed, without judging them.
  public func skipPendingStates() {
    _ = buffer.consumeAll()
  }

  /// Ends the recording: fails on unconsumed states, then stops listening.
  ///
  /// - Parameter sourceLocation: Where to report a failure; the caller's location by default.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    expectNoMoreStates(sourceLocation: sourceLocation)
    subscription.withLock { $0?.cancel() }
    task.withLock { $0?.cancel() }
  }

  // MARK: - Waiting

  private func take(_ count: Int) async -> (states: [State], end: RecordingWaitEnd) {
    guard count > 0 else { return ([], .enough) }
    let target = buffer.target(adding: count)
    if let end = buffer.immediateEnd(for: target) { return (buffer.consume(upTo: target), end) }
    let id = buffer.openWait()
    let end = await withTaskCancellationHandler {
      let watchers = startWatchers(for: id)
      defer { for watcher in watchers { watcher.cancel() } }
      return await buffer.wait(id, for: target)
    } onCancel: { [buffer] in
      buffer.end(id, because: .cancelled)
    }
    return (buffer.consume(upTo: target), end)
  }

  /// Starts the tasks that end a wait when the model stands still or the timeout passes.
  private func startWatchers(for id: UInt64) -> [Task<Void, Never>] {
    var watchers: [Task<Void, Never>] = []
    if let stillness {
      watchers.append(
        Task { [buffer] in
          if let end = await stillness() { buffer.end(id, because: end) }
        })
    }
    if let timeout {
      watchers.append(
        Task { [buffer, clock] in
          do {
            try await clock.sleep(for: timeout)
            buffer.end(id, because: .timedOut(timeout))
          } catch {
            return
          }
        })
    }
    return watchers
  }
}

// MARK: - Messages

extension StateRecorder {
  fileprivate static func list(_ states: [State]) -> String {
    states.map { "  \($0)" }.joined(separator: "\n")
  }

  fileprivate static func reason(_ end: RecordingWaitEnd, missing count: Int) -> String {
    switch end {
    case .enough, .finished:
      return "The model went away before publishing \(count) expected state(s):"
    case .idle:
      return "The model is idle (none of its work is running), so it will not publish \(count) expected state(s):"
    case .stalled:
      return "The model's only work left sleeps on a TestClock that nothing advances, so it will not publish "
        + "\(count) expected state(s) until the test advances the clock (advance it before expecting):"
    case .cancelled:
      return "The test was cancelled while waiting for \(count) expected state(s):"
    case .timedOut(let timeout):
      return "No state came within \(timeout) on the recorder's clock; \(count) expected state(s) are missing:"
    }
  }

  fileprivate static func mismatch(expected: [State], actual: [State]) -> String {
    var lines = ["The published states differ from the expected ones:"]
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? "\(expected[index])" : "(none)"
      let got = index < actual.count ? "\(actual[index])" : "(none)"
      lines.append(want == got ? "  \(index): \(got)" : "  \(index): expected \(want)\n     actual   \(got)")
    }
    return lines.joined(separator: "\n")
  }
}
