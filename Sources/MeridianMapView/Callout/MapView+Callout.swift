public import Foundation
import MeridianCore
import MeridianGraphics

extension MapView {
  /// The screen point the callout points at, or `nil` when there is no callout or it cannot be placed.
  ///
  /// Computed from ``callout`` and the current viewpoint, so it follows the map as it moves. The
  /// anchor may lie outside the view; a front hides the callout then. A graphic without geometry, or
  /// a location that cannot be projected into the map's spatial reference, has no anchor.
  ///
  /// While the ``magnifier`` shows, the anchor is lifted by ``Magnifier/calloutOffset`` (150 points
  /// up), above the loupe, as a long-press flow places its callout while the finger is down.
  public var calloutAnchor: CGPoint? {
    guard let anchor = placedCalloutAnchor else { return nil }
    guard magnifier != nil else { return anchor }
    let lift = Magnifier.calloutOffset
    return CGPoint(x: anchor.x + lift.x, y: anchor.y + lift.y)
  }

  private var placedCalloutAnchor: CGPoint? {
    guard let callout else { return nil }
    switch callout {
    case .location(let point, let offset):
      guard let anchor = screenPoint(fromLocation: point) else { return nil }
      return CGPoint(x: anchor.x + offset.x, y: anchor.y + offset.y)
    case .geoElement(let graphic, let tapLocation, let offset):
      guard let anchor = anchor(of: graphic, tapLocation: tapLocation) else { return nil }
      return CGPoint(x: anchor.x + offset.x, y: anchor.y + offset.y)
    }
  }

  private func anchor(of graphic: Graphic, tapLocation: Point?) -> CGPoint? {
    guard let geometry = graphic.geometry, !geometry.isEmpty else { return nil }
    if let point = geometry as? Point {
      guard let screen = screenPoint(fromLocation: point) else { return nil }
      let leader = MapView.leaderOffset(of: resolvedSymbol(of: graphic))
      // Leader offsets are Cartesian (+y up); screen y grows downward.
      return CGPoint(x: screen.x + leader.x, y: screen.y - leader.y)
    }
    guard let inMap = projectToMap(geometry) else { return nil }
    if let tapLocation, let tap = project(tapLocation) {
      if let nearest = GeometryMath.nearestPoint(in: inMap, to: tap) {
        return screenPoint(fromLocation: nearest)
      }
    }
    return screenPoint(fromLocation: inMap.extent.center)
  }
}
