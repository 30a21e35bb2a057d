import MeridianCore
import MeridianGeocoding

/// How the online transport authenticates: a static API key, or a token source that can be asked
/// for a fresh token.
///
/// ```swift
/// let key = LocatorCredential.apiKey(ProcessInfo.processInfo.environment["ARCGIS_API_KEY"] ?? "")
/// let oauth = LocatorCredential.tokenSource { refresh in try await session.accessToken(forceRefresh: refresh) }
/// ```
///
/// See “`LocatorCredential`” in `docs/geocoding.md`.
public struct LocatorCredential: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  enum Kind: Sendable {
    case apiKey(String)
    case tokenSource(@Sendable (_ refresh: Bool) async throws -> String)
  }

  let kind: Kind

  /// A long-lived API key, sent as it is with every request.
  ///
  /// - Parameter key: The API key.
  /// - Returns: The credential.
  public static func apiKey(_ key: String) -> LocatorCredential { LocatorCredential(kind: .apiKey(key)) }

  /// A token source, asked once for a token, and asked again with `refresh` set to `true` after the
  /// service answers 498 (invalid token) or 499 (token required); the request is then retried once.
  ///
  /// - Parameter source: A closure returning a token; `refresh` asks for a new one, not a cached one.
  /// - Returns: The credential.
  public static func tokenSource(
    _ source: @escaping @Sendable (_ refresh: Bool) async throws -> String
  ) -> LocatorCredential {
    LocatorCredential(kind: .tokenSource(source))
  }

  /// A Boolean value indicating whether the credential can give a fresh token after a 498 or 499.
  public var canRefresh: Bool {
    if case .tokenSource = kind { return true }
    return false
  }

  /// The credential's kind with its secret redacted, such as `LocatorCredential.apiKey(<redacted>)`.
  public var description: String {
    switch kind {
    case .apiKey: "LocatorCredential.apiKey(<redacted>)"
    case .tokenSource: "LocatorCredential.tokenSource(<redacted>)"
    }
  }

  /// The same redacted text as ``description``.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` and debuggers never show the key or the token source.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
