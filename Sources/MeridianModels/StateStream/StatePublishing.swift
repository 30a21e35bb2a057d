/// A model that publishes its state: what a UI front binds to and what a test records.
///
/// Every Meridian app model conforms. `state` is the value a person sees; ``states`` yields it and every
/// later value; ``subscribeToStates(_:)`` is the synchronous form that `StateRecorder` (in
/// `MeridianTesting`) uses. Conform your own models by owning a ``StateStream``:
///
/// ```swift
/// @MainActor @Observable final class CounterModel: StatePublishing {
///   private(set) var state = 0
///   @ObservationIgnored private let stream = StateStream(0)
///   nonisolated var states: AsyncStream<Int> { stream.states }
///   nonisolated func subscribeToStates(
///     _ observer: @escaping @Sendable (StateStream<Int>.Event) -> Void
///   ) -> StateSubscription { stream.subscribe(observer) }
///   func increment() { state += 1; stream.yield(state) }
///   deinit { stream.finish() }
/// }
/// ```
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
