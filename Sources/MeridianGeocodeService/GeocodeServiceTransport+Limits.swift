import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// The configuration's limits, each clamped to its documented range.
  struct Limits: Sendable {
    /// The limits of each HTTP exchange (deadline, size, retries, back-off), clamped by ``HTTPExchange/Limits``.
    var exchange: HTTPExchange.Limits
    /// The longest the token source may take, clamped to 1 ms...10 minutes.
    var tokenTimeout: Duration

    init(_ configuration: Configuration) {
      exchange = HTTPExchange.Limits(
        requestTimeout: configuration.requestTimeout, maxResponseBytes: configuration.maxResponseBytes,
        maxRetries: configuration.maxRetries, initialBackoff: configuration.initialBackoff,
        maxBackoff: configuration.maxBackoff, maxRetryAfter: configuration.maxRetryAfter)
      tokenTimeout = configuration.tokenTimeout.clamped(to: HTTPExchange.Limits.deadlineRange)
    }
  }

  /// The limits in force: the configuration's, clamped.
  var limits: Limits { Limits(configuration) }
}
