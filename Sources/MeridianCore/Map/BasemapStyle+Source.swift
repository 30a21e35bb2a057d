public import Foundation

/// Each style's real source: OpenStreetMap's standard raster tiles for ``BasemapStyle/osmStandard``,
/// the ArcGIS basemap styles service (v2) for every other style.
///
/// A front that draws raster tiles asks the map view for the visible tiles and fetches each one's
/// URL with its header fields; a front with a vector renderer hands ``vectorStyle(apiKey:serviceURL:)``
/// to it. docs/online-basemaps.md has the table of styles, sources and usage policies.
extension BasemapStyle {
  /// The ArcGIS basemap styles service (v2) endpoint that returns styles as Mapbox GL style JSON.
  public static let arcGISStylesServiceURL: URL = {
    guard let url = URL(string: "https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles") else {
      preconditionFailure("the literal service URL is a URL")
    }
    return url
  }()

  /// OpenStreetMap's standard tile template: the one URL the tile usage policy names.
  public static let openStreetMapTileTemplate = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

  /// ArcGIS World Imagery's tile template (the raster base of ``arcGISImagery``), as ArcGIS tile
  /// services are addressed: level, row, column.
  public static let arcGISImageryTileTemplate =
    "https://ibasemaps-api.arcgis.com/arcgis/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}"

  /// The most OpenStreetMap tiles one view lists: 512, more than a 4,096-point square view meets at
  /// any rotation, so a front cannot bulk download through the map view.
  public static let openStreetMapMaximumTilesPerView = 512

  /// The style's path in the ArcGIS basemap styles service (v2), such as `arcgis/topographic` or
  /// `osm/streets`; `nil` for ``osmStandard``, whose tiles come from OpenStreetMap itself.
  public var arcGISStylePath: String? {
    switch self {
    case .arcGISTopographic: "arcgis/topographic"
    case .arcGISStreets: "arcgis/streets"
    case .arcGISImagery: "arcgis/imagery"
    case .arcGISNavigation: "arcgis/navigation"
    case .arcGISLightGray: "arcgis/light-gray"
    case .arcGISDarkGray: "arcgis/dark-gray"
    case .arcGISOceans: "arcgis/oceans"
    case .arcGISTerrain: "arcgis/terrain"
    case .arcGISChartedTerritory: "arcgis/charted-territory"
    case .osmStandard: nil
    case .osmStreets: "osm/streets"
    case .osmLightGray: "osm/light-gray"
    case .osmDarkGray: "osm/dark-gray"
    }
  }

  /// The attribution a front shows on the map with this style.
  ///
  /// OpenStreetMap's tiles: "© OpenStreetMap contributors". ArcGIS styles: "Powered by Esri", and
  /// the data providers, which the style JSON carries in each source's `attribution` (for the
  /// OpenStreetMap-based ArcGIS styles they are given here too).
  public var attribution: String {
    switch self {
    case .osmStandard: "© OpenStreetMap contributors"
    case .osmStreets, .osmLightGray, .osmDarkGray:
      "Powered by Esri | Map data © OpenStreetMap contributors, Microsoft, Facebook, Google, "
        + "Esri Community Maps contributors, Map layer by Esri"
    default: "Powered by Esri"
    }
  }

