/// A model that tracks the work its intents start, so a caller can wait until none is running.
///
/// See “`WorkTracking`” in `docs/architecture.md`.
@MainActor
public protocol WorkTracking: StatePublishing, Sendable {
  /// Suspends until no work the model started is running, including work started while waiting.
  ///
  /// Returns at once when the model is idle. When the waiting task is cancelled, it returns early;
  /// check `Task.isCancelled` if that matters.
  func waitUntilIdle() async
}
