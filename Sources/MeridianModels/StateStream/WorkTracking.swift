/// A model that tracks the work its intents start, so a caller can wait until none is running.
///
/// Every Meridian app model conforms. An intent such as a search starts a task; a gesture on the map
/// view can start one too. ``waitUntilIdle()`` returns once no such task is running, including tasks
/// started while it waits, so the states those tasks publish have all been published by then.
///
/// `StateRecorder` (in `MeridianTesting`) uses the conformance to fail promptly: when a test expects a
/// state that has not come and the model is idle, no more states will come by themselves, so the
/// expectation fails at once instead of waiting until the test's time limit. (Meridian's own models
/// also tell it when their only work left sleeps on a `TestClock` that nothing advances, such as a
/// debounce the test has not moved past.)
///
/// Conform your own model by tracking its tasks, or, when every intent is synchronous, with an
/// implementation that returns at once:
///
/// ```swift
/// import MeridianModels
///
/// @MainActor final class CounterModel: WorkTracking {
///   private(set) var state = 0
///   private let stream = StateStream(0)
///   private var work: Task<Void, Never>?
///   nonisolated var states: AsyncStream<Int> { stream.states }
///   nonisolated func subscribeToStates(
///     _ observer: @escaping @Sendable (StateStream<Int>.Event) -> Void
///   ) -> StateSubscription { stream.subscribe(observer) }
///   func incrementLater() {
///     work = Task { self.state += 1; self.stream.yield(self.state) }
///   }
///   func waitUntilIdle() async { await work?.value }
/// }
/// ```
@MainActor
public protocol WorkTracking: StatePublishing, Sendable {
  /// Suspends until no work the model started is running, including work started while waiting.
  ///
  /// Returns at once when the model is idle. When the waiting task is cancelled, it returns early;
  /// check `Task.isCancelled` if that matters.
  func waitUntilIdle() async
}
