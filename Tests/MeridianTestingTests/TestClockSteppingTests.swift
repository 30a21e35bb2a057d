import InternalMeridianUtilities
import MeridianTesting
import Testing

/// `advance(to:)` moves time one due sleeper at a time; `run()` keeps going until nothing sleeps.
@Suite("TestClock stepping")
@MainActor
struct TestClockSteppingTests {
  // MARK: - advance(to:) step by step

  @Test("Each woken task reads its own deadline as now, not the instant advanced to")
  func wokenTaskReadsItsDeadline() async throws {
    let clock = TestClock()
    let seen = SharedLock<[Duration]>([])
    let late = Task { @MainActor in
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(3)))
      seen.withLock { $0.append(clock.now.offset) }
    }
    let early = Task { @MainActor in
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
      seen.withLock { $0.append(clock.now.offset) }
    }
    await clock.waitForSleepers(count: 2)
    await clock.advance(to: TestClock.Instant(offset: .seconds(5)))
    try await early.value
    try await late.value
    #expect(seen.withLock { $0 } == [.seconds(1), .seconds(3)])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test("A periodic timer fires once per period within one advance, and sleeps again after it")
  func periodicTimer() async throws {
    let clock = TestClock()
    let ticks = SharedLock<[Duration]>([])
    let timer = Task { @MainActor in
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.withLock { $0.append(clock.now.offset) }
      }
    }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(3_500))
    #expect(ticks.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(3)])
    await clock.waitForSleepers()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(500))
    #expect(ticks.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(3), .seconds(4)])
    timer.cancel()
    await #expect(throws: CancellationError.self) { try await timer.value }
  }

  @Test("Sleepers with the same deadline wake in the order they started sleeping")
  func tiesInRegistrationOrder() async throws {
    let clock = TestClock()
    let order = SharedLock<[Int]>([])
    var tasks: [Task<Void, any Error>] = []
    for index in 0..<3 {
      tasks.append(
        Task { @MainActor in
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(2)))
          order.withLock { $0.append(index) }
        })
      await clock.waitForSleepers(count: index + 1)
    }
    await clock.advance(by: .seconds(2))
    for task in tasks { try await task.value }
    #expect(order.withLock { $0 } == [0, 1, 2])
  }

  // MARK: - run()

  @Test("run() also wakes the sleeps that woken tasks start, until no sleeper remains")
  func runFollowsChainedSleeps() async throws {
    let clock = TestClock()
    let wakes = SharedLock<[Duration]>([])
    let chain = Task { @MainActor in
      for seconds in [1, 2, 3] {
        try await clock.sleep(for: .seconds(seconds))
        wakes.withLock { $0.append(clock.now.offset) }
      }
    }
    await clock.waitForSleepers()
    await clock.run()
    try await chain.value
    #expect(wakes.withLock { $0 } == [.seconds(1), .seconds(3), .seconds(6)])
    #expect(clock.now.offset == .seconds(6))
    #expect(!clock.hasSleepers)
  }

  @Test("run() gives up on a timer that never stops, after its step bound, with an issue")
  func runIsBounded() async throws {
    let clock = TestClock()
    let timer = Task { @MainActor in
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    await clock.waitForSleepers()
    await withKnownIssue {
      await clock.run(maximumSteps: 5)
    }
    #expect(clock.now.offset == .seconds(5))
    timer.cancel()
    await #expect(throws: CancellationError.self) { try await timer.value }
  }
}
