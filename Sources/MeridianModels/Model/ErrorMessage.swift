import Foundation

/// What a person reads when a request fails: the error's own description, which Meridian's errors
/// write to say what went wrong and where.
func readableMessage(for error: any Error) -> String {
  if let error = error as? any LocalizedError, let description = error.errorDescription { return description }
  return String(describing: error)
}
