public import Foundation
public import MeridianCore

extension MapView {
  /// The map location under a screen point.
  ///
  /// The exact inverse of ``screenPoint(fromLocation:)`` at any rotation. On a wrapping map (Web
  /// Mercator, WGS84) the location is brought back into the world (x in −180...180 degrees or
  /// ±20,037,508 m), so a point east of the antimeridian comes back with a western longitude.
  ///
  /// - Parameter screenPoint: A point in the view, in points from the top-left corner, y down. Points
  ///   outside the view's rectangle convert too.
  /// - Returns: The location in the map's spatial reference, or `nil` when the point is NaN or
  ///   infinite or the view has no area.
  public func location(fromScreenPoint screenPoint: CGPoint) -> Point? {
    guard let transform, screenPoint.x.isFinite, screenPoint.y.isFinite else { return nil }
    let m = transform.map(screenPoint)
    var x = m.x
    if let world = transform.worldWidth { x = Camera.wrap(x, world: world) }
    return Point(x: x, y: m.y, spatialReference: spatialReference)
  }

  /// The screen point at which a map location is drawn.
  ///
  /// On a wrapping map the location is drawn on the copy of the world nearest the view's centre, so
  /// a point just across the antimeridian lands next to the centre rather than a world away.
  ///
  /// - Parameter location: A location in any spatial reference the geometry engine can project into
  ///   the map's (a point without one is taken to be in the map's).
  /// - Returns: The screen point (origin top-left, y down), which may lie outside the view, or `nil`
  ///   when the location cannot be projected or is not finite, or the view has no area.
  public func screenPoint(fromLocation location: Point) -> CGPoint? {
    guard let transform, let inMap = project(location) else { return nil }
    return transform.screen(x: transform.wrapped(inMap.x, near: transform.centerX), y: inMap.y)
  }
}
