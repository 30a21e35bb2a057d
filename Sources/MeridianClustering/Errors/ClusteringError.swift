public import Foundation

/// An error thrown by a ``ClusterIndex``: a point, an option, an aggregate field or a query that is
/// out of range.
///
/// Its ``description`` names the parameter and says what is wrong with its value, so it can be shown
/// as it is. A clustered graphics overlay turns it into `GraphicsError.invalidParameter(name:reason:)`
/// with the same name and reason.
public enum ClusteringError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// A parameter is invalid: `name` is the parameter as the API spells it (`points`, `radius`,
  /// `clusterID`), `reason` says what is wrong with its value.
  case invalidParameter(name: String, reason: String)

  /// A message that says what was wrong and where, fit to show as it is.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let reason): "The parameter \(name) is invalid: \(reason)."
    }
  }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
