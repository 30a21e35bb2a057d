/// A geometry made of parts, each a list of points: a ``Polyline`` (paths) or a ``Polygon`` (rings).
///
/// ArcGIS's `Multipart`; ``MultipartBuilder`` builds either kind.
public protocol Multipart: Geometry, Hashable {
  /// The parts: a polyline's paths or a polygon's rings.
  var parts: [[Point]] { get }

  /// Creates the geometry from parts.
  ///
  /// - Parameters:
  ///   - parts: The parts, each a list of points.
  ///   - spatialReference: The reference; when `nil`, the first point's reference is used.
  init(parts: [[Point]], spatialReference: SpatialReference?)
}

extension Polyline: Multipart {}
extension Polygon: Multipart {}
