package import Foundation

/// The affine map between a view's screen points and its map's coordinates, frozen at one instant:
/// the one screen kernel that conversion, frame building, label placement, identify and
/// `Viewpoint`'s screen helpers share.
///
/// Screen points have their origin at the top-left corner and y growing downward. The map is drawn
/// rotated counter-clockwise by `rotation` degrees about the view's centre, so with a map offset
/// `m = (x − cx, y − cy) / unitsPerPoint` the screen offset from the centre, with y up, is `R(θ)·m`:
///
///     dx =  mx·cos θ − my·sin θ        sx = W/2 + dx
///     dy =  mx·sin θ + my·cos θ        sy = H/2 − dy
///
/// and the inverse is `m = R(−θ)·(dx, dy)`. It is a value, so identify can carry it off the main actor.
package struct ScreenTransform: Sendable, Hashable {
  /// The centre of the view in map coordinates.
  package var centerX: Double
  /// The centre of the view in map coordinates.
  package var centerY: Double
  /// Map units covered by one screen point.
  package var unitsPerPoint: Double
  /// The rotation in degrees, counter-clockwise.
  package var rotation: Double {
    didSet { (cosine, sine) = Self.turn(rotation) }
  }
  /// The view's width in points.
  package var width: Double
  /// The view's height in points.
  package var height: Double
  /// The map's spatial reference.
  package var spatialReference: SpatialReference

  @usableFromInline var cosine: Double
  @usableFromInline var sine: Double

  /// Creates a transform.
  package init(
    centerX: Double, centerY: Double, unitsPerPoint: Double, rotation: Double, width: Double, height: Double,
    spatialReference: SpatialReference
  ) {
    self.centerX = centerX
    self.centerY = centerY
    self.unitsPerPoint = unitsPerPoint
    self.rotation = rotation
    self.width = width
    self.height = height
    self.spatialReference = spatialReference
    (cosine, sine) = Self.turn(rotation)
  }

  private static func turn(_ degrees: Double) -> (Double, Double) {
    (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
  }

  /// The screen offset (points, y down) of a map offset: the transform without its translation.
  @inlinable
  package func screenOffset(ofMapOffset d: SIMD2<Double>) -> SIMD2<Double> {
    let m = d / unitsPerPoint
    return SIMD2(m.x * cosine - m.y * sine, -(m.x * sine + m.y * cosine))
  }

  /// The screen point of map coordinates, as a vector.
  @inlinable
  package func screen(_ p: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(width / 2, height / 2) + screenOffset(ofMapOffset: p - SIMD2(centerX, centerY))
  }

  /// The screen point of map coordinates.
  @inlinable
  package func screen(x: Double, y: Double) -> CGPoint {
    let s = screen(SIMD2(x, y))
    return CGPoint(x: s.x, y: s.y)
  }

  /// The map coordinates of a screen point, as a vector.
  @inlinable
  package func map(_ s: SIMD2<Double>) -> SIMD2<Double> {
    let dx = s.x - width / 2
    let dy = height / 2 - s.y
    let mx = dx * cosine + dy * sine
    let my = -dx * sine + dy * cosine
    return SIMD2(centerX + mx * unitsPerPoint, centerY + my * unitsPerPoint)
  }

  /// The map coordinates of a screen point.
  package func map(_ point: CGPoint) -> (x: Double, y: Double) {
    let m = map(SIMD2(Double(point.x), Double(point.y)))
    return (m.x, m.y)
  }

  /// The width of the world in map units for references that wrap around (Web Mercator, WGS84), else nil.
  package var worldWidth: Double? { ScreenTransform.worldWidth(of: spatialReference) }

  /// The width of the world in map units for references that wrap around (Web Mercator, WGS84), else nil.
  package static func worldWidth(of spatialReference: SpatialReference) -> Double? {
    if spatialReference == .webMercator { return 2 * .pi * GeometryEngine.webMercatorRadius }
    if spatialReference == .wgs84 { return 360 }
    return nil
  }

  /// Returns `x` moved by whole world widths so that it lies within half a world of `reference`.
  package func wrapped(_ x: Double, near reference: Double) -> Double {
    guard let world = worldWidth else { return x }
    let shift = ((reference - x) / world).rounded()
    return x + shift * world
  }

  /// The rectangle of the view in screen points.
  package var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }
}
