public import Foundation
import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding

/// The transport for a Nominatim server: OpenStreetMap's geocoder, run by yourself or the public one.
///
/// ```swift
/// let nominatim = NominatimTransport(url: URL(string: "http://127.0.0.1:8088")!, userAgent: "MyMapApp/2.1")
/// let locator = LocatorTask(transport: nominatim)
/// let cafes = try await locator.geocode(forSearchText: "Coffee shop", using: parameters)
/// ```
///
/// See “`NominatimTransport`” in `docs/nominatim.md`.
public final class NominatimTransport: LocatorTransport, Sendable {
  /// The host of the public server run by the OpenStreetMap Foundation, whose usage policy allows
  /// one request per second.
  public static let publicHost = "nominatim.openstreetmap.org"
  /// The `User-Agent` sent when none is given. Give your application's own name for the public
  /// server: its policy asks for a user agent that identifies the application.
  public static let defaultUserAgent = "Meridian-NominatimTransport/1.0 (Swift)"
  /// The longest `userAgent` and `email`, in UTF-8 bytes: 256.
  public static let maxIdentityBytes = OutboundRequestChecks.maximumIdentityBytes

  /// The server's URL, such as `http://127.0.0.1:8088` (the endpoints are appended to its path).
  public let url: URL
  /// The `User-Agent` header of every request.
  public let userAgent: String
  /// The contact address sent as `email` with every request, or `nil`.
  public let email: String?
  /// The rate limit asked for.
  public let rateLimit: NominatimRateLimit
  /// The timeouts, retries and limits.
  public let configuration: Configuration
  /// Nominatim works in WGS84 latitude and longitude.
  public var spatialReference: SpatialReference { .wgs84 }

  let httpClient: any HTTPClient
  let clock: any Clock<Duration>
  let limiter: NominatimRateLimiter?
  let baseEndpoint: String

  /// Creates a transport for a Nominatim server. It does not throw: a URL, user agent or email it
  /// cannot use fails on the first request with a typed `GeocodingError`.
  ///
  /// - Parameters:
  ///   - url: The server's URL, such as `http://127.0.0.1:8088` or `https://nominatim.openstreetmap.org`.
  ///   - userAgent: The `User-Agent` header: 1...256 UTF-8 bytes, no control character. The default
  ///     is ``defaultUserAgent``.
  ///   - email: A contact address sent with each request (the public server's policy suggests one for
  ///     heavier use), at most 256 UTF-8 bytes; `nil` (the default) sends none.
  ///   - rateLimit: How often requests may start. The default, `.automatic`, is one per second to
  ///     the public host and unlimited elsewhere.
  ///   - httpClient: The client requests go through. The default is a ``URLSessionHTTPClient``.
  ///   - clock: The clock of timeouts, back-off and the rate limit. The default is a `ContinuousClock`.
  ///   - configuration: Timeouts, retries and limits.
  public init(
    url: URL, userAgent: String = NominatimTransport.defaultUserAgent, email: String? = nil,
    rateLimit: NominatimRateLimit = .automatic, httpClient: any HTTPClient = URLSessionHTTPClient(),
    clock: any Clock<Duration> = ContinuousClock(), configuration: Configuration = Configuration()
  ) {
    self.url = url
    self.userAgent = userAgent
    self.email = email
    self.rateLimit = rateLimit
    self.httpClient = httpClient
    self.clock = clock
    self.configuration = configuration
    self.limiter = rateLimit.interval(forHost: url.host).map { NominatimRateLimiter(interval: $0, clock: clock) }
    self.baseEndpoint = HTTPExchange.endpoint(of: url)
  }

  /// The interval the rate limiter keeps between requests, or `nil` when it is off.
  public var requestInterval: Duration? { limiter?.interval }

  /// Asks the server how it is (`/status?format=json`).
  ///
  /// - Returns: The status (0 and "OK" for a working server) and the versions it reports.
  /// - Throws: `GeocodingError/service(code:message:details:messageCode:)` with the server's status
  ///   and message when it reports a failure (such as 700, "Database connection failed"), other
  ///   `GeocodingError` cases for a failed request, `CancellationError` when cancelled.
  public func status() async throws -> NominatimStatus {
    let response = try await response(for: NominatimEncoder.status(email: email))
    let status: NominatimStatus
    do {
      status = try NominatimDecoder.status(from: response.body)
    } catch {
      guard (200..<300).contains(response.status) else { throw GeocodingError.http(status: response.status) }
      throw error
    }
    guard status.isOK else { throw GeocodingError.service(code: status.status, message: status.message, details: []) }
    return status
  }

  /// Describes the locator, after asking the server's `/status`.
  ///
  /// - Returns: "Nominatim" with the server's version, every attribute a result can carry, the
  ///   structured-search fields, WGS84 and the category tree.
  /// - Throws: As ``status()``.
  public func locatorInfo() async throws -> LocatorInfo {
    let status = try await status()
    let version = status.softwareVersion.map { " \($0)" } ?? ""
    return LocatorInfo(
      name: "Nominatim",
      description: "OpenStreetMap's Nominatim\(version) at \(HTTPOrigin.shown(url))",
      resultAttributes: NominatimAttributes.allNames.map { LocatorAttribute(name: $0) },
      searchAttributes: ["Address", "City", "Subregion", "Region", "Postal", "CountryCode", "PlaceName"].map {
        LocatorAttribute(name: $0)
      },
      supportsPOI: true, supportsAddresses: true, supportsSuggestions: true, spatialReference: .wgs84,
      categories: WorldCategories.tree)
  }
}
