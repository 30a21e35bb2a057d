import InternalMeridianUtilities
import MeridianCore

/// Runs an operation in its own task and returns its value, or throws `CancellationError` as soon as
/// the calling task is cancelled, even when the operation ignores cancellation.
///
/// A late value of a cancelled operation is dropped. When `timeout` is given, the operation is also
/// raced against a sleep on `clock`, and loses with `timeoutError` when the sleep ends first.
package func raceCancellation<T: Sendable>(
  timeout: Duration? = nil, clock: any Clock<Duration>, timeoutError: @autoclosure () -> any Error,
  _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try Task.checkCancellation()
  let race = Race<T>()
  let timeoutError = timeoutError()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
      guard race.install(continuation) else { return }
      let work = Task {
        do {
          race.finish(.success(try await operation()))
        } catch {
          race.finish(.failure(error))
        }
      }
      var timer: Task<Void, Never>?
      if let timeout {
        timer = Task {
          do {
            try await clock.sleep(for: timeout)
            race.finish(.failure(timeoutError))
          } catch {
            // Cancelled: the operation finished first.
          }
        }
      }
      race.attach(work: work, timer: timer)
    }
  } onCancel: {
    race.finish(.failure(CancellationError()))
  }
}

/// The shared state of one ``raceCancellation(timeout:clock:timeoutError:_:)``: the first outcome wins.
private final class Race<T: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<T, any Error>?
    var pending: Result<T, any Error>?
    var finished = false
    var work: Task<Void, Never>?
    var timer: Task<Void, Never>?
  }

  private let state = SharedLock(State())

  /// Stores the continuation; returns `false` when an outcome (a cancellation) came first.
  func install(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
    let pending: Result<T, any Error>? = state.withLock { state in
      if let pending = state.pending { return pending }
      state.continuation = continuation
      return nil
    }
    if let pending {
      continuation.resume(with: pending)
      return false
    }
    return true
  }

  func attach(work: Task<Void, Never>, timer: Task<Void, Never>?) {
    let cancelNow = state.withLock { state in
      state.work = work
      state.timer = timer
      return state.finished
    }
    if cancelNow {
      work.cancel()
      timer?.cancel()
    }
  }

  /// Delivers the first outcome and cancels whatever still runs; later outcomes are dropped.
  func finish(_ outcome: Result<T, any Error>) {
    let taken = state.withLock {
      state -> (CheckedContinuation<T, any Error>?, Task<Void, Never>?, Task<Void, Never>?)? in
      guard !state.finished else { return nil }
      state.finished = true
      guard let continuation = state.continuation else {
        state.pending = outcome
        return (nil, state.work, state.timer)
      }
      state.continuation = nil
      return (continuation, state.work, state.timer)
    }
    guard let (continuation, work, timer) = taken else { return }
    continuation?.resume(with: outcome)
    work?.cancel()
    timer?.cancel()
  }
}
