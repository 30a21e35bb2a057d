import Foundation
import InternalMeridianUtilities

/// Replies that a test releases by hand, in any order: each request waits at the gate under a key.
///
/// A request registers, then suspends until the test releases it with a reply or an error. Whether a
/// waiting request gives up when its task is cancelled is chosen per request, so a test can also
/// model an answer that arrives although its request was cancelled.
final class ReplyGate<Reply: Sendable>: Sendable {
  struct Pending: Sendable {
    var id: UInt64
    var key: String
    var continuation: CheckedContinuation<Reply, any Error>
  }

  private struct State {
    var nextID: UInt64 = 0
    var pending: [Pending] = []
    var cancelledEarly: Set<UInt64> = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var arrivals = 0
    var responder: (@Sendable (String) -> Result<Reply, any Error>)?
  }

  private let state = SharedLock(State())
  private let honoursCancellation: @Sendable (String) -> Bool

  /// - Parameter honoursCancellation: Whether a request under a key throws at once when cancelled.
  init(honoursCancellation: @escaping @Sendable (String) -> Bool = { _ in true }) {
    self.honoursCancellation = honoursCancellation
  }

  /// Waits for the test to release the request.
  func wait(_ key: String) async throws -> Reply {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    let cancellable = honoursCancellation(key)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Reply, any Error>) in
        let (early, reply, ready): (Bool, Result<Reply, any Error>?, [CheckedContinuation<Void, Never>]) =
          state.withLock { state in
            if state.cancelledEarly.remove(id) != nil { return (true, nil, []) }
            let reply = state.responder?(key)
            if reply == nil { state.pending.append(Pending(id: id, key: key, continuation: continuation)) }
            state.arrivals += 1
            let count = state.arrivals
            let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
            state.waiters.removeAll { $0.count <= count }
            return (false, reply, ready)
          }
        if early { continuation.resume(throwing: CancellationError()) }
        if let reply { continuation.resume(with: reply) }
        for waiter in ready { waiter.resume() }
      }
    } onCancel: {
      guard cancellable else { return }
      let pending: Pending? = state.withLock { state in
        if let index = state.pending.firstIndex(where: { $0.id == id }) { return state.pending.remove(at: index) }
        state.cancelledEarly.insert(id)
        return nil
      }
      pending?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Suspends until `count` requests in all have arrived at the gate since it was made.
  func waitForArrivals(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.arrivals >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// The keys of the requests waiting now, oldest first.
  var pendingKeys: [String] { state.withLock { $0.pending.map(\.key) } }

  /// The number of requests that have arrived so far.
  var arrivals: Int { state.withLock { $0.arrivals } }

  /// Releases the waiting request at `index` (oldest first) with a reply or an error.
  @discardableResult
  func release(at index: Int, with result: Result<Reply, any Error>) -> String? {
    let pending: Pending? = state.withLock { state in
      guard state.pending.indices.contains(index) else { return nil }
      return state.pending.remove(at: index)
    }
    pending?.continuation.resume(with: result)
    return pending?.key
  }

  /// From now on answers every request at once with `responder`, and answers those waiting now too.
  func drain(with responder: @escaping @Sendable (String) -> Result<Reply, any Error>) {
    let pending: [Pending] = state.withLock { state in
      state.responder = responder
      defer { state.pending = [] }
      return state.pending
    }
    for request in pending { request.continuation.resume(with: responder(request.key)) }
  }

  /// Releases the oldest waiting request under `key`.
  @discardableResult
  func release(_ key: String, with result: Result<Reply, any Error>) -> Bool {
    let index = state.withLock { $0.pending.firstIndex { $0.key == key } }
    guard let index else { return false }
    return release(at: index, with: result) != nil
  }
}
