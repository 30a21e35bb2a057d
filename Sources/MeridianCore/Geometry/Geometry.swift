/// A shape with coordinates in a spatial reference: the common interface of Meridian's geometries.
///
/// ``Point``, ``Envelope``, ``Multipoint``, ``Polyline`` and ``Polygon`` are value types that conform,
/// so code can hold `any Geometry` and cast back with `as? Point`.
public protocol Geometry: Sendable, CustomStringConvertible {
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  var spatialReference: SpatialReference? { get }
  /// The smallest envelope that contains the geometry. An empty geometry has an empty envelope.
  var extent: Envelope { get }
  /// A Boolean value indicating whether the geometry has no coordinates.
  var isEmpty: Bool { get }
  /// The kind of geometry.
  var geometryType: GeometryType { get }
  /// Returns a Boolean value indicating whether this geometry equals another of any kind.
  func isEqual(to other: any Geometry) -> Bool
}

/// The kinds of geometry.
public enum GeometryType: String, Sendable, Hashable, Codable {
  /// A single location: ``Point``.
  case point
  /// An axis-aligned rectangle: ``Envelope``.
  case envelope
  /// An ordered collection of locations: ``Multipoint``.
  case multipoint
  /// A line of one or more paths: ``Polyline``.
  case polyline
  /// An area of one or more rings: ``Polygon``.
  case polygon
}

extension Geometry where Self: Equatable {
  /// Returns a Boolean value indicating whether this geometry equals another of any kind.
  public func isEqual(to other: any Geometry) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
