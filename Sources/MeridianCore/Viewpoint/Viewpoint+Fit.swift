public import Foundation

extension Viewpoint {
  /// The centre-and-scale viewpoint that fits a geometry inside a view, leaving padding on every side.
  ///
  /// Vertices are rotated into screen axes, so a rotated view fits the geometry itself, not its extent.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to show. It must not be empty and must span some width or height.
  ///   - padding: Points to keep clear on each side. The default is 0.
  ///   - viewSize: The view size in points.
  ///   - rotation: The map rotation in degrees, counter-clockwise. The default is 0.
  ///   - spatialReference: The map's spatial reference; `nil` keeps the geometry's own.
  /// - Returns: A centre-and-scale viewpoint.
  /// - Throws: ``GeometryError`` for an empty geometry, non-finite coordinates, no width and no height (a single
  ///   point: use ``init(center:scale:rotation:)``), padding that leaves no room, a view side beyond
  ///   ``maximumViewSide``, a span that overflows (coordinates near ±1e308), or a projection failure.
  public static func fitting(
    _ geometry: any Geometry, padding: Double = 0, viewSize: CGSize, rotation: Double = 0,
    spatialReference: SpatialReference? = nil
  ) throws -> Viewpoint {
    try validate(viewSize: viewSize)
    guard padding.isFinite, padding >= 0 else {
      throw GeometryError.invalidParameter(
        name: "padding", reason: "\(padding) is not a finite number of points, 0 or more")
    }
    guard rotation.isFinite else {
      throw GeometryError.invalidParameter(name: "rotation", reason: "\(rotation) is not finite")
    }
    var target = geometry
    if let sr = spatialReference, geometry.spatialReference != nil {
      target = try GeometryEngine.project(geometry, into: sr)
    }
    let shape = try PlanarShape(target)
    let room = (Double(viewSize.width) - 2 * padding, Double(viewSize.height) - 2 * padding)
    guard room.0 > 0, room.1 > 0 else {
      throw GeometryError.invalidParameter(
        name: "padding",
        reason: "\(padding) leaves no room in a \(Double(viewSize.width)) × \(Double(viewSize.height)) view")
    }
    // Screen axes in map space: map = R(-θ)·screen, so screen = R(θ)·map.
    let radians = rotation * .pi / 180
    let c = cos(radians)
    let s = sin(radians)
    var lo = SIMD2(Double.infinity, Double.infinity)
    var hi = -lo
    for v in shape.vertices {
      let screen = SIMD2(v.x * c - v.y * s, v.x * s + v.y * c)
      lo = pointwiseMin(lo, screen)
      hi = pointwiseMax(hi, screen)
    }
    let size = hi - lo
    guard size.x.isFinite, size.y.isFinite else {
      throw GeometryError.invalidParameter(
        name: "geometry",
        reason: "it spans \(size.x) × \(size.y) map units, too large to fit: coordinates near ±1e308 overflow")
    }
    guard size.x > 0 || size.y > 0 else {
      throw GeometryError.invalidParameter(
        name: "geometry", reason: "it has no width or height to fit; use Viewpoint(center:scale:) for a single point")
    }
    let unitsPerPoint = Swift.max(size.x / room.0, size.y / room.1)
    let mid = (lo + hi) / 2
    let center = Point(x: mid.x * c + mid.y * s, y: -mid.x * s + mid.y * c, spatialReference: target.spatialReference)
    let scale = Self.scale(forUnitsPerPoint: unitsPerPoint, spatialReference: target.spatialReference ?? .webMercator)
    return Viewpoint(center: center, scale: scale, rotation: rotation)
  }
}
