import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// Sends an operation and returns its parsed JSON body: with credentials, timeouts, retries, one
  /// token refresh after 498/499, and error bodies turned into typed errors.
  ///
  /// Every error it throws has the credential and any quoted URL's query string redacted.
  func perform(_ operation: GeocodeServiceOperation) async throws -> JSONValue {
    do {
      return try await performUnredacted(operation)
    } catch let error as GeocodingError {
      throw redact(error)
    }
  }

  private func performUnredacted(_ operation: GeocodeServiceOperation) async throws -> JSONValue {
    var request = try self.request(for: operation)
    request.maxResponseBytes = limits.maxResponseBytes
    var token = try await currentToken(refresh: false, replacing: nil)
    var refreshed = false
    while true {
      if let token { request.headers["X-Esri-Authorization"] = "Bearer \(token)" }
      let response = try await send(request, operation: operation)
      try checkRedirect(response, operation: operation)
      let parsed = try? JSONValue.parse(response.body)
      let serviceError = parsed.flatMap(GeocodeServiceDecoder.serviceError(in:))
      let authCode: Int? = {
        if case .service(let code, _, _, _)? = serviceError, code == 498 || code == 499 { return code }
        return response.status == 498 || response.status == 499 ? response.status : nil
      }()
      if let authCode, credential?.canRefresh == true, !refreshed {
        refreshed = true
        log("\(operation.name): service answered \(authCode); asking the token source for a fresh token")
        token = try await currentToken(refresh: true, replacing: token)
        continue
      }
      if let serviceError { throw serviceError }
      guard (200..<300).contains(response.status) else { throw GeocodingError.http(status: response.status) }
      guard let parsed else {
        _ = try JSONValue.parse(response.body)  // throws the decoding error that names the body
        throw GeocodingError.decoding(field: "(body)", message: "the response is not JSON.")
      }
      return parsed
    }
  }

  /// Refuses any redirect a client surfaced: the transport never follows one itself, so the
  /// credential never reaches another origin whatever the ``HTTPClient``.
  private func checkRedirect(_ response: HTTPResponse, operation: GeocodeServiceOperation) throws {
    guard (300..<400).contains(response.status), let location = response.header("Location") else { return }
    let target = URL(string: location, relativeTo: url)?.absoluteURL
    throw GeocodingError.redirectRefused(operation: operation.name, location: HTTPOrigin.shown(target))
  }

  /// Sends one request with timeouts and bounded retries (idempotent operations only).
  func send(_ request: HTTPRequest, operation: GeocodeServiceOperation) async throws -> HTTPResponse {
    let client = httpClient
    let limits = self.limits
    var attempt = 0
    while true {
      try Task.checkCancellation()
      attempt += 1
      let canRetry = operation.isIdempotent && attempt <= limits.maxRetries
      let response: HTTPResponse
      do {
        response = try await raceCancellation(
          timeout: limits.requestTimeout, clock: clock,
          timeoutError: GeocodingError.timeout(operation: operation.name, after: limits.requestTimeout)
        ) { try await client.send(request) }
      } catch let error as CancellationError {
        throw error
      } catch GeocodingError.responseTooLarge {
        throw GeocodingError.responseTooLarge(operation: operation.name, limit: limits.maxResponseBytes)
      } catch let error as GeocodingError {
        throw error
      } catch {
        let message = redact("\(error)")
        guard canRetry else { throw GeocodingError.connection(operation: operation.name, message: message) }
        let delay = backoff(after: attempt)
        log("\(operation.name) attempt \(attempt): \(request) failed (\(message)); retrying in \(delay)")
        try await clock.sleep(for: delay)
        continue
      }
      guard response.body.count <= limits.maxResponseBytes else {
        throw GeocodingError.responseTooLarge(operation: operation.name, limit: limits.maxResponseBytes)
      }
      log("\(operation.name) attempt \(attempt): \(request) -> \(response.status)")
      guard canRetry, Self.isRetryable(status: response.status) else { return response }
      var delay = backoff(after: attempt)
      if let retryAfter = Self.retryAfter(response) {
        guard retryAfter <= configuration.maxRetryAfter else { return response }
        delay = max(delay, retryAfter)
      }
      log("\(operation.name): HTTP \(response.status); retrying in \(delay)")
      try await clock.sleep(for: delay)
    }
  }

  /// HTTP 429 and the 5xx statuses a retry may cure.
  static func isRetryable(status: Int) -> Bool {
    status == 429 || status == 500 || status == 502 || status == 503 || status == 504
  }

  /// The wait before the retry that follows attempt `attempt` (1-based): doubling, capped.
  func backoff(after attempt: Int) -> Duration {
    let limits = self.limits
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

  /// Passes a line to the diagnostics handler, with credentials redacted.
  func log(_ message: @autoclosure () -> String) {
    guard let diagnostics = configuration.diagnostics else { return }
    diagnostics(redact(message()))
  }

  /// Replaces every known secret in a text with `<redacted>`, and every quoted URL's query string.
  func redact(_ text: String) -> String {
    var secrets: [String] = []
    if case .apiKey(let key)? = credential?.kind { secrets.append(key) }
    if let token = state.withLock({ $0.token }) { secrets.append(token) }
    var result = text
    for secret in secrets where !secret.isEmpty {
      result = result.replacingOccurrences(of: secret, with: "<redacted>")
    }
    return QueryRedaction.redact(result)
  }

  /// The error with every text it carries redacted by ``redact(_:)-(String)``.
  func redact(_ error: GeocodingError) -> GeocodingError {
    switch error {
    case .service(let code, let message, let details, let messageCode):
      return .service(
        code: code, message: redact(message), details: details.map { redact($0) },
        messageCode: messageCode.map { redact($0) })
    case .decoding(let field, let message): return .decoding(field: field, message: redact(message))
    case .connection(let operation, let message): return .connection(operation: operation, message: redact(message))
    case .authentication(let message): return .authentication(message: redact(message))
    case .invalidURL(let text): return .invalidURL(redact(text))
    default: return error
    }
  }
}
