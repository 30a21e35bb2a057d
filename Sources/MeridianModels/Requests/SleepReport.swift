import InternalMeridianUtilities

/// One sleep of a model's request on a clock, which the clock itself may report on.
///
/// ``Requests`` hands each request's sleep (a debounce) this report through a task-local value
/// (``current``) for the length of the sleep and casts for nothing: a clock that moves only when a
/// test moves it (`MeridianTesting`'s `TestClock`) finds the report and tells it when the sleep is
/// pending (registered, not yet woken) and whether an advance is moving it; any other clock ignores
/// it, and the sleep is never stalled. That is how a model tells a test recorder "my only work left
/// waits for the clock you are not advancing" without guessing.
package final class SleepReport: Sendable {
  private struct Storage {
    var isPending = false
    var isAdvancing: (@Sendable () -> Bool)?
  }

  /// The report of the sleep the current task is in, if a model's request started it.
  @TaskLocal package static var current: SleepReport?

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
  /// it: a clock registered it, has not woken it, and runs no advance.
  package var isStalled: Bool {
    let (pending, isAdvancing) = storage.withLock { ($0.isPending, $0.isAdvancing) }
    guard pending, let isAdvancing else { return false }
    return !isAdvancing()
  }

  /// The clock registered the sleeper (call under the clock's lock).
  ///
  /// - Parameter isAdvancing: Says whether an advance is moving the clock now.
  package func registered(isAdvancing: @escaping @Sendable () -> Bool) {
    storage.withLock {
      $0.isPending = true
      $0.isAdvancing = isAdvancing
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
  /// Work is running, but all of it sleeps on a clock that reports it stalled (a `TestClock` that
  /// nothing advances).
  case stalled
}

/// A model that can say when its only work left waits for a test clock nothing advances.
///
/// Every Meridian model conforms; `StateRecorder` uses it to fail an expectation at once, rather
/// than at the test's time limit, when the test waits for a state and does not advance the clock.
@MainActor
package protocol StallReporting: WorkTracking {
  /// Suspends until the model is idle, or every piece of its running work sleeps in a stalled
  /// ``SleepReport``, or the waiting task is cancelled.
  ///
  /// - Returns: How the work stands still (``WorkStillness/idle`` too when the waiting task was cancelled).
  func waitUntilIdleOrStalled() async -> WorkStillness
}
