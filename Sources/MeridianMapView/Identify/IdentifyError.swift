/// An error thrown when an identify cannot run: its message says which argument was wrong and why.
public enum IdentifyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A parameter is invalid; `name` names it and `reason` says why: a `tolerance` that is NaN,
  /// infinite or outside 0...100 points, a `screenPoint` with a NaN or infinite coordinate, or a
  /// `maximumResults` (`maximumResultsPerOverlay`) below 1 (`nil` means all).
  case invalidParameter(name: String, reason: String)
  /// The overlay is not one of the view's ``MapView/graphicsOverlays``, so it is not drawn there.
  case overlayNotInView
  /// A graphic's geometry could not be brought into the map's spatial reference. The values are
  /// the graphic's position in draw order and the reason.
  case unprojectableGeometry(drawIndex: Int, reason: String)

  /// A message that says which argument was wrong and why, fit to show as it is.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let reason):
      return "The identify parameter \(name) is invalid: \(reason)."
    case .overlayNotInView:
      return "The graphics overlay to identify is not in the map view's graphicsOverlays."
    case .unprojectableGeometry(let index, let reason):
      return
        "The geometry of the graphic at draw index \(index) cannot be projected into the map's spatial reference: \(reason)"
    }
  }
}
