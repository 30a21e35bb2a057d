extension GeometryEngine {
  /// Cuts a polygon or a polyline into pieces along a polyline, grouped as ArcGIS groups them.
  ///
  /// A polygon: the first polygon holds every piece left of the cutter (seen along its direction), the
  /// second every piece right of it; then each piece the cutter bounds on both sides, and each piece it
  /// does not cut, comes as its own polygon. A cutter that ends inside the polygon cuts nothing there.
  /// Rings are read and written as ``union(_:_:)-(Polygon,Polygon)`` describes. A polyline: left pieces,
  /// then right and coincident pieces, then each undefined piece and each uncut path (docs/geometry.md, "Cut").
  ///
  /// - Parameters:
  ///   - geometry: The polygon or polyline to cut.
  ///   - cutter: The polyline to cut along; its paths may cross each other and themselves.
  /// - Returns: The pieces as described, or none when the cutter does not cut the geometry.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does (the cutter's
  ///   coordinates too), `.unsupportedGeometry` for other kinds; `CancellationError`.
  public static func cut(_ geometry: any Geometry, usingCutter cutter: Polyline) throws -> [any Geometry] {
    let target = (geometry as? AnyGeometry)?.geometry ?? geometry
    if let polyline = target as? Polyline { return try cut(polyline, by: cutter) }
    guard let polygon = target as? Polygon else {
      throw GeometryError.unsupportedGeometry(
        "Cutting a \(type(of: target)) is not supported; cut a polygon or a polyline.")
    }
    if let a = polygon.spatialReference, let b = cutter.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    try checkInputVertexCount([polygon, cutter], operation: "Cutting")
    let rings = try overlayRings(polygon, name: "polygon")
    let paths = try checkedPaths(cutter.parts, name: "cutter path")
    let count = rings.reduce(0) { $0 + $1.count } + paths.reduce(0) { $0 + $1.count }
    guard count <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "Cutting \(count) vertices", count: Double(count), limit: maximumOutputVertexCount)
    }
    guard !rings.isEmpty, !paths.isEmpty else { return [] }
    let sr = polygon.spatialReference
    func assemble(_ pieces: [[[SIMD2<Double>]]]) -> Polygon {
      let parts = pieces.joined().map { $0.reversed().map { Point(x: $0.x, y: $0.y, spatialReference: sr) } }
      return Polygon(parts: Array(parts), spatialReference: sr)
    }
    let pieces = try PolygonCut.cut(rings, by: paths)
    guard !pieces.isEmpty else { return [] }
    var result: [any Geometry] = [
      assemble(pieces.filter { $0.side == .left }.map(\.polygon)),
      assemble(pieces.filter { $0.side == .right }.map(\.polygon)),
    ]
    for piece in pieces where piece.side == .both || piece.side == .neither { result.append(assemble([piece.polygon])) }
    return result
  }
}
