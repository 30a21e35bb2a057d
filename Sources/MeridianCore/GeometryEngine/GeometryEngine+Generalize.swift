extension GeometryEngine {
  /// Returns a geometry with fewer vertices that stays within a distance of the original.
  ///
  /// Each path and ring is simplified by Douglas–Peucker as GEOS's `DouglasPeuckerSimplifier` does it, so the
  /// result deviates from each kept part by at most `maxDeviation`, in the geometry's own units. Points,
  /// multipoints and envelopes come back unchanged. No repair follows: simplified rings may touch or cross. See
  /// “`GeometryEngine.generalize(_:maxDeviation:removeDegenerateParts:)`” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - geometry: A point, multipoint, polyline, polygon or envelope.
  ///   - maxDeviation: The largest distance the result may stray from the input, 0 or more, in the geometry's units.
  ///   - removeDegenerateParts: Whether to drop parts that collapse (and every ring inside a dropped ring).
  /// - Returns: The generalized geometry, of the input's kind, or `nil` when every part collapsed and was removed.
  /// - Throws: ``GeometryError`` for a negative, NaN or infinite `maxDeviation`, an empty geometry, NaN or infinite
  ///   coordinates, degenerate input parts or an unsupported kind; `CancellationError` when cancelled (between parts).
  public static func generalize(
    _ geometry: any Geometry, maxDeviation: Double, removeDegenerateParts: Bool
  ) throws -> (any Geometry)? {
    if let any = geometry as? AnyGeometry {
      return try generalize(any.geometry, maxDeviation: maxDeviation, removeDegenerateParts: removeDegenerateParts)
    }
    guard maxDeviation.isFinite, maxDeviation >= 0 else {
      throw GeometryError.invalidParameter(
        name: "maxDeviation", reason: "\(maxDeviation) is not a finite distance of 0 or more")
    }
    let shape = try PlanarShape(geometry)
    let sr = geometry.spatialReference
    var stack: [(Int, Int)] = []
    var output: [SIMD2<Double>] = []
    switch geometry {
    case is Point, is Multipoint, is Envelope:
      return geometry
    case is Polyline:
      var parts = FlatParts()
      for path in shape.paths {
        try Task.checkCancellation()
        output.removeAll(keepingCapacity: true)
        path.withUnsafeBufferPointer {
          DouglasPeucker.simplify($0, tolerance: maxDeviation, into: &output, stack: &stack)
        }
        if output.count < 2 {
          if removeDegenerateParts { continue }
          output.append(output[0])
        }
        parts.points += output
        parts.closePart()
      }
      return parts.count == 0 ? nil : Polyline(parts: points(parts, sr), spatialReference: sr)
    case is Polygon:
      var rings: [[SIMD2<Double>]] = []
      var collapsed: [Int] = []
      for (index, ring) in shape.rings.enumerated() {
        try Task.checkCancellation()
        output.removeAll(keepingCapacity: true)
        _ = ring.withUnsafeBufferPointer {
          DouglasPeucker.simplifyRing($0, tolerance: maxDeviation, into: &output, stack: &stack)
        }
        if output.count < 3 || RectangleClipper.isCollapsed(output[...]) { collapsed.append(index) }
        rings.append(output)
      }
      var keep = [Bool](repeating: true, count: rings.count)
      if removeDegenerateParts {
        for index in collapsed {
          keep[index] = false
          for other in shape.rings.indices where keep[other] && other != index {
            if try ring(shape.rings[other], liesInside: shape.rings[index]) { keep[other] = false }
          }
        }
      }
      let kept = rings.indices.filter { keep[$0] }.map { rings[$0] }
      return kept.isEmpty ? nil : Polygon(parts: points(FlatParts(kept), sr), spatialReference: sr)
    default:
      throw GeometryError.unsupportedGeometry("Cannot generalize a geometry of type \(type(of: geometry)).")
    }
  }

  /// A Boolean value indicating whether `ring` lies inside `container` (by extent first, then nesting).
  private static func ring(_ ring: [SIMD2<Double>], liesInside container: [SIMD2<Double>]) throws -> Bool {
    try Task.checkCancellation()
    var low = container[0]
    var high = container[0]
    for p in container {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    guard ring.allSatisfy({ all($0 .>= low) && all($0 .<= high) }) else { return false }
    return PlanarMath.isRing(ring, inside: container)
  }
}
