public import Foundation
public import MeridianCore

extension MapView {
  /// The basemap's visible tiles with their URLs and the header fields to fetch them with.
  ///
  /// The tiles come from the basemap's tile source: its style's raster tiles
  /// (`BasemapStyle/osmStandard`'s OpenStreetMap tiles, `BasemapStyle/arcGISImagery`'s World
  /// Imagery), or else its first visible base layer that is a `TiledLayer` with a URL (a template,
  /// or a tiled ArcGIS service, addressed `/tile/{z}/{y}/{x}`). The level is the source's level
  /// nearest the view's resolution, within its zoom range: zoomed in past the finest level, the
  /// finest level's tiles come larger than their size (and past the coarsest, smaller). Each URL is
  /// the template filled for the tile, with `{s}` and `{r}` where the source has them; the header
  /// fields are the source's (a `User-Agent`, the API key).
  ///
  /// A basemap without a tile source (a vector style, whose front hands
  /// `BasemapStyle/vectorStyle(apiKey:serviceURL:)` to a vector renderer; a local tile cache;
  /// layers the map view draws; none) gives the Web Mercator tiles of ``visibleTiles()``, without URLs.
  ///
  /// The list is bounded as ``visibleTiles(in:)``'s is, and further by the source's
  /// `TileSource/maximumTilesPerView` (512 for OpenStreetMap): a view meeting more throws rather
  /// than list a bulk download. Only tiles that meet the view are listed, none around it.
  ///
  /// ```swift
  /// for tile in try mapView.visibleTiles(scaleFactor: 2, userAgent: "MyMapApp/1.2 (me@example.com)") {
  ///   guard let url = tile.url else { continue }
  ///   // fetch url with tile.headers.allHTTPHeaderFields, draw it at tile.corners
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scaleFactor: The screen's pixels per point (2 on a retina screen): above 1, a source with
  ///     `{r}` in its template gives its retina tiles. In (0, 16].
  ///   - userAgent: Your application's `User-Agent`; required for OpenStreetMap's tile servers.
  ///   - apiKey: The API key for an ArcGIS tile source; `nil` (the default) reads
  ///     `MeridianEnvironment.apiKey` now.
  /// - Returns: The visible tiles with URLs and header fields; empty when the view has no area or
  ///   the map is not in Web Mercator.
  /// - Throws: `TileSourceError/missingUserAgent(host:)` for OpenStreetMap without a user agent,
  ///   `TileSourceError/missingAPIKey(style:)` for World Imagery without a key,
  ///   `TileSourceError/tooManyTiles(limit:)` for a view meeting more tiles than the source allows,
  ///   `TileSourceError/invalidParameter(name:reason:)` naming `scaleFactor`, and the
  ///   `TileSource` errors of a tiled layer's template.
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
