import InternalMeridianUtilities

/// The publishing primitive of Meridian's app models: a current state and any number of subscribers.
///
/// A model owns one `StateStream` and publishes each new state with ``yield(_:)``. Every access to
/// ``states`` returns a new `AsyncStream` that first yields the current state, then every later state, in
/// the order they were published:
///
/// ```swift
/// let stream = StateStream(1)
/// let states = stream.states   // will yield 1, 2, 3
/// stream.yield(2)
/// stream.yield(3)
/// stream.finish()
/// ```
///
/// A subscriber that stops listening (its task is cancelled, or it drops the stream) is removed at once.
/// ``finish()`` ends every stream; a model calls it from its `deinit`, and the stream also finishes its
/// subscribers when it is itself deinitialised, so a dropped model always ends its streams.
///
/// ## Buffering
///
/// Each subscriber's buffer is unbounded. A state is never dropped, so a test recorder (or a UI front
/// that replays history) sees every state in order. This is safe because models publish a bounded
/// number of states per intent (a person's taps and keystrokes), and a subscriber that goes away stops
/// buffering. A subscriber that keeps a stream without ever iterating it holds every later state in
/// memory, so do not do that: iterate it, or drop it.
///
/// ## Concurrency
///
/// `StateStream` is a `Sendable` final class guarded by a lock, so it can be finished from a
/// nonisolated `deinit` of a `@MainActor` model. States are delivered to subscribers under the lock, so
/// two subscribers always see the same order even if two tasks publish at once.
public final class StateStream<State: Sendable>: Sendable {
  /// What a synchronous observer receives: a state, or the end of the stream.
  public enum Event: Sendable {
    /// A published state (the first event is the current state at subscription time).
    case state(State)
    /// The stream finished; no more events follow.
    case finished
  }

  private struct Storage {
    var current: State
    var observers: [UInt64: @Sendable (Event) -> Void] = [:]
    var nextID: UInt64 = 0
    var isFinished = false
  }

  private let storage: SharedLock<Storage>

  /// Creates a stream whose current state is `initial`.
  ///
  /// - Parameter initial: The state every subscriber gets first until another state is published.
  public init(_ initial: State) {
    storage = SharedLock(Storage(current: initial))
  }

  deinit {
    finish()
  }

  /// The state most recently published (or the initial one).
  public var current: State { storage.withLock { $0.current } }

  /// A Boolean value indicating whether ``finish()`` has been called.
  public var isFinished: Bool { storage.withLock { $0.isFinished } }

  /// The number of subscribers listening now.
  package var subscriberCount: Int { storage.withLock { $0.observers.count } }

  /// A new stream that yields the current state, then every later state in order, and finishes with
  /// this stream.
  ///
  /// Each access returns a stream for one more subscriber, with an unbounded buffer (see the type's
  /// discussion). A stream taken after ``finish()`` yields the last state and finishes.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
    let subscription = subscribe { event in
      switch event {
      case .state(let state): continuation.yield(state)
      case .finished: continuation.finish()
      }
    }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
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
    let id: UInt64? = storage.withLock { storage in
      observer(.state(storage.current))
      if storage.isFinished { return nil }
      storage.nextID += 1
      storage.observers[storage.nextID] = observer
      return storage.nextID
    }
    guard let id else {
      observer(.finished)
      return StateSubscription {}
    }
    return StateSubscription { [weak self] in
      _ = self?.storage.withLock { $0.observers.removeValue(forKey: id) }
    }
  }

  /// Publishes a new current state to every subscriber.
  ///
  /// After ``finish()`` this does nothing.
  ///
  /// - Parameter state: The new state.
  public func yield(_ state: State) {
    storage.withLock { storage in
      guard !storage.isFinished else { return }
      storage.current = state
      for id in storage.observers.keys.sorted() {
        storage.observers[id]?(.state(state))
      }
    }
  }

  /// Finishes every subscriber's stream; later subscribers get the last state and finish at once.
  ///
  /// Calling it again does nothing.
  public func finish() {
    let observers: [@Sendable (Event) -> Void] = storage.withLock { storage in
      guard !storage.isFinished else { return [] }
      storage.isFinished = true
      let observers = storage.observers.sorted { $0.key < $1.key }.map(\.value)
      storage.observers = [:]
      return observers
    }
    for observer in observers { observer(.finished) }
  }
}
