import Foundation
import MeridianCore

/// Where a view looks: a centre in map coordinates, a scale denominator and a rotation.
struct Camera: Sendable, Hashable {
  var centerX: Double
  var centerY: Double
  var scale: Double
  var rotation: Double

  /// The camera with its scale inside the map's limits, its rotation in 0..<360 and, on a wrapping
  /// map, its centre brought back into the world.
  func clamped(to map: Map) -> Camera {
    var result = self
    result.scale = Camera.clampScale(scale, minScale: map.minScale, maxScale: map.maxScale)
    result.rotation = Camera.normalizedRotation(rotation)
    if let world = ScreenTransform.worldWidth(of: map.spatialReference) {
      result.centerX = Camera.wrap(centerX, world: world)
    }
    return result
  }

  /// A scale inside the limits: `minScale` is the largest denominator, `maxScale` the smallest; 0 is no limit.
  static func clampScale(_ scale: Double, minScale: Double, maxScale: Double) -> Double {
    var result = scale
    if minScale > 0, minScale.isFinite { result = Swift.min(result, minScale) }
    if maxScale > 0, maxScale.isFinite { result = Swift.max(result, maxScale) }
    return result
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
    return r - half
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
