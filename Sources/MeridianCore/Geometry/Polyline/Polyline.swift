/// A line made of one or more paths, each an ordered list of at least two points.
public struct Polyline: Geometry, Hashable {
  /// The paths (parts) of the line.
  public var parts: [[Point]]
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference?

  /// Creates a polyline from paths.
  ///
  /// - Parameters:
  ///   - parts: The paths, each a list of points.
  ///   - spatialReference: The reference; when `nil`, the first point's reference is used.
  public init(parts: [[Point]], spatialReference: SpatialReference? = nil) {
    self.parts = parts
    self.spatialReference = spatialReference ?? parts.first?.first?.spatialReference
  }

  /// Creates a polyline with one path.
  public init(points: [Point], spatialReference: SpatialReference? = nil) {
    self.init(parts: [points], spatialReference: spatialReference)
  }

  /// The smallest envelope that contains the geometry.
  public var extent: Envelope { Envelope.bounding(parts.joined(), spatialReference: spatialReference) }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }
  /// The kind of geometry.
  public var geometryType: GeometryType { .polyline }
  /// A textual description, for logs and error messages.
  public var description: String { "Polyline(\(parts.count) parts, \(parts.reduce(0) { $0 + $1.count }) points)" }
}
