/// How a request's work ended, as the model hears it: a value, a failure to show, or cancelled.
///
/// `CancellationError` is never a ``failure(_:)``: work that throws it, and work whose task was
/// cancelled while it ran (whatever it then returned or threw, a real error included), ends as
/// ``cancelled``, which a model shows as nothing more than the end of its busy state.
enum RequestOutcome<Value> {
  /// The work returned a value.
  case success(Value)
  /// The work threw a real error, which the model shows as a message.
  case failure(any Error)
  /// The work was cancelled: it threw `CancellationError`, or its task was cancelled while it ran.
  case cancelled

  /// Runs the work and records how it ended.
  ///
  /// - Parameters:
  ///   - work: The work, such as a geocode; it must not hold the model.
  ///   - isolation: The caller's actor, on which the work starts. Leave the default.
  init(of work: () async throws -> Value, isolation: isolated (any Actor)? = #isolation) async {
    do {
      let value = try await work()
      self = Task.isCancelled ? .cancelled : .success(value)
    } catch is CancellationError {
      self = .cancelled
    } catch {
      self = Task.isCancelled ? .cancelled : .failure(error)
    }
  }
}
