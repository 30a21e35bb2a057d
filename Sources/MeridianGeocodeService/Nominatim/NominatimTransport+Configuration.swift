extension NominatimTransport {
  /// Timeouts, retries and limits of a ``NominatimTransport``.
  ///
  /// Every value is clamped to a documented range when it is used (the same ranges as the online
  /// transport's, see "Limits and failures" in docs/geocoding.md), so no setting removes the last
  /// deadline or makes a loop unbounded.
  public struct Configuration: Sendable {
    /// The longest one attempt may wait for its response. The default is 30 seconds; `nil` means the
    /// default; values are clamped to 1 ms...10 minutes. A late attempt throws
    /// `GeocodingError/timeout(operation:after:)`.
    public var requestTimeout: Duration? = .seconds(30)
    /// The largest response body, in bytes. The default is 16 MiB, clamped to 1 byte...1 GiB; a larger
    /// body throws `GeocodingError/responseTooLarge(operation:limit:)`.
    public var maxResponseBytes: Int = 16 * 1024 * 1024
    /// The most retries after the first attempt (every Nominatim request is a lookup, so each may be
    /// retried after HTTP 429 or 5xx or a dropped connection). The default is 2, clamped to 0...10.
    public var maxRetries: Int = 2
    /// The wait before the first retry; each later one doubles it. The default is 0.5 seconds, clamped
    /// to 0...1 hour, and never shorter than the rate limit's interval.
    public var initialBackoff: Duration = .milliseconds(500)
    /// The longest wait between attempts from back-off alone. The default is 8 seconds, clamped to 0...1 hour.
    public var maxBackoff: Duration = .seconds(8)
    /// The longest `Retry-After` honoured; a longer one ends the retries. The default is 60 seconds.
    public var maxRetryAfter: Duration = .seconds(60)
    /// The most `/search` requests one category search sends, one per OpenStreetMap key and value the
    /// category covers ("Food" covers six, "Parks and Outdoors" thirteen). The default is 16, clamped
    /// to 1...64; the most specific tags are asked first.
    public var maxCategoryRequests: Int = 16
    /// Receives one line per attempt and retry, with query strings (search text, email) redacted.
    /// The default is `nil`.
    public var diagnostics: (@Sendable (String) -> Void)?

    /// Creates the default configuration.
    public init() {}

    /// ``maxCategoryRequests`` clamped to 1...64.
    var categoryRequests: Int { min(max(maxCategoryRequests, 1), 64) }
  }
}
