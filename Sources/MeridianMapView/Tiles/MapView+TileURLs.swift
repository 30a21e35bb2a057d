public import Foundation
public import MeridianCore

extension MapView {
  /// The basemap's visible tiles with their URLs and the header fields to fetch them with.
  ///
  /// The tiles come from the basemap's tile source at the level nearest the view's resolution; a basemap
  /// without one gives ``visibleTiles()``, without URLs. docs/map-view.md ("API details") gives the rules.
  ///
  /// - Parameters:
  ///   - scaleFactor: The screen's pixels per point, in (0, 16]; above 1 asks for retina tiles.
  ///   - userAgent: Your application's `User-Agent`; required for OpenStreetMap's tile servers.
  ///   - apiKey: The API key for an ArcGIS tile source; `nil` (the default) reads
  ///     `MeridianEnvironment.apiKey` now.
  /// - Returns: The visible tiles; empty when the view has no area or the map is not in Web Mercator.
  /// - Throws: `TileSourceError` for a missing user agent or API key, more tiles than the source's
  ///   `TileSource/maximumTilesPerView`, a bad `scaleFactor`, or a tiled layer's bad template.
  public func visibleTiles(
    scaleFactor: Double, userAgent: String? = nil, apiKey: String? = nil
  ) throws(TileSourceError) -> [VisibleTile] {
    try TileRequestChecks.checkScaleFactor(scaleFactor)
    guard let source = try basemapTileSource(userAgent: userAgent, apiKey: apiKey) else { return visibleTiles() }
    return try visibleTiles(from: source, scaleFactor: scaleFactor)
  }

  /// The visible tiles of any tile source, with their URLs and header fields: a provider of your
  /// own, with subdomains, drawn over whatever the map's basemap is.
  ///
  /// The level, bounds and URLs are as in ``visibleTiles(scaleFactor:userAgent:apiKey:)``.
  ///
  /// - Parameters:
  ///   - source: The tile source.
  ///   - scaleFactor: The screen's pixels per point, in (0, 16].
  /// - Returns: The visible tiles with URLs and header fields; empty when the view has no area or
  ///   the map is not in Web Mercator.
  /// - Throws: `TileSourceError/tooManyTiles(limit:)` for a view meeting more tiles than the
  ///   source allows, `TileSourceError/invalidParameter(name:reason:)` naming `scaleFactor`.
  public func visibleTiles(from source: TileSource, scaleFactor: Double) throws(TileSourceError) -> [VisibleTile] {
    try TileRequestChecks.checkScaleFactor(scaleFactor)
    let scheme = TilingScheme.webMercator(tileSize: source.tileSize, zoomRange: source.zoomRange)
    let limit = source.maximumTilesPerView.map { Swift.min($0 + 1, MapView.maximumVisibleTiles) }
    var tiles = visibleTiles(in: scheme, limit: limit ?? MapView.maximumVisibleTiles)
    if let most = source.maximumTilesPerView, tiles.count > most { throw .tooManyTiles(limit: most) }
    for index in tiles.indices {
      tiles[index].url = try source.url(for: tiles[index].key, scaleFactor: scaleFactor)
      tiles[index].headers = source.headers
    }
    return tiles
  }

  /// The basemap's tile source: its style's, else its first visible tiled base layer's with a URL.
  func basemapTileSource(userAgent: String?, apiKey: String?) throws(TileSourceError) -> TileSource? {
    guard let basemap = map.drawnBasemap else { return nil }
    if let style = basemap.style { return try style.tileSource(userAgent: userAgent, apiKey: apiKey) }
    for case let layer as TiledLayer in basemap.baseLayers where layer.isVisible {
      if let source = try layer.tileSource(userAgent: userAgent, apiKey: apiKey) { return source }
    }
    return nil
  }
}

extension TileSource {
  /// The URL of a tile by its key (see ``url(level:row:column:scaleFactor:)``).
  ///
  /// - Parameters:
  ///   - key: The tile's key.
  ///   - scaleFactor: The screen's pixels per point; the default is 1.
  /// - Returns: The tile's URL.
  /// - Throws: ``TileSourceError/tileOutOfRange(level:row:column:reason:)`` or
  ///   ``TileSourceError/invalidParameter(name:reason:)`` naming `scaleFactor`.
  public func url(for key: TileKey, scaleFactor: Double = 1) throws(TileSourceError) -> URL {
    try url(level: key.level, row: key.row, column: key.column, scaleFactor: scaleFactor)
  }
}
