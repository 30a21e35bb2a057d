package import Foundation

/// The rules every request Meridian hands to the network keeps, whoever sends it: the scheme and host
/// of its URL, the bytes of its credential and of its identifying headers.
///
/// One implementation for every module that builds requests: Core's tile and style sources
/// (``TileRequestChecks``) and the geocoder's HTTP transports (`MeridianGeocodeService`). Each answers
/// with a verdict or the reason a value is refused, never with an error, so every module throws its
/// own error type with the same words.
package enum OutboundRequestChecks {
  /// The longest API key or token sent, in bytes: 8,192.
  package static let maximumCredentialBytes = 8_192
  /// The longest identifying header value sent (a `User-Agent`, a contact email), in UTF-8 bytes: 256.
  package static let maximumIdentityBytes = 256

  /// What a URL's scheme and host allow a request to carry.
  package enum URLVerdict: Sendable, Equatable {
    /// `https`, or `http` to a loopback host: a credential or a user agent may travel there.
    case allowed(host: String)
    /// Plain `http` to a host that is not loopback.
    case insecure(host: String)
    /// The URL has no scheme or no host.
    case noHost
    /// The scheme (lowercased) is neither `https` nor `http`.
    case unsupportedScheme(String)
  }

  /// A Boolean value indicating whether a host names this machine (`localhost`, `127.x.x.x`, `::1`).
  package static func isLoopback(_ host: String) -> Bool {
    let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// Judges a URL a credential or a user agent may travel to: `https`, or `http` to a loopback host.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The verdict, naming the host as the URL gives it.
  package static func verdict(for url: URL) -> URLVerdict {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return .noHost }
    switch scheme {
    case "https": return .allowed(host: host)
    case "http": return isLoopback(host) ? .allowed(host: host) : .insecure(host: host)
    default: return .unsupportedScheme(scheme)
    }
  }

  /// Why a key or token cannot travel in a header, or `nil` when it can: it must be 1...8,192 bytes of
  /// printable ASCII without spaces, so no CR, LF or other control character can split or forge a header.
  ///
  /// - Parameters:
  ///   - secret: The key or token.
  ///   - kind: What to call it in the reason (`API key`, `token`).
  /// - Returns: A sentence naming what is wrong but never the secret, or `nil`.
  package static func credentialProblem(_ secret: String, kind: String) -> String? {
    guard !secret.isEmpty else { return "the \(kind) is empty." }
    guard secret.utf8.count <= maximumCredentialBytes else {
      return "the \(kind) is \(secret.utf8.count) bytes long; at most \(maximumCredentialBytes) are sent."
    }
    guard let offset = secret.utf8.firstIndex(where: { !(0x21...0x7E).contains($0) }) else { return nil }
    let position = secret.utf8.distance(from: secret.utf8.startIndex, to: offset)
    let byte = secret.utf8[offset]
    let what = byte < 0x20 || byte == 0x7F ? "a control character" : byte == 0x20 ? "a space" : "a non-ASCII byte"
    return "the \(kind) holds \(what) at byte \(position); only printable ASCII without spaces is sent."
  }

  /// Why an identifying header value (a `User-Agent`, a contact email) cannot be sent, or `nil` when
  /// it can: not blank, at most ``maximumIdentityBytes``, no control character.
  ///
  /// - Parameter text: The value.
  /// - Returns: A sentence starting "it", for a parameter error naming the value, or `nil`.
  package static func identityProblem(_ text: String) -> String? {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return "it is empty." }
    guard text.utf8.count <= maximumIdentityBytes else {
      return "it is \(text.utf8.count) UTF-8 bytes; at most \(maximumIdentityBytes)."
    }
    guard let offset = text.utf8.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
    let position = text.utf8.distance(from: text.utf8.startIndex, to: offset)
    return "it holds a control character at byte \(position), which would break the request."
  }
}
