public import MeridianCore

/// Something drawn on a map with a geometry and attributes: a ``Graphic``, or an
/// ``AggregateGeoElement`` standing for a cluster of them (ArcGIS's `GeoElement`).
public protocol GeoElement: Sendable {
  /// The geometry, or `nil`.
  var geometry: (any Geometry)? { get }
  /// The attributes by field name.
  var attributes: [String: any Sendable] { get }
}

extension Graphic: GeoElement {}