  /// The style's raster tiles, for a front that fetches and draws tiles itself.
  ///
  /// ``osmStandard`` gives OpenStreetMap's standard tiles and ``arcGISImagery`` the World Imagery tiles (see
  /// “The styles” in `docs/online-basemaps.md`); the other styles are vector styles, with no raster tiles
  /// (``vectorStyle(apiKey:serviceURL:)``).
  ///
  /// - Parameters:
  ///   - userAgent: Your application's `User-Agent`, such as `"MyMapApp/1.2 (me@example.com)"`;
  ///     required for ``osmStandard``. Meridian never sends one of its own.
  ///   - apiKey: The API key for ``arcGISImagery``; `nil` (the default) reads
  ///     `MeridianEnvironment.apiKey` now.
  /// - Returns: The tile source, or `nil` for a vector style.
  /// - Throws: ``TileSourceError/missingUserAgent(host:)``, ``TileSourceError/missingAPIKey(style:)``,
  ///   and the ``TileSource`` errors for a user agent or key that cannot be sent.
  public func tileSource(userAgent: String? = nil, apiKey: String? = nil) throws(TileSourceError) -> TileSource? {
    switch self {
    case .osmStandard:
      return try TileSource(
        urlTemplate: Self.openStreetMapTileTemplate, tileSize: 256, zoomRange: 0...19,
        attribution: attribution,
        usagePolicy: "Send your application's own identifying User-Agent (never a library's default or another "
          + "app's); show \"© OpenStreetMap contributors\" on the map; fetch only the tiles the user is viewing "
          + "(no bulk, offline or prefetch downloads); cache tiles as their HTTP caching headers say. Heavy use "
          + "belongs on another OpenStreetMap tile provider.",
        usagePolicyURL: URL(string: "https://operations.osmfoundation.org/policies/tiles/"),
        maximumTilesPerView: Self.openStreetMapMaximumTilesPerView, requiresUserAgent: true, userAgent: userAgent)
    case .arcGISImagery:
      return try TileSource(
        urlTemplate: Self.arcGISImageryTileTemplate, tileSize: 256, zoomRange: 0...23, attribution: attribution,
        usagePolicy: Self.arcGISUsagePolicy
          + " Data attribution for the tiles alone: the World_Imagery service's copyrightText.",
        usagePolicyURL: Self.arcGISTermsURL, userAgent: userAgent, apiKey: try key(apiKey))
    default:
      return nil
    }
  }

  /// The style JSON a vector renderer draws, for every ArcGIS style; `nil` for ``osmStandard``.
  ///
  /// The URL is `{serviceURL}/{arcGISStylePath}?echoToken=false`; the key travels only in the
  /// `X-Esri-Authorization: Bearer` header (see “The key” in `docs/online-basemaps.md`).
  ///
  /// - Parameters:
  ///   - apiKey: The API key; `nil` (the default) reads `MeridianEnvironment.apiKey` now. It needs
  ///     the `premium:user:basemaps` privilege.
  ///   - serviceURL: The styles endpoint; ``arcGISStylesServiceURL`` by default (another for a test
  ///     server or a proxy). `https`, or `http` to a loopback host, with no query or fragment.
  /// - Returns: The style source, or `nil` for ``osmStandard``.
  /// - Throws: ``TileSourceError/missingAPIKey(style:)``, ``TileSourceError/invalidCredential(reason:)``,
  ///   ``TileSourceError/insecureURL(host:)``, or ``TileSourceError/invalidParameter(name:reason:)``
  ///   naming `serviceURL` when it has a query or fragment.
  public func vectorStyle(
    apiKey: String? = nil, serviceURL: URL = BasemapStyle.arcGISStylesServiceURL
  ) throws(TileSourceError) -> VectorStyleSource? {
    guard let path = arcGISStylePath else { return nil }
    guard serviceURL.query == nil, serviceURL.fragment == nil else {
      throw .invalidParameter(
        name: "serviceURL", reason: "it has a query or fragment; the key travels in a header, never in the URL.")
    }
    var base = serviceURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    guard let url = URL(string: "\(base)/\(path)?echoToken=false") else {
      throw .invalidParameter(name: "serviceURL", reason: "\(base)/\(path) is not a URL.")
    }
    let matureSupport =
      path.hasPrefix("osm/")
      ? " Esri has put its OSM styles in mature support (no longer updated, to be removed); its Open Basemap "
        + "styles (open/...) replace them." : ""
    return try VectorStyleSource(
      styleURL: url, attribution: attribution, usagePolicy: Self.arcGISUsagePolicy + matureSupport,
      usagePolicyURL: Self.arcGISTermsURL, apiKey: try key(apiKey))
  }

  /// The key to send: the caller's, else the environment's.
  private func key(_ apiKey: String?) throws(TileSourceError) -> String {
    guard let key = apiKey ?? MeridianEnvironment.apiKey else {
      throw .missingAPIKey(style: arcGISStylePath ?? rawValue)
    }
    return key
  }

  private static let arcGISUsagePolicy =
    "Needs an API key or token with the premium:user:basemaps privilege; requests are billed to its account. "
    + "Show \"Powered by Esri\" and the data attribution on the map, unobstructed."

  private static let arcGISTermsURL = URL(
    string: "https://developers.arcgis.com/documentation/mapping-and-location-services/terms-of-use/")
}
