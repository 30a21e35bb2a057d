extension GeometryEngine {
  /// Returns the smallest envelope containing the extents of all the geometries.
  ///
  /// Empty geometries are skipped. Geometries in other supported spatial references are projected into
  /// the first geometry's reference before their extents are combined.
  ///
  /// - Parameter geometries: The geometries.
  /// - Returns: The combined extent, or an empty envelope when every geometry is empty (or there are none).
  /// - Throws: ``GeometryError`` when a spatial reference cannot be reconciled with the first one, or a
  ///   projection fails.
  public static func combineExtents(of geometries: [any Geometry]) throws -> Envelope {
    guard let first = geometries.first(where: { !$0.isEmpty }) else {
      return .empty(spatialReference: geometries.first?.spatialReference)
    }
    var result = Envelope.empty(spatialReference: first.spatialReference)
    for geometry in geometries where !geometry.isEmpty {
      let extent = try harmonize(first, geometry.extent).extent
      for value in [extent.xMin, extent.yMin, extent.xMax, extent.yMax] where !value.isFinite {
        throw GeometryError.nonFiniteCoordinate(name: "extent", value: value)
      }
      result = result.union(extent)
    }
    result.spatialReference = first.spatialReference
    return result
  }
}
