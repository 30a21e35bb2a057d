extension GeometryEngine {
  /// Returns the intersection of two geometries in every dimension it has, lowest first.
  ///
  /// As ArcGIS's `intersections`: with points, a ``Multipoint``; two polylines, or a polyline and a
  /// polygon, a ``Multipoint`` of the points where they meet outside any shared stretch, then a
  /// ``Polyline`` of the shared stretches (for a polygon: the line inside it or on its boundary); two
  /// polygons, their ``Polygon`` of shared area (shared edges and touching points are not reported).
  /// Empty parts are left out, so geometries that do not meet give an empty array.
  ///
  /// - Returns: One geometry per dimension the intersection has, in ascending dimension.
  /// - Throws: ``GeometryError`` as ``intersection(_:_:)->Geometry`` does.
  public static func intersections(_ geometry1: any Geometry, _ geometry2: any Geometry) throws -> [any Geometry] {
    let (a, b) = try overlayInputs(geometry1, geometry2)
    let sr = a.spatialReference ?? b.spatialReference
    switch Swift.min(a.dimension.rawValue, b.dimension.rawValue) {
    case 0:
      let points = try pointOverlay(a, b, .intersection)
      return points.isEmpty ? [] : [multipoint(points, sr)]
    case 1:
      let (overlay, keep) = try lineOverlay(a, b, .intersection)
      let points = overlay.isolatedPoints(keep)
      let paths = overlay.paths(keep)
      return (points.isEmpty ? [] : [multipoint(points, sr)]) + (paths.isEmpty ? [] : [polyline(paths, sr)])
    default:
      guard !a.isEmpty && !b.isEmpty else { return [] }
      let area = try areaOverlay(a.rings, b.rings, .intersection, sr)
      return area.parts.isEmpty ? [] : [area]
    }
  }

  /// A multipoint of points given in vectors.
  static func multipoint(_ points: [SIMD2<Double>], _ sr: SpatialReference?) -> Multipoint {
    Multipoint(points: points.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }, spatialReference: sr)
  }
}
