import InternalMeridianUtilities

extension GeometryEngine {
  /// Adds vertices along geodesics so that no segment is longer than a distance on the WGS84 ellipsoid.
  ///
  /// Each segment is replaced by the geodesic between its ends, sampled at equal steps no longer than
  /// `maxSegmentLength`, in the input's spatial reference; the result may have at most
  /// ``maximumOutputVertexCount`` (1,000,000) vertices. See
  /// “`GeometryEngine.geodeticDensify(_:maxSegmentLength:)`” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - geometry: A polyline or polygon in WGS84 or Web Mercator.
  ///   - maxSegmentLength: The longest segment allowed, in metres, greater than 0.
  /// - Returns: The densified geometry, of the same kind.
  /// - Throws: ``GeometryError`` for a non-positive length, unsupported geometry kinds, or bad coordinates or
  ///   references; ``GeometryError/outputTooLarge(operation:count:limit:)`` when the result would have more than
  ///   1,000,000 vertices; `CancellationError` when the calling task is cancelled.
  public static func geodeticDensify(_ geometry: any Geometry, maxSegmentLength: Double) throws -> any Geometry {
    guard maxSegmentLength.isFinite, maxSegmentLength > 0 else {
      throw GeometryError.invalidParameter(
        name: "maxSegmentLength", reason: "\(maxSegmentLength) m is not a positive, finite number")
    }
    guard let sr = geometry.spatialReference else { throw GeometryError.missingSpatialReference }
    return try densifyingParts(of: geometry) { parts, closed in
      try DensifyPlan(parts: parts, closed: closed, maxSegmentLength: maxSegmentLength).run(into: sr)
    }
  }
}

/// The segments of a densify and their step counts, measured before any vertex is made.
private struct DensifyPlan {
  struct Segment {
    var start: Point
    var inverse: Geodesic.Inverse
    var steps: Int
  }

  var parts: [[Point]]
  var segments: [[Segment]]
  var closed: Bool

  init(parts: [[Point]], closed: Bool, maxSegmentLength: Double) throws {
    self.parts = parts
    self.closed = closed
    let limit = GeometryEngine.maximumOutputVertexCount
    var total = 0.0
    var measured = 0
    segments = []
    for part in parts {
      var list: [Segment] = []
      total += Double(part.count)
      if part.count > 1 {
        for i in 0..<(closed ? part.count : part.count - 1) {
          measured += 1
          if measured % GeometryEngine.cancellationStride == 0, Task.isCancelled { throw CancellationError() }
          let start = try GeometryEngine.geographic(part[i])
          let end = try GeometryEngine.geographic(part[(i + 1) % part.count])
          let inverse = Geodesic.wgs84.inverse(lat1: start.y, lon1: start.x, lat2: end.y, lon2: end.x)
          let wanted = (inverse.s12 / maxSegmentLength).rounded(.up)
          total += Swift.max(wanted - 1, 0)
          guard total <= Double(limit), let steps = Int(truncating: wanted) else {
            throw GeometryError.outputTooLarge(
              operation: "Densifying to \(maxSegmentLength) m", count: total, limit: limit)
          }
          list.append(Segment(start: start, inverse: inverse, steps: steps))
        }
      }
      segments.append(list)
    }
  }

  func run(into sr: SpatialReference) throws -> [[Point]] {
    var made = 0
    var result: [[Point]] = []
    for (part, list) in zip(parts, segments) {
      guard part.count > 1 else {
        result.append(part)
        continue
      }
      var points: [Point] = []
      for (i, segment) in list.enumerated() {
        points.append(part[i])
        guard segment.steps > 1 else { continue }
        for k in 1..<segment.steps {
          made += 1
          if made % GeometryEngine.cancellationStride == 0, Task.isCancelled { throw CancellationError() }
          let d = segment.inverse.s12 * Double(k) / Double(segment.steps)
          let start = segment.start
          let p = Geodesic.wgs84.direct(lat1: start.y, lon1: start.x, azi1: segment.inverse.azi1, s12: d)
          // Keep longitudes continuous with the start so that lines do not jump across the map.
          let lon = GeometryEngine.unwrap(p.lon2, near: start.x)
          points.append(try GeometryEngine.project(Point(x: lon, y: p.lat2, spatialReference: .wgs84), into: sr))
        }
      }
      if !closed, let last = part.last { points.append(last) }
      result.append(points)
    }
    return result
  }
}
