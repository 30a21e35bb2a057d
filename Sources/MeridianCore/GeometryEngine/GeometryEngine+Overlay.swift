extension GeometryEngine {
  /// Returns the union of two polygons: the area inside either.
  ///
  /// Rings are read by the even-odd rule in either orientation; the result's shells run clockwise and
  /// its holes counter-clockwise (ArcGIS's convention), rings do not repeat their first point, and the
  /// rings neither cross nor overlap (they may touch at vertices). Coordinates are snapped to a grid of
  /// 2⁻⁴⁸ of the inputs' largest magnitude (the precision model in docs/geometry.md, "Overlay").
  ///
  /// - Parameters:
  ///   - polygon1: The first polygon (may be empty).
  ///   - polygon2: The second polygon (may be empty).
  /// - Returns: The union; a polygon with no parts when both are empty.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does.
  public static func union(_ polygon1: Polygon, _ polygon2: Polygon) throws -> Polygon {
    try overlay(polygon1, polygon2, .union)
  }

  /// Returns the union of many polygons, merged pairwise in a balanced tree.
  ///
  /// - Parameter polygons: The polygons, all in one spatial reference.
  /// - Returns: The area inside any of them; a polygon with no parts for no input.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does.
  public static func union(of polygons: [Polygon]) throws -> Polygon {
    guard var level = polygons.isEmpty ? nil : polygons else { return Polygon(parts: []) }
    while level.count > 1 {
      var merged: [Polygon] = []
      for i in stride(from: 0, to: level.count, by: 2) {
        merged.append(i + 1 < level.count ? try union(level[i], level[i + 1]) : level[i])
      }
      level = merged
    }
    return level.count == 1 && polygons.count == 1 ? try union(level[0], Polygon(parts: [])) : level[0]
  }

  /// Returns the intersection of two polygons: the area inside both.
  ///
  /// Polygons that only touch have an empty intersection (a polygon with no parts).
  ///
  /// - Parameters:
  ///   - polygon1: The first polygon (may be empty).
  ///   - polygon2: The second polygon (may be empty).
  /// - Returns: The intersection, as ``union(_:_:)-(Polygon,Polygon)`` describes its rings.
  /// - Throws: ``GeometryError`` for NaN, infinite or larger than 10¹⁵ coordinates, different spatial
  ///   references, rings of fewer than three points, a ring crossing a ring of its own polygon
  ///   (``GeometryError/selfIntersection(input:part:vertex:)``), more than
  ///   ``maximumOutputVertexCount`` vertices in all; `CancellationError` when the task is cancelled.
  public static func intersection(_ polygon1: Polygon, _ polygon2: Polygon) throws -> Polygon {
    try overlay(polygon1, polygon2, .intersection)
  }

  /// Returns the difference of two polygons: the area inside the first and not the second.
  ///
  /// - Returns: The difference, as ``union(_:_:)-(Polygon,Polygon)`` describes its rings.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does.
  public static func difference(_ polygon1: Polygon, _ polygon2: Polygon) throws -> Polygon {
    try overlay(polygon1, polygon2, .difference)
  }

  /// Returns the symmetric difference of two polygons: the area inside exactly one of them.
  ///
  /// - Returns: The symmetric difference, as ``union(_:_:)-(Polygon,Polygon)`` describes its rings.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does.
  public static func symmetricDifference(_ polygon1: Polygon, _ polygon2: Polygon) throws -> Polygon {
    try overlay(polygon1, polygon2, .symmetricDifference)
  }

  /// Validates two polygons, overlays them and builds the result polygon.
  static func overlay(_ polygon1: Polygon, _ polygon2: Polygon, _ operation: OverlayOperation) throws -> Polygon {
    if let a = polygon1.spatialReference, let b = polygon2.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    try checkInputVertexCount([polygon1, polygon2], operation: "Overlaying")
    let first = try overlayRings(polygon1, name: "first polygon")
    let second = try overlayRings(polygon2, name: "second polygon")
    guard first.count + second.count > 0 else { return Polygon(parts: [], spatialReference: polygon1.spatialReference) }
    let vertexCount = first.reduce(0) { $0 + $1.count } + second.reduce(0) { $0 + $1.count }
    guard vertexCount <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "Overlaying \(vertexCount) vertices", count: Double(vertexCount), limit: maximumOutputVertexCount)
    }
    return try areaOverlay(first, second, operation, polygon1.spatialReference ?? polygon2.spatialReference)
  }

  /// Overlays two validated sets of rings and builds the result polygon in `sr`.
  static func areaOverlay(
    _ first: [[SIMD2<Double>]], _ second: [[SIMD2<Double>]], _ operation: OverlayOperation, _ sr: SpatialReference?
  ) throws -> Polygon {
    let polygons = try PolygonOverlay.overlay(first, second, operation)
    var parts: [[Point]] = []
    for polygon in polygons {
      for ring in polygon { parts.append(ring.reversed().map { Point(x: $0.x, y: $0.y, spatialReference: sr) }) }
    }
    return Polygon(parts: parts, spatialReference: sr)
  }

  /// A polygon's rings as vectors, validated: finite coordinates within ±10¹⁵, three points at least.
  static func overlayRings(_ polygon: Polygon, name: String) throws -> [[SIMD2<Double>]] {
    var rings: [[SIMD2<Double>]] = []
    for (index, part) in polygon.parts.enumerated() where !part.isEmpty {
      var ring: [SIMD2<Double>] = []
      ring.reserveCapacity(part.count)
      for (k, point) in part.enumerated() {
        try validateMagnitude(point.x, name: "x of \(name) ring \(index) point \(k)")
        try validateMagnitude(point.y, name: "y of \(name) ring \(index) point \(k)")
        ring.append(SIMD2(point.x, point.y))
      }
      if ring.count > 1, ring.first == ring.last { ring.removeLast() }
      guard ring.count >= 3 else { throw GeometryError.degeneratePart(index: index, pointCount: part.count) }
      rings.append(ring)
    }
    return rings
  }
}
