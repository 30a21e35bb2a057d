import InternalMeridianUtilities
import MeridianCore

/// Holds requests at a rendezvous to measure how many run at once, without waiting on a wall clock.
///
/// Each request calls ``enter()`` when it arrives and ``leave()`` when it answers. Arriving requests
/// wait until as many are in flight as the client should allow at that moment (`limit`, or fewer
/// when fewer requests remain of the `total`); then all of them go on together. A client that keeps
/// within `limit` but runs fewer at once than it may never fills the rendezvous, so the test hangs
/// until its time limit; one that runs more than `limit` shows in ``maxInFlight``.
final class ConcurrencyGate: Sendable {
  private struct State {
    var inFlight = 0
    var finished = 0
    var maxInFlight = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let limit: Int
  private let total: Int
  private let state = SharedLock(State())

  /// - Parameters:
  ///   - limit: The most requests the client may have in flight.
  ///   - total: The number of requests the client will send.
  init(limit: Int, total: Int) {
    self.limit = limit
    self.total = total
  }

  /// The most requests that were in flight at once.
  var maxInFlight: Int { state.withLock { $0.maxInFlight } }

  /// Waits until the rendezvous is full.
  func enter() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        state.inFlight += 1
        state.maxInFlight = max(state.maxInFlight, state.inFlight)
        state.waiters.append(continuation)
        return release(&state)
      }
      for waiter in ready { waiter.resume() }
    }
  }

  /// Marks one request as answered.
  func leave() {
    let ready = state.withLock { state in
      state.inFlight -= 1
      state.finished += 1
      return release(&state)
    }
    for waiter in ready { waiter.resume() }
  }

  private func release(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
    guard !state.waiters.isEmpty, state.inFlight >= min(limit, total - state.finished) else { return [] }
    defer { state.waiters = [] }
    return state.waiters
  }
}
