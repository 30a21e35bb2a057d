extension GeometryEngine {
  /// Returns a geometry at a constant planar distance from a polyline or polygon, on one side of it.
  ///
  /// As ArcGIS: a positive distance offsets to the right of each path's direction, a negative one to the
  /// left; a polygon's right side is its inside, so a positive distance shrinks a polygon and a negative
  /// one grows it. Paths are offset one by one, with the loops that corners and bends make dropped; a
  /// polygon is offset as one area (the boundary of its buffer by -distance). docs/geometry.md
  /// ("Offset") gives the rules and how they compare with GEOS.
  ///
  /// - Parameters:
  ///   - geometry: A polyline, polygon or envelope, in any spatial reference (the distance is in its units).
  ///   - distance: The offset distance, finite and within ±10¹⁵; 0 returns the geometry.
  ///   - offsetType: How corners on the offset side are joined.
  ///   - bevelRatio: For ``GeometryOffsetType/mitered`` only: how far, in distances, a mitre point may lie
  ///     from its vertex before the corner is cut; positive and finite.
  ///   - flattenError: For ``GeometryOffsetType/rounded`` only: the largest gap between an arc and its
  ///     segments, positive and finite (at most 180 segments per join, as ArcGIS).
  /// - Returns: A ``Polyline`` for a polyline, a ``Polygon`` for a polygon or envelope; empty when nothing
  ///   is left (a polygon shrunk away).
  /// - Throws: ``GeometryError`` for a bad parameter, a point or multipoint, a NaN, infinite or too large
  ///   coordinate (naming its part and vertex), a result beyond ``maximumOutputVertexCount`` vertices, or
  ///   (polygons) rings that cross; `CancellationError`.
  public static func offset(
    _ geometry: any Geometry, distance: Double, offsetType: GeometryOffsetType, bevelRatio: Double,
    flattenError: Double
  ) throws -> any Geometry {
    guard distance.isFinite, abs(distance) <= maximumCoordinateMagnitude else {
      throw GeometryError.invalidParameter(
        name: "distance", reason: "the offset distance \(distance) is not a finite number within ±1e15")
    }
    if offsetType == .mitered, !(bevelRatio.isFinite && bevelRatio > 0) {
      throw GeometryError.invalidParameter(
        name: "bevelRatio", reason: "\(bevelRatio) is not a positive, finite ratio (mitered offsets use it)")
    }
    if offsetType == .rounded, !(flattenError.isFinite && flattenError > 0) {
      throw GeometryError.invalidParameter(
        name: "flattenError", reason: "\(flattenError) is not a positive, finite length (rounded offsets use it)")
    }
    let join = OffsetJoin(type: offsetType, distance: abs(distance), bevelRatio: bevelRatio, flattenError: flattenError)
    switch geometry {
    case let any as AnyGeometry:
      return try offset(
        any.geometry, distance: distance, offsetType: offsetType, bevelRatio: bevelRatio, flattenError: flattenError)
    case let line as Polyline:
      let paths = try offsetParts(line.parts, name: "path")
      if distance == 0 || paths.isEmpty { return line }
      var budget = maximumOutputVertexCount
      var lines: [[SIMD2<Double>]] = []
      for path in paths {
        let geometry = OffsetPathGeometry(path, closed: false, distance: abs(distance), side: distance > 0 ? 1 : -1)
        lines += try OffsetCurve.lines(of: geometry, join: join, budget: &budget)
      }
      let sr = line.spatialReference
      return Polyline(
        parts: lines.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }, spatialReference: sr)
    case let polygon as Polygon:
      let rings = try offsetParts(polygon.parts, name: "ring")
      if distance == 0 || rings.isEmpty { return polygon }
      return try offsetArea(rings, distance: distance, join: join, spatialReference: polygon.spatialReference)
    case let envelope as Envelope:
      return try offset(
        Polygon(envelope: envelope), distance: distance, offsetType: offsetType, bevelRatio: bevelRatio,
        flattenError: flattenError)
    default:
      throw GeometryError.unsupportedGeometry(
        "Cannot offset a geometry of type \(type(of: geometry)); offset takes polylines, polygons and envelopes.")
    }
  }

  /// A polygon's area offset: its rings' band (segment rectangles and join fans) taken from the area for a
  /// positive distance, added to it for a negative one.
  static func offsetArea(
    _ rings: [[SIMD2<Double>]], distance: Double, join: OffsetJoin, spatialReference sr: SpatialReference?
  ) throws -> Polygon {
    func polygon(_ rings: [[SIMD2<Double>]]) -> Polygon {
      Polygon(parts: rings.map { $0.map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }, spatialReference: sr)
    }
    var pieces: [Polygon] = []
    var made = 0
    for ring in rings {
      let path = OffsetPathGeometry(ring, closed: true, distance: abs(distance), side: 1)
      let count = path.segmentCount
      for i in 0..<count {
        if i % cancellationStride == 0 { try Task.checkCancellation() }
        let (a, b) = path.segment(i)
        let n = path.normal(i, side: 1)
        pieces.append(polygon([[a + n, a - n, b - n, b + n]]))
        made += 4
        if var fan = path.fan(i, (i + 1) % count, join: join) {
          // The fan's apex is moved off the vertex, into the rectangles' overlap on the inner side, so that
          // no piece shares a vertex with the polygon (the overlay then has no touching rings to resolve).
          let outward = fan[1] + fan[fan.count - 1] - 2 * fan[0]
          let size = PlanarMath.length(outward)
          if size > 0 { fan[0] -= outward * (0.25 * abs(distance) / size) }
          pieces.append(polygon([fan]))
          made += fan.count
        }
        guard made <= maximumOutputVertexCount else {
          throw GeometryError.outputTooLarge(
            operation: "Offsetting", count: Double(made), limit: maximumOutputVertexCount)
        }
      }
    }
    let area = polygon(rings)
    let result = distance > 0 ? try difference(area, try union(of: pieces)) : try union(of: [area] + pieces)
    // The overlay may leave a ring without area where two pieces' edges nearly meet.
    let parts = result.parts.filter { ring in
      PlanarMath.signedArea(ring.map { SIMD2($0.x, $0.y) }) != 0 && Set(ring.map { [$0.x, $0.y] }).count >= 3
    }
    return Polygon(parts: parts, spatialReference: sr)
  }

  /// The parts of a polyline or polygon as vectors, each coordinate finite and within ±10¹⁵.
  private static func offsetParts(_ parts: [[Point]], name: String) throws -> [[SIMD2<Double>]] {
    try parts.enumerated().map { index, part in
      try part.enumerated().map { k, point in
        try validateMagnitude(point.x, name: "x of \(name) \(index) point \(k)")
        try validateMagnitude(point.y, name: "y of \(name) \(index) point \(k)")
        return SIMD2(point.x, point.y)
      }
    }.filter { !$0.isEmpty }
  }
}
