import Foundation

/// What a person reads when a request fails: the error's own description, which Meridian's errors
/// write to say what went wrong and where.
func readableMessage(for error: any Error) -> String {
  if let error = error as? any LocalizedError, let description = error.errorDescription { return description }
  return String(describing: error)
}

/// A Boolean value indicating whether a failure means "cancelled", which is never shown as a failure:
/// a `CancellationError`, or any error thrown into a task that was cancelled (superseded).
func isCancellation(_ error: any Error) -> Bool {
  error is CancellationError || Task.isCancelled
}
