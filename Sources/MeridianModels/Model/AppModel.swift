import MeridianMapView

/// The scaffolding every Meridian app model shares, written once: a model owns a ``ModelCore`` and
/// this extension gives it ``StatePublishing`` and ``WorkTracking``.
///
/// A model declares its request kinds (``RequestKind``), holds `let core = ModelCore(...)`, and writes
/// only its intents and what its answers do: `state`, `states`, `subscribeToStates(_:)`,
/// `waitUntilIdle()` and `waitUntilIdleOrStalled()` come from here, `update(_:)` publishes, and the
/// core's `deinit` tears everything down.
///
/// The protocol is internal: the public contract is ``StatePublishing`` and ``WorkTracking``, which a
/// model of your own can adopt with a ``StateStream`` and no scaffolding. How Meridian's models keep
/// their requests may change without touching that contract.
@MainActor
protocol AppModel: StallReporting {
  /// The kinds of request the model runs.
  associatedtype Request: RequestKind

  /// The model's state, stream, requests, handlers, overlays and callout.
  nonisolated var core: ModelCore<State, Request> { get }
}

extension AppModel {
  /// The current state.
  public var state: State { core.state }

  /// A new stream of the current state and every later state; it finishes when the model goes away.
  ///
  /// Each access returns a stream for one more subscriber (see ``StateStream/states``).
  public nonisolated var states: AsyncStream<State> { core.stream.states }

  /// Registers an observer called synchronously with the current state, every later state, and the end.
  ///
  /// - Parameter observer: The closure to call; it must be quick and must not call back into the model.
  /// - Returns: A subscription that stops the observer when cancelled or dropped.
  public nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<State>.Event) -> Void
  )
    -> StateSubscription
  { core.stream.subscribe(observer) }

  /// Suspends until none of the model's requests is running, including requests started while waiting.
  public func waitUntilIdle() async { await core.requests.waitUntilIdle() }

  /// Suspends until none of the model's requests is running, or each one still running is stalled
  /// on a test clock that nothing advances (see `SleepReport`).
  package func waitUntilIdleOrStalled() async -> WorkStillness {
    await core.requests.waitUntilIdleOrStalled()
  }

  /// Changes the state and publishes it, unless the change leaves it equal.
  func update(_ change: (inout State) -> Void) { core.update(change) }
}
