import InternalMeridianUtilities
import MeridianCore
import MeridianModels
public import Testing

/// A clock whose time moves only when a test moves it.
///
/// ```swift
/// let clock = TestClock()
/// let model = SearchModel(source: source, clock: clock)   // debounces on `clock`
/// model.currentQuery = "Coff"
/// await clock.waitForSleepers()          // the debounce is now sleeping on the clock
/// await clock.advance(by: .milliseconds(300))
/// ```
///
/// See “`TestClock`” in `docs/testing.md`.
public final class TestClock: Clock, Sendable {
  /// An instant of a test clock: the time elapsed since the clock was created.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant at an offset from the clock's start.
    ///
    /// - Parameter offset: The time since the clock's start. The default is zero.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// Returns the instant a duration later (earlier, for a negative duration).
    ///
    /// - Parameter duration: How far to move.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// Returns the duration from this instant to another.
    ///
    /// - Parameter other: The later (or earlier) instant.
    /// - Returns: `other` minus this instant.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Returns a Boolean value indicating whether the first instant comes before the second.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// The offset, as `TestClock.Instant(1.5 seconds)`.
    public var description: String { "TestClock.Instant(\(offset))" }
  }

  /// How many scheduler turns a woken task gets to sleep again before the clock moves on.
  static let settlingTurns = 32

  private let state = SharedLock(TestClockState())

  /// Creates a test clock at its start instant.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock measures: zero.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// A Boolean value indicating whether any task is sleeping on the clock.
  public var hasSleepers: Bool { sleeperCount > 0 }

  /// A Boolean value indicating whether an advance (or a run) is moving the clock now.
  package var isAdvancing: Bool { state.withLock { $0.advances > 0 } }

  /// Suspends until the clock reaches the deadline, or throws `CancellationError` when the task is cancelled.
  ///
  /// When a Meridian model's request sleeps (a debounce), the clock reports the sleep to the
  /// request's `SleepReport`: pending while it waits, and whether an advance moves the clock, so
  /// that `StateRecorder` knows the model's only work left waits for an advance.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at. A deadline that has passed returns at once.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, reporting: SleepReport.current)
  }

  private func sleep(until deadline: Instant, reporting report: SleepReport?) async throws {
    try Task.checkCancellation()
    let id: UInt64? = state.withLock { state in
      if deadline <= state.now { return nil }
      return state.makeID()
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelled, ready) = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return (true, [CheckedContinuation<Void, Never>]()) }
          state.sleepers.append(
            TestClockState.Sleeper(id: id, deadline: deadline, continuation: continuation, report: report))
          state.registrations += 1
          report?.registered(isAdvancing: { [weak self] in self?.isAdvancing ?? false })
          return (false, state.takeSatisfiedWaiters())
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        report?.changed()
        for waiter in ready { waiter.resume() }
      }
    } onCancel: {
      let sleeper: TestClockState.Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          state.sleepers[index].report?.ended()
          return state.sleepers.remove(at: index)
        }
        if !state.woken.contains(id) { state.cancelledEarly.insert(id) }
        return nil
      }
      sleeper?.report?.changed()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    // Woken by an advance: tell it this task runs again, so it may move time on.
    let handshake = state.withLock { $0.acknowledge(id) }
    handshake?.resume()
  }

  /// Moves time forward step by step, waking each sleeper that falls due at its own deadline.
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration does nothing.
  ///   - isolation: The caller's actor, on which woken tasks are given time to run. Leave the default.
  public func advance(by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation) async {
    let target = state.withLock { $0.now.advanced(by: max(duration, .zero)) }
    await advance(to: target)
  }

  /// Moves time to an instant step by step, waking each sleeper that falls due at its own deadline.
  ///
  /// The sleepers due by `instant` are woken one at a time, earliest deadline first: ``now`` is set to
  /// the sleeper's deadline, the sleeper is resumed, and the clock waits until it runs again (see the
  /// type's discussion) before it takes the next. Sleeps that woken tasks start and that fall due by
  /// `instant` are woken too. Then ``now`` becomes `instant`.
  ///
  /// - Parameters:
  ///   - instant: The instant to move to; an instant in the past wakes nothing and leaves ``now``.
  ///   - isolation: The caller's actor, on which woken tasks are given time to run. Leave the default.
  public func advance(to instant: Instant, isolation: isolated (any Actor)? = #isolation) async {
    state.withLock { $0.advances += 1 }
    while await wakeNext(dueBy: instant) {}
    state.withLock { $0.now = max($0.now, instant) }
    advanceEnded()
  }

  /// Advances until no task sleeps on the clock, including sleeps that woken tasks start.
  ///
  /// Each sleeper is woken at its own deadline, as ``advance(to:isolation:)`` does. A task that never stops
  /// sleeping (a timer with no end) would keep this going forever, so it stops after `maximumSteps`
  /// wakes and records an issue naming the deadlines still pending.
  ///
  /// - Parameters:
  ///   - maximumSteps: The most sleepers to wake before giving up. The default is 10,000.
  ///   - sourceLocation: Where to report the issue; the caller's location by default.
  ///   - isolation: The caller's actor, on which woken tasks are given time to run. Leave the default.
  public func run(
    maximumSteps: Int = 10_000, sourceLocation: SourceLocation = #_sourceLocation,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    var steps = 0
    state.withLock { $0.advances += 1 }
    while steps < maximumSteps, await wakeNext(dueBy: nil) { steps += 1 }
    advanceEnded()
    let pending = state.withLock { $0.sleepers.map(\.deadline).sorted() }
    guard !pending.isEmpty else { return }
    let deadlines = pending.prefix(5).map { "\($0.offset)" }.joined(separator: ", ")
    Issue.record(
      Comment(
        rawValue: "TestClock.run() woke \(steps) sleepers, and \(pending.count) still sleep on the clock "
          + "(until \(deadlines)): a task that never stops sleeping (a timer) needs advance(by:) or cancelling."),
      sourceLocation: sourceLocation)
  }

  /// Suspends until at least `count` tasks are sleeping on the clock, or the waiting task is cancelled.
  ///
  /// ```swift
  /// // Wait for the 0.5 s back-off, not the 30 s request timer that may start sleeping first.
  /// await clock.waitForSleepers(dueBy: clock.now.advanced(by: .milliseconds(500)))
  /// await clock.advance(by: .milliseconds(500))
  /// ```
  ///
  /// See “`TestClock.waitForSleepers(count:dueBy:)`” in `docs/testing.md`.
  ///
  /// - Parameters:
  ///   - count: The number of sleepers to wait for. The default is 1.
  ///   - dueBy: When set, only sleepers whose deadline is at or before it count.
  public func waitForSleepers(count: Int = 1, dueBy: Instant? = nil) async {
    let id = state.withLock { $0.makeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let satisfied = state.withLock { state in
          let cancelled = state.cancelledEarly.remove(id) != nil
          if cancelled || state.isSatisfied(count, dueBy: dueBy) { return true }
          state.waiters.append(TestClockState.Waiter(id: id, count: count, dueBy: dueBy, continuation: continuation))
          return false
        }
        if satisfied { continuation.resume() }
      }
    } onCancel: {
      let waiter: TestClockState.Waiter? = state.withLock { state in
        if let index = state.waiters.firstIndex(where: { $0.id == id }) { return state.waiters.remove(at: index) }
        state.cancelledEarly.insert(id)
        return nil
      }
      waiter?.continuation.resume()
    }
  }

  // MARK: - Stepping

  /// Ends an advance; the sleeps still pending hear of it, as nothing moves them now.
  private func advanceEnded() {
    let reports = state.withLock { state in
      state.advances -= 1
      return state.advances == 0 ? state.sleepers.compactMap(\.report) : []
    }
    for report in reports { report.changed() }
  }

  /// Wakes the earliest sleeper due by `limit` (any sleeper when `limit` is `nil`), waits for its
  /// handshake, then lets it settle.
  ///
  /// - Returns: `false` when no sleeper was due.
  private func wakeNext(dueBy limit: Instant?, isolation: isolated (any Actor)? = #isolation) async -> Bool {
    let woken: (sleeper: TestClockState.Sleeper, registrations: Int)? = state.withLock { state in
      guard let sleeper = state.takeEarliest(dueBy: limit) else { return nil }
      state.now = max(state.now, sleeper.deadline)
      state.woken.insert(sleeper.id)
      sleeper.report?.ended()
      return (sleeper, state.registrations)
    }
    guard let woken else { return false }
    woken.sleeper.report?.changed()
    woken.sleeper.continuation.resume()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let acknowledged = state.withLock { state in
        if state.acknowledged.remove(woken.sleeper.id) != nil { return true }
        state.handshakes[woken.sleeper.id] = continuation
        return false
      }
      if acknowledged { continuation.resume() }
    }
    // The woken task runs again. Give it scheduler turns to sleep again, if that is what it does next.
    for _ in 0..<Self.settlingTurns {
      if state.withLock({ $0.registrations > woken.registrations }) { break }
      await Task.yield()
    }
    return true
  }
}
