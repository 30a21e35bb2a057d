import MeridianCore
import MeridianGeocoding

extension GeocodeServiceTransport {
  /// The configuration's limits, each clamped to its documented range.
  struct Limits: Sendable {
    /// The default per-attempt deadline, used when ``Configuration/requestTimeout`` is `nil`.
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
    var tokenTimeout: Duration
    var maxResponseBytes: Int
    var maxRetries: Int
    var initialBackoff: Duration
    var maxBackoff: Duration

    init(_ configuration: Configuration) {
      requestTimeout = (configuration.requestTimeout ?? Self.defaultRequestTimeout).clamped(to: Self.deadlineRange)
      tokenTimeout = configuration.tokenTimeout.clamped(to: Self.deadlineRange)
      maxResponseBytes = configuration.maxResponseBytes.clamped(to: Self.responseBytesRange)
      maxRetries = configuration.maxRetries.clamped(to: Self.retryRange)
      initialBackoff = configuration.initialBackoff.clamped(to: Self.backoffRange)
      maxBackoff = configuration.maxBackoff.clamped(to: Self.backoffRange)
    }
  }

  /// The limits in force: the configuration's, clamped.
  var limits: Limits { Limits(configuration) }
}

extension Comparable {
  /// The value, or the nearer end of `range` when it lies outside.
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
