/// Fans values out to any number of subscribers: Meridian's one multicast stream.
///
/// `Map.changes`, `GraphicsOverlay.changes`, the map view's event streams and the app models'
/// `StateStream` are each one broadcaster. Every subscriber receives each value yielded after it
/// subscribed, in ``yield(_:)`` order, the same order for all: values are handed out under the
/// broadcaster's lock, which is always the innermost, so `yield` may run under another lock. A slow
/// stream keeps the newest ``bufferLimit`` values (`Int.max` keeps all); an observer is called
/// synchronously. A subscriber ends when its consumer stops iterating or its cancel closure runs;
/// ``finish()`` or the broadcaster's deinit ends them all.
package final class Broadcaster<Element: Sendable>: Sendable {
  /// What an observer receives: a value, or the end (after which nothing follows).
  package enum Event: Sendable {
    /// A value yielded (or the `current` value given when subscribing).
    case value(Element)
    /// The broadcaster finished.
    case finished
  }

  /// The most values a subscriber's stream buffers; older ones are dropped first.
  package let bufferLimit: Int

  private struct Subscriber {
    let id: Int
    let receive: @Sendable (Event) -> Void
  }

  private struct State {
    var nextID = 0
    /// The subscribers in the order they subscribed.
    var subscribers: [Subscriber] = []
    var isFinished = false
  }

  private let state = SharedLock(State())

  /// Creates a broadcaster with no subscribers.
  ///
  /// - Parameter bufferLimit: The most values a slow subscriber's stream keeps (at least 1; `Int.max`
  ///   for no bound).
  package init(bufferLimit: Int) { self.bufferLimit = Swift.max(1, bufferLimit) }

  deinit { finish() }

  /// A new stream for one more subscriber.
  ///
  /// - Parameter current: A value the stream yields before any later one (the latest state,
  ///   replayed to a late subscriber), or `nil` for none.
  /// - Returns: The stream of `current` and every later value; after ``finish()``, of `current` alone.
  package func stream(startingWith current: Element? = nil) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .bufferingNewest(bufferLimit))
    let cancel = observe(startingWith: current) { event in
      switch event {
      case .value(let element): continuation.yield(element)
      case .finished: continuation.finish()
      }
    }
    continuation.onTermination = { _ in cancel() }
    return stream
  }

  /// Adds an observer called synchronously with `current`, every later value and the end.
  ///
  /// The observer runs inside ``yield(_:)`` while the broadcaster's lock is held, so it must be quick
  /// and must not call back into this broadcaster. After ``finish()`` it is called with `current` and
  /// ``Event/finished`` at once.
  ///
  /// - Parameters:
  ///   - current: A value the observer gets first, or `nil` for none.
  ///   - observer: The closure to call with each event.
  /// - Returns: A closure that removes the observer; calling it again, or after the end, does nothing.
  package func observe(
    startingWith current: Element? = nil, _ observer: @escaping @Sendable (Event) -> Void
  ) -> @Sendable () -> Void {
    let id: Int? = state.withLock { state in
      if let current { observer(.value(current)) }
      guard !state.isFinished else { return nil }
      state.nextID += 1
      state.subscribers.append(Subscriber(id: state.nextID, receive: observer))
      return state.nextID
    }
    guard let id else {
      observer(.finished)
      return {}
    }
    return { [weak self] in
      // The removed subscriber (a stream's continuation) is released after the lock is let go.
      let removed = self?.state.withLock { state -> Subscriber? in
        guard let index = state.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.subscribers.remove(at: index)
      }
      _ = removed
    }
  }

  /// The number of subscribers that have not ended.
  package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// A Boolean value indicating whether any subscriber is listening.
  package var hasSubscribers: Bool { subscriberCount > 0 }

  /// A Boolean value indicating whether ``finish()`` has been called.
  package var isFinished: Bool { state.withLock { $0.isFinished } }

  /// Sends a value to every subscriber; after ``finish()`` it does nothing.
  ///
  /// - Parameter element: The value; built only when there is a subscriber.
  /// - Returns: `false` when the broadcaster has finished, so the value went nowhere and never will.
  @discardableResult
  package func yield(_ element: @autoclosure () -> Element) -> Bool {
    state.withLock { state in
      guard !state.isFinished else { return false }
      guard !state.subscribers.isEmpty else { return true }
      let element = element()
      for subscriber in state.subscribers { subscriber.receive(.value(element)) }
      return true
    }
  }

  /// Ends every subscriber, in the order they subscribed; later subscribers get their `current` value
  /// and end at once. Calling it again does nothing.
  package func finish() {
    // Ended outside the lock: ending a stream runs its termination handler, which takes the lock.
    let ended = state.withLock { state -> [Subscriber] in
      guard !state.isFinished else { return [] }
      state.isFinished = true
      defer { state.subscribers = [] }
      return state.subscribers
    }
    for subscriber in ended { subscriber.receive(.finished) }
  }
}
