import InternalMeridianUtilities

/// A clock whose time moves only when someone moves it, such as `MeridianTesting`'s `TestClock`.
///
/// A request that sleeps on such a clock sleeps until a test advances it. ``Requests`` sleeps on it
/// through ``sleep(for:reporting:)``, so the clock itself says, exactly, when the sleep is pending
/// (registered, not yet woken); that is how a model tells a test recorder "my only work left waits
/// for the clock you are not advancing" without guessing.
package protocol ManualClock: AnyObject, Sendable {
  /// A Boolean value indicating whether an advance is moving the clock now.
  var isAdvancing: Bool { get }

  /// Sleeps for a duration, reporting the sleep's pending state to `sleep` as it changes.
  ///
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - sleep: The report: marked pending (under the clock's lock) when the sleeper registers, and
  ///     done when it is woken or cancelled; then its change handler is called.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  func sleep(for duration: Duration, reporting sleep: ManualClockSleep) async throws
}

/// One sleep on a ``ManualClock``, as the clock reports it.
package final class ManualClockSleep: Sendable {
  private struct Storage {
    var isPending = false
    var clock: (any ManualClock)?
  }

  private let storage = SharedLock(Storage())
  private let onChange: @Sendable () -> Void

  /// Creates the report of a sleep.
  ///
  /// - Parameter onChange: Called, outside the clock's lock, each time the sleep's state changes
  ///   (and when an advance of its clock ends).
  package init(onChange: @escaping @Sendable () -> Void) {
    self.onChange = onChange
  }

  /// A Boolean value indicating whether the sleep waits for its clock to move, and nothing moves
  /// it: it is registered, not woken, and no advance is running.
  package var isStalled: Bool {
    let (pending, clock) = storage.withLock { ($0.isPending, $0.clock) }
    guard pending, let clock else { return false }
    return !clock.isAdvancing
  }

  /// The clock registered the sleeper (call under the clock's lock).
  package func registered(on clock: any ManualClock) {
    storage.withLock {
      $0.isPending = true
      $0.clock = clock
    }
  }

  /// The clock woke the sleeper, or it was cancelled (call under the clock's lock).
  package func ended() {
    storage.withLock { $0.isPending = false }
  }

  /// Tells the sleep's owner that its state changed (call outside the clock's lock).
  package func changed() {
    onChange()
  }
}

/// How a model's work stands still, so that no state comes by itself.
package enum WorkStillness: Sendable, Equatable {
  /// No work is running.
  case idle
  /// Work is running, but all of it sleeps on a ``ManualClock`` that nothing advances.
  case stalled
}

/// A model that can say when its only work left waits for a manual clock nothing advances.
///
/// Every Meridian model conforms; `StateRecorder` uses it to fail an expectation at once, rather
/// than at the test's time limit, when the test waits for a state and does not advance the clock.
@MainActor
package protocol StallReporting: WorkTracking {
  /// Suspends until the model is idle, or every piece of its running work is stalled on a
  /// ``ManualClock`` (a sleep that is pending, with no advance running), or the waiting task is
  /// cancelled.
  ///
  /// - Returns: How the work stands still (``WorkStillness/idle`` too when the waiting task was cancelled).
  func waitUntilIdleOrStalled() async -> WorkStillness
}
