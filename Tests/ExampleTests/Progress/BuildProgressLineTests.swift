import Foundation
import MeridianSampleData
import MeridianTesting
import Synchronization
import Testing

@testable import MeridianExamples

/// The demo's first-run progress line: redrawn in place when a percentage changes and once a second
/// while the build runs, ended with a newline, and absent when standard error is not a terminal.
@Suite("First-run progress line")
struct BuildProgressLineTests {
  /// What the line wrote, each write one element.
  final class Written: Sendable {
    private let stored = Mutex<[String]>([])

    func append(_ text: String) { stored.withLock { $0.append(text) } }

    var values: [String] { stored.withLock { $0 } }
  }

  static let prefix = "\rBuilding the sample data (first run only): "
  static let clear = "\u{1B}[K"

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
        Self.prefix + "Helsinki places index 0 % · 0 s" + Self.clear,
        Self.prefix + "Helsinki places index 0 %, world places index 0 % · 0 s" + Self.clear,
        Self.prefix + "Helsinki places index 100 %, world places index 0 % · 0 s" + Self.clear,
        Self.prefix + "Helsinki places index 100 %, world places index 42 % · 0 s" + Self.clear,
      ])
  }

  @Test("While the build runs, the line is redrawn every second with the seconds so far, then ended")
  func redrawsEverySecond() async throws {
    let written = Written()
    let line = BuildProgressLine(isEnabled: true, write: written.append)
    let clock = TestClock()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let run = Task {
      try await line.showing(clock: clock) {
        line.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.1))
        for await _ in gate { break }  // the build: it ends when the test says
        return 7
      }
    }
    // The build's first report is drawn before the clock moves.
    while written.values.isEmpty { await Task.yield() }
    for _ in 0..<3 {
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(1))
    }
    await clock.waitForSleepers()
    open.yield()
    #expect(try await run.value == 7)
    #expect(
      written.values == [
        Self.prefix + "world places index 10 % · 0 s" + Self.clear,
        Self.prefix + "world places index 10 % · 1 s" + Self.clear,
        Self.prefix + "world places index 10 % · 2 s" + Self.clear,
        Self.prefix + "world places index 10 % · 3 s" + Self.clear,
        "\n",
      ])
  }

  @Test("Nothing is drawn when nothing is built (the cache loaded) or standard error is not a terminal")
  func silentWhenNothingToShow() async throws {
    let written = Written()
    let clock = TestClock()
    let loaded = BuildProgressLine(isEnabled: true, write: written.append)
    let idle = Task { try await loaded.showing(clock: clock) { 1 } }
    #expect(try await idle.value == 1)
    let piped = BuildProgressLine(isEnabled: false, write: written.append)
    let quiet = Task {
      try await piped.showing(clock: clock) {
        piped.report(SampleData.BuildProgress(phase: "world places index", fraction: 0.5))
        return 2
      }
    }
    #expect(try await quiet.value == 2)
    #expect(written.values.isEmpty)
  }
}
