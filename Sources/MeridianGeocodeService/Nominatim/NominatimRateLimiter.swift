import InternalMeridianUtilities

/// Spaces requests at least ``interval`` apart on the injected clock.
///
/// Each request reserves the next free start time under a lock, then sleeps until it; concurrent
/// callers therefore start in the order they reserved, one interval apart. A caller cancelled while
/// it waits throws `CancellationError`; its slot stays used, so the spacing never gets shorter.
final class NominatimRateLimiter: Sendable {
  /// The least time between the starts of two requests.
  let interval: Duration
  private let clock: any Clock<Duration>
  private let elapsed: @Sendable () -> Duration
  private let nextStart = SharedLock<Duration?>(nil)

  /// Creates a limiter on a clock.
  ///
  /// - Parameters:
  ///   - interval: The least time between two starts.
  ///   - clock: The clock that measures and waits.
  init(interval: Duration, clock: any Clock<Duration>) {
    self.interval = interval
    self.clock = clock
    self.elapsed = Self.stopwatch(clock)
  }

  /// Waits until this caller's turn.
  ///
  /// - Throws: `CancellationError` when cancelled while waiting.
  func waitForTurn() async throws {
    let now = elapsed()
    let interval = self.interval
    let start = nextStart.withLock { next in
      let start = max(now, next ?? now)
      next = start + interval
      return start
    }
    if start > now { try await clock.sleep(for: start - now) }
  }

  /// A function that returns the time since it was made, measured on `clock`.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let origin = clock.now
    return { origin.duration(to: clock.now) }
  }
}
