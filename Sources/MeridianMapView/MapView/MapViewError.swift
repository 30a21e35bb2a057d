/// An error a map view throws when an argument is outside its documented bound.
public enum MapViewError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A parameter is outside its documented bound; `name` names it and `reason` says why (for
  /// ``MapView/setViewSize(_:)``: a NaN, infinite or negative side, or one above
  /// ``MapView/maximumViewSide``).
  case invalidParameter(name: String, reason: String)

  /// A message that says which argument was wrong and why.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let reason):
      return "The map view parameter \(name) is invalid: \(reason)."
    }
  }
}
