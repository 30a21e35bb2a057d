public import MeridianCore

/// A map a person can switch to: a name and a basemap style.
public struct MapChoice: Sendable, Hashable, CustomStringConvertible {
  /// The name shown in the picker.
  public var name: String
  /// The basemap the map shows.
  public var basemapStyle: BasemapStyle

  /// Creates a map choice.
  public init(name: String, basemapStyle: BasemapStyle) {
    self.name = name
    self.basemapStyle = basemapStyle
  }

  /// The maps of the display-a-map flow: topographic, streets, imagery and oceans.
  public static let defaults: [MapChoice] = [
    MapChoice(name: "Topographic", basemapStyle: .arcGISTopographic),
    MapChoice(name: "Streets", basemapStyle: .arcGISStreets),
    MapChoice(name: "Imagery", basemapStyle: .arcGISImagery),
    MapChoice(name: "Oceans", basemapStyle: .arcGISOceans),
  ]

  /// The name shown in the picker.
  public var description: String { name }
}
