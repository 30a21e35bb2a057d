import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// What a token lookup found: a token to use, or a fetch to wait for.
  private enum TokenLookup {
    case token(String)
    case fetch(Task<String, any Error>)
  }

  /// The token to send: the API key, or the token source's (cached until a refresh is asked for).
  ///
  /// Concurrent calls share one fetch of the token source, and a refresh asked for a token that
  /// another call has already replaced returns the newer token without asking again. The source
  /// is given ``tokenWait``: ``Configuration/tokenTimeout``, or the request's own deadline
  /// (``Configuration/requestTimeout``) when that is shorter, so no caller waits longer than that.
  ///
  /// - Parameters:
  ///   - refresh: Whether the service refused the token `stale`, so a fresh one is needed.
  ///   - stale: The token the service refused, when `refresh` is set.
  /// - Throws: `GeocodingError/invalidCredential(message:)` for a key or token that cannot be
  ///   sent, `GeocodingError/timeout(operation:after:)` naming `token` for a source that does not
  ///   answer in time, `GeocodingError/authentication(message:)` for a source that fails.
  func currentToken(refresh: Bool, replacing stale: String?) async throws -> String? {
    switch credential?.kind {
    case nil: return nil
    case .apiKey(let key)?:
      try Self.checkCredential(key, kind: "API key")
      return key
    case .tokenSource(let source)?:
      let lookup: TokenLookup = state.withLock { locked in
        if let cached = locked.token, !refresh || cached != stale { return .token(cached) }
        if let running = locked.tokenFetch { return .fetch(running) }
        let task = Task { [self] in
          defer { state.withLock { $0.tokenFetch = nil } }
          let token = try await fetchToken(from: source, refresh: refresh)
          state.withLock { $0.token = token }
          return token
        }
        locked.tokenFetch = task
        return .fetch(task)
      }
      switch lookup {
      case .token(let token): return token
      // The fetch ends by its own deadline (tokenWait), which bounds every caller that shares it.
      case .fetch(let task): return try await shared(task)
      }
    }
  }

  /// The longest a request waits for its token: ``Configuration/tokenTimeout``, or the request's own
  /// deadline (``Configuration/requestTimeout``) when that is shorter, so a token source that never
  /// answers cannot hold a request past the deadline its caller set.
  var tokenWait: Duration { Swift.min(limits.tokenTimeout, limits.exchange.requestTimeout) }

  /// Asks the token source once, under ``tokenWait``, and checks what it gave.
  private func fetchToken(
    from source: @escaping @Sendable (Bool) async throws -> String, refresh: Bool
  ) async throws -> String {
    let timeout = tokenWait
    let token: String
    do {
      token = try await raceCancellation(
        timeout: timeout, clock: clock, timeoutError: GeocodingError.timeout(operation: "token", after: timeout)
      ) { try await source(refresh) }
    } catch is CancellationError {
      throw CancellationError()
    } catch let error as GeocodingError {
      throw error
    } catch {
      throw GeocodingError.authentication(message: redact("\(error)"))
    }
    try Self.checkCredential(token, kind: "token")
    return token
  }

  /// Checks that a key or token can travel in a header, with Core's rule
  /// (``OutboundRequestChecks/credentialProblem(_:kind:)``): 1...8,192 bytes of printable ASCII without
  /// spaces, so no CR, LF or other control character can split or forge a header.
  ///
  /// - Throws: `GeocodingError/invalidCredential(message:)`, naming what is wrong but never the secret.
  static func checkCredential(_ secret: String, kind: String) throws {
    if let message = OutboundRequestChecks.credentialProblem(secret, kind: kind) {
      throw GeocodingError.invalidCredential(message: message)
    }
  }
}
