public import Foundation

// Every public Meridian error type is a `LocalizedError` whose `errorDescription` is its
// `description` (docs/architecture.md, "Errors").
extension GeoNamesPlacesReadError: LocalizedError {
  /// The same text as `description`, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
