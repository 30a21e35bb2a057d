public import Foundation
import InternalMeridianUtilities

/// An error thrown by a ``LocatorTask`` or a locator transport: bad input, a failed or malformed
/// service response, a timeout, or an operation the locator does not support.
///
/// Every case says what was wrong and where, so its ``description`` can be shown as it is. No case
/// ever carries an API key or a token: the online transport keeps credentials out of URLs, errors and
/// descriptions.
///
/// ```swift
/// do {
///   _ = try await locator.geocode(forSearchText: "   ")
/// } catch GeocodingError.emptySearchText {
///   // ask the person to type something
/// }
/// ```
public enum GeocodingError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The search text is empty or only whitespace.
  case emptySearchText
  /// A location is unusable: NaN or infinite coordinates, out of range, or not projectable.
  ///
  /// `name` names the parameter (`preferredSearchLocation`, `searchArea`, `location`); `reason`
  /// says what was wrong with it.
  case invalidLocation(name: String, reason: String)
  /// A parameter is out of its range or malformed; `name` names it and `reason` says why.
  case invalidParameter(name: String, reason: String)
  /// The service answered with an error body (`{"error":{"code","message","details","messageCode"}}`).
  ///
  /// `code` is the service's code (such as 400, 498 or 499; 0 when the body gave none), `message`
  /// and `details` its text, and `messageCode` its stable message identifier (such as `GWM_0003` for
  /// "Token Required") when the body carries one; ``messageCode`` reads it without a pattern.
  ///
  /// `messageCode` was added after the first release with a default of `nil`, so code that creates
  /// this case with three values, matches it without bindings (`catch GeocodingError.service`), or
  /// reads ``messageCode`` compiles unchanged; a pattern that binds the values needs a fourth
  /// (`case .service(let code, let message, let details, _)`).
  case service(code: Int, message: String, details: [String], messageCode: String? = nil)
  /// The service answered with an HTTP error status and no error body.
  case http(status: Int)
  /// A response could not be decoded; `field` names the JSON path that was wrong.
  case decoding(field: String, message: String)
  /// A request got no answer in time; `operation` names it.
  case timeout(operation: String, after: Duration)
  /// The locator URL uses plain `http` to a host that is not loopback; `host` names it.
  case insecureURL(host: String)
  /// The locator URL cannot be used (no host, or not `http`/`https`).
  case invalidURL(String)
  /// The locator does not support the operation named.
  case unsupportedByLocator(operation: String)
  /// The connection failed or dropped before an answer came; `message` says how.
  case connection(operation: String, message: String)
  /// The credential provider could not supply a token; `message` says why.
  case authentication(message: String)
  /// A locator data file is missing or malformed; `path` and `line` (when known) say where.
  case dataFile(path: String, line: Int?, message: String)
  /// A response body was larger than the transport's or the client's limit (in bytes); it was cut
  /// off while it arrived. `operation` names the request.
  case responseTooLarge(operation: String, limit: Int)
  /// The service answered with a redirect that was not followed: to another scheme, host or port
  /// (where the credential must not go), or one redirect too many. `location` is the target's
  /// origin only (`https://host:port`), never its path or query.
  case redirectRefused(operation: String, location: String)
  /// An API key or a token cannot be sent: it is empty after trimming, too long, or holds a control
  /// character (such as CR or LF, which would split the header). `message` says which, never the secret.
  case invalidCredential(message: String)
  /// No local locator goes by `name`: `searched` says where it was looked for (the registered
  /// names, and the index file in a bundle), so a person can see what is missing.
  case locatorNotFound(name: String, searched: String)

  /// The service's stable message identifier of a ``service(code:message:details:messageCode:)``
  /// error (such as `GWM_0003`), or `nil` for every other error and for a body that gave none.
  public var messageCode: String? {
    if case .service(_, _, _, let messageCode) = self { return messageCode }
    return nil
  }

  /// A sentence that says what went wrong and where, fit to show as it is; it never holds a credential,
  /// and every URL it quotes has its user information, query and fragment redacted.
  public var description: String { URLRedaction.redact(message) }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }

  private var message: String {
    switch self {
    case .emptySearchText:
      return "The search text is empty; give some text to search for."
    case .invalidLocation(let name, let reason):
      return "The location in \(name) is invalid: \(reason)."
    case .invalidParameter(let name, let reason):
      return "The parameter \(name) is invalid: \(reason)"
    case .service(let code, let message, let details, let messageCode):
      let detail = details.isEmpty ? "" : " (\(details.joined(separator: "; ")))"
      let identifier = messageCode.map { " [\($0)]" } ?? ""
      return "The geocoding service answered with error \(code)\(identifier): \(message)\(detail)"
    case .http(let status):
      return "The geocoding service answered with HTTP status \(status)."
    case .decoding(let field, let message):
      return "The geocoding response could not be read at \(field): \(message)"
    case .timeout(let operation, let after):
      return "The \(operation) request got no answer within \(after)."
    case .insecureURL(let host):
      return
        "The locator URL uses plain http to \(host); use https (plain http is allowed only for loopback hosts)."
    case .invalidURL(let text):
      return "The locator URL \(text) cannot be used: it needs an http or https scheme and a host."
    case .unsupportedByLocator(let operation):
      return "The locator does not support \(operation)."
    case .connection(let operation, let message):
      return "The \(operation) request failed before an answer came: \(message)"
    case .authentication(let message):
      return "No token could be obtained for the geocoding service: \(message)"
    case .dataFile(let path, let line, let message):
      return "The locator data file \(path)\(line.map { " at line \($0)" } ?? "") is malformed: \(message)"
    case .responseTooLarge(let operation, let limit):
      return "The \(operation) response was larger than the limit of \(limit) bytes and was cut off."
    case .redirectRefused(let operation, let location):
      return
        "The \(operation) request was redirected to \(location); the redirect was refused (another origin, or too many)."
    case .invalidCredential(let message):
      return "The credential cannot be sent: \(message)"
    case .locatorNotFound(let name, let searched):
      return "No local locator is named '\(name)': looked for \(searched)."
    }
  }
}
