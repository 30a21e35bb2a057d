import Synchronization

/// A clock whose time moves only when a test moves it.
///
/// Pass it wherever Meridian takes `any Clock<Duration>` (a `LocatorTask`'s timeouts and retries, a
/// `MapView`'s animations, a model's debounce), then move time by hand:
///
/// ```swift
/// let clock = TestClock()
/// let model = SearchModel(source: source, clock: clock)   // debounces on `clock`
/// model.currentQuery = "Coff"
/// await clock.waitForSleepers()          // the debounce is now sleeping on the clock
/// await clock.advance(by: .milliseconds(300))
/// ```
///
/// There are no yield loops: ``waitForSleepers(count:)`` suspends until the given number of tasks sleep
/// on the clock, so a test knows the code under test has reached its wait. ``advance(by:)`` resumes
/// every sleeper whose deadline has come, earliest first. A sleeper that is cancelled throws
/// `CancellationError` at once and leaves the clock.
public final class TestClock: Clock, Sendable {
  /// An instant of a test clock: the time elapsed since the clock was created.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant at an offset from the clock's start.
    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "TestClock.Instant(\(offset))" }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    var id: UInt64
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now = Instant()
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var waiters: [Waiter] = []
    var cancelledBeforeRegistration: Set<UInt64> = []
  }

  private let state = Mutex(State())

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

  /// Suspends until the clock reaches the deadline, or throws `CancellationError` when the task is cancelled.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at. A deadline that has passed returns at once.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id: UInt64? = state.withLock { state in
      if deadline <= state.now { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let ready: [CheckedContinuation<Void, Never>]
        let cancelled: Bool = state.withLock { state in
          if state.cancelledBeforeRegistration.remove(id) != nil { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        ready = takeSatisfiedWaiters()
        for waiter in ready { waiter.resume() }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        state.cancelledBeforeRegistration.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and resumes every sleeper whose deadline has come, earliest deadline first.
  ///
  /// - Parameter duration: How far to move; a negative duration does nothing.
  public func advance(by duration: Duration = .zero) async {
    let target = state.withLock { $0.now.advanced(by: max(duration, .zero)) }
    await advance(to: target)
  }

  /// Moves time to an instant and resumes every sleeper whose deadline has come, earliest first.
  ///
  /// - Parameter instant: The instant to move to; an instant in the past does nothing.
  public func advance(to instant: Instant) async {
    let due: [Sleeper] = state.withLock { state in
      guard instant > state.now else { return [] }
      state.now = instant
      let due = state.sleepers.filter { $0.deadline <= instant }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= instant }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves time to the latest deadline of the tasks sleeping now, waking them all.
  public func run() async {
    let last = state.withLock { $0.sleepers.map(\.deadline).max() }
    if let last { await advance(to: last) }
  }

  /// Suspends until at least `count` tasks are sleeping on the clock.
  ///
  /// Use it as a handshake: after it returns, the code under test has reached its wait, so an
  /// ``advance(by:)`` that follows is sure to wake it. If the waiting task is cancelled, it returns at
  /// once (check `Task.isCancelled` if that matters).
  ///
  /// - Parameter count: The number of sleepers to wait for. The default is 1.
  public func waitForSleepers(count: Int = 1) async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let satisfied = state.withLock { state in
          let cancelled = state.cancelledBeforeRegistration.remove(id) != nil
          if cancelled || state.sleepers.count >= count { return true }
          state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
          return false
        }
        if satisfied { continuation.resume() }
      }
    } onCancel: {
      let waiter: Waiter? = state.withLock { state in
        if let index = state.waiters.firstIndex(where: { $0.id == id }) {
          return state.waiters.remove(at: index)
        }
        state.cancelledBeforeRegistration.insert(id)
        return nil
      }
      waiter?.continuation.resume()
    }
  }

  private func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
    state.withLock { state in
      let count = state.sleepers.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
  }
}
