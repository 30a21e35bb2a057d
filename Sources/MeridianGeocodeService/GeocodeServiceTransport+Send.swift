import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// Sends an operation and returns its parsed JSON body: with credentials, timeouts, retries, one
  /// token refresh after 498/499, and error bodies turned into typed errors.
  ///
  /// Every error it throws has the credential and any quoted URL's secrets redacted.
  func perform(_ operation: GeocodeServiceOperation) async throws -> JSONValue {
    do {
      return try await performUnredacted(operation)
    } catch let error as GeocodingError {
      throw redact(error)
    }
  }

  private func performUnredacted(_ operation: GeocodeServiceOperation) async throws -> JSONValue {
    var request = try self.request(for: operation)
    request.maxResponseBytes = limits.exchange.maxResponseBytes
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

  /// Refuses any redirect a client surfaced (see ``HTTPExchange/refuseRedirect(_:operation:base:)``).
  private func checkRedirect(_ response: HTTPResponse, operation: GeocodeServiceOperation) throws {
    try HTTPExchange.refuseRedirect(response, operation: operation.name, base: url)
  }

  /// Sends one request through an ``HTTPExchange``: timeouts and bounded retries (idempotent operations only).
  func send(_ request: HTTPRequest, operation: GeocodeServiceOperation) async throws -> HTTPResponse {
    let exchange = HTTPExchange(
      client: httpClient, clock: clock, limits: limits.exchange, log: { [self] line in log(line) },
      redact: { [self] text in redact(text) })
    return try await exchange.send(request, operation: operation.name, isIdempotent: operation.isIdempotent)
  }

  /// Passes a line to the diagnostics handler, with credentials redacted.
  func log(_ message: @autoclosure () -> String) {
    guard let diagnostics = configuration.diagnostics else { return }
    diagnostics(redact(message()))
  }

  /// Replaces every known secret in a text with `<redacted>`, and every quoted URL's user information,
  /// query and fragment (``URLRedaction``).
  func redact(_ text: String) -> String {
    var secrets: [String] = []
    if case .apiKey(let key)? = credential?.kind { secrets.append(key) }
    if let token = state.withLock({ $0.token }) { secrets.append(token) }
    var result = text
    for secret in secrets where !secret.isEmpty {
      result = result.replacingOccurrences(of: secret, with: "<redacted>")
    }
    return URLRedaction.redact(result)
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
