import Foundation
import MeridianCore
import MeridianGeocoding

/// The origin of a URL (scheme, host and port), which decides where a credential may go.
///
/// Two URLs have the same origin when their schemes and hosts match case-insensitively and their
/// ports match, a missing port counting as the scheme's default (443 for `https`, 80 for `http`).
/// A credential is sent only to the origin it was configured for: a redirect to any other origin,
/// a plain-`http` downgrade included, is refused.
struct HTTPOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The scheme, lower-cased (`https`).
  var scheme: String
  /// The host, lower-cased.
  var host: String
  /// The port, the scheme's default when the URL names none.
  var port: Int

  /// The origin of a URL, or `nil` when it has no scheme or host.
  ///
  /// - Parameter url: The URL.
  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return nil }
    let defaultPort: Int? =
      switch scheme {
      case "https": 443
      case "http": 80
      default: nil
      }
    guard let port = url.port ?? defaultPort else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// `scheme://host:port`, with no path, query or user information.
  var description: String { "\(scheme)://\(host):\(port)" }

  /// The origin of a URL as text fit for an error message, or `(no origin)`.
  static func shown(_ url: URL?) -> String { url.flatMap(HTTPOrigin.init)?.description ?? "(no origin)" }
}
