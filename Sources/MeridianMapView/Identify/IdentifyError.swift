/// An error thrown when an identify cannot run: its message says which argument was wrong and why.
public enum IdentifyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The tolerance is NaN, infinite or outside 0...100 points.
  case toleranceOutOfRange(Double)
  /// The screen point has a NaN or infinite coordinate.
  case invalidScreenPoint(x: Double, y: Double)
  /// The maximum number of results is less than 1 (`nil` means all).
  case invalidMaximumResults(Int)
  /// The overlay is not one of the view's ``MapView/graphicsOverlays``, so it is not drawn there.
  case overlayNotInView
  /// A graphic's geometry could not be brought into the map's spatial reference. The values are
  /// the graphic's position in draw order and the reason.
  case unprojectableGeometry(drawIndex: Int, reason: String)

  /// A message that says which argument was wrong and why, fit to show as it is.
  public var description: String {
    switch self {
    case .toleranceOutOfRange(let value):
      return "The identify tolerance \(value) is outside 0...100 points."
    case .invalidScreenPoint(let x, let y):
      return "The identify screen point (\(x), \(y)) has a NaN or infinite coordinate."
    case .invalidMaximumResults(let value):
      return "The identify maximum number of results \(value) is less than 1; pass nil for all results."
    case .overlayNotInView:
      return "The graphics overlay to identify is not in the map view's graphicsOverlays."
    case .unprojectableGeometry(let index, let reason):
      return
        "The geometry of the graphic at draw index \(index) cannot be projected into the map's spatial reference: \(reason)"
    }
  }
}
