import Foundation
import MeridianCore

/// Where a view looks: a centre in map coordinates, a scale denominator and a rotation.
struct Camera: Sendable, Hashable {
  var centerX: Double
  var centerY: Double
  var scale: Double
  var rotation: Double

  /// A Boolean value indicating whether every field is a finite number and the scale is positive.
  var isFinite: Bool {
    centerX.isFinite && centerY.isFinite && scale.isFinite && scale > 0 && rotation.isFinite
  }

  /// The camera with its scale inside the view's scale range (``MapView/scaleRange(minScale:maxScale:)``),
  /// its rotation in 0..<360 and its centre inside the world: on a wrapping map x is brought back
  /// into the world and y is clamped to its edge; on any other map both are clamped to
  /// ±``MapView/maximumCoordinate``. A NaN field stays NaN (``isFinite`` is then `false`).
  func clamped(to map: Map) -> Camera {
    var result = self
    let range = MapView.scaleRange(minScale: map.minScale, maxScale: map.maxScale)
    result.scale = Camera.clamp(scale, to: range.lowerBound, range.upperBound)
    result.rotation = Camera.normalizedRotation(rotation)
    let sr = map.spatialReference
    if let world = ScreenTransform.worldWidth(of: sr) {
      result.centerX = Camera.wrap(centerX, world: world)
    } else {
      result.centerX = Camera.clamp(centerX, to: -MapView.maximumCoordinate, MapView.maximumCoordinate)
    }
    let yLimit = MapView.centerYLimit(of: sr)
    result.centerY = Camera.clamp(centerY, to: -yLimit, yLimit)
    return result
  }

  /// A value clamped to `lower...upper`; NaN stays NaN.
  static func clamp(_ value: Double, to lower: Double, _ upper: Double) -> Double {
    guard !value.isNaN else { return value }
    return Swift.min(Swift.max(value, lower), upper)
  }

  /// An angle in degrees brought into 0..<360.
  static func normalizedRotation(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    let positive = r < 0 ? r + 360 : r
    return positive == 360 ? 0 : positive
  }

  /// An x coordinate brought into −world/2 ..< world/2.
  static func wrap(_ x: Double, world: Double) -> Double {
    let half = world / 2
    guard x < -half || x >= half else { return x }
    var r = (x + half).truncatingRemainder(dividingBy: world)
    if r < 0 { r += world }
    return Swift.min(r - half, half.nextDown)
  }

  /// The camera a fraction `t` of the way from `self` to `target`: centre linear, scale geometric,
  /// rotation along the shorter way round.
  func interpolated(to target: Camera, fraction t: Double, worldWidth: Double?) -> Camera {
    if t >= 1 { return target }
    var dx = target.centerX - centerX
    if let world = worldWidth {
      dx -= (dx / world).rounded() * world
    }
    var dr = target.rotation - rotation
    dr -= (dr / 360).rounded() * 360
    return Camera(
      centerX: centerX + dx * t, centerY: centerY + (target.centerY - centerY) * t,
      scale: scale * pow(target.scale / scale, t), rotation: rotation + dr * t)
  }
}
