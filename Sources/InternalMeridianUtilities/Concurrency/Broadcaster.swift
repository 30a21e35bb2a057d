/// Fans values out to any number of `AsyncStream` subscribers: Meridian's one multicast stream.
///
/// `Map.changes`, `GraphicsOverlay.changes` and the map view's event streams are each one
/// broadcaster. Its rules:
/// - Each ``stream(startingWith:)`` call adds one subscriber, whose stream receives every value
///   yielded after it (after `current`, when given), in the order of the ``yield(_:)`` calls. Values
///   are handed to every subscriber under the broadcaster's lock, so all subscribers see the same order
///   even when several tasks yield at once.
/// - A slow subscriber's stream buffers the newest ``bufferLimit`` values; older ones are dropped first.
/// - A stream ends when its consumer stops iterating (its task is cancelled or its iterator goes away):
///   that subscriber alone is removed. Every stream finishes when the broadcaster is deinitialized,
///   which happens when its owner is.
///
/// A `final class` owning its lock, so it is `Sendable`; `yield` may be called with another lock held
/// (the graphics overlay yields under its storage lock to keep changes in order), since the
/// broadcaster's lock is always the innermost.
package final class Broadcaster<Element: Sendable>: Sendable {
  /// The most values a subscriber's stream buffers; older ones are dropped first.
  package let bufferLimit: Int

  private struct State {
    var nextID = 0
    /// The subscribers in the order they subscribed.
    var subscribers: [(id: Int, continuation: AsyncStream<Element>.Continuation)] = []
  }

  private let state = SharedLock(State())

  /// Creates a broadcaster with no subscribers.
  ///
  /// - Parameter bufferLimit: The most values a slow subscriber's stream keeps (at least 1).
  package init(bufferLimit: Int) { self.bufferLimit = Swift.max(1, bufferLimit) }

  deinit {
    // Finished outside the lock: finishing runs the stream's termination handler.
    let continuations = state.withLock { state in state.subscribers.map(\.continuation) }
    for continuation in continuations { continuation.finish() }
  }

  /// A new stream for one more subscriber.
  ///
  /// - Parameter current: A value the stream yields before any later one (the latest state,
  ///   replayed to a late subscriber), or `nil` for none.
  /// - Returns: The stream of `current` and every later value.
  package func stream(startingWith current: Element? = nil) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .bufferingNewest(bufferLimit))
    let id = state.withLock { state in
      if let current { continuation.yield(current) }
      state.nextID += 1
      state.subscribers.append((state.nextID, continuation))
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      // The removed continuation is released after the lock is let go.
      let removed = self?.state.withLock { state -> AsyncStream<Element>.Continuation? in
        guard let index = state.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.subscribers.remove(at: index).continuation
      }
      _ = removed
    }
    return stream
  }

  /// The number of subscribers whose streams have not ended.
  package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// A Boolean value indicating whether any stream is listening.
  package var hasSubscribers: Bool { subscriberCount > 0 }

  /// Sends a value to every subscriber.
  ///
  /// - Parameter element: The value; built only when there is a subscriber.
  package func yield(_ element: @autoclosure () -> Element) {
    state.withLock { state in
      guard !state.subscribers.isEmpty else { return }
      let element = element()
      for subscriber in state.subscribers { subscriber.continuation.yield(element) }
    }
  }
}
