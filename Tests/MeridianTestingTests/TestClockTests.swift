import InternalMeridianUtilities
import MeridianTesting
import Testing

@Suite("TestClock")
struct TestClockTests {
  // MARK: - Sleeping and advancing

  @Test("A sleeper wakes when the clock reaches its deadline, not before")
  func wakesAtDeadline() async throws {
    let clock = TestClock()
    let woke = SharedLock(false)
    let task = Task {
      try await clock.sleep(for: .seconds(5))
      woke.withLock { $0 = true }
    }
    await clock.waitForSleepers()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(4))
    #expect(clock.hasSleepers)
    #expect(!woke.withLock { $0 })
    await clock.advance(by: .seconds(1))
    try await task.value
    #expect(woke.withLock { $0 })
    #expect(!clock.hasSleepers)
    #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
  }

  @Test("Advancing wakes only the sleepers that are due, earliest deadline first")
  func advanceOrdering() async throws {
    let clock = TestClock()
    let order = WakeOrder()
    var tasks: [Task<Void, any Error>] = []
    for seconds in [3, 1, 2] {
      let task = Task {
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
        order.seconds.withLock { $0.append(seconds) }
      }
      tasks.append(task)
    }
    await clock.waitForSleepers(count: 3)
    await clock.advance(by: .seconds(1))
    try await tasks[1].value
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .seconds(1))
    try await tasks[2].value
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await tasks[0].value
    #expect(order.seconds.withLock { $0 } == [1, 2, 3])
  }

  @Test("advance(to:) moves to an instant; a past instant or a negative step does nothing")
  func advanceTo() async {
    let clock = TestClock()
    await clock.advance(to: TestClock.Instant(offset: .milliseconds(250)))
    #expect(clock.now.offset == .milliseconds(250))
    await clock.advance(to: TestClock.Instant(offset: .milliseconds(100)))
    #expect(clock.now.offset == .milliseconds(250))
    await clock.advance(by: .milliseconds(-50))
    #expect(clock.now.offset == .milliseconds(250))
  }

  @Test("run() moves to the latest deadline and wakes every sleeper")
  func runWakesAll() async throws {
    let clock = TestClock()
    let first = Task { try await clock.sleep(for: .seconds(2)) }
    let second = Task { try await clock.sleep(for: .seconds(9)) }
    await clock.waitForSleepers(count: 2)
    await clock.run()
    try await first.value
    try await second.value
    #expect(clock.now.offset == .seconds(9))
    #expect(!clock.hasSleepers)
  }

  @Test("A deadline already passed returns at once, without sleeping")
  func pastDeadline() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(10))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(3)))
    #expect(clock.sleeperCount == 0)
  }

  // MARK: - Cancellation

  @Test("Cancelling a sleeper throws CancellationError and leaves the clock")
  func cancelSleeper() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))  // nothing left to wake
  }

  @Test("A task cancelled before it sleeps throws at once")
  func cancelledBeforeSleep() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }

  // MARK: - The handshake

  @Test("waitForSleepers(count:) returns only once that many tasks sleep")
  func handshakeCount() async throws {
    let clock = TestClock()
    let reached = SharedLock(false)
    let waiter = Task {
      await clock.waitForSleepers(count: 2)
      reached.withLock { $0 = true }
    }
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperCount == 1)
    let second = Task { try await clock.sleep(for: .seconds(1)) }
    await waiter.value
    #expect(reached.withLock { $0 })
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .seconds(1))
    try await first.value
    try await second.value
  }

  @Test("A cancelled handshake returns instead of waiting forever")
  func cancelHandshake() async {
    let clock = TestClock()
    let waiter = Task { await clock.waitForSleepers() }
    waiter.cancel()
    await waiter.value
    #expect(!clock.hasSleepers)
  }
}

/// The order in which sleepers woke, shared by the tasks of one test.
private final class WakeOrder: Sendable {
  let seconds = SharedLock<[Int]>([])
}
