public import Foundation

// Every public Meridian error type is a `LocalizedError` whose `errorDescription` is its
// `description` (docs/architecture.md, "Errors"). CoordinateFormatError's conformance sits here,
// beside the other errors' rule, rather than in the formatter's folder.
extension CoordinateFormatError: LocalizedError {
  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
