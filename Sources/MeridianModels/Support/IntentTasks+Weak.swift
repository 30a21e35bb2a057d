import Foundation

/// What a model does after it has taken an answer, without holding the model: a zoom, say.
typealias FollowUp = @MainActor () async -> Void

extension IntentTasks {
  /// Starts a request as the one running task of `kind` without holding `model` while it waits.
  ///
  /// The model is captured weakly and held only while `deliver` runs, synchronously, after the
  /// request: never across a suspension point. So a model dropped while its request hangs is freed
  /// at once; its `deinit` cancels the task, the request sees the cancellation, and `deliver` is
  /// not called. A request that succeeds after its task was cancelled is delivered as a
  /// `CancellationError`. `deliver` may hand back a ``FollowUp`` to await (it must not capture the
  /// model strongly either).
  ///
  /// - Parameters:
  ///   - kind: The kind of task; starting one cancels the running one of its kind.
  ///   - model: The model to deliver to, held weakly.
  ///   - request: The work to await; it must not capture the model.
  ///   - deliver: Takes the outcome on the model; returns what to do next, or `nil`.
  /// - Returns: The task; await its `value` to know the work (and any follow-up) is done.
  @MainActor
  @discardableResult
  func run<Model: AnyObject, Value>(
    _ kind: String, weakly model: Model, request: @escaping @MainActor () async throws -> Value,
    then deliver: @escaping @MainActor (Model, Result<Value, any Error>) -> FollowUp?
  ) -> Task<Void, Never> {
    run(kind) { [weak model] in
      var outcome: Result<Value, any Error>
      do {
        outcome = .success(try await request())
      } catch {
        outcome = .failure(error)
      }
      if Task.isCancelled, case .success = outcome { outcome = .failure(CancellationError()) }
      // A temporary strong reference, released at the end of this statement, before any await.
      let followUp = model.flatMap { deliver($0, outcome) }
      await followUp?()
    }
  }
}
