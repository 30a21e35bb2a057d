import MeridianCore

/// What ``LocatorTask`` does to a transport's results: project them into the caller's spatial
/// reference, drop those below `minScore` and cap them at `maxResults`.
enum ResultProjection {
  /// Projects, filters and caps geocode results.
  static func finish(
    _ results: [GeocodeResult], parameters: GeocodeParameters, transportReference: SpatialReference
  ) throws -> [GeocodeResult] {
    let kept = results.filter { $0.score >= parameters.minScore }
    let capped = parameters.maxResults.map { Array(kept.prefix($0)) } ?? kept
    return try project(
      capped, into: parameters.outputSpatialReference ?? transportReference, transportReference: transportReference)
  }

  /// Projects every location and extent of the results into `target`. Geometry without a spatial
  /// reference is taken to be in the transport's.
  static func project(
    _ results: [GeocodeResult], into target: SpatialReference, transportReference: SpatialReference
  ) throws -> [GeocodeResult] {
    try results.map { result in
      var result = result
      result.displayLocation = try result.displayLocation.map { try point($0, target, transportReference) }
      result.inputLocation = try result.inputLocation.map { try point($0, target, transportReference) }
      result.routeLocation = try result.routeLocation.map { try point($0, target, transportReference) }
      result.extent = try result.extent.map { try envelope($0, target, transportReference) }
      return result
    }
  }

  private static func point(_ point: Point, _ target: SpatialReference, _ own: SpatialReference) throws -> Point {
    var point = point
    if point.spatialReference == nil { point.spatialReference = own }
    guard point.spatialReference != target else { return point }
    do {
      return try GeometryEngine.project(point, into: target)
    } catch {
      throw GeocodingError.invalidParameter(
        name: "outputSpatialReference", reason: "a result location \(point) cannot be projected: \(error)")
    }
  }

  private static func envelope(
    _ envelope: Envelope, _ target: SpatialReference, _ own: SpatialReference
  ) throws -> Envelope {
    var envelope = envelope
    if envelope.spatialReference == nil { envelope.spatialReference = own }
    guard envelope.spatialReference != target else { return envelope }
    do {
      return try GeometryEngine.project(envelope, into: target)
    } catch {
      throw GeocodingError.invalidParameter(
        name: "outputSpatialReference", reason: "a result extent \(envelope) cannot be projected: \(error)")
    }
  }
}
