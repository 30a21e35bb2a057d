/// An error a map view throws when an argument is outside its documented bound.
public enum MapViewError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A side of the view size is NaN, infinite or negative.
  case invalidViewSize(width: Double, height: Double)
  /// A side of the view size is above ``MapView/maximumViewSide``.
  case viewSizeTooLarge(width: Double, height: Double)

  /// A message that says which argument was wrong and why.
  public var description: String {
    switch self {
    case .invalidViewSize(let width, let height):
      return "The map view size \(width) × \(height) has a NaN, infinite or negative side."
    case .viewSizeTooLarge(let width, let height):
      return
        "The map view size \(width) × \(height) has a side above the maximum of \(MapView.maximumViewSide) points."
    }
  }
}
