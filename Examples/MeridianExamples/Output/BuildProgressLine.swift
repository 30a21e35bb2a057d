import Dispatch
import Foundation
import MeridianSampleData
import Synchronization

/// Shows the first run's sample-data build on a terminal, so it is never silent for long.
///
/// One line on standard error, redrawn in place whenever a phase's percentage changes and at
/// least once a second while the build runs (with the seconds so far), and ended with a newline
/// when the build is done:
/// `Building the sample data (first run only): Helsinki basemap 100 %, Helsinki places index 100 %,
/// world places index 42 % · 6 s` (the phases in the order they started: the offline basemap and the
/// two indexes are built side by side).
/// Nothing is written when standard error is not a terminal, so transcripts, pipes and the tests
/// that compare them never see it. A load from the cache that takes a second or more shows
/// `Loading the sample data from the cache · 2 s` the same way; a quicker one shows nothing.
///
/// The once-a-second redraw runs on a Dispatch timer of its own, not on Swift's cooperative
/// threads: the build keeps those busy (one task per core), and a timer task waiting for one of
/// them would stay silent as long as the build.
final class BuildProgressLine: Sendable {
  private struct State {
    /// Each phase and its whole percentage, in the order the phases started.
    var phases: [(name: String, percent: Int)] = []
    /// The time since ``showing(every:clock:isolation:_:)`` started.
    var elapsed: (@Sendable () -> Duration)?
    /// Whether the timer drew the line (a build, or a load from the cache that took a while).
    var hasDrawn = false
  }

  private let state = Mutex(State())
  private let isEnabled: Bool
  private let write: @Sendable (String) -> Void

  /// Creates a display.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether to draw at all; by default, when standard error is a terminal.
  ///   - write: Where the text goes; by default, standard error.
  init(
    isEnabled: Bool = isatty(STDERR_FILENO) == 1,
    write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.isEnabled = isEnabled
    self.write = write
  }

  /// Takes a progress report from the sample data and redraws the line when a percentage changed.
  func report(_ progress: SampleData.BuildProgress) {
    guard isEnabled else { return }
    let percent = Int((min(1, max(0, progress.fraction)) * 100).rounded(.down))
    state.withLock { state in
      if let index = state.phases.firstIndex(where: { $0.name == progress.phase }) {
        guard state.phases[index].percent != percent else { return }
        state.phases[index].percent = percent
      } else {
        state.phases.append((progress.phase, percent))
      }
      draw(state)
    }
  }

  /// Runs `work` while a timer redraws the line every `interval`, then ends the line if one was drawn.
  ///
  /// - Parameters:
  ///   - interval: How often the timer redraws.
  ///   - clock: The clock the seconds on the line are read from (tests pass a `TestClock`).
  ///   - isolation: The caller's actor, on which `work` runs. Leave the default.
  ///   - work: The work that may build the sample data.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  func showing<T>(
    every interval: Duration = .seconds(1), clock: any Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T
  ) async throws -> T {
    let stopwatch = Self.stopwatch(clock)
    state.withLock { $0.elapsed = stopwatch }
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "meridian-demo.build-progress"))
    let nanoseconds = Int(interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000)
    timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
    timer.setEventHandler { [self] in tick() }
    timer.resume()
    defer {
      timer.cancel()
      state.withLock { state in
        if (!state.phases.isEmpty || state.hasDrawn) && isEnabled {
          draw(state)
          write("\n")
        }
        state = State()
      }
    }
    return try await work()
  }

  /// Redraws the line with the seconds so far: the build's phases, or the cache load's seconds.
  func tick() {
    state.withLock { state in
      guard state.elapsed != nil else { return }  // not showing: the timer fired as the work ended
      state.hasDrawn = true
      draw(state)
    }
  }

  /// The time since now on a clock.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// The text of the line (without the carriage return that redraws it).
  private static func text(_ state: State) -> String {
    let phases = state.phases.map { "\($0.name) \($0.percent) %" }.joined(separator: ", ")
    let seconds = state.elapsed.map { $0().components.seconds } ?? 0
    if phases.isEmpty { return "Loading the sample data from the cache · \(seconds) s" }
    return "Building the sample data (first run only): \(phases) · \(seconds) s"
  }

  private func draw(_ state: State) {
    guard isEnabled else { return }
    // Back to the start of the line, then clear what a longer earlier line left.
    write("\r\(Self.text(state))\u{1B}[K")
  }
}
