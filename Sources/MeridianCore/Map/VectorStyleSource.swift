public import Foundation

/// A basemap style a front hands to a vector renderer: the URL of its style JSON (the Mapbox GL /
/// MapLibre style specification, version 8) and the header fields to fetch it and its resources with.
///
/// The renderer loads ``styleURL`` with ``headers``; give each request it makes for the style's resources the
/// fields ``headers(for:)`` returns for its URL. The API key travels only in the `X-Esri-Authorization` header,
/// never in the URL or the style JSON. See “`VectorStyleSource`” in `docs/online-basemaps.md`.
///
/// ```swift
/// let style = try BasemapStyle.arcGISTopographic.vectorStyle(apiKey: myKey)
/// // style?.styleURL: https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/arcgis/topographic?echoToken=false
/// ```
public struct VectorStyleSource: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
  /// The style JSON's URL. It never holds the API key.
  public let styleURL: URL
  /// The text a front shows on the map; the data providers' attribution comes with the style JSON
  /// (each source's `attribution`), and a front shows it too.
  public let attribution: String
  /// What the provider asks of an app that uses the style, in a sentence or two.
  public let usagePolicy: String
  /// The provider's terms of use.
  public let usagePolicyURL: URL?
  /// The header fields of the style request (the credential).
  public let headers: TileRequestHeaders

  /// The host the style comes from, lowercased, and whether it may be reached over plain `http`
  /// (a loopback test server).
  private let styleHost: String

  init(
    styleURL: URL, attribution: String, usagePolicy: String, usagePolicyURL: URL?, apiKey: String
  ) throws(TileSourceError) {
    self.styleHost = try TileRequestChecks.checkURL(styleURL)
    try TileRequestChecks.checkKey(apiKey)
    self.styleURL = styleURL
    self.attribution = attribution
    self.usagePolicy = usagePolicy
    self.usagePolicyURL = usagePolicyURL
    self.headers = TileRequestHeaders(userAgent: nil, bearerKey: apiKey)
  }

  /// The header fields for a resource the style names (a tile, a sprite, a glyph range).
  ///
  /// The credential goes only where it belongs: to the style's own host (over `https`, or `http`
  /// when that host is loopback) and to `https` hosts under `arcgis.com`, where the ArcGIS basemap
  /// services serve their tiles (`basemaps-api.arcgis.com`, `ibasemaps-api.arcgis.com`). Any other
  /// URL gets no fields.
  ///
  /// - Parameter url: The resource's URL.
  /// - Returns: ``headers`` for a URL in the credential's scope, else no fields.
  public func headers(for url: URL) -> TileRequestHeaders {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return headers.withoutCredential
    }
    let sameHost =
      host == styleHost && (scheme == "https" || (scheme == "http" && OutboundRequestChecks.isLoopback(host)))
    let esriHost = scheme == "https" && (host == "arcgis.com" || host.hasSuffix(".arcgis.com"))
    return sameHost || esriHost ? headers : headers.withoutCredential
  }

  /// The style URL and the header names, the credential redacted.
  public var description: String { "VectorStyleSource(\(styleURL.absoluteString), headers \(headers))" }

  /// A mirror that shows ``description`` alone, so `dump` never shows the credential.
  public var customMirror: Mirror { Mirror(self, children: ["style": description], displayStyle: .struct) }
}
