import Foundation

extension GeometryEngine {
  /// The number of vertices used for a full circle in planar buffers.
  static let bufferCircleVertices = 360

  /// Returns the planar buffer of a geometry: every point within a distance of it, as a polygon.
  ///
  /// Circles are approximated by 360-sided polygons whose vertices lie on the circle. Supported are
  /// points, multipoints whose circles do not overlap (one ring per point), envelopes, single
  /// segments and convex polygons: their buffers are the convex hull of the circles around their
  /// vertices, which is exact for convex shapes. Other lines and concave polygons need polygon union,
  /// which Meridian does not provide, and throw ``GeometryError/unsupportedGeometry(_:)``.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to buffer.
  ///   - distance: The buffer distance in the units of the geometry's spatial reference, greater than 0.
  /// - Returns: The buffer polygon, in the geometry's spatial reference.
  /// Every input vertex becomes a 360-vertex circle, so the input may have at most
  /// ``maximumOutputVertexCount`` / 360 (2,777) vertices; more throw
  /// ``GeometryError/outputTooLarge(operation:count:limit:)`` before any work.
  ///
  /// - Throws: ``GeometryError`` for a non-positive distance, an unsupported shape, bad coordinates, or
  ///   more than 2,777 vertices.
  public static func buffer(around geometry: any Geometry, distance: Double) throws -> Polygon {
    guard distance.isFinite, distance > 0 else {
      throw GeometryError.invalidParameter(
        name: "distance", reason: "the buffer distance \(distance) is not a positive, finite number")
    }
    let shape = try PlanarShape(geometry)
    let circlePoints = Double(shape.vertices.count) * Double(bufferCircleVertices)
    guard circlePoints <= Double(maximumOutputVertexCount) else {
      throw GeometryError.outputTooLarge(
        operation: "Buffering \(shape.vertices.count) vertices", count: circlePoints, limit: maximumOutputVertexCount)
    }
    let sr = geometry.spatialReference
    func ring(_ points: [SIMD2<Double>]) -> [Point] { points.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }
    switch shape.dimension {
    case .point:
      for i in 0..<shape.points.count {
        for j in (i + 1)..<shape.points.count where PlanarMath.length(shape.points[i] - shape.points[j]) < 2 * distance
        {
          throw GeometryError.unsupportedGeometry(
            "The buffers of points \(i) and \(j) overlap; merging them needs polygon union, which is not supported.")
        }
      }
      return Polygon(parts: shape.points.map { ring(circle(around: $0, radius: distance)) }, spatialReference: sr)
    case .line:
      guard shape.paths.count == 1, shape.paths[0].count == 2 else {
        throw GeometryError.unsupportedGeometry("Planar buffers of lines support a single segment only.")
      }
      return Polygon(parts: [ring(hullOfCircles(shape.paths[0], radius: distance))], spatialReference: sr)
    case .area:
      guard shape.rings.count == 1, isConvex(shape.rings[0]) else {
        throw GeometryError.unsupportedGeometry("Planar buffers of polygons support convex single-ring polygons only.")
      }
      return Polygon(parts: [ring(hullOfCircles(shape.rings[0], radius: distance))], spatialReference: sr)
    }
  }

  /// A counter-clockwise circle of `bufferCircleVertices` vertices.
  static func circle(around center: SIMD2<Double>, radius: Double) -> [SIMD2<Double>] {
    (0..<bufferCircleVertices).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(bufferCircleVertices)
      return center + radius * SIMD2(cos(angle), sin(angle))
    }
  }

  /// The convex hull of circles around the points.
  private static func hullOfCircles(_ points: [SIMD2<Double>], radius: Double) -> [SIMD2<Double>] {
    convexHull(points.flatMap { circle(around: $0, radius: radius) })
  }

  /// A Boolean value indicating whether a ring is convex (collinear vertices allowed).
  private static func isConvex(_ ring: [SIMD2<Double>]) -> Bool {
    var sign = 0.0
    for i in 0..<ring.count {
      let c = PlanarMath.cross(ring[i], ring[(i + 1) % ring.count], ring[(i + 2) % ring.count])
      if c != 0 {
        if sign != 0 && (c > 0) != (sign > 0) { return false }
        sign = c
      }
    }
    return true
  }

  /// Andrew's monotone chain: the convex hull, counter-clockwise.
  static func convexHull(_ input: [SIMD2<Double>]) -> [SIMD2<Double>] {
    let points = input.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard points.count > 2 else { return points }
    var lower: [SIMD2<Double>] = []
    for p in points {
      while lower.count >= 2 && PlanarMath.cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [SIMD2<Double>] = []
    for p in points.reversed() {
      while upper.count >= 2 && PlanarMath.cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 {
        upper.removeLast()
      }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }
}
