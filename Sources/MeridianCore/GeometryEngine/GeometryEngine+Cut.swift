extension GeometryEngine {
  /// Cuts a polygon into pieces along a polyline, grouped as ArcGIS groups them.
  ///
  /// The first polygon holds every piece left of the cutter (seen along its direction), the second
  /// every piece right of it; then each piece the cutter bounds on both sides, and each piece it does
  /// not cut, comes as its own polygon. A cutter that ends inside the polygon cuts nothing there. Rings
  /// are read and written as ``union(_:_:)-(Polygon,Polygon)`` describes (docs/geometry.md, "Cut").
  ///
  /// - Parameters:
  ///   - geometry: The polygon to cut.
  ///   - cutter: The polyline to cut along; its paths may cross each other and themselves.
  /// - Returns: The pieces as described, or no polygons when the cutter does not cut the polygon.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)-(Polygon,Polygon)`` does (the cutter's
  ///   coordinates too), `.unsupportedGeometry` for a geometry other than a polygon; `CancellationError`.
  public static func cut(_ geometry: any Geometry, usingCutter cutter: Polyline) throws -> [any Geometry] {
    let target = (geometry as? AnyGeometry)?.geometry ?? geometry
    guard let polygon = target as? Polygon else {
      throw GeometryError.unsupportedGeometry("Cutting a \(type(of: target)) is not supported; cut a polygon.")
    }
    if let a = polygon.spatialReference, let b = cutter.spatialReference, a != b {
      throw GeometryError.mismatchedSpatialReferences(a, b)
    }
    let rings = try overlayRings(polygon, name: "polygon")
    let paths = try simplifyVectors(cutter.parts, name: "cutter path").enumerated().map { index, path in
      guard path.count >= 2 else { throw GeometryError.degeneratePart(index: index, pointCount: path.count) }
      return path
    }
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
