extension GeometryEngine {
  /// Returns the part of a geometry that lies inside an envelope.
  ///
  /// The envelope is closed (its boundary counts as inside), so the result is the geometry's intersection with
  /// the rectangle, of the input's kind. Vertices where a line or ring crosses the boundary lie exactly on it; z
  /// and m values are not kept for polylines and polygons. The work is linear in the vertices, plus sorting the
  /// crossings. See “`GeometryEngine.clip(_:to:)`” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - geometry: A point, multipoint, polyline, polygon or envelope.
  ///   - envelope: The envelope to clip to, in the geometry's spatial reference.
  /// - Returns: The clipped geometry, of the input's kind, or `nil` when nothing of it lies inside.
  /// - Throws: ``GeometryError`` for an empty, non-finite or inverted envelope, geometries and envelopes in
  ///   different spatial references, an empty geometry, NaN or infinite coordinates, degenerate parts or an
  ///   unsupported geometry kind; `CancellationError` when the task is cancelled (checked between parts).
  public static func clip(_ geometry: any Geometry, to envelope: Envelope) throws -> (any Geometry)? {
    if let any = geometry as? AnyGeometry { return try clip(any.geometry, to: envelope) }
    let rect = try clipRectangle(envelope)
    if let a = geometry.spatialReference, let b = envelope.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    let shape = try PlanarShape(geometry)
    let sr = geometry.spatialReference
    switch geometry {
    case let point as Point:
      return rect.contains(SIMD2(point.x, point.y)) ? point : nil
    case let multipoint as Multipoint:
      let kept = multipoint.points.filter { rect.contains(SIMD2($0.x, $0.y)) }
      return kept.isEmpty ? nil : Multipoint(points: kept, spatialReference: sr)
    case let other as Envelope:
      guard let overlap = other.intersection(envelope) else { return nil }
      let degenerate = (overlap.width == 0 && other.width > 0) || (overlap.height == 0 && other.height > 0)
      return degenerate
        ? nil
        : Envelope(
          xMin: overlap.xMin, yMin: overlap.yMin, xMax: overlap.xMax, yMax: overlap.yMax, spatialReference: sr)
    case is Polyline:
      var output = FlatParts()
      for path in shape.paths {
        try Task.checkCancellation()
        path.withUnsafeBufferPointer { RectangleClipper.clipPath($0, to: rect, into: &output) }
      }
      return output.count == 0 ? nil : Polyline(parts: points(output, sr), spatialReference: sr)
    case is Polygon:
      try Task.checkCancellation()
      let output = RectangleClipper.clipPolygon(FlatParts(shape.rings), to: rect)
      return output.count == 0 ? nil : Polygon(parts: points(output, sr), spatialReference: sr)
    default:
      throw GeometryError.unsupportedGeometry("Cannot clip a geometry of type \(type(of: geometry)).")
    }
  }

  /// The kernel rectangle of a clip envelope, validated.
  static func clipRectangle(_ envelope: Envelope) throws -> ClipRectangle {
    guard !envelope.isEmpty else { throw GeometryError.emptyGeometry("clip envelope") }
    for (name, value) in [
      ("xMin", envelope.xMin), ("yMin", envelope.yMin), ("xMax", envelope.xMax), ("yMax", envelope.yMax),
    ] where !value.isFinite {
      throw GeometryError.nonFiniteCoordinate(name: "\(name) of the clip envelope", value: value)
    }
    guard envelope.xMin <= envelope.xMax, envelope.yMin <= envelope.yMax else {
      throw GeometryError.invalidParameter(
        name: "envelope",
        reason: "it is inverted (xMin \(envelope.xMin), xMax \(envelope.xMax), yMin \(envelope.yMin), "
          + "yMax \(envelope.yMax)); the minimum must not exceed the maximum")
    }
    return ClipRectangle(xMin: envelope.xMin, yMin: envelope.yMin, xMax: envelope.xMax, yMax: envelope.yMax)
  }

  /// Flat parts as nested points in a spatial reference.
  static func points(_ parts: FlatParts, _ sr: SpatialReference?) -> [[Point]] {
    (0..<parts.count).map { i in parts.points[parts.range(of: i)].map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
    }
  }
}
