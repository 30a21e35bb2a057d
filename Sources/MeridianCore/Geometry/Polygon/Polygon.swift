/// An area bounded by one or more rings; rings inside others are holes.
///
/// Rings may come in either orientation and need not repeat their first point at the end. Relations
/// such as containment use the even-odd rule, so a ring inside another is a hole whatever its direction.
public struct Polygon: Geometry, Hashable {
  /// The rings (parts) of the polygon.
  public var parts: [[Point]]
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference?

  /// Creates a polygon from rings.
  ///
  /// - Parameters:
  ///   - parts: The rings, each a list of points.
  ///   - spatialReference: The reference; when `nil`, the first point's reference is used.
  public init(parts: [[Point]], spatialReference: SpatialReference? = nil) {
    self.parts = parts
    self.spatialReference = spatialReference ?? parts.first?.first?.spatialReference
  }

  /// Creates a polygon with one ring.
  public init(points: [Point], spatialReference: SpatialReference? = nil) {
    self.init(parts: [points], spatialReference: spatialReference)
  }

  /// Creates the rectangular polygon of an envelope (counter-clockwise from the lower-left corner).
  public init(envelope: Envelope) {
    let sr = envelope.spatialReference
    self.init(
      parts: [
        [
          Point(x: envelope.xMin, y: envelope.yMin, spatialReference: sr),
          Point(x: envelope.xMax, y: envelope.yMin, spatialReference: sr),
          Point(x: envelope.xMax, y: envelope.yMax, spatialReference: sr),
          Point(x: envelope.xMin, y: envelope.yMax, spatialReference: sr),
        ]
      ], spatialReference: sr)
  }

  /// The smallest envelope that contains the geometry.
  public var extent: Envelope { Envelope.bounding(parts.joined(), spatialReference: spatialReference) }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }
  /// The kind of geometry.
  public var geometryType: GeometryType { .polygon }
  /// A textual description, for logs and error messages.
  public var description: String { "Polygon(\(parts.count) rings, \(parts.reduce(0) { $0 + $1.count }) points)" }
}
