import Foundation

extension GeocodeServiceTransport {
  /// Sends an operation and returns its parsed JSON body: with credentials, timeouts, retries, one
  /// token refresh after 498/499, and error bodies turned into typed errors.
  func perform(_ operation: GeocodeServiceOperation) async throws -> JSONValue {
    var request = try self.request(for: operation)
    var token = try await currentToken(refresh: false)
    var refreshed = false
    while true {
      if let token { request.headers["X-Esri-Authorization"] = "Bearer \(token)" }
      let response = try await send(request, operation: operation)
      let parsed = try? JSONValue.parse(response.body)
      let serviceError = parsed.flatMap(GeocodeServiceDecoder.serviceError(in:))
      let authCode: Int? = {
        if case .service(let code, _, _, _)? = serviceError, code == 498 || code == 499 { return code }
        return response.status == 498 || response.status == 499 ? response.status : nil
      }()
      if let authCode, credential?.canRefresh == true, !refreshed {
        refreshed = true
        log("\(operation.name): service answered \(authCode); asking the token source for a fresh token")
        token = try await currentToken(refresh: true)
        continue
      }
      if let serviceError { throw redact(serviceError, token: token) }
      guard (200..<300).contains(response.status) else { throw GeocodingError.http(status: response.status) }
      guard let parsed else {
        _ = try JSONValue.parse(response.body)  // throws the decoding error that names the body
        throw GeocodingError.decoding(field: "(body)", message: "the response is not JSON.")
      }
      return parsed
    }
  }

  /// Sends one request with timeouts and bounded retries (idempotent operations only).
  func send(_ request: HTTPRequest, operation: GeocodeServiceOperation) async throws -> HTTPResponse {
    let client = httpClient
    let limit = configuration.requestTimeout
    var attempt = 0
    while true {
      try Task.checkCancellation()
      attempt += 1
      let canRetry = operation.isIdempotent && attempt <= configuration.maxRetries
      let response: HTTPResponse
      do {
        response = try await raceCancellation(
          timeout: limit, clock: clock,
          timeoutError: GeocodingError.timeout(operation: operation.name, after: limit ?? .zero)
        ) { try await client.send(request) }
      } catch let error as CancellationError {
        throw error
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
    let factor = 1 << min(max(attempt - 1, 0), 20)
    return min(configuration.initialBackoff * factor, configuration.maxBackoff)
  }

  /// The `Retry-After` header as a duration: delta-seconds, or an HTTP date.
  static func retryAfter(_ response: HTTPResponse) -> Duration? {
    guard let text = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let seconds = Int(text), seconds >= 0 { return .seconds(seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: text) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSinceNow.rounded(.up))))
  }

  /// The token to send: the API key, or the token source's (cached until a refresh is asked for).
  func currentToken(refresh: Bool) async throws -> String? {
    switch credential?.kind {
    case nil: return nil
    case .apiKey(let key)?: return key
    case .tokenSource(let source)?:
      if !refresh, let cached = state.withLock({ $0.token }) { return cached }
      let token: String
      do {
        token = try await source(refresh)
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        throw GeocodingError.authentication(message: redact("\(error)"))
      }
      state.withLock { $0.token = token }
      return token
    }
  }

  /// Passes a line to the diagnostics handler, with credentials redacted.
  func log(_ message: @autoclosure () -> String) {
    guard let diagnostics = configuration.diagnostics else { return }
    diagnostics(redact(message()))
  }

  /// Replaces every known secret in a text with `<redacted>`.
  func redact(_ text: String) -> String {
    var secrets: [String] = []
    if case .apiKey(let key)? = credential?.kind { secrets.append(key) }
    if let token = state.withLock({ $0.token }) { secrets.append(token) }
    var result = text
    for secret in secrets where !secret.isEmpty {
      result = result.replacingOccurrences(of: secret, with: "<redacted>")
    }
    return result
  }

  func redact(_ error: GeocodingError, token: String?) -> GeocodingError {
    guard case .service(let code, let message, let details, let messageCode) = error else { return error }
    return .service(
      code: code, message: redact(message), details: details.map { redact($0) },
      messageCode: messageCode.map { redact($0) })
  }
}
