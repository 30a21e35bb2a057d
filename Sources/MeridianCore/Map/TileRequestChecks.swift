package import Foundation

/// The checks every online basemap request passes before a front sends it: the scheme and host of
/// its URL, the bytes of its credential and of its user agent.
///
/// They are `package`, beside the basemap sources that use them, so another module (the geocoder's
/// HTTP layer applies the same rules) can share them.
package enum TileRequestChecks {
  /// The longest API key, in bytes: 8,192, as for the geocoder's credentials.
  package static let maximumKeyBytes = 8_192
  /// The longest `User-Agent`, in UTF-8 bytes: 256.
  package static let maximumUserAgentBytes = 256

  /// A Boolean value indicating whether a host names this machine (`localhost`, `127.x.x.x`, `::1`).
  package static func isLoopback(_ host: String) -> Bool {
    let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// Checks a URL a credential or a user agent may travel to: `https`, or `http` to a loopback host.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The URL's host, lowercased.
  /// - Throws: ``TileSourceError/insecureURL(host:)`` for plain `http` to another host,
  ///   ``TileSourceError/invalidTemplate(reason:)`` for a URL without a host or with another scheme
  ///   (the reason names the scheme, never the query).
  package static func checkURL(_ url: URL) throws(TileSourceError) -> String {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
      throw .invalidTemplate(reason: "\(redacted(url.absoluteString)) has no scheme or no host.")
    }
    switch scheme {
    case "https": return host
    case "http":
      guard isLoopback(host) else { throw .insecureURL(host: host) }
      return host
    default:
      throw .invalidTemplate(reason: "the scheme \"\(scheme)\" is neither https nor http.")
    }
  }

  /// Checks that an API key can travel in a header: 1...8,192 bytes of printable ASCII without
  /// spaces, so no CR, LF or other control character can split or forge a header.
  ///
  /// - Throws: ``TileSourceError/invalidCredential(reason:)``, naming what is wrong but never the key.
  package static func checkKey(_ key: String) throws(TileSourceError) {
    guard !key.isEmpty else { throw .invalidCredential(reason: "the API key is empty.") }
    guard key.utf8.count <= maximumKeyBytes else {
      throw .invalidCredential(
        reason: "the API key is \(key.utf8.count) bytes long; at most \(maximumKeyBytes) are sent.")
    }
    if let offset = key.utf8.firstIndex(where: { !(0x21...0x7E).contains($0) }) {
      let position = key.utf8.distance(from: key.utf8.startIndex, to: offset)
      let byte = key.utf8[offset]
      let what = byte < 0x20 || byte == 0x7F ? "a control character" : byte == 0x20 ? "a space" : "a non-ASCII byte"
      throw .invalidCredential(
        reason: "the API key holds \(what) at byte \(position); only printable ASCII without spaces is sent.")
    }
  }

  /// Checks a `User-Agent`: not blank, at most ``maximumUserAgentBytes``, no control character.
  ///
  /// - Throws: ``TileSourceError/invalidParameter(name:reason:)`` naming `userAgent`.
  package static func checkUserAgent(_ text: String) throws(TileSourceError) {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalidParameter(name: "userAgent", reason: "it is empty.")
    }
    guard text.utf8.count <= maximumUserAgentBytes else {
      throw .invalidParameter(
        name: "userAgent", reason: "it is \(text.utf8.count) UTF-8 bytes; at most \(maximumUserAgentBytes).")
    }
    if let offset = text.utf8.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
      let position = text.utf8.distance(from: text.utf8.startIndex, to: offset)
      throw .invalidParameter(
        name: "userAgent", reason: "it holds a control character at byte \(position), which would break the request.")
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
