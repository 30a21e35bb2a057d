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

/// Takes the query strings out of URLs quoted in a text, so an error or a log line never carries a
/// search text, a token or a key passed in a URL.
enum QueryRedaction {
  /// The text with every `?…` that follows `http://` or `https://` text replaced by `?<redacted>`,
  /// up to the next whitespace, quote or bracket.
  static func redact(_ text: String) -> String {
    guard text.contains("?") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var inURL = false
    var inQuery = false
    var recent = Substring("")
    for character in text {
      if inQuery {
        if character.isWhitespace || "\"'<>()[]{},".contains(character) {
          inQuery = false
          inURL = false
          result.append(character)
        }
        continue
      }
      if inURL, character == "?" {
        result += "?<redacted>"
        inQuery = true
        continue
      }
      if character.isWhitespace || "\"'<>()[]{}".contains(character) { inURL = false }
      result.append(character)
      recent = (recent + String(character)).suffix(8)
      if recent.lowercased().hasSuffix("http://") || recent.lowercased().hasSuffix("https://") { inURL = true }
    }
    return result
  }
}
