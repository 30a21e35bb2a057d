/// A type-erased geometry that keeps value semantics: `Hashable`, and `Codable` as Esri JSON.
///
/// Use it to store "some geometry" inside another value type, such as ``Viewpoint``.
public enum AnyGeometry: Sendable, Hashable {
  /// A wrapped ``Point``.
  case point(Point)
  /// A wrapped ``Envelope``.
  case envelope(Envelope)
  /// A wrapped ``Multipoint``.
  case multipoint(Multipoint)
  /// A wrapped ``Polyline``.
  case polyline(Polyline)
  /// A wrapped ``Polygon``.
  case polygon(Polygon)

  /// Wraps a geometry, or returns `nil` for a kind Meridian does not know.
  public init?(_ geometry: any Geometry) {
    switch geometry {
    case let g as Point: self = .point(g)
    case let g as Envelope: self = .envelope(g)
    case let g as Multipoint: self = .multipoint(g)
    case let g as Polyline: self = .polyline(g)
    case let g as Polygon: self = .polygon(g)
    case let g as AnyGeometry: self = g
    default: return nil
    }
  }

  /// The wrapped geometry.
  public var geometry: any Geometry {
    switch self {
    case .point(let g): return g
    case .envelope(let g): return g
    case .multipoint(let g): return g
    case .polyline(let g): return g
    case .polygon(let g): return g
    }
  }
}

extension AnyGeometry: Geometry {
  /// The spatial reference of the coordinates, or `nil` when it is not known.
  public var spatialReference: SpatialReference? { geometry.spatialReference }
  /// The smallest envelope that contains the geometry.
  public var extent: Envelope { geometry.extent }
  /// A Boolean value indicating whether the geometry has no coordinates.
  public var isEmpty: Bool { geometry.isEmpty }
  /// The kind of geometry.
  public var geometryType: GeometryType { geometry.geometryType }
  /// A textual description, for logs and error messages.
  public var description: String { geometry.description }
}
