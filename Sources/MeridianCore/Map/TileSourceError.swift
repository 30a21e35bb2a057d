/// An error thrown when an online basemap source cannot be made or cannot give a tile's request.
///
/// Every case says what was wrong and where, so its ``description`` can be shown as it is. No case
/// ever carries an API key: a URL or template in a message has its query replaced by
/// `?<redacted>`, and a bad key is described by its length or the position of its bad byte.
public enum TileSourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL template cannot be read or filled: an unclosed `{`, a stray `}`, a placeholder that
  /// needs subdomains when there are none, a bad subdomain, or text that is not a URL.
  case invalidTemplate(reason: String)
  /// The template names a placeholder Meridian does not fill, such as `{q}` or `{Z}` (names are
  /// case-sensitive; see ``TileSource`` for the known ones).
  case unknownPlaceholder(name: String)
  /// The template lacks a placeholder every tile URL needs: the level (`{z}`), the column (`{x}`)
  /// or the row (`{y}`).
  case missingPlaceholder(name: String)
  /// The URL uses plain `http` to a host that is not loopback; `host` names it. Tile and style
  /// requests carry a user agent or a credential, so they go over `https` only.
  case insecureURL(host: String)
  /// The source's usage policy requires an identifying `User-Agent` (OpenStreetMap's tile servers),
  /// and none was given. Meridian never invents one: pass your application's own.
  case missingUserAgent(host: String)
  /// The style needs an API key (every ArcGIS basemap style), and none was given nor set in
  /// `MeridianEnvironment.apiKey`.
  case missingAPIKey(style: String)
  /// The API key cannot travel in a header; `reason` says why without showing it.
  case invalidCredential(reason: String)
  /// A parameter is invalid; `name` names it and `reason` says why.
  case invalidParameter(name: String, reason: String)
  /// The source has no such tile: a level outside its zoom range, or a row or column outside the
  /// level's grid.
  case tileOutOfRange(level: Int, row: Int, column: Int, reason: String)
  /// The view meets more tiles than the source allows in one view (its
  /// ``TileSource/maximumTilesPerView``), the bound that keeps a front from bulk downloading.
  case tooManyTiles(limit: Int)

  /// A textual description, for logs and error messages; it never holds a credential.
  public var description: String {
    switch self {
    case .invalidTemplate(let reason):
      return "The tile URL template is invalid: \(reason)"
    case .unknownPlaceholder(let name):
      return "The tile URL template names the unknown placeholder {\(name)}; known are {z} {x} {y} {-y} {s} {r} "
        + "and ArcGIS's {level} {col} {row} {subDomain}."
    case .missingPlaceholder(let name):
      return "The tile URL template has no \(name) placeholder; every tile URL needs the level, column and row."
    case .insecureURL(let host):
      return "The URL uses plain http to \(host); tiles and styles are fetched over https (http only to loopback)."
    case .missingUserAgent(let host):
      return "\(host) requires an identifying User-Agent (its tile usage policy); pass your application's own, "
        + "such as \"MyMapApp/1.2 (contact@example.com)\"."
    case .missingAPIKey(let style):
      return "The basemap style \(style) needs an API key: pass apiKey or set MeridianEnvironment.apiKey."
    case .invalidCredential(let reason):
      return "The API key cannot be sent: \(reason)"
    case .invalidParameter(let name, let reason):
      return "The parameter \(name) is invalid: \(reason)"
    case .tileOutOfRange(let level, let row, let column, let reason):
      return "The tile \(level)/\(row)/\(column) is not in the source: \(reason)"
    case .tooManyTiles(let limit):
      return "The view meets more than \(limit) tiles, the most this source allows in one view (no bulk downloading)."
    }
  }
}
