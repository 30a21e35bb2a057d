/// An ordered collection of points treated as one geometry.
public struct Multipoint: Geometry, Hashable {
  /// The points. Their own spatial references are ignored in favour of the multipoint's.
  public var points: [Point]
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference?

  /// Creates a multipoint from points.
  ///
  /// - Parameters:
  ///   - points: The points.
  ///   - spatialReference: The reference; when `nil`, the first point's reference is used.
  public init(points: [Point], spatialReference: SpatialReference? = nil) {
    self.points = points
    self.spatialReference = spatialReference ?? points.first?.spatialReference
  }

  /// The smallest envelope that contains the geometry.
  public var extent: Envelope { Envelope.bounding(points, spatialReference: spatialReference) }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { points.isEmpty }
  /// The kind of geometry.
  public var geometryType: GeometryType { .multipoint }
  /// A textual description, for logs and error messages.
  public var description: String { "Multipoint(\(points.count) points)" }
}

extension Envelope {
  /// The smallest envelope containing the points; empty when there are none.
  static func bounding<S: Sequence>(_ points: S, spatialReference: SpatialReference?) -> Envelope
  where S.Element == Point {
    var xMin = Double.infinity
    var yMin = Double.infinity
    var xMax = -Double.infinity
    var yMax = -Double.infinity
    var any = false
    for p in points where !p.isEmpty {
      any = true
      xMin = Swift.min(xMin, p.x)
      yMin = Swift.min(yMin, p.y)
      xMax = Swift.max(xMax, p.x)
      yMax = Swift.max(yMax, p.y)
    }
    guard any else { return .empty(spatialReference: spatialReference) }
    return Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: spatialReference)
  }
}
