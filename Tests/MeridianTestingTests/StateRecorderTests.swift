import MeridianModels
import MeridianTesting
import Observation
import Testing

/// A minimal model, written the way a team would write its own, to exercise the recorder.
@MainActor @Observable
final class CounterModel: StatePublishing {
  private(set) var state = 0
  @ObservationIgnored private let stream = StateStream(0)

  nonisolated var states: AsyncStream<Int> { stream.states }

  nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<Int>.Event) -> Void
  )
    -> StateSubscription
  { stream.subscribe(observer) }

  func increment(by step: Int = 1) {
    state += step
    stream.yield(state)
  }

  /// Increments after a suspension, the way an intent that awaits a service would.
  func incrementLater() -> Task<Void, Never> {
    Task { @MainActor in
      await Task.yield()
      increment()
    }
  }

  deinit { stream.finish() }
}

@Suite("StateRecorder")
@MainActor
struct StateRecorderTests {
  // MARK: - Passing expectations

  @Test("Records the current state and every later one, in order")
  func recordsInOrder() async {
    let model = CounterModel()
    let recorder = StateRecorder(model)
    model.increment()
    model.increment(by: 2)
    await recorder.expect(0, 1)
    await recorder.expect(3)
    recorder.finish()
    #expect(recorder.allStates == [0, 1, 3])
  }

  @Test("expect awaits states that a running task has yet to publish")
  func awaitsLaterStates() async {
    let model = CounterModel()
    let recorder = StateRecorder(model)
    await recorder.expect(0)
    let work = model.incrementLater()
    await recorder.expect(1)
    await work.value
    recorder.finish()
  }

  @Test("Records a bare AsyncStream too")
  func recordsAsyncStream() async {
    let stream = StateStream("idle")
    let recorder = StateRecorder(stream.states)
    stream.yield("busy")
    stream.yield("done")
    await recorder.expect("idle", "busy", "done")
    stream.finish()
    #expect(await recorder.next() == nil)
    recorder.finish()
  }

  @Test("next() returns each state, then nil once the model is gone")
  func nextThenNil() async {
    var model: CounterModel? = CounterModel()
    let recorder = StateRecorder(model!)
    model?.increment()
    #expect(await recorder.next() == 0)
    #expect(await recorder.next() == 1)
    model = nil
    #expect(await recorder.next() == nil)
    #expect(recorder.isFinished)
  }

  // MARK: - Failing expectations

  @Test("A different state is reported as a mismatch")
  func mismatch() async {
    let model = CounterModel()
    let recorder = StateRecorder(model)
    model.increment()
    await withKnownIssue {
      await recorder.expect(0, 2)
    }
    recorder.finish()  // the mismatching states were consumed
  }

  @Test("A state the model never published before it went away is reported as missing")
  func missingState() async {
    var model: CounterModel? = CounterModel()
    let recorder = StateRecorder(model!)
    model?.increment()
    model = nil
    await withKnownIssue {
      await recorder.expect(0, 1, 2)
    }
  }

  @Test("finish() fails on states no expectation consumed")
  func unconsumed() async {
    let model = CounterModel()
    let recorder = StateRecorder(model)
    model.increment()
    await recorder.expect(0)
    withKnownIssue {
      recorder.finish()
    }
    #expect(recorder.pendingStates.isEmpty)
  }

  @Test("skipPendingStates drops states without judging them")
  func skipping() async {
    let model = CounterModel()
    let recorder = StateRecorder(model)
    model.increment()
    recorder.skipPendingStates()
    model.increment()
    await recorder.expect(2)
    recorder.finish()
  }
}

@Suite("StateRecorder over a StateStream")
struct StateRecorderStreamTests {
  @Test("Recording a StateStream directly is exact and synchronous")
  func recordsStream() async {
    let stream = StateStream(1)
    let recorder = StateRecorder(stream)
    stream.yield(2)
    #expect(recorder.pendingStates == [1, 2])  // already there, no waiting
    await recorder.expect(1, 2)
    stream.finish()
    #expect(recorder.isFinished)
    recorder.finish()
  }
}
