import MeridianModels

/// The state of a ``TestClock``, guarded by the clock's lock.
struct TestClockState {
  /// A task sleeping on the clock.
  struct Sleeper {
    var id: UInt64
    var deadline: TestClock.Instant
    var continuation: CheckedContinuation<Void, any Error>
    /// Whom to tell when the sleeper registers and when it is woken or cancelled (a model's request).
    var report: SleepReport?
  }

  /// A task waiting for a number of sleepers (``TestClock/waitForSleepers(count:dueBy:)``).
  struct Waiter {
    var id: UInt64
    var count: Int
    /// Only sleepers due by this instant count, when set.
    var dueBy: TestClock.Instant? = nil
    var continuation: CheckedContinuation<Void, Never>
  }

  var now = TestClock.Instant()
  var nextID: UInt64 = 0
  /// The sleepers, in the order they started sleeping.
  var sleepers: [Sleeper] = []
  var waiters: [Waiter] = []
  /// Sleepers and waiters whose task was cancelled before they registered.
  var cancelledEarly: Set<UInt64> = []
  /// How many sleeps have registered since the clock was made.
  var registrations = 0
  /// Sleepers resumed by an advance whose task has not yet confirmed it runs again.
  var woken: Set<UInt64> = []
  /// Confirmations that came before the advance waited for them.
  var acknowledged: Set<UInt64> = []
  /// Advances waiting for a woken sleeper's confirmation.
  var handshakes: [UInt64: CheckedContinuation<Void, Never>] = [:]
  /// The number of advances (and runs) moving the clock now.
  var advances = 0

  mutating func makeID() -> UInt64 {
    nextID += 1
    return nextID
  }

  /// Removes and returns the sleeper with the earliest deadline due by `limit` (ties: the one that
  /// started sleeping first); any sleeper when `limit` is `nil`.
  mutating func takeEarliest(dueBy limit: TestClock.Instant?) -> Sleeper? {
    var best: Int?
    for index in sleepers.indices where limit.map({ sleepers[index].deadline <= $0 }) ?? true {
      if let current = best, sleepers[current].deadline <= sleepers[index].deadline { continue }
      best = index
    }
    return best.map { sleepers.remove(at: $0) }
  }

  /// Records that a woken sleeper runs again.
  ///
  /// - Returns: The advance waiting for it, to resume outside the lock, if it is already waiting.
  mutating func acknowledge(_ id: UInt64) -> CheckedContinuation<Void, Never>? {
    guard woken.remove(id) != nil else { return nil }
    if let handshake = handshakes.removeValue(forKey: id) { return handshake }
    acknowledged.insert(id)
    return nil
  }

  /// Removes and returns the waiters that the current number of sleepers satisfies.
  mutating func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
    var ready: [CheckedContinuation<Void, Never>] = []
    var waiting: [Waiter] = []
    for waiter in waiters {
      if isSatisfied(waiter.count, dueBy: waiter.dueBy) {
        ready.append(waiter.continuation)
      } else {
        waiting.append(waiter)
      }
    }
    waiters = waiting
    return ready
  }

  /// Whether at least `count` sleepers sleep (only those due by `dueBy`, when it is set).
  func isSatisfied(_ count: Int, dueBy: TestClock.Instant?) -> Bool {
    guard let dueBy else { return sleepers.count >= count }
    return sleepers.lazy.filter { $0.deadline <= dueBy }.count >= count
  }
}
