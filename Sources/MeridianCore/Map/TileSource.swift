public import Foundation

/// Where a raster basemap's tiles come from: a URL template and the rules for filling and fetching it.
///
/// A front asks the map view for the visible tiles; each comes with the URL this source gives it and the
/// ``headers`` to send. The placeholders (Leaflet's and MapLibre's, or ArcGIS `WebTiledLayer`'s) are in
/// “Templates” in `docs/online-basemaps.md`.
///
/// ```swift
/// let osm = try BasemapStyle.osmStandard.tileSource(userAgent: "MyMapApp/1.2 (me@example.com)")
/// let url = try osm?.url(level: 16, row: 18969, column: 37310)
/// // https://tile.openstreetmap.org/16/37310/18969.png
/// ```
///
/// Tiles travel over `https` only (plain `http` only to a loopback host); OpenStreetMap's servers require an
/// identifying `User-Agent`. A source is immutable; its ``description`` and `dump` never show a credential.
public struct TileSource: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
  /// The most subdomains a source has: 16, each 1...63 letters, digits or hyphens.
  public static let maximumSubdomains = 16
  /// The tile sizes a source may have, in pixels at scale factor 1: 16...4,096.
  public static let tileSizeRange = 16...4_096
  /// The zoom levels a source may span: 0...30.
  public static let zoomLimits = 0...30
  /// The screen scale factors a tile URL may be asked for: above 0, at most 16.
  public static let maximumScaleFactor = 16.0

  /// The URL template, as given.
  public let urlTemplate: String
  /// The subdomains `{s}` cycles through; empty when the template has no `{s}`.
  public let subdomains: [String]
  /// The tile size in pixels at scale factor 1, which is also its size in points on screen.
  public let tileSize: Int
  /// The levels the source has tiles for; a view zoomed in further shows the finest level enlarged.
  public let zoomRange: ClosedRange<Int>
  /// What `{r}` becomes for a scale factor above 1, such as `@2x`.
  public let retinaSuffix: String
  /// The text a front shows on the map while the tiles are drawn, such as "© OpenStreetMap contributors".
  public let attribution: String
  /// What the provider asks of an app that uses the tiles, in a sentence or two.
  public let usagePolicy: String
  /// The provider's usage policy or terms of use.
  public let usagePolicyURL: URL?
  /// The most tiles one view may list, when the provider limits it; `nil` for the map view's own bound.
  public let maximumTilesPerView: Int?
  /// The header fields every tile request sends (a `User-Agent`, a credential).
  public let headers: TileRequestHeaders

  let template: TileURLTemplate

  /// Creates a tile source.
  /// - Parameters:
  ///   - urlTemplate: The template, at most 2,048 UTF-8 bytes, with `{z}`, `{x}` and `{y}` (or their other spellings).
  ///   - subdomains: The subdomains for `{s}`; none by default.
  ///   - tileSize: The tile size in pixels at scale factor 1, in ``tileSizeRange``; 256 by default.
  ///   - zoomRange: The levels with tiles, inside ``zoomLimits``; 0...23 by default.
  ///   - retinaSuffix: What `{r}` becomes above scale factor 1: up to 16 letters, digits or `@._-`; `@2x` by default.
  ///   - attribution: The text to show on the map.
  ///   - usagePolicy: What the provider asks of an app.
  ///   - usagePolicyURL: Where the policy is published.
  ///   - maximumTilesPerView: The most tiles one view may list, 1...16,384, or `nil` for the map view's own limit.
  ///   - requiresUserAgent: Whether the provider requires a `User-Agent`; always true for OpenStreetMap's servers.
  ///   - userAgent: Your application's `User-Agent`, 1...256 UTF-8 bytes without control characters; `nil` for none.
  /// - Throws: ``TileSourceError`` for a bad template, an insecure host, a missing `userAgent` or a value out of range.
  public init(
    urlTemplate: String, subdomains: [String] = [], tileSize: Int = 256, zoomRange: ClosedRange<Int> = 0...23,
    retinaSuffix: String = "@2x", attribution: String = "", usagePolicy: String = "", usagePolicyURL: URL? = nil,
    maximumTilesPerView: Int? = nil, requiresUserAgent: Bool = false, userAgent: String? = nil
  ) throws(TileSourceError) {
    try self.init(
      urlTemplate: urlTemplate, subdomains: subdomains, tileSize: tileSize, zoomRange: zoomRange,
      retinaSuffix: retinaSuffix, attribution: attribution, usagePolicy: usagePolicy,
      usagePolicyURL: usagePolicyURL, maximumTilesPerView: maximumTilesPerView,
      requiresUserAgent: requiresUserAgent, userAgent: userAgent, apiKey: nil)
  }

  /// Creates a tile source that also sends an API key (ArcGIS services), in `X-Esri-Authorization`.
  init(
    urlTemplate: String, subdomains: [String] = [], tileSize: Int = 256, zoomRange: ClosedRange<Int> = 0...23,
    retinaSuffix: String = "@2x", attribution: String = "", usagePolicy: String = "", usagePolicyURL: URL? = nil,
    maximumTilesPerView: Int? = nil, requiresUserAgent: Bool = false, userAgent: String?, apiKey: String?
  ) throws(TileSourceError) {
    try Self.check(
      subdomains: subdomains, tileSize: tileSize, zoomRange: zoomRange, retinaSuffix: retinaSuffix,
      maximumTilesPerView: maximumTilesPerView)
    let template = try TileURLTemplate(urlTemplate, hasSubdomains: !subdomains.isEmpty)
    let sample = template.filled(level: 0, row: 0, column: 0, subdomain: subdomains.first ?? "", retina: "")
    guard let sampleURL = URL(string: sample) else {
      throw .invalidTemplate(reason: "\(TileRequestChecks.redacted(urlTemplate)) does not make a URL.")
    }
    let host = try TileRequestChecks.checkURL(sampleURL)
    let needsAgent = requiresUserAgent || Self.isOpenStreetMapTileServer(host)
    if needsAgent, userAgent == nil { throw .missingUserAgent(host: host) }
    if let userAgent { try TileRequestChecks.checkUserAgent(userAgent) }
    if let apiKey { try TileRequestChecks.checkKey(apiKey) }
    self.urlTemplate = urlTemplate
    self.template = template
    self.subdomains = subdomains
    self.tileSize = tileSize
    self.zoomRange = zoomRange
    self.retinaSuffix = retinaSuffix
    self.attribution = attribution
    self.usagePolicy = usagePolicy
    self.usagePolicyURL = usagePolicyURL
    self.maximumTilesPerView = maximumTilesPerView
    self.headers = TileRequestHeaders(userAgent: userAgent, bearerKey: apiKey)
  }

  /// The URL of one tile.
  ///
  /// - Parameters:
  ///   - level: The level, inside ``zoomRange``.
  ///   - row: The row, 0..<2^level, counted down from the top of the world.
  ///   - column: The column, 0..<2^level, counted east from the antimeridian.
  ///   - scaleFactor: The screen's pixels per point; above 1, `{r}` becomes ``retinaSuffix``.
  ///     The default is 1.
  /// - Returns: The tile's URL. It never holds the API key, which travels in ``headers``.
  /// - Throws: ``TileSourceError/tileOutOfRange(level:row:column:reason:)`` for a level outside
  ///   ``zoomRange`` or a row or column outside the level;
  ///   ``TileSourceError/invalidParameter(name:reason:)`` naming `scaleFactor` when it is not
  ///   finite, not positive, or above ``maximumScaleFactor``.
  public func url(level: Int, row: Int, column: Int, scaleFactor: Double = 1) throws(TileSourceError) -> URL {
    try TileRequestChecks.checkScaleFactor(scaleFactor)
    guard zoomRange.contains(level) else {
      throw .tileOutOfRange(
        level: level, row: row, column: column,
        reason: "the level is outside the source's zoom range \(zoomRange.lowerBound)...\(zoomRange.upperBound).")
    }
    let count = 1 << level
    guard (0..<count).contains(row), (0..<count).contains(column) else {
      throw .tileOutOfRange(
        level: level, row: row, column: column, reason: "rows and columns at level \(level) are 0..<\(count).")
    }
    let subdomain = subdomains.isEmpty ? "" : subdomains[(row + column) % subdomains.count]
    let text = template.filled(
      level: level, row: row, column: column, subdomain: subdomain, retina: scaleFactor > 1 ? retinaSuffix : "")
    guard let url = URL(string: text) else {
      throw .invalidTemplate(reason: "\(TileRequestChecks.redacted(text)) is not a URL.")
    }
    return url
  }

  /// The template (its query redacted), tile size, zoom range and header names.
  public var description: String {
    "TileSource(\(TileRequestChecks.redacted(urlTemplate)), \(tileSize) px, zoom "
      + "\(zoomRange.lowerBound)...\(zoomRange.upperBound), headers \(headers))"
  }

  /// A mirror that shows ``description`` alone, so `dump` never shows a query or a credential.
  public var customMirror: Mirror { Mirror(self, children: ["source": description], displayStyle: .struct) }

  /// A Boolean value indicating whether a host is one of OpenStreetMap's own tile servers.
  static func isOpenStreetMapTileServer(_ host: String) -> Bool {
    host == "tile.openstreetmap.org" || host.hasSuffix(".tile.openstreetmap.org")
  }

  private static func check(
    subdomains: [String], tileSize: Int, zoomRange: ClosedRange<Int>, retinaSuffix: String,
    maximumTilesPerView: Int?
  ) throws(TileSourceError) {
    guard subdomains.count <= maximumSubdomains else {
      throw .invalidTemplate(reason: "there are \(subdomains.count) subdomains; at most \(maximumSubdomains).")
    }
    for (index, subdomain) in subdomains.enumerated() {
      let valid = subdomain.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
      guard (1...63).contains(subdomain.utf8.count), valid else {
        throw .invalidTemplate(reason: "subdomain \(index) is not 1...63 letters, digits or hyphens.")
      }
    }
    guard tileSizeRange.contains(tileSize) else {
      throw .invalidParameter(name: "tileSize", reason: "\(tileSize) is outside \(tileSizeRange).")
    }
    guard zoomLimits.contains(zoomRange.lowerBound), zoomLimits.contains(zoomRange.upperBound) else {
      throw .invalidParameter(name: "zoomRange", reason: "\(zoomRange) is not inside \(zoomLimits).")
    }
    let suffixBytes = retinaSuffix.utf8
    guard suffixBytes.count <= 16, suffixBytes.allSatisfy({ isAlphanumeric($0) || "@._-".utf8.contains($0) }) else {
      throw .invalidParameter(name: "retinaSuffix", reason: "it is not up to 16 letters, digits or @._-.")
    }
    if let maximumTilesPerView, !(1...16_384).contains(maximumTilesPerView) {
      throw .invalidParameter(name: "maximumTilesPerView", reason: "\(maximumTilesPerView) is outside 1...16384.")
    }
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
