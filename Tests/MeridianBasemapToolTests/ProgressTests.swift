import InternalMeridianToolSupport
import MeridianTestSupport
import MeridianTesting
import Testing

@testable import MeridianBasemapTool

@Suite("Build progress of meridian-basemap and meridian-locator")
struct ProgressTests {
  @Test("In a log: a line at each tenth the build passes, and one every 2 s of the clock whatever happens")
  func lines() async {
    let console = RecordingConsole()
    let progress = BuildProgress(console: console, enabled: true)
    let clock = TestClock()
    let ticker = Task { await progress.run(clock: clock) }
    progress.update(0)
    progress.update(0.05)  // still the first tenth: no line
    progress.update(0.42)
    #expect(console.stderr == "Building:   0 %\nBuilding:  42 %\n")
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(2))
    await clock.waitForSleepers()
    #expect(console.stderr.hasSuffix("Building:  42 % after 2 s\n"))
    await clock.advance(by: .seconds(1))
    #expect(!console.stderr.contains("after 3 s"))
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    #expect(console.stderr.hasSuffix("Building:  42 % after 4 s\n"))
    progress.update(0.3)  // never backwards
    progress.update(1)
    #expect(console.stderr.hasSuffix("after 4 s\nBuilding: 100 %\n"))
    ticker.cancel()
    await ticker.value
  }

  @Test("On a terminal: the bar redrawn in place at each whole percent, and cleared at the end")
  func terminal() {
    let console = RecordingConsole(terminal: true)
    let progress = BuildProgress(console: console, enabled: true)
    progress.update(0.5)
    progress.update(0.501)
    #expect(console.stderr == "\rBuilding [###############---------------]  50 %  0 s")
    progress.finish()
    #expect(console.stderr.hasSuffix("\r" + String(repeating: " ", count: 54) + "\r"))
    #expect(BuildProgress.bar(1, seconds: 12.7) == "\rBuilding [##############################] 100 %  12 s")
  }

  @Test("--quiet: nothing, however long the build")
  func quiet() async {
    let console = RecordingConsole(terminal: true)
    let progress = BuildProgress(console: console, enabled: false)
    await progress.run(clock: TestClock())  // returns at once
    progress.update(0.7)
    progress.finish()
    #expect(console.stderr.isEmpty)
  }
}
