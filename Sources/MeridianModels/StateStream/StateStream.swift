import InternalMeridianUtilities

/// The publishing primitive of Meridian's app models: a current state and any number of subscribers.
///
/// ```swift
/// let stream = StateStream(1)
/// let states = stream.states   // will yield 1, 2, 3
/// stream.yield(2)
/// stream.yield(3)
/// stream.finish()
/// ```
///
/// See “`StateStream`” in `docs/architecture.md`.
public final class StateStream<State: Sendable>: Sendable {
  /// What a synchronous observer receives: a state, or the end of the stream.
  public enum Event: Sendable {
    /// A published state (the first event is the current state at subscription time).
    case state(State)
    /// The stream finished; no more events follow.
    case finished
  }

  /// The current state; states are published under its lock, so the current state and the order
  /// subscribers see never disagree.
  private let currentState: SharedLock<State>
  /// The subscribers (streams and synchronous observers), fed in the order states are published; it
  /// finishes them when this stream is deinitialised.
  private let broadcaster = Broadcaster<State>(bufferLimit: .max)

  /// Creates a stream whose current state is `initial`.
  ///
  /// - Parameter initial: The state every subscriber gets first until another state is published.
  public init(_ initial: State) {
    currentState = SharedLock(initial)
  }

  /// The state most recently published (or the initial one).
  public var current: State { currentState.withLock { $0 } }

  /// A Boolean value indicating whether ``finish()`` has been called.
  public var isFinished: Bool { broadcaster.isFinished }

  /// The number of subscribers listening now.
  package var subscriberCount: Int { broadcaster.subscriberCount }

  /// A new stream that yields the current state, then every later state in order, and finishes with
  /// this stream.
  ///
  /// Each access returns a stream for one more subscriber, with an unbounded buffer (see the type's
  /// discussion). A stream taken after ``finish()`` yields the last state and finishes.
  public var states: AsyncStream<State> {
    currentState.withLock { current in broadcaster.stream(startingWith: current) }
  }

  /// Registers an observer that is called synchronously with the current state, then with every later
  /// state as it is published, then once with ``Event/finished``.
  ///
  /// The observer runs inside ``yield(_:)`` while the stream's lock is held, so it must be quick and must
  /// not call back into this stream. Use ``states`` for anything that awaits. Test recorders use this
  /// form because it leaves no gap between a model publishing a state and the recorder holding it.
  ///
  /// - Parameter observer: The closure to call with each event.
  /// - Returns: A subscription; cancel it (or drop it) to stop observing.
  public func subscribe(_ observer: @escaping @Sendable (Event) -> Void) -> StateSubscription {
    let cancel = currentState.withLock { current in
      broadcaster.observe(startingWith: current) { event in
        switch event {
        case .value(let state): observer(.state(state))
        case .finished: observer(.finished)
        }
      }
    }
    return StateSubscription(onCancel: cancel)
  }

  /// Publishes a new current state to every subscriber.
  ///
  /// After ``finish()`` this does nothing.
  ///
  /// - Parameter state: The new state.
  public func yield(_ state: State) {
    currentState.withLock { current in
      if broadcaster.yield(state) { current = state }
    }
  }

  /// Finishes every subscriber's stream; later subscribers get the last state and finish at once.
  ///
  /// Calling it again does nothing.
  public func finish() {
    broadcaster.finish()
  }
}
