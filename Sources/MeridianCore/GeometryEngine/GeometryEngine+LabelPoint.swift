extension GeometryEngine {
  /// The most edge distances one ``labelPoint(for:)`` measures: 10⁷ (some hundredths of a second).
  ///
  /// Each cell the search probes measures its distance to every edge, so the work is probes × edges.
  /// A search that reaches this bound returns the best point it has found (inside the polygon). It is
  /// reached where many points are almost equally good, as along a long strip of even width.
  public static let maximumLabelPointWork = 10_000_000

  /// Returns a point inside a polygon where a label sits best: its pole of inaccessibility.
  ///
  /// The pole of inaccessibility is the inside point farthest from the outline, the centre of the largest circle
  /// that fits in the polygon (holes count as outside, by the even-odd rule), found by polylabel's cell search to
  /// 1/100 of the smaller of the polygon's extent and the square root of its largest ring's area. Unlike the
  /// centroid it is always inside; for several separate rings it is the pole of the roomiest one. See
  /// “`GeometryEngine.labelPoint(for:)`” in `docs/geometry.md`.
  ///
  /// - Parameter polygon: The polygon.
  /// - Returns: The label point, in the polygon's spatial reference.
  /// - Throws: ``GeometryError`` for an empty polygon, degenerate rings, NaN or infinite coordinates, or
  ///   rings that enclose no area; `CancellationError` when the task is cancelled during the search.
  public static func labelPoint(for polygon: Polygon) throws -> Point {
    let shape = try PlanarShape(polygon)
    let rings = FlatParts(shape.rings)
    // The largest ring's area sets the scale (the even-odd area would need every ring nested).
    let area = shape.rings.reduce(0) { Swift.max($0, abs(PlanarMath.signedArea($1))) }
    guard area > 0, let first = rings.points.first else {
      throw GeometryError.emptyGeometry("polygon (its rings enclose no area)")
    }
    var low = first
    var high = first
    for p in rings.points {
      low = pointwiseMin(low, p)
      high = pointwiseMax(high, p)
    }
    let precision = Swift.min(area.squareRoot(), (high - low).min()) * 1e-2
    let probes = Swift.max(maximumLabelPointWork / Swift.max(rings.points.count, 1), 16)
    guard
      let result = PoleOfInaccessibility.find(
        in: rings, precision: precision, maximumProbes: probes, isCancelled: { Task.isCancelled })
    else { throw GeometryError.emptyGeometry("polygon") }
    try Task.checkCancellation()
    var point = result.point
    if result.distance <= 0 || !PlanarMath.isInside(point, rings: shape.rings) {
      // The search was cut short before any probe landed inside: fall back to the middle of the
      // widest inside stretch of a horizontal line through the extent's middle.
      point = widestInsideStretch(of: shape.rings, at: (low.y + high.y) / 2) ?? point
    }
    return Point(x: point.x, y: point.y, spatialReference: polygon.spatialReference)
  }

  /// The middle of the widest stretch of the line `y` inside the rings (even-odd), if it meets them.
  static func widestInsideStretch(of rings: [[SIMD2<Double>]], at y: Double) -> SIMD2<Double>? {
    var crossings: [Double] = []
    for ring in rings {
      var b = ring[ring.count - 1]
      for a in ring {
        if (a.y > y) != (b.y > y) { crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)) }
        b = a
      }
    }
    crossings.sort()
    var best: (Double, Double)?
    for k in stride(from: 0, to: crossings.count - 1, by: 2)
    where best.map({ crossings[k + 1] - crossings[k] > $0.1 - $0.0 }) ?? true {
      best = (crossings[k], crossings[k + 1])
    }
    return best.map { SIMD2(($0.0 + $0.1) / 2, y) }
  }
}
