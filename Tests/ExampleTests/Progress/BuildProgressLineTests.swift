import Foundation
import MeridianSampleData
import MeridianTesting
import Synchronization
import Testing

@testable import MeridianExamples

/// The demo's first-run progress line: redrawn in place when a percentage changes and by a timer
/// while the build runs (with the seconds on the clock), ended with a newline, and absent when
/// standard error is not a terminal.
@Suite("First-run progress line")
struct BuildProgressLineTests {
  /// What the line wrote, each write one element.
  final class Written: Sendable {
    private let stored = Mutex<[String]>([])

    func append(_ text: String) { stored.withLock { $0.append(text) } }

    var values: [String] { stored.withLock { $0 } }
  }

  static func line(_ text: String) -> String {
    "\rBuilding the sample data (first run only): \(text)\u{1B}[K"
  }

  @Test("Each new percentage redraws the line; a repeated one does not; phases keep their order")
  func redrawsOnChange() async throws {
    let written = Written()
    let line = BuildProgressLine(isEnabled: true, write: written.append)
    line.report(SampleData.BuildProgress(phase: "Helsinki places index", fraction: 0))
    line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.004))
    line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.009))  // still 0 %
    line.report(SampleData.BuildProgress(phase: "Helsinki places index", fraction: 1))
    line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.425))
    #expect(
      written.values == [
        Self.line("Helsinki places index 0 % · 0 s"),
        Self.line("Helsinki places index 0 %, world places index 0 % · 0 s"),
        Self.line("Helsinki places index 100 %, world places index 0 % · 0 s"),
        Self.line("Helsinki places index 100 %, world places index 42 % · 0 s"),
      ])
  }

  @Test("A tick redraws the line with the seconds on the clock; the end draws it once more and ends it")
  func ticksShowSeconds() async throws {
    let written = Written()
    let line = BuildProgressLine(isEnabled: true, write: written.append)
    let clock = TestClock()
    // The timer's hour never passes here: the test ticks by hand.
    let result = try await line.showing(every: .seconds(3_600), clock: clock) {
      line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.1))
      await clock.advance(by: .seconds(1))
      line.tick()
      await clock.advance(by: .milliseconds(2_500))
      line.tick()
      line.report(SampleData.BuildProgress(phase: "world places index", fraction: 1))
      return 7
    }
    #expect(result == 7)
    #expect(
      written.values == [
        Self.line("world places index 10 % · 0 s"),
        Self.line("world places index 10 % · 1 s"),
        Self.line("world places index 10 % · 3 s"),
        Self.line("world places index 100 % · 3 s"),
        Self.line("world places index 100 % · 3 s"),
        "\n",
      ])
  }

  @Test("The timer redraws while every cooperative thread is busy (as a build keeps them)")
  func timerNeedsNoCooperativeThread() async throws {
    let written = Written()
    let line = BuildProgressLine(isEnabled: true, write: written.append)
    let busy = ProcessInfo.processInfo.activeProcessorCount + 1
    let released = try await line.showing(every: .milliseconds(20)) { () async -> Bool in
      line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.5))
      // Block every cooperative thread until the timer has drawn twice more, or ten seconds pass
      // (which a timer that waits for those threads would let happen).
      return await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<busy {
          group.addTask {
            let deadline = Date().addingTimeInterval(10)
            while written.values.count < 3 && Date() < deadline { usleep(1_000) }
            return written.values.count >= 3
          }
        }
        return await group.reduce(true) { $0 && $1 }
      }
    }
    #expect(released, "the timer did not draw while the cooperative threads were busy")
    #expect(written.values.last == "\n")
  }

  @Test("A load from the cache that lasts past a tick says so with the seconds, and ends its line")
  func slowCacheLoad() async throws {
    let written = Written()
    let line = BuildProgressLine(isEnabled: true, write: written.append)
    let clock = TestClock()
    try await line.showing(every: .seconds(3_600), clock: clock) {
      await clock.advance(by: .seconds(2))
      line.tick()
    }
    let loading = "\rLoading the sample data from the cache · 2 s\u{1B}[K"
    #expect(written.values == [loading, loading, "\n"])
  }

  @Test("Nothing is drawn when nothing is built (the cache loaded) or standard error is not a terminal")
  func silentWhenNothingToShow() async throws {
    let written = Written()
    let loaded = BuildProgressLine(isEnabled: true, write: written.append)
    #expect(try await loaded.showing { 1 } == 1)
    let piped = BuildProgressLine(isEnabled: false, write: written.append)
    let quiet = try await piped.showing(every: .milliseconds(5)) {
      piped.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.5))
      try await Task.sleep(for: .milliseconds(30))
      return 2
    }
    #expect(quiet == 2)
    #expect(written.values.isEmpty)
  }
}
