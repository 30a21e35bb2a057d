import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension NominatimTransport {
  /// Sends a request and returns its parsed JSON body, with Nominatim's error bodies turned into
  /// `GeocodingError/service(code:message:details:messageCode:)` whatever the HTTP status.
  func json(for endpoint: NominatimEncoder.Endpoint) async throws -> JSONValue {
    let response = try await response(for: endpoint)
    let parsed = try? JSONValue.parse(response.body)
    if let error = parsed.flatMap(NominatimDecoder.serviceError(in:)) { throw error }
    guard (200..<300).contains(response.status) else { throw GeocodingError.http(status: response.status) }
    guard let parsed else { return try JSONValue.parse(response.body) }
    return parsed
  }

  /// Sends a request after the rate limiter's turn and returns the response, whatever its status.
  ///
  /// - Throws: The URL and identity errors of ``request(for:)``, the exchange's timeout, size and
  ///   connection errors, `GeocodingError/redirectRefused(operation:location:)` for a 3xx answer.
  func response(for endpoint: NominatimEncoder.Endpoint) async throws -> HTTPResponse {
    let request = try self.request(for: endpoint)
    if let limiter { try await limiter.waitForTurn() }
    let response = try await exchange.send(request, operation: endpoint.operation, isIdempotent: true)
    try HTTPExchange.refuseRedirect(response, operation: endpoint.operation, base: url)
    return response
  }

  /// The HTTP request of an endpoint: a `GET` with `Accept` and `User-Agent`, and no credential.
  ///
  /// - Throws: `GeocodingError/insecureURL(host:)` or `GeocodingError/invalidURL(_:)` for the URL,
  ///   `GeocodingError/invalidParameter(name:reason:)` naming `userAgent` or `email` when one cannot
  ///   be sent.
  func request(for endpoint: NominatimEncoder.Endpoint) throws -> HTTPRequest {
    try HTTPExchange.checkURL(url)
    try Self.checkIdentity(userAgent, name: "userAgent")
    if let email { try Self.checkIdentity(email, name: "email") }
    let text = "\(baseEndpoint)/\(endpoint.path)?\(FormEncoding.encode(endpoint.parameters))"
    guard let target = URL(string: text) else { throw GeocodingError.invalidURL(URLRedaction.redact(text)) }
    return HTTPRequest(
      method: .get, url: target, headers: ["Accept": "application/json", "User-Agent": userAgent],
      maxResponseBytes: exchangeLimits.maxResponseBytes)
  }

  /// Checks a user agent or an email with Core's rule (``OutboundRequestChecks/identityProblem(_:)``):
  /// not blank, at most ``maxIdentityBytes``, no control character.
  static func checkIdentity(_ text: String, name: String) throws {
    if let reason = OutboundRequestChecks.identityProblem(text) {
      throw GeocodingError.invalidParameter(name: name, reason: reason)
    }
  }

  /// The exchange's limits: the configuration's, clamped, with back-off never shorter than the rate
  /// limit's interval.
  var exchangeLimits: HTTPExchange.Limits {
    let interval = limiter?.interval ?? .zero
    return HTTPExchange.Limits(
      requestTimeout: configuration.requestTimeout, maxResponseBytes: configuration.maxResponseBytes,
      maxRetries: configuration.maxRetries, initialBackoff: max(configuration.initialBackoff, interval),
      maxBackoff: max(configuration.maxBackoff, interval), maxRetryAfter: configuration.maxRetryAfter)
  }

  /// The exchange every request goes through, logging to the diagnostics handler with query strings redacted.
  var exchange: HTTPExchange {
    let diagnostics = configuration.diagnostics
    return HTTPExchange(
      client: httpClient, clock: clock, limits: exchangeLimits,
      log: { line in diagnostics?(URLRedaction.redact(line)) }, redact: { URLRedaction.redact($0) })
  }
}
