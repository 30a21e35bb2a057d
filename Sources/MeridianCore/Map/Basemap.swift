/// The layers under everything else on a map: a named style of an online service, or layers of its own.
///
/// A basemap made from a ``BasemapStyle`` names a style of an online basemap service; a front fetches
/// its tiles. A basemap made from layers draws them bottom first: a ``TiledLayer`` a front fetches,
/// or a ``DrawableLayer`` the map view draws itself, such as the offline OpenStreetMap basemap of
/// `MeridianBasemap`.
///
/// ```swift
/// let online = Map(basemap: Basemap(style: .osmStandard))
/// let offline = Map(basemap: Basemap(baseLayers: [helsinkiLayer]))
/// ```
///
/// A basemap is immutable and can be shared by several maps.
public final class Basemap: Sendable {
  /// The style of the online service, or `nil` for a basemap made from layers.
  public let style: BasemapStyle?
  /// The base layers, bottom first.
  public let baseLayers: [any Layer]
  /// The reference layers, drawn above the operational layers (labels over imagery, say).
  public let referenceLayers: [any Layer]
  /// The basemap's display name.
  public let name: String

  /// Creates a basemap from a style of the online basemap service.
  ///
  /// - Parameter style: The style.
  public init(style: BasemapStyle) {
    self.style = style
    self.baseLayers = []
    self.referenceLayers = []
    self.name = style.rawValue
  }

  /// Creates a basemap from layers.
  ///
  /// - Parameters:
  ///   - baseLayers: The base layers, bottom first.
  ///   - referenceLayers: Layers drawn above the operational layers; none by default.
  ///   - name: A display name; the first base layer's name when `nil`.
  public init(baseLayers: [any Layer], referenceLayers: [any Layer] = [], name: String? = nil) {
    self.style = nil
    self.baseLayers = baseLayers
    self.referenceLayers = referenceLayers
    self.name = name ?? baseLayers.first?.name ?? "Basemap"
  }

  /// Creates a basemap with one base layer.
  ///
  /// - Parameter baseLayer: The layer.
  public convenience init(baseLayer: any Layer) {
    self.init(baseLayers: [baseLayer])
  }

  /// The layers a map view draws itself, bottom first: the drawable base layers, then the drawable
  /// reference layers.
  public var drawableLayers: [any DrawableLayer] {
    (baseLayers + referenceLayers).compactMap { $0 as? any DrawableLayer }
  }
}
