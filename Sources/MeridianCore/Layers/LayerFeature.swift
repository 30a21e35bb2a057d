/// A feature of a drawable layer as identify returns it: its kind, attributes and geometry.
///
/// For the OpenStreetMap basemap, ``attributes`` hold the object's tags plus `osm_type` ("node",
/// "way" or "relation") and `osm_id`, and ``kind`` is the style class that drew it ("building",
/// "road", "park", "water", ...).
public struct LayerFeature: Sendable {
  /// The feature's id in its layer.
  public var id: LayerFeatureID
  /// What the feature is, in the layer's words, such as "building" or "road".
  public var kind: String
  /// The feature's attributes: `String`, `Int`, `Double` or `Bool` values.
  public var attributes: [String: any Sendable]
  /// The feature's geometry in the layer's spatial reference, or `nil` when it has none.
  public var geometry: (any Geometry)?

  /// Creates a feature.
  ///
  /// - Parameters:
  ///   - id: Its id in its layer.
  ///   - kind: What it is.
  ///   - attributes: Its attributes.
  ///   - geometry: Its geometry.
  public init(id: LayerFeatureID, kind: String, attributes: [String: any Sendable], geometry: (any Geometry)?) {
    self.id = id
    self.kind = kind
    self.attributes = attributes
    self.geometry = geometry
  }
}
