public import Foundation
import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding

/// The transport for an ArcGIS REST GeocodeServer: the World Geocoding Service or an ArcGIS
/// Enterprise locator.
///
/// See “`GeocodeServiceTransport`” in `docs/geocoding.md`.
public final class GeocodeServiceTransport: LocatorTransport, Sendable, CustomReflectable {
  /// Timeouts, retries and limits of the transport.
  ///
  /// Every value is clamped to a documented range when it is used (see "Limits and failures" in
  /// docs/geocoding.md), so no setting removes the last deadline or makes a loop unbounded.
  public struct Configuration: Sendable {
    /// The longest one attempt may wait for its response. The default is 30 seconds.
    ///
    /// `nil` does not remove the deadline: it means the default of 30 seconds. Values are clamped
    /// to 1 ms...10 minutes. A late attempt throws `GeocodingError/timeout(operation:after:)`.
    public var requestTimeout: Duration? = .seconds(30)
    /// The longest the token source may take to give a token. The default is 30 seconds, clamped to
    /// 1 ms...10 minutes; a request never waits for its token longer than its own ``requestTimeout``
    /// either. A late token throws `GeocodingError/timeout(operation:after:)` naming `token` and the
    /// shorter of the two.
    public var tokenTimeout: Duration = .seconds(30)
    /// The largest response body, in bytes. The default is 16 MiB, clamped to 1 byte...1 GiB; a
    /// larger body is cut off while it arrives (by ``URLSessionHTTPClient``; any client's answer is
    /// checked again) and throws `GeocodingError/responseTooLarge(operation:limit:)`.
    public var maxResponseBytes: Int = 16 * 1024 * 1024
    /// The most retries after the first attempt of an idempotent request. The default is 2, clamped to 0...10.
    public var maxRetries: Int = 2
    /// The wait before the first retry; each later one doubles it. The default is 0.5 seconds, clamped to 0...1 hour.
    public var initialBackoff: Duration = .milliseconds(500)
    /// The longest wait between attempts from back-off alone. The default is 8 seconds, clamped to 0...1 hour.
    public var maxBackoff: Duration = .seconds(8)
    /// The longest `Retry-After` honoured; a longer one ends the retries. The default is 60 seconds.
    public var maxRetryAfter: Duration = .seconds(60)
    /// The longest URL sent as a `GET`; longer requests are `POST`ed. The default is 2,000 characters.
    public var maxURLLength: Int = 2_000
    /// Receives one line per attempt and retry, with credentials and URLs' queries redacted. The default is `nil`.
    public var diagnostics: (@Sendable (String) -> Void)?

    /// Creates the default configuration.
    public init() {}
  }

  struct State {
    var root: ServiceRoot?
    var token: String?
    /// The service-root fetch in flight, which concurrent first calls share.
    var rootFetch: Task<ServiceRoot, any Error>?
    /// The token fetch in flight, which concurrent first calls and refreshes share.
    var tokenFetch: Task<String, any Error>?
  }

  /// The service URL, ending in `GeocodeServer`.
  public let url: URL
  /// The spatial reference locations are sent in and results come back in (WGS84 for World).
  public let spatialReference: SpatialReference
  /// The timeouts, retries and limits.
  public let configuration: Configuration
  let credential: LocatorCredential?
  let httpClient: any HTTPClient
  let clock: any Clock<Duration>
  let state = SharedLock(State())
  let baseEndpoint: String

  /// Creates a transport for a GeocodeServer URL. It does not throw: a URL it cannot use fails on
  /// the first request with `GeocodingError/insecureURL(host:)` or `GeocodingError/invalidURL(_:)`.
  ///
  /// - Parameters:
  ///   - url: The service URL, such as `https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer`.
  ///   - credential: The API key or token source, or `nil` for none.
  ///   - httpClient: The client requests go through. The default is a ``URLSessionHTTPClient``.
  ///   - clock: The clock of timeouts and back-off. The default is a `ContinuousClock`.
  ///   - spatialReference: The service's spatial reference. The default is WGS84.
  ///   - configuration: Timeouts, retries and limits.
  public init(
    url: URL, credential: LocatorCredential? = nil, httpClient: any HTTPClient = URLSessionHTTPClient(),
    clock: any Clock<Duration> = ContinuousClock(), spatialReference: SpatialReference = .wgs84,
    configuration: Configuration = Configuration()
  ) {
    self.url = url
    self.credential = credential
    self.httpClient = httpClient
    self.clock = clock
    self.spatialReference = spatialReference
    self.configuration = configuration
    self.baseEndpoint = HTTPExchange.endpoint(of: url)
  }

