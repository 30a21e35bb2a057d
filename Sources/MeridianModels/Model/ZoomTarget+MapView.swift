import MeridianCore
import MeridianMapView

extension SearchModel.ZoomTarget {
  /// Moves a map view to the target at once: centres on a point, fits an extent.
  ///
  /// - Parameter mapView: The view to move.
  @MainActor
  func show(on mapView: MapView) async {
    switch self {
    case .center(let point): _ = await mapView.setViewpointCenter(point)
    case .extent(let extent): _ = await mapView.setViewpointGeometry(extent)
    case .centerAtScale(let point, let scale): _ = await mapView.setViewpointCenter(point, scale: scale)
    }
  }

  /// The zoom as what a model does after taking an answer: a follow-up holding the view, not the model.
  ///
  /// - Parameter mapView: The view to move.
  @MainActor
  func followUp(on mapView: MapView) -> FollowUp {
    { await show(on: mapView) }
  }

  /// Where to zoom for a geocode result: its extent when it has an area, else its display location.
  ///
  /// - Parameters:
  ///   - extent: The result's extent.
  ///   - location: The result's display location.
  /// - Returns: The target, or `nil` when there is neither.
  static func forResult(extent: Envelope?, location: Point?) -> Self? {
    if let extent, !extent.isEmpty, extent.width > 0 || extent.height > 0 { return .extent(extent) }
    return location.map { .center($0) }
  }
}
