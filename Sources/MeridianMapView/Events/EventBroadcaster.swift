import InternalMeridianUtilities
import MeridianCore

/// Fans one kind of event out to any number of `AsyncStream` subscribers.
///
/// Each ``stream()`` call makes a new stream for one more observer. A slow observer keeps only the
/// newest ``bufferLimit`` events. A stream ends when its iterator goes away or when the broadcaster does.
final class EventBroadcaster<Element: Sendable>: Sendable {
  /// The most events a subscriber's stream buffers; older ones are dropped first.
  let bufferLimit: Int

  private struct State {
    var nextID = 0
    var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
  }

  private let state = SharedLock(State())

  init(bufferLimit: Int) { self.bufferLimit = bufferLimit }

  deinit {
    let continuations = state.withLock { $0.continuations.values }
    for continuation in continuations { continuation.finish() }
  }

  /// A new stream of the events from now on.
  ///
  /// - Parameter current: A value the stream yields first (the latest one, replayed), or `nil` for none.
  func stream(startingWith current: Element? = nil) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .bufferingNewest(bufferLimit))
    if let current { continuation.yield(current) }
    let id = state.withLock { state in
      state.nextID += 1
      state.continuations[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// A Boolean value indicating whether any stream is listening.
  var hasSubscribers: Bool { state.withLock { !$0.continuations.isEmpty } }

  /// Sends an event to every stream.
  func yield(_ element: Element) {
    let continuations = state.withLock { Array($0.continuations.values) }
    for continuation in continuations { continuation.yield(element) }
  }
}
