/// What every app model owns to publish its state and run its intents, and how it tears them down.
///
/// A model holds one `ModelCore` and nothing else holds it (intent tasks capture the model and its
/// tasks weakly), so when the model is freed the core is freed with it: its `deinit` cancels every
/// intent task still running (a request that hangs sees the cancellation) and finishes every state
/// stream. The models therefore need no `deinit` of their own; this is the one place that writes it.
final class ModelCore<State: Sendable>: Sendable {
  /// The model's state publisher: ``StatePublishing/states`` and
  /// ``StatePublishing/subscribeToStates(_:)`` forward to it.
  let stream: StateStream<State>
  /// The tasks the model's intents start.
  let tasks = IntentTasks()

  /// Creates the core of a model whose first state is `initial`.
  init(_ initial: State) { stream = StateStream(initial) }

  deinit {
    tasks.cancelAll()
    stream.finish()
  }
}
