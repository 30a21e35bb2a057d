/// The HTTP header fields a front sends with a tile or style request: a `User-Agent`, a credential.
///
/// Hand ``allHTTPHeaderFields`` to the HTTP client, as they are. Everything else about this type is
/// safe to log: its ``description``, `debugDescription` and `dump` show the names of the fields and
/// the values of the ones that are not credentials, with `<redacted>` in place of the value of
/// `Authorization`, `X-Esri-Authorization`, `Proxy-Authorization` and `Cookie`.
///
/// ```swift
/// var request = URLRequest(url: tileURL)
/// for (name, value) in tile.headers.allHTTPHeaderFields { request.setValue(value, forHTTPHeaderField: name) }
/// ```
public struct TileRequestHeaders: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The fields whose values are credentials, lowercased.
  static let credentialNames: Set<String> = ["authorization", "x-esri-authorization", "proxy-authorization", "cookie"]

  private var fields: [Field] = []

  private struct Field: Sendable, Hashable {
    var name: String
    var value: String
  }

  /// Creates an empty set of fields.
  public init() {}

  /// Creates the fields of a source: its user agent, then its credential, each when present.
  init(userAgent: String?, bearerKey: String?) {
    if let userAgent { fields.append(Field(name: "User-Agent", value: userAgent)) }
    if let bearerKey { fields.append(Field(name: "X-Esri-Authorization", value: "Bearer \(bearerKey)")) }
  }

  /// The fields without the credential: what a request to a host outside the credential's scope gets.
  var withoutCredential: TileRequestHeaders {
    var copy = self
    copy.fields.removeAll { Self.isCredential($0.name) }
    return copy
  }

  /// The field names, in the order they are sent.
  public var names: [String] { fields.map(\.name) }

  /// A Boolean value indicating whether there are no fields.
  public var isEmpty: Bool { fields.isEmpty }

  /// A Boolean value indicating whether a credential field (`Authorization`, `X-Esri-Authorization`,
  /// `Proxy-Authorization`, `Cookie`) is among the fields.
  public var hasCredential: Bool { fields.contains { Self.isCredential($0.name) } }

  /// The value of a field that is not a credential, such as `User-Agent` (names compare
  /// case-insensitively); `nil` for a credential field or a name that is absent.
  ///
  /// - Parameter name: The field name.
  public subscript(name: String) -> String? {
    guard !Self.isCredential(name) else { return nil }
    return fields.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Every field and its value, credentials included: hand this to the HTTP client, never to a log.
  public var allHTTPHeaderFields: [String: String] {
    Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The fields as `Name: value` pairs, with each credential's value shown as `<redacted>`.
  public var description: String {
    "[" + fields.map { "\($0.name): \(Self.isCredential($0.name) ? "<redacted>" : $0.value)" }.joined(separator: ", ")
      + "]"
  }

  /// The same redacted text as ``description``.
  public var debugDescription: String { description }

  /// A mirror with the redacted fields as its one child, so `dump` and debuggers never show a credential.
  public var customMirror: Mirror { Mirror(self, children: ["fields": description], displayStyle: .struct) }

  private static func isCredential(_ name: String) -> Bool { credentialNames.contains(name.lowercased()) }
}
