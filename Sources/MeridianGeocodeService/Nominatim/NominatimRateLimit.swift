/// How often a ``NominatimTransport`` may send a request.
///
/// The public server's usage policy allows at most one request per second from one application
/// (and an identifying `User-Agent`); a server of your own has no such limit. The default,
/// ``automatic``, keeps the policy for the public host and sends freely to every other host.
public enum NominatimRateLimit: Sendable, Hashable {
  /// One request per second to `nominatim.openstreetmap.org` (and its subdomains); no limit for any other host.
  case automatic
  /// No limit: for a server of your own.
  case unlimited
  /// At least this long between the starts of two requests; clamped to 1 ms...1 hour.
  case interval(Duration)

  /// The interval between two requests to `host`, or `nil` for none.
  ///
  /// - Parameter host: The server's host name.
  /// - Returns: One second for the public host under ``automatic``, the given interval (clamped)
  ///   under ``interval(_:)``, otherwise `nil`.
  func interval(forHost host: String?) -> Duration? {
    switch self {
    case .automatic:
      guard let host = host?.lowercased() else { return nil }
      let publicHost = NominatimTransport.publicHost
      return host == publicHost || host.hasSuffix(".\(publicHost)") ? .seconds(1) : nil
    case .unlimited:
      return nil
    case .interval(let interval):
      return min(max(interval, .milliseconds(1)), .seconds(3_600))
    }
  }
}
