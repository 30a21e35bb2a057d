import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// One request's round trip under the rules every Meridian HTTP transport keeps: a deadline per
/// attempt, bounded retries with doubling back-off (idempotent requests only, after HTTP 429 or 5xx
/// or a dropped connection, honouring `Retry-After`), a response-size limit, and no redirect followed.
///
/// The online GeocodeServer transport and the Nominatim transport both send through it, so the two
/// behave the same under faults. All waiting happens on the injected clock.
struct HTTPExchange: Sendable {
  /// The limits of one exchange, each already clamped to its documented range.
  struct Limits: Sendable {
    /// The default per-attempt deadline, used when a configuration gives `nil`: 30 seconds.
    static let defaultRequestTimeout: Duration = .seconds(30)
    /// The range every deadline is clamped to: 1 ms...10 minutes.
    static let deadlineRange: ClosedRange<Duration> = .milliseconds(1) ... .seconds(600)
    /// The range the response-size limit is clamped to: 1 byte...1 GiB.
    static let responseBytesRange: ClosedRange<Int> = 1...(1 << 30)
    /// The range of retries: 0...10.
    static let retryRange: ClosedRange<Int> = 0...10
    /// The range of back-off waits: 0...1 hour.
    static let backoffRange: ClosedRange<Duration> = .zero ... .seconds(3_600)

    var requestTimeout: Duration
    var maxResponseBytes: Int
    var maxRetries: Int
    var initialBackoff: Duration
    var maxBackoff: Duration
    var maxRetryAfter: Duration

    /// Clamps each value to its range; a `nil` timeout means ``defaultRequestTimeout``.
    init(
      requestTimeout: Duration?, maxResponseBytes: Int, maxRetries: Int, initialBackoff: Duration,
      maxBackoff: Duration, maxRetryAfter: Duration
    ) {
      self.requestTimeout = (requestTimeout ?? Self.defaultRequestTimeout).clamped(to: Self.deadlineRange)
      self.maxResponseBytes = maxResponseBytes.clamped(to: Self.responseBytesRange)
      self.maxRetries = maxRetries.clamped(to: Self.retryRange)
      self.initialBackoff = initialBackoff.clamped(to: Self.backoffRange)
      self.maxBackoff = maxBackoff.clamped(to: Self.backoffRange)
      self.maxRetryAfter = maxRetryAfter
    }
  }

  let client: any HTTPClient
  let clock: any Clock<Duration>
  let limits: Limits
  /// Receives one line per attempt and retry; the caller redacts what it must.
  let log: @Sendable (String) -> Void
  /// Redacts an error's text before it is carried by a ``GeocodingError``.
  let redact: @Sendable (String) -> String

  /// Sends a request with a deadline per attempt and bounded retries.
  ///
  /// - Parameters:
  ///   - request: The request; its `maxResponseBytes` should already be set to the limit.
  ///   - operation: The operation's name, for errors and log lines.
  ///   - isIdempotent: Whether repeating the request is harmless, so it may be retried.
  /// - Returns: The last response, whatever its status.
  /// - Throws: `GeocodingError/timeout(operation:after:)`, `GeocodingError/responseTooLarge(operation:limit:)`,
  ///   `GeocodingError/connection(operation:message:)`, or `CancellationError` when cancelled.
  func send(_ request: HTTPRequest, operation: String, isIdempotent: Bool) async throws -> HTTPResponse {
    let client = self.client
    var attempt = 0
    while true {
      try Task.checkCancellation()
      attempt += 1
      let canRetry = isIdempotent && attempt <= limits.maxRetries
      let response: HTTPResponse
      do {
        response = try await raceCancellation(
          timeout: limits.requestTimeout, clock: clock,
          timeoutError: GeocodingError.timeout(operation: operation, after: limits.requestTimeout)
        ) { try await client.send(request) }
      } catch let error as CancellationError {
        throw error
      } catch GeocodingError.responseTooLarge {
        throw GeocodingError.responseTooLarge(operation: operation, limit: limits.maxResponseBytes)
      } catch let error as GeocodingError {
        throw error
      } catch {
        let message = redact("\(error)")
        guard canRetry else { throw GeocodingError.connection(operation: operation, message: message) }
        let delay = backoff(after: attempt)
        log("\(operation) attempt \(attempt): \(request) failed (\(message)); retrying in \(delay)")
        try await clock.sleep(for: delay)
        continue
      }
      guard response.body.count <= limits.maxResponseBytes else {
        throw GeocodingError.responseTooLarge(operation: operation, limit: limits.maxResponseBytes)
      }
      log("\(operation) attempt \(attempt): \(request) -> \(response.status)")
      guard canRetry, Self.isRetryable(status: response.status) else { return response }
      var delay = backoff(after: attempt)
      if let retryAfter = Self.retryAfter(response) {
        guard retryAfter <= limits.maxRetryAfter else { return response }
        delay = max(delay, retryAfter)
      }
      log("\(operation): HTTP \(response.status); retrying in \(delay)")
      try await clock.sleep(for: delay)
    }
  }

