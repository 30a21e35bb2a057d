import Foundation
import MeridianCore

/// The affine map between a view's screen points and its map's coordinates, frozen at one instant.
///
/// Screen points have their origin at the top-left corner and y growing downward. The map is drawn
/// rotated counter-clockwise by `rotation` degrees about the view's centre, so with a map offset
/// `m = (x − cx, y − cy) / unitsPerPoint` the screen offset from the centre, with y up, is `R(θ)·m`:
///
///     dx =  mx·cos θ − my·sin θ        sx = W/2 + dx
///     dy =  mx·sin θ + my·cos θ        sy = H/2 − dy
///
/// and the inverse is `m = R(−θ)·(dx, dy)`. It is a value, so identify can carry it off the main actor.
struct ScreenTransform: Sendable, Hashable {
  /// The centre of the view in map coordinates.
  var centerX: Double
  /// The centre of the view in map coordinates.
  var centerY: Double
  /// Map units covered by one screen point.
  var unitsPerPoint: Double
  /// The rotation in degrees, counter-clockwise.
  var rotation: Double
  /// The view's width in points.
  var width: Double
  /// The view's height in points.
  var height: Double
  /// The map's spatial reference.
  var spatialReference: SpatialReference

  private var cosine: Double { cos(rotation * .pi / 180) }
  private var sine: Double { sin(rotation * .pi / 180) }

  /// The screen point of map coordinates.
  func screen(x: Double, y: Double) -> CGPoint {
    let c = cosine
    let s = sine
    let mx = (x - centerX) / unitsPerPoint
    let my = (y - centerY) / unitsPerPoint
    let dx = mx * c - my * s
    let dy = mx * s + my * c
    return CGPoint(x: width / 2 + dx, y: height / 2 - dy)
  }

  /// The map coordinates of a screen point.
  func map(_ point: CGPoint) -> (x: Double, y: Double) {
    let c = cosine
    let s = sine
    let dx = Double(point.x) - width / 2
    let dy = height / 2 - Double(point.y)
    let mx = dx * c + dy * s
    let my = -dx * s + dy * c
    return (centerX + mx * unitsPerPoint, centerY + my * unitsPerPoint)
  }

  /// The width of the world in map units for references that wrap around (Web Mercator, WGS84), else nil.
  var worldWidth: Double? { ScreenTransform.worldWidth(of: spatialReference) }

  /// The width of the world in map units for references that wrap around (Web Mercator, WGS84), else nil.
  static func worldWidth(of spatialReference: SpatialReference) -> Double? {
    if spatialReference == .webMercator { return 2 * .pi * GeometryEngine.webMercatorRadius }
    if spatialReference == .wgs84 { return 360 }
    return nil
  }

  /// Returns `x` moved by whole world widths so that it lies within half a world of `reference`.
  func wrapped(_ x: Double, near reference: Double) -> Double {
    guard let world = worldWidth else { return x }
    let shift = ((reference - x) / world).rounded()
    return x + shift * world
  }

  /// The rectangle of the view in screen points.
  var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }
}
