import Foundation
import Meridian
import MeridianTesting
import Observation
import Testing

/// A counter whose increments run as tasks it tracks, as Meridian's models track theirs.
@MainActor @Observable
final class TrackedCounterModel: WorkTracking {
  private(set) var state = 0
  @ObservationIgnored private let stream = StateStream(0)
  @ObservationIgnored private var running: [Task<Void, Never>] = []

  nonisolated var states: AsyncStream<Int> { stream.states }

  nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<Int>.Event) -> Void
  )
    -> StateSubscription
  { stream.subscribe(observer) }

  /// Increments after a suspension, the way an intent that awaits a service would.
  func incrementLater() {
    running.append(
      Task {
        await Task.yield()
        state += 1
        stream.yield(state)
      })
  }

  func waitUntilIdle() async {
    while let task = running.first {
      await task.value
      running.removeAll { $0 == task }
    }
  }

  deinit { stream.finish() }
}

/// How `expect` fails when a state never comes, and how a dropped recorder reports what it left.
@Suite("StateRecorder failures")
@MainActor
struct StateRecorderFailureTests {
  // MARK: - A state that never comes

  @Test("A missing state fails as soon as the model is idle, not never")
  func idleModelFails() async {
    let model = TrackedCounterModel()
    let recorder = StateRecorder(model)
    model.incrementLater()
    await withKnownIssue {
      await recorder.expect(0, 1, 2)  // the model publishes 1, then has nothing left to do
    } matching: { issue in
      issue.description.contains("The model is idle") && issue.description.contains("  2")
    }
    #expect(recorder.pendingStates.isEmpty)  // 0 and 1 were consumed
    recorder.finish()
  }

  @Test("A real model that is idle fails at once: no tap, no marker")
  func realModelIdle() async {
    let map = Map(spatialReference: .wgs84)
    map.initialViewpoint = Viewpoint(latitude: 60.17, longitude: 24.94, scale: 50_000)
    let mapView = MapView(map: map, viewSize: CGSize(width: 400, height: 400))
    let model = MapDisplayModel(mapView: mapView)
    let recorder = StateRecorder(model)
    let initial = MapDisplayModel.State(map: MapChoice.defaults[0])
    await withKnownIssue {
      await recorder.expect(initial, MapDisplayModel.State(map: MapChoice.defaults[0], markers: [mapView.center]))
    }
    recorder.finish()
  }

  @Test("A waiting expectation ends with a failure when its task is cancelled")
  func cancellationEndsTheWait() async {
    let model = CounterModel()  // tracks no work: only cancellation or a timeout can end the wait
    let recorder = StateRecorder(model)
    let waiting = Task {
      await withKnownIssue {
        await recorder.expect(0, 1)
      } matching: { issue in
        issue.description.contains("cancelled while waiting")
      }
    }
    waiting.cancel()
    await waiting.value
    recorder.finish()
  }

  @Test("A timeout on an injected clock bounds the wait")
  func timeoutOnInjectedClock() async {
    let clock = TestClock()
    let model = CounterModel()
    let recorder = StateRecorder(model, timeout: .seconds(2), clock: clock)
    let waiting = Task {
      await withKnownIssue {
        await recorder.expect(0, 1)
      } matching: { issue in
        issue.description.contains("No state came within 2.0 seconds")
      }
    }
    await clock.waitForSleepers()  // the expectation is waiting, with its timeout on the clock
    await clock.advance(by: .seconds(2))
    await waiting.value
    recorder.finish()
  }

  @Test("States that arrive in time pass, and the timeout's sleep leaves the clock")
  func arrivesBeforeTimeout() async {
    let clock = TestClock()
    let model = TrackedCounterModel()
    let recorder = StateRecorder(model, timeout: .seconds(2), clock: clock)
    model.incrementLater()
    await recorder.expect(0, 1)
    recorder.finish()
    await model.waitUntilIdle()
    #expect(clock.now.offset == .zero)
  }

  // MARK: - A recorder dropped with unconsumed states

  @Test("A recorder dropped with unconsumed states reports them at the line that created it")
  func droppedWithPendingStates() {
    let model = CounterModel()
    let line = #line + 2
    withKnownIssue {
      let recorder = StateRecorder(model)
      model.increment()
      #expect(recorder.pendingStates == [0, 1])
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.description.contains("2 state(s) that no expectation consumed")
    }
  }

  @Test("A recorder dropped with every state consumed reports nothing")
  func droppedClean() async {
    let model = CounterModel()
    do {
      let recorder = StateRecorder(model)
      model.increment()
      await recorder.expect(0, 1)
    }
    model.increment()  // published after the recorder went away: nobody listens
    #expect(model.state == 2)
  }
}
