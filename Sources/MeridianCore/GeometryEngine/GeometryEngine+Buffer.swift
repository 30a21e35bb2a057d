import Foundation

extension GeometryEngine {
  /// The number of segments per quarter circle in planar buffers: 90 (a full circle has 360 vertices).
  static let bufferSegmentsPerQuadrant = 90

  /// Returns the planar buffer of a geometry: every point within a distance of it, as a polygon.
  ///
  /// Any shape is buffered (points, multipoints, polylines of many paths, polygons with holes, envelopes);
  /// circles have 90 segments per quadrant, so the buffer lies within 3.8·10⁻⁵ of the distance of the
  /// true one. docs/geometry.md ("Buffer") gives the construction.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to buffer.
  ///   - distance: The distance in the geometry's units; negative shrinks areas (points and lines then
  ///     give an empty polygon); 0 gives the area itself.
  /// - Returns: The buffer polygon, in the geometry's spatial reference.
  /// - Throws: ``GeometryError`` for a non-finite distance or one beyond 10¹⁵, an empty geometry, bad
  ///   coordinates, more than ``maximumOutputVertexCount`` / 360 (2,777) input vertices (more than
  ///   ``maximumOutputVertexCount`` refused before they are read); `CancellationError`.
  public static func buffer(around geometry: any Geometry, distance: Double) throws -> Polygon {
    try buffer(around: geometry, distance: distance, segmentsPerQuadrant: bufferSegmentsPerQuadrant)
  }

  /// The buffer with a chosen number of segments per quadrant (the tests and the benchmark compare
  /// GEOS's `quad_segs`).
  package static func buffer(
    around geometry: any Geometry, distance: Double, segmentsPerQuadrant: Int
  ) throws -> Polygon {
    guard distance.isFinite, abs(distance) <= maximumCoordinateMagnitude else {
      throw GeometryError.invalidParameter(
        name: "distance", reason: "the buffer distance \(distance) is not a finite number within ±1e15")
    }
    try checkInputVertexCount([geometry], operation: "Buffering")
    let shape = try PlanarShape(geometry)
    let circleVertices = 4 * segmentsPerQuadrant
    let circlePoints = Double(shape.vertices.count) * Double(circleVertices)
    guard circlePoints <= Double(maximumOutputVertexCount) else {
      throw GeometryError.outputTooLarge(
        operation: "Buffering \(shape.vertices.count) vertices", count: circlePoints, limit: maximumOutputVertexCount)
    }
    let sr = geometry.spatialReference
    func polygon(_ rings: [[SIMD2<Double>]]) -> Polygon {
      Polygon(parts: rings.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }, spatialReference: sr)
    }
    let area = polygon(shape.rings)
    if distance == 0 || (distance < 0 && shape.dimension != .area) {
      return try union(area, Polygon(parts: [], spatialReference: sr))
    }
    let radius = abs(distance)
    var pieces: [Polygon] = []
    for point in shape.points {
      pieces.append(polygon([circle(around: point, radius: radius, vertices: circleVertices)]))
    }
    for (index, (a, b)) in shape.segments.enumerated() {
      if index % cancellationStride == 0 { try Task.checkCancellation() }
      pieces.append(polygon([circle(around: a, radius: radius, vertices: circleVertices)]))
      guard a != b else { continue }
      let along = b - a
      let normal = SIMD2(-along.y, along.x) * (radius / PlanarMath.length(along))
      pieces.append(polygon([[a + normal, a - normal, b - normal, b + normal]]))
    }
    for path in shape.paths {
      if let last = path.last {
        pieces.append(polygon([circle(around: last, radius: radius, vertices: circleVertices)]))
      }
    }
    let band = try union(of: pieces)
    if shape.dimension != .area { return band }
    return distance > 0 ? try union(area, band) : try difference(area, band)
  }

  /// A counter-clockwise circle of `vertices` vertices on the circle, the first at angle 0.
  static func circle(around center: SIMD2<Double>, radius: Double, vertices: Int) -> [SIMD2<Double>] {
    (0..<vertices).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(vertices)
      return center + radius * SIMD2(cos(angle), sin(angle))
    }
  }
}
