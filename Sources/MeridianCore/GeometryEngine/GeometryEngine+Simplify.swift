extension GeometryEngine {
  /// Returns a geometry made topologically correct (OGC-valid), with ArcGIS's `simplify` rules.
  ///
  /// Polygons are repaired by the overlay (docs/geometry.md, "Simplify and isSimple"): rings read by the
  /// even-odd rule, crossings noded, so a bow-tie becomes two triangles; spikes, zero-area rings and
  /// repeated vertices vanish; shells come back clockwise and holes counter-clockwise. Polylines lose
  /// repeated vertices and paths of one point (crossings stay, as in ArcGIS); multipoints lose repeated
  /// points. Points and envelopes come back unchanged; empty geometries come back empty.
  ///
  /// - Parameter geometry: A point, multipoint, polyline, polygon or envelope.
  /// - Returns: The repaired geometry, of the input's kind and spatial reference.
  /// - Throws: ``GeometryError`` for NaN or infinite coordinates, ones beyond ±10¹⁵, more than
  ///   ``maximumOutputVertexCount`` vertices; `CancellationError`.
  public static func simplify(_ geometry: any Geometry) throws -> any Geometry {
    let sr = geometry.spatialReference
    switch geometry {
    case let any as AnyGeometry:
      return try simplify(any.geometry)
    case let multipoint as Multipoint:
      var seen = Set<SIMD2<Double>>()
      let points = try simplifyVectors([multipoint.points], name: nil)[0].filter { seen.insert($0).inserted }
      return Multipoint(points: points.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }, spatialReference: sr)
    case let polyline as Polyline:
      let paths = try simplifyVectors(polyline.parts, name: "path").compactMap { path -> [Point]? in
        var kept: [SIMD2<Double>] = []
        for p in path where p != kept.last { kept.append(p) }
        return kept.count < 2 ? nil : kept.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
      }
      return Polyline(parts: paths, spatialReference: sr)
    case let polygon as Polygon:
      let (grid, polygons) = try repairedRings(polygon)
      let parts = polygons.joined().map { ring in
        ring.reversed().map { grid.unsnap($0) }.map { Point(x: $0.x, y: $0.y, spatialReference: sr) }
      }
      return Polygon(parts: Array(parts), spatialReference: sr)
    default:
      if !geometry.isEmpty { _ = try PlanarShape(geometry) }
      return geometry
    }
  }

  /// A polygon's rings repaired by the overlay, in grid units with shells counter-clockwise.
  static func repairedRings(_ polygon: Polygon) throws -> (OverlayGrid, [[[SIMD2<Double>]]]) {
    let rings = try simplifyVectors(polygon.parts, name: "ring").map { ring in
      ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
    }
    let count = rings.reduce(0) { $0 + $1.count }
    guard count <= maximumOutputVertexCount else {
      throw GeometryError.outputTooLarge(
        operation: "Simplifying \(count) vertices", count: Double(count), limit: maximumOutputVertexCount)
    }
    return try PolygonOverlay.gridOverlay(rings, [], .union, refusingSelfIntersection: false)
  }

  /// The parts' coordinates as vectors, each checked finite and within ±10¹⁵; an error names the part
  /// (`name` and its index) and point, or only the point when `name` is `nil` (a multipoint).
  static func simplifyVectors(_ parts: [[Point]], name: String?) throws -> [[SIMD2<Double>]] {
    var result: [[SIMD2<Double>]] = []
    var count = 0
    for (index, part) in parts.enumerated() {
      count += part.count
      guard count <= maximumOutputVertexCount else {
        throw GeometryError.outputTooLarge(
          operation: "Simplifying \(count) vertices", count: Double(count), limit: maximumOutputVertexCount)
      }
      try Task.checkCancellation()
      result.append(
        try part.enumerated().map { k, point in
          let place = name.map { "\($0) \(index) point \(k)" } ?? "point \(k)"
          try validateMagnitude(point.x, name: "x of \(place)")
          try validateMagnitude(point.y, name: "y of \(place)")
          return SIMD2(point.x, point.y)
        })
    }
    return result
  }
}
