public import MeridianCore

/// A layer that draws a ``VectorTileCache`` with a ``VectorTileStyle``: the offline basemap.
///
/// The map view asks it for what to draw around the view (``drawing(for:)``): the world's land on
/// the sea, the extract's land, sea, landuse, parks, water, buildings, roads (casing under fill, by
/// `layer` and class) and rail, each generalized for the zoom of the view's scale, with the labels of
/// streets, parks, water and places. ``feature(_:)`` gives identify the OpenStreetMap object behind a
/// shape: its type, id, tags and geometry.
///
/// ```swift
/// var style = VectorTileStyle.openStreetMapCarto
/// style[.path].isHidden = true
/// let layer = VectorTiledLayer(vectorTileCache: cache, style: style)
/// map.basemap = Basemap(baseLayers: [layer])
/// ```
public struct VectorTiledLayer: DrawableLayer {
  /// The basemap data drawn.
  public let vectorTileCache: VectorTileCache
  /// How it is drawn.
  public let style: VectorTileStyle
  /// The layer's display name.
  public let name: String

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - vectorTileCache: The basemap data.
  ///   - style: How to draw it; OpenStreetMap Carto's look by default.
  ///   - name: A display name; "OpenStreetMap" by default.
  public init(
    vectorTileCache: VectorTileCache, style: VectorTileStyle = .openStreetMapCarto, name: String = "OpenStreetMap"
  ) {
    self.vectorTileCache = vectorTileCache
    self.style = style
    self.name = name
  }

  /// Web Mercator: the layer's data is in metres.
  public var spatialReference: SpatialReference { .webMercator }

  /// "© OpenStreetMap contributors", as the ODbL asks of every map made from OpenStreetMap data.
  public var attribution: String { "© OpenStreetMap contributors" }

  /// The extract's box (``VectorTileCache/extractExtent``): outside it the layer draws only the world
  /// layer (land, sea, borders and place names), not streets or buildings.
  public var dataCoverage: Envelope? { vectorTileCache.extractExtent }
}
