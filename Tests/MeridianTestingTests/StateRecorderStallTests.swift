import Foundation
import Meridian
import MeridianTesting
import Testing

/// `expect` waiting for a state that only an advance of a `TestClock` could bring fails at once,
/// with the states it did get and the ones missing, instead of blocking until the test's time limit.
/// (Before, it blocked: the time limit below is what such a test would run into.)
@Suite("StateRecorder and a model stalled on a test clock", .timeLimit(.minutes(10)))
@MainActor
struct StateRecorderStallTests {
  typealias State = SearchModel.State

  /// The locator's suggestion, as the default-named locator source hands it on.
  static let kaivokatu = SearchSuggestion(SuggestResult(label: "Kaivokatu 8, Helsinki"), sourceName: "Locator")

  /// A search over a mock locator that suggests Kaivokatu 8, debouncing 300 ms on `clock`.
  func model(clock: any Clock<Duration>) -> SearchModel {
    let transport = MockTransport()
    transport.suggestResults = [SuggestResult(label: "Kaivokatu 8, Helsinki")]
    let model = SearchModel(
      source: LocatorSearchSource(locator: LocatorTask(transport: transport, clock: TestClock())), clock: clock)
    model.debounce = .milliseconds(300)
    return model
  }

  @Test("A debounce the test has not advanced past fails the expectation at once, with the diff")
  func stalledFailsAtOnce() async {
    let clock = TestClock()
    let model = model(clock: clock)
    let recorder = StateRecorder(model)
    model.type("Kai")
    await withKnownIssue {
      await recorder.expect(
        State(), State(currentQuery: "Kai"), State(currentQuery: "Kai", outcome: .suggestions([Self.kaivokatu])))
    } matching: { issue in
      issue.description.contains("sleeps on a TestClock that nothing advances")
        && issue.description.contains("suggestions([\"Kaivokatu 8, Helsinki\"])")
    }
    // The two states that came were consumed; nothing else is pending, and next() does not wait either.
    #expect(recorder.pendingStates.isEmpty)
    #expect(await recorder.next() == nil)
    #expect(clock.sleeperCount == 1)  // the debounce still sleeps: nothing was advanced behind the test's back
    recorder.finish()
  }

  @Test("An advance short of the deadline leaves it stalled; the advance past it brings the state")
  func partialThenFullAdvance() async {
    let clock = TestClock()
    let model = model(clock: clock)
    let recorder = StateRecorder(model)
    model.type("Kai")
    await recorder.expect(State(), State(currentQuery: "Kai"))
    await clock.waitForSleepers()  // the debounce sleeps from now on: 300 ms to go
    await clock.advance(by: .milliseconds(299))
    await withKnownIssue {
      await recorder.expect(State(currentQuery: "Kai", outcome: .suggestions([Self.kaivokatu])))
    } matching: { issue in
      issue.description.contains("sleeps on a TestClock")
    }
    await clock.advance(by: .milliseconds(1))
    await recorder.expect(State(currentQuery: "Kai", outcome: .suggestions([Self.kaivokatu])))
    recorder.finish()
  }

  @Test("A debounce on a real clock is not a stall: the expectation waits for it and passes")
  func realClockWaits() async {
    let model = model(clock: ContinuousClock())
    model.debounce = .milliseconds(20)
    let recorder = StateRecorder(model)
    model.type("Kai")
    await recorder.expect(
      State(), State(currentQuery: "Kai"), State(currentQuery: "Kai", outcome: .suggestions([Self.kaivokatu])))
    recorder.finish()
  }

  @Test("A model of one's own that tracks its work fails at once when idle, with the diff")
  func ownModelIdle() async {
    let model = TrackedCounterModel()
    let recorder = StateRecorder(model)
    model.incrementLater()
    await model.waitUntilIdle()
    await withKnownIssue {
      await recorder.expect(0, 2)  // it published 1
    } matching: { issue in
      issue.description.contains("0: 0") && issue.description.contains("expected 2")
        && issue.description.contains("actual   1")
    }
    recorder.finish()
  }

  @Test("The clock says it is advancing while an advance wakes a sleeper, and not after")
  func clockReportsItsAdvance() async {
    let clock = TestClock()
    let sleeper = Task { () -> Bool in
      try? await clock.sleep(for: .seconds(1))
      return clock.isAdvancing
    }
    await clock.waitForSleepers()
    #expect(!clock.isAdvancing)
    await clock.advance(by: .seconds(1))
    #expect(await sleeper.value)
    #expect(!clock.isAdvancing)
  }
}