  /// The locator's name: the path component before `GeocodeServer` (`World`).
  public var serviceName: String {
    let components = url.pathComponents.filter { $0 != "/" }
    if let index = components.lastIndex(where: { $0.caseInsensitiveCompare("GeocodeServer") == .orderedSame }),
      index > 0
    {
      return components[index - 1]
    }
    return components.last ?? url.host ?? url.absoluteString
  }

  /// Describes the locator from the service root (`…/GeocodeServer?f=json`), fetched once and kept.
  ///
  /// - Returns: The locator's name, description, fields, capabilities, spatial reference, category
  ///   tree and batch size.
  /// - Throws: `GeocodingError` when the request fails or the root cannot be decoded,
  ///   `CancellationError` when cancelled.
  public func locatorInfo() async throws -> LocatorInfo {
    try await serviceRoot().info
  }

  /// Finds candidates for a query with one `findAddressCandidates` request.
  ///
  /// - Parameters:
  ///   - query: Single-line text (`singleLine`), multi-field values (one parameter each), or a
  ///     suggestion (`singleLine` with its `magicKey`).
  ///   - parameters: The options, sent as `outFields`, `maxLocations`, `category`, `location`,
  ///     `searchExtent`, `outSR`, `sourceCountry`, `langCode` and `forStorage`.
  /// - Returns: The candidates in the service's order, in the response's spatial reference.
  /// - Throws: `GeocodingError` for a failed request, an error body or a malformed response,
  ///   `CancellationError` when cancelled.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    let value = try await perform(.findAddressCandidates(query, parameters))
    return try GeocodeServiceDecoder.candidates(from: value, names: attributeNames)
  }

  /// Suggests completions with one `suggest` request.
  ///
  /// - Parameters:
  ///   - text: The partial text, sent as `text`.
  ///   - parameters: The options, sent as `maxSuggestions`, `category`, `location`, `searchExtent`
  ///     and `countryCode`.
  /// - Returns: The suggestions in the service's order.
  /// - Throws: `GeocodingError` for a failed request, an error body or a malformed response,
  ///   `CancellationError` when cancelled.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    try GeocodeServiceDecoder.suggestions(from: try await perform(.suggest(text, parameters)))
  }

  /// Finds the address at or near a location with one `reverseGeocode` request.
  ///
  /// The service's "Unable to find address" answer is an empty result. A result farther from
  /// `location` than `maxDistance` (1,000 m by default) is dropped; the distance is geodesic, measured
  /// after both points are projected to WGS84, so it holds whatever `outputSpatialReference` asks for.
  ///
  /// - Parameters:
  ///   - location: The location, in the transport's ``spatialReference``.
  ///   - parameters: The options, sent as `outSR`, `langCode`, `featureTypes`, `outFields` and `forStorage`.
  /// - Returns: The address found, or an empty array.
  /// - Throws: `GeocodingError` for a failed request, an error body or a malformed response,
  ///   `GeocodingError/invalidParameter(name:reason:)` naming `maxDistance` when the result is in a
  ///   spatial reference that cannot be projected, `CancellationError` when cancelled.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    let value: JSONValue
    do {
      value = try await perform(.reverseGeocode(location, parameters))
    } catch let error as GeocodingError where GeocodeServiceDecoder.isUnableToFindAddress(error) {
      return []
    }
    let results = try GeocodeServiceDecoder.reverseGeocode(from: value, inputLocation: location, names: attributeNames)
    let radius = parameters.maxDistance ?? ReverseGeocodeParameters.defaultMaxDistance
    let resultReference = parameters.outputSpatialReference ?? spatialReference
    return try results.filter { result in
      guard let found = result.displayLocation else { return true }
      return try distance(from: location, to: found, resultReference: resultReference) <= radius
    }
  }

  /// The geodesic distance in metres from a reverse-geocode location to a result, each projected to
  /// WGS84 first: the location is in the service's reference and the result in `outSR` when one was asked.
  ///
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `maxDistance` when either
  ///   point is in a reference Meridian cannot project, so the radius cannot be checked.
  private func distance(from location: Point, to found: Point, resultReference: SpatialReference) throws -> Double {
    var (from, to) = (location, found)
    if from.spatialReference == nil { from.spatialReference = spatialReference }
    if to.spatialReference == nil { to.spatialReference = resultReference }
    do {
      return try GeometryEngine.geodeticDistance(from: from, to: to).distance
    } catch {
      throw GeocodingError.invalidParameter(
        name: "maxDistance", reason: "the distance from \(from) to the result at \(to) cannot be measured: \(error)")
    }
  }

  /// The batch size from the service root: `MaxBatchSize`, else `SuggestedBatchSize`, else 1.
  ///
  /// `LocatorTask` splits a batch into requests of at most this many addresses.
  ///
  /// - Returns: The most addresses one `geocodeAddresses` request carries.
  /// - Throws: `GeocodingError` when the service root cannot be read, `CancellationError` when cancelled.
  public func maximumBatchSize() async throws -> Int {
    let root = try await serviceRoot()
    return root.maxBatchSize ?? root.suggestedBatchSize ?? 1
  }

  /// Geocodes a batch with one `geocodeAddresses` request and joins the records back to the queries.
  ///
  /// Records join on `ResultID`; unmatched records without one are joined by the rules of
  /// the batch decoder, so an unmatched or malformed record never fails
  /// the other queries. A service whose root states no batch size gets one `findAddressCandidates`
  /// per query instead.
  ///
  /// - Parameters:
  ///   - queries: The queries, at most ``maximumBatchSize()`` of them; query `i` is sent as `OBJECTID` `i + 1`.
  ///   - parameters: The options shared by every query.
  /// - Returns: One outcome per query, in the order of `queries`: its match (an array of one), an
  ///   empty array when unmatched, or its own error.
  /// - Throws: `GeocodingError` when the request as a whole fails (a failed request, an error body,
  ///   a response without `locations`), `CancellationError` when cancelled.
  public func geocode(
    batch queries: [GeocodeQuery], parameters: GeocodeParameters
  ) async throws -> [Result<[GeocodeResult], any Error>] {
    guard !queries.isEmpty else { return [] }
    let root = try await serviceRoot()
    guard root.maxBatchSize != nil || root.suggestedBatchSize != nil else {
      return try await geocodeEach(queries, parameters: parameters)
    }
    let value = try await perform(.geocodeAddresses(queries, parameters))
    return try GeocodeServiceDecoder.batch(from: value, queries: queries, names: root.names)
  }

  /// The service root, fetched once: concurrent first calls share one request, and a failed fetch
  /// is forgotten so that the next call tries again.
  func serviceRoot() async throws -> ServiceRoot {
    if let root = state.withLock({ $0.root }) { return root }
    let fetch: Task<ServiceRoot, any Error> = state.withLock { locked in
      if let root = locked.root { return Task { root } }
      if let running = locked.rootFetch { return running }
      let task = Task { [self] in
        defer { state.withLock { $0.rootFetch = nil } }
        let root = try ServiceRoot.decode(try await perform(.serviceInfo), name: serviceName)
        state.withLock { $0.root = root }
        return root
      }
      locked.rootFetch = task
      return task
    }
    return try await shared(fetch)
  }

  /// Awaits a shared fetch, throwing `CancellationError` at once when the caller is cancelled (the
  /// fetch itself goes on for the other callers, under its own deadline).
  func shared<T: Sendable>(_ fetch: Task<T, any Error>) async throws -> T {
    try await raceCancellation(
      clock: clock, timeoutError: CancellationError(), { try await fetch.value })
  }

  /// The attribute spellings: the service's own once its root is known, else the World ones.
  var attributeNames: AttributeNames { state.withLock { $0.root?.names } ?? .world }

  /// The transport's parts for reflection (`dump`, debuggers): the URL, the spatial reference, the
  /// configuration and the credential's kind, never a cached token.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "url": url, "spatialReference": spatialReference, "configuration": configuration,
        "credential": credential as Any,
      ],
      displayStyle: .class)
  }
}
