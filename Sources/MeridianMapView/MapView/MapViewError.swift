public import Foundation

/// An error a map view throws: an argument outside its documented bound, an overlay it does not
/// draw, a graphic it cannot place, or a location display started without a data source.
///
/// It is the one error type of MeridianMapView (view size, identify, location display), so a
/// front catches one type; every case says what was wrong and where, so its ``description`` can be
/// shown as it is.
///
/// ```swift
/// do {
///   let result = try await mapView.identify(on: overlay, screenPoint: point, tolerance: 12)
/// } catch MapViewError.invalidParameter(let name, let reason) {
///   print("\(name): \(reason)")
/// }
/// ```
public enum MapViewError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// A parameter is outside its documented bound; `name` names it as the API spells it and `reason`
  /// says why: ``MapView/setViewSize(_:)``'s `size` (a NaN, infinite or negative side, or one above
  /// `Viewpoint.maximumViewSide`); identify's `tolerance` (NaN, infinite or outside 0...100 points),
  /// `screenPoint` (a NaN or infinite coordinate), `maximumResults` or `maximumResultsPerOverlay`
  /// (below 1; `nil` means all).
  case invalidParameter(name: String, reason: String)
  /// The overlay to identify is not one of the view's ``MapView/graphicsOverlays``, so it is not drawn there.
  case overlayNotInView
  /// A graphic's geometry could not be brought into the map's spatial reference. The values are
  /// the graphic's position in draw order and the reason.
  case unprojectableGeometry(drawIndex: Int, reason: String)
  /// ``LocationDisplay/start()`` was called without a ``LocationDisplay/dataSource``.
  case noLocationDataSource

  /// A message that says what was wrong and where, fit to show as it is.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let reason):
      return "The map view parameter \(name) is invalid: \(reason)."
    case .overlayNotInView:
      return "The graphics overlay to identify is not in the map view's graphicsOverlays."
    case .unprojectableGeometry(let index, let reason):
      return
        "The geometry of the graphic at draw index \(index) cannot be projected into the map's spatial reference: \(reason)"
    case .noLocationDataSource:
      return "The location display has no data source; set locationDisplay.dataSource before start()."
    }
  }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
