import Foundation

extension TiledLayer {
  /// The layer's tile URL template, or `nil` for a local tile cache.
  ///
  /// A URL holding placeholders (`{z}`, `{x}`, `{y}`...) is the template itself. Any other URL is a
  /// tiled ArcGIS service (a `MapServer` or `ImageServer`), whose tiles are addressed as
  /// `{url}/tile/{level}/{row}/{column}`: the template is the URL with `/tile/{z}/{y}/{x}` appended
  /// to its path (a query stays after it).
  public var tileURLTemplate: String? {
    guard case .url(let url) = source else { return nil }
    // Foundation percent-encodes the braces of a template it is given as a URL.
    let text = url.absoluteString.replacingOccurrences(of: "%7B", with: "{").replacingOccurrences(of: "%7D", with: "}")
      .replacingOccurrences(of: "%7b", with: "{").replacingOccurrences(of: "%7d", with: "}")
    if text.contains("{") { return text }
    var path = text
    var query = ""
    if let mark = text.firstIndex(of: "?") {
      path = String(text[..<mark])
      query = String(text[mark...])
    }
    while path.hasSuffix("/") { path.removeLast() }
    return path + "/tile/{z}/{y}/{x}" + query
  }

  /// The layer's tiles as a source, or `nil` for a local tile cache.
  ///
  /// The source has 256-pixel tiles at levels 0...23 and no subdomains, except on OpenStreetMap's tile servers,
  /// which get the policy of ``BasemapStyle/osmStandard``. An API key is sent only to `https` hosts under
  /// `arcgis.com` and `arcgisonline.com`. See “`TiledLayer.tileSource(userAgent:apiKey:)`” in
  /// `docs/online-basemaps.md`.
  ///
  /// - Parameters:
  ///   - userAgent: Your application's `User-Agent`; required for OpenStreetMap's tile servers.
  ///   - apiKey: The key for an ArcGIS host; `nil` (the default) reads `MeridianEnvironment.apiKey`
  ///     now, and a layer on an ArcGIS host with no key at all is fetched without one.
  /// - Returns: The source, or `nil` for a tile cache.
  /// - Throws: The ``TileSource`` errors: a bad template, plain `http` to a host that is not loopback,
  ///   a missing or bad user agent, a key that cannot be sent.
  public func tileSource(userAgent: String? = nil, apiKey: String? = nil) throws(TileSourceError) -> TileSource? {
    guard let template = tileURLTemplate else { return nil }
    guard case .url(let url) = source, let host = url.host?.lowercased() else {
      throw .invalidTemplate(reason: "\(TileRequestChecks.redacted(template)) has no host.")
    }
    if TileSource.isOpenStreetMapTileServer(host) {
      return try TileSource(
        urlTemplate: template, zoomRange: 0...19, attribution: BasemapStyle.osmStandard.attribution,
        maximumTilesPerView: BasemapStyle.openStreetMapMaximumTilesPerView, requiresUserAgent: true,
        userAgent: userAgent)
    }
    let esriHost =
      url.scheme?.lowercased() == "https"
      && ["arcgis.com", "arcgisonline.com"].contains { host == $0 || host.hasSuffix("." + $0) }
    return try TileSource(
      urlTemplate: template, userAgent: userAgent, apiKey: esriHost ? apiKey ?? MeridianEnvironment.apiKey : nil)
  }
}
