public import Foundation
public import MeridianCore
public import MeridianGraphics

/// Where a map view shows its callout: at a location, or on a graphic.
///
/// The placement only says where; what the callout says is the view's ``MapView/calloutTitle`` and
/// ``MapView/calloutDetail`` (``MapView/showCallout(_:title:detail:)`` sets all three). The view is
/// the one place a callout lives: an app model writes it there and reads it there. The
/// view computes the screen anchor (``MapView/calloutAnchor``), which follows the map as it moves.
///
/// ```swift
/// mapView.callout = .location(mapPoint)
/// mapView.callout = .geoElement(graphic, tapLocation: mapPoint)
/// ```
public enum CalloutPlacement: Sendable {
  /// At a map location, moved by `offset` screen points (x right, y down).
  case location(Point, offset: CGPoint = .zero)

  /// On a graphic: a point graphic at its point, moved by its marker symbol's leader offset (+y up);
  /// a line or polygon graphic at the point of its geometry nearest `tapLocation` (the extent's
  /// centre without one); then moved by `offset` screen points (x right, y down).
  case geoElement(Graphic, tapLocation: Point? = nil, offset: CGPoint = .zero)
}
