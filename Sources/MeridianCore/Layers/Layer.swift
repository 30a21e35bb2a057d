/// A layer a map shows: a basemap layer or an operational layer.
///
/// Two kinds exist. A ``TiledLayer`` describes tiles a front fetches and draws itself (an online tile
/// service, a local tile cache). A ``DrawableLayer`` holds features the map view draws: the view asks
/// it for the fills, strokes and labels of the visible area and lists them in its display frame, so
/// a front draws the layer without knowing where its data came from.
public protocol Layer: Sendable {
  /// The layer's display name.
  var name: String { get }
}

extension TiledLayer: Layer {}
