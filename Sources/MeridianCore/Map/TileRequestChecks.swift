package import Foundation

/// The checks every online basemap request passes before a front sends it: the scheme and host of
/// its URL, the bytes of its credential and of its user agent, each thrown as a ``TileSourceError``.
///
/// The rules themselves are ``OutboundRequestChecks``, which the geocoder's HTTP transports keep too.
package enum TileRequestChecks {
  /// Checks a URL a credential or a user agent may travel to: `https`, or `http` to a loopback host.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The URL's host, lowercased.
  /// - Throws: ``TileSourceError/insecureURL(host:)`` for plain `http` to another host,
  ///   ``TileSourceError/invalidTemplate(reason:)`` for a URL without a host or with another scheme
  ///   (the reason names the scheme, never the query).
  package static func checkURL(_ url: URL) throws(TileSourceError) -> String {
    switch OutboundRequestChecks.verdict(for: url) {
    case .allowed(let host): return host.lowercased()
    case .insecure(let host): throw .insecureURL(host: host.lowercased())
    case .noHost: throw .invalidTemplate(reason: "\(redacted(url.absoluteString)) has no scheme or no host.")
    case .unsupportedScheme(let scheme):
      throw .invalidTemplate(reason: "the scheme \"\(scheme)\" is neither https nor http.")
    }
  }

  /// Checks that an API key can travel in a header: 1...8,192 bytes of printable ASCII without
  /// spaces, so no CR, LF or other control character can split or forge a header.
  ///
  /// - Throws: ``TileSourceError/invalidCredential(reason:)``, naming what is wrong but never the key.
  package static func checkKey(_ key: String) throws(TileSourceError) {
    if let reason = OutboundRequestChecks.credentialProblem(key, kind: "API key") {
      throw .invalidCredential(reason: reason)
    }
  }

  /// Checks a `User-Agent`: not blank, at most ``OutboundRequestChecks/maximumIdentityBytes``, no control character.
  ///
  /// - Throws: ``TileSourceError/invalidParameter(name:reason:)`` naming `userAgent`.
  package static func checkUserAgent(_ text: String) throws(TileSourceError) {
    if let reason = OutboundRequestChecks.identityProblem(text) {
      throw .invalidParameter(name: "userAgent", reason: reason)
    }
  }

  /// Checks a screen scale factor: finite, above 0, at most ``TileSource/maximumScaleFactor``.
  ///
  /// - Throws: ``TileSourceError/invalidParameter(name:reason:)`` naming `scaleFactor`.
  package static func checkScaleFactor(_ scaleFactor: Double) throws(TileSourceError) {
    guard scaleFactor.isFinite, scaleFactor > 0, scaleFactor <= TileSource.maximumScaleFactor else {
      throw .invalidParameter(
        name: "scaleFactor", reason: "\(scaleFactor) is not in (0, \(TileSource.maximumScaleFactor)].")
    }
  }

  /// A URL or template as text with its query replaced by `?<redacted>`, for errors and descriptions:
  /// a query may hold a token the caller put there.
  package static func redacted(_ text: String) -> String {
    guard let query = text.firstIndex(of: "?") else { return text }
    return text[..<query] + "?<redacted>"
  }
}
