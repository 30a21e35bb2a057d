import InternalMeridianUtilities
import MeridianCore
import MeridianModels

/// Why a wait for states ended.
enum RecordingWaitEnd: Sendable, Equatable {
  /// Enough states were published.
  case enough
  /// The stream finished (the model went away).
  case finished
  /// The model is idle: none of its work is running, so no state is on its way.
  case idle
  /// The model's only work left sleeps on a `TestClock` that nothing advances.
  case stalled
  /// The waiting task was cancelled.
  case cancelled
  /// The recorder's timeout passed on its clock.
  case timedOut(Duration)
}

/// The states a ``StateRecorder`` received, and the waits for more, behind one lock.
///
/// Every wait has an identifier. It ends exactly once, by whichever comes first: enough states, the end
/// of the stream, or ``end(_:because:)`` (idleness, cancellation, a timeout). An end that comes before
/// the wait registers is kept and returned when it does.
final class RecordingBuffer<State: Sendable>: Sendable {
  private struct Waiter {
    var target: Int
    var continuation: CheckedContinuation<RecordingWaitEnd, Never>
  }

  private struct Storage {
    var received: [State] = []
    var consumed = 0
    var isFinished = false
    var nextID: UInt64 = 0
    var open: Set<UInt64> = []
    var waiters: [UInt64: Waiter] = [:]
    var endedEarly: [UInt64: RecordingWaitEnd] = [:]
  }

  private let storage = SharedLock(Storage())

  /// Every state received, consumed or not.
  var all: [State] { storage.withLock { $0.received } }

  /// The states received and not consumed.
  var pending: [State] { storage.withLock { Array($0.received[$0.consumed...]) } }

  /// A Boolean value indicating whether the stream finished.
  var isFinished: Bool { storage.withLock { $0.isFinished } }

  /// Adds a state or the end of the stream, and ends the waits that it satisfies.
  func receive(_ event: StateStream<State>.Event) {
    let ready: [(CheckedContinuation<RecordingWaitEnd, Never>, RecordingWaitEnd)] = storage.withLock { storage in
      switch event {
      case .state(let state): storage.received.append(state)
      case .finished: storage.isFinished = true
      }
      var ready: [(CheckedContinuation<RecordingWaitEnd, Never>, RecordingWaitEnd)] = []
      for (id, waiter) in storage.waiters {
        if waiter.target <= storage.received.count {
          ready.append((waiter.continuation, .enough))
        } else if storage.isFinished {
          ready.append((waiter.continuation, .finished))
        } else {
          continue
        }
        storage.waiters[id] = nil
        storage.open.remove(id)
      }
      return ready
    }
    for (continuation, end) in ready { continuation.resume(returning: end) }
  }

  /// The count of states the next `count` expected states reach up to, from the first unconsumed one.
  func target(adding count: Int) -> Int { storage.withLock { $0.consumed + count } }

  /// How a wait for `target` states would end now, or `nil` when it would have to wait.
  func immediateEnd(for target: Int) -> RecordingWaitEnd? {
    storage.withLock { storage in
      if storage.received.count >= target { return .enough }
      return storage.isFinished ? .finished : nil
    }
  }

  /// Opens a wait and returns its identifier; pass it to ``wait(_:for:)`` and ``end(_:because:)``.
  func openWait() -> UInt64 {
    storage.withLock { storage in
      storage.nextID += 1
      storage.open.insert(storage.nextID)
      return storage.nextID
    }
  }

  /// Suspends until the wait ends, and says why.
  func wait(_ id: UInt64, for target: Int) async -> RecordingWaitEnd {
    await withCheckedContinuation { (continuation: CheckedContinuation<RecordingWaitEnd, Never>) in
      let end: RecordingWaitEnd? = storage.withLock { storage in
        if let early = storage.endedEarly.removeValue(forKey: id) { return early }
        if storage.received.count >= target || storage.isFinished {
          storage.open.remove(id)
          return storage.received.count >= target ? .enough : .finished
        }
        storage.waiters[id] = Waiter(target: target, continuation: continuation)
        return nil
      }
      if let end { continuation.resume(returning: end) }
    }
  }

  /// Ends a wait for a reason other than states, unless it has ended already.
  func end(_ id: UInt64, because reason: RecordingWaitEnd) {
    let continuation: CheckedContinuation<RecordingWaitEnd, Never>? = storage.withLock { storage in
      guard storage.open.remove(id) != nil else { return nil }
      if let waiter = storage.waiters.removeValue(forKey: id) { return waiter.continuation }
      storage.endedEarly[id] = reason
      return nil
    }
    continuation?.resume(returning: reason)
  }

  /// Consumes and returns the unconsumed states up to `target` (fewer when fewer came).
  func consume(upTo target: Int) -> [State] {
    storage.withLock { storage in
      let end = min(target, storage.received.count)
      defer { storage.consumed = max(storage.consumed, end) }
      return storage.consumed < end ? Array(storage.received[storage.consumed..<end]) : []
    }
  }

  /// Consumes and returns every unconsumed state.
  func consumeAll() -> [State] {
    storage.withLock { storage in
      defer { storage.consumed = storage.received.count }
      return Array(storage.received[storage.consumed...])
    }
  }
}
