/// A model that publishes its state: what a UI front binds to and what a test records.
///
/// See “`StatePublishing`” in `docs/architecture.md`.
@MainActor
public protocol StatePublishing: AnyObject {
  /// The state a person sees, compared by what is shown.
  associatedtype State: Sendable & Equatable

  /// The current state.
  var state: State { get }

  /// A new stream of the current state and every later state; it finishes when the model goes away.
  nonisolated var states: AsyncStream<State> { get }

  /// Registers an observer called synchronously with the current state, every later state, and the end.
  ///
  /// - Parameter observer: The closure to call; it must be quick and must not call back into the model.
  /// - Returns: A subscription that stops the observer when cancelled or dropped.
  nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<State>.Event) -> Void
  )
    -> StateSubscription
}