  /// Refuses any redirect a client surfaced: a transport never follows one itself, so a credential
  /// or a search text never reaches another origin whatever the ``HTTPClient``.
  ///
  /// - Throws: `GeocodingError/redirectRefused(operation:location:)` naming the target's origin only.
  static func refuseRedirect(_ response: HTTPResponse, operation: String, base: URL) throws {
    guard (300..<400).contains(response.status), let location = response.header("Location") else { return }
    let target = URL(string: location, relativeTo: base)?.absoluteURL
    throw GeocodingError.redirectRefused(operation: operation, location: HTTPOrigin.shown(target))
  }

  /// HTTP 429 and the 5xx statuses a retry may cure.
  static func isRetryable(status: Int) -> Bool {
    status == 429 || status == 500 || status == 502 || status == 503 || status == 504
  }

  /// The wait before the retry that follows attempt `attempt` (1-based): doubling, capped.
  func backoff(after attempt: Int) -> Duration {
    var delay = limits.initialBackoff
    for _ in 1..<max(attempt, 1) where delay < limits.maxBackoff { delay += delay }
    return min(delay, limits.maxBackoff)
  }

  /// The `Retry-After` header as a duration: delta-seconds, or an HTTP date.
  static func retryAfter(_ response: HTTPResponse) -> Duration? {
    guard let text = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let seconds = Int(text), seconds >= 0 { return .seconds(min(seconds, 366 * 86_400)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: text) else { return nil }
    return .seconds(Int.clamping(date.timeIntervalSinceNow.rounded(.up), to: 0...(366 * 86_400)))
  }

  /// Checks a transport's URL with Core's rule (``OutboundRequestChecks``): `https`, or `http` to a
  /// loopback host.
  ///
  /// - Throws: `GeocodingError/insecureURL(host:)` for plain `http` to another host,
  ///   `GeocodingError/invalidURL(_:)` (its secrets redacted by `URLRedaction`) for a URL without a host or
  ///   with another scheme.
  static func checkURL(_ url: URL) throws {
    switch OutboundRequestChecks.verdict(for: url) {
    case .allowed: return
    case .insecure(let host): throw GeocodingError.insecureURL(host: host)
    case .noHost, .unsupportedScheme: throw GeocodingError.invalidURL(URLRedaction.redact(url.absoluteString))
    }
  }

  /// The URL without a query string or trailing slashes, the stem of every endpoint.
  static func endpoint(of url: URL) -> String {
    var base = url.absoluteString
    if let query = base.utf8.firstIndex(of: UInt8(ascii: "?")) { base = String(base[..<query]) }
    while base.hasSuffix("/") { base.removeLast() }
    return base
  }
}

extension Comparable {
  /// The value, or the nearer end of `range` when it lies outside.
  func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
