extension GeometryEngine {
  /// Adds vertices along straight segments so that no segment is longer than a planar length.
  ///
  /// A segment longer than `maxSegmentLength` is cut into ⌈length / maxSegmentLength⌉ equal pieces, as
  /// GEOS's `Densifier` (shapely's `segmentize`) does; shorter segments, points and multipoints are
  /// kept, an envelope becomes a polygon. Z and M are left out of the new vertices.
  ///
  /// - Parameters:
  ///   - geometry: A polyline, polygon or envelope (points and multipoints come back as they are).
  ///   - maxSegmentLength: The longest segment allowed, in the geometry's units, positive and finite.
  /// - Returns: The densified geometry, of the same kind (a polygon for an envelope).
  /// - Throws: ``GeometryError`` for a bad length, a NaN or infinite coordinate (naming its part and
  ///   vertex) or a result of more than ``maximumOutputVertexCount`` vertices; `CancellationError`.
  public static func densify(_ geometry: any Geometry, maxSegmentLength: Double) throws -> any Geometry {
    guard maxSegmentLength.isFinite, maxSegmentLength > 0 else {
      throw GeometryError.invalidParameter(
        name: "maxSegmentLength", reason: "\(maxSegmentLength) is not a positive, finite length")
    }
    return try densifyingParts(of: geometry) { parts, closed in
      try PlanarDensify.parts(parts, closed: closed, maxSegmentLength: maxSegmentLength)
    }
  }

  /// A geometry with its paths or rings densified by `densify` (given rings without their closing
  /// point, and `closed` true): polylines and polygons keep their kind and spatial reference, an
  /// envelope becomes a polygon, points and multipoints come back as they are.
  static func densifyingParts(
    of geometry: any Geometry, _ densify: (_ parts: [[Point]], _ closed: Bool) throws -> [[Point]]
  ) throws -> any Geometry {
    switch geometry {
    case let any as AnyGeometry:
      return try densifyingParts(of: any.geometry, densify)
    case let line as Polyline:
      return Polyline(parts: try densify(line.parts, false), spatialReference: line.spatialReference)
    case let polygon as Polygon:
      let rings = polygon.parts.map { ring in ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring
      }
      return Polygon(parts: try densify(rings, true), spatialReference: polygon.spatialReference)
    case let envelope as Envelope:
      return try densifyingParts(of: Polygon(envelope: envelope), densify)
    case is Point, is Multipoint:
      return geometry
    default:
      throw GeometryError.unsupportedGeometry("Cannot densify a geometry of type \(type(of: geometry)).")
    }
  }
}

/// The planar densify: counts the output first (so a huge one is refused before anything is made),
/// then writes each part's vertices.
private enum PlanarDensify {
  static func parts(_ parts: [[Point]], closed: Bool, maxSegmentLength: Double) throws -> [[Point]] {
    let limit = GeometryEngine.maximumOutputVertexCount
    var total = 0.0
    var steps: [[Int]] = []
    steps.reserveCapacity(parts.count)
    for (p, part) in parts.enumerated() {
      total += Double(part.count)
      var list: [Int] = []
      let count = part.count > 1 ? (closed ? part.count : part.count - 1) : 0
      // A one-point part has no segment whose ends the loop below checks.
      if part.count == 1, let p0 = part.first {
        for (name, value) in [("x", p0.x), ("y", p0.y)] where !value.isFinite {
          throw GeometryError.nonFiniteCoordinate(name: "\(name) of part \(p) near vertex 0", value: value)
        }
      }
      list.reserveCapacity(count)
      for i in 0..<count {
        if i % GeometryEngine.cancellationStride == 0, Task.isCancelled { throw CancellationError() }
        let a = part[i]
        let b = part[(i + 1) % part.count]
        for (name, value) in [("x", a.x), ("y", a.y), ("x", b.x), ("y", b.y)] where !value.isFinite {
          throw GeometryError.nonFiniteCoordinate(name: "\(name) of part \(p) near vertex \(i)", value: value)
        }
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let pieces = length > maxSegmentLength ? (length / maxSegmentLength).rounded(.up) : 1
        total += pieces - 1
        guard total <= Double(limit), let n = Int(exactly: pieces) else {
          throw GeometryError.outputTooLarge(
            operation: "Densifying to \(maxSegmentLength)", count: total, limit: limit)
        }
        list.append(n)
      }
      steps.append(list)
    }
    var result: [[Point]] = []
    result.reserveCapacity(parts.count)
    for (part, list) in zip(parts, steps) {
      if Task.isCancelled { throw CancellationError() }
      var points: [Point] = []
      for (i, n) in list.enumerated() {
        let a = part[i]
        let b = part[(i + 1) % part.count]
        points.append(a)
        for k in 1..<Swift.max(n, 1) {
          let t = Double(k) / Double(n)
          points.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y), spatialReference: a.spatialReference))
        }
      }
      if !closed || part.count < 2, let last = part.last { points.append(last) }
      result.append(points)
    }
    return result
  }
}
