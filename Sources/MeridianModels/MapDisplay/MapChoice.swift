public import MeridianCore

/// A map a person can switch to: a name and a basemap.
///
/// The basemap is a style of an online basemap service (``init(name:basemapStyle:)``), which a front
/// fetches, or one made of layers (``init(name:basemap:)``), such as the offline OpenStreetMap basemap
/// of `MeridianBasemap`, which the map view draws itself.
public struct MapChoice: Sendable, Hashable, CustomStringConvertible {
  /// The name shown in the picker.
  public var name: String
  /// The basemap the map shows.
  public var basemap: Basemap

  /// Creates a choice of a style of the online basemap service.
  public init(name: String, basemapStyle: BasemapStyle) {
    self.init(name: name, basemap: Basemap(style: basemapStyle))
  }

  /// Creates a choice of any basemap, an offline one made of layers among them.
  public init(name: String, basemap: Basemap) {
    self.name = name
    self.basemap = basemap
  }

  /// The online style the choice shows, or `nil` for a basemap made of layers.
  public var basemapStyle: BasemapStyle? { basemap.style }

  /// The maps of the display-a-map flow: topographic, streets, imagery and oceans.
  public static let defaults: [MapChoice] = [
    MapChoice(name: "Topographic", basemapStyle: .arcGISTopographic),
    MapChoice(name: "Streets", basemapStyle: .arcGISStreets),
    MapChoice(name: "Imagery", basemapStyle: .arcGISImagery),
    MapChoice(name: "Oceans", basemapStyle: .arcGISOceans),
  ]

  /// The name shown in the picker.
  public var description: String { name }

  /// Whether a map shows this choice's basemap: the same online style, or the same basemap object.
  public func isShown(by map: Map) -> Bool {
    guard let shown = map.basemap else { return false }
    if let style = basemapStyle { return shown.style == style }
    return shown === basemap
  }

  /// Two choices are equal when they have the same name and show the same basemap: the same online
  /// style, or the same basemap object.
  public static func == (lhs: MapChoice, rhs: MapChoice) -> Bool {
    guard lhs.name == rhs.name else { return false }
    if let style = lhs.basemapStyle { return rhs.basemapStyle == style }
    return lhs.basemap === rhs.basemap
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    if let style = basemapStyle { hasher.combine(style) } else { hasher.combine(ObjectIdentifier(basemap)) }
  }
}
