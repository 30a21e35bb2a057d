import InternalMeridianUtilities
import MeridianMapView

/// What every app model owns to publish its state and run its intents, and how it tears them down.
///
/// A model holds one `ModelCore` and nothing else holds it (intent tasks capture the model and its
/// tasks weakly), so when the model is freed the core is freed with it: its `deinit` cancels every
/// intent task still running (a request that hangs sees the cancellation), removes the map-view
/// handlers the model registered (``keep(_:)``) and finishes every state stream. The models
/// therefore need no `deinit` of their own; this is the one place that writes it.
final class ModelCore<State: Sendable>: Sendable {
  /// The model's state publisher: ``StatePublishing/states`` and
  /// ``StatePublishing/subscribeToStates(_:)`` forward to it.
  let stream: StateStream<State>
  /// The tasks the model's intents start.
  let tasks = IntentTasks()
  /// The map-view handler registrations the model made, cancelled when the model goes away.
  private let registrations = SharedLock<[MapView.EventRegistration]>([])

  /// Creates the core of a model whose first state is `initial`.
  init(_ initial: State) { stream = StateStream(initial) }

  /// Keeps a map-view handler registration for as long as the model lives.
  ///
  /// A model registers its handlers like any other code (they are multicast, so the app's own
  /// handlers on the same view still run) and hands each registration here, so the handlers go away
  /// with the model and a view that outlives it calls nothing of it.
  ///
  /// - Parameter registration: What an `on…` method of the map view returned.
  func keep(_ registration: MapView.EventRegistration) {
    registrations.withLock { $0.append(registration) }
  }

  deinit {
    tasks.cancelAll()
    for registration in registrations.withLock({ $0 }) { registration.cancel() }
    stream.finish()
  }
}
