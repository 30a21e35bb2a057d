public import Foundation
import MeridianCore
public import MeridianGeocoding

extension LocatorTask {
  /// Creates a locator task for an ArcGIS REST GeocodeServer, such as the World Geocoding Service.
  ///
  /// It does not throw: plain `http` to a host that is not loopback fails on the first request with
  /// `GeocodingError/insecureURL(host:)`. See “`LocatorTask.init(url:apiKey:httpClient:clock:)`” in
  /// `docs/geocoding.md`.
  ///
  /// - Parameters:
  ///   - url: The service URL, ending in `GeocodeServer`.
  ///   - apiKey: The API key. The default, `nil`, uses ``MeridianEnvironment/apiKey`` as it is when
  ///     the task is created (none when that is `nil` too); for a task with no key whatever the
  ///     environment holds, use ``init(url:credential:httpClient:clock:)`` with a `nil` credential.
  ///   - httpClient: The client requests go through. The default is a ``URLSessionHTTPClient``.
  ///   - clock: The clock of request timeouts and retry back-off. The default is a `ContinuousClock`.
  public init(
    url: URL, apiKey: String? = nil, httpClient: any HTTPClient = URLSessionHTTPClient(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    let key = apiKey ?? MeridianEnvironment.apiKey
    self.init(url: url, credential: key.map(LocatorCredential.apiKey), httpClient: httpClient, clock: clock)
  }

  /// Creates a locator task for an ArcGIS REST GeocodeServer with a credential: a static API key, or
  /// a token source that is asked again after a 498 or 499 answer (one refresh, one retry).
  ///
  /// - Parameters:
  ///   - url: The service URL, ending in `GeocodeServer`.
  ///   - credential: The credential, or `nil` for none.
  ///   - httpClient: The client requests go through. The default is a ``URLSessionHTTPClient``.
  ///   - clock: The clock of request timeouts and retry back-off. The default is a `ContinuousClock`.
  public init(
    url: URL, credential: LocatorCredential?, httpClient: any HTTPClient = URLSessionHTTPClient(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      transport: GeocodeServiceTransport(url: url, credential: credential, httpClient: httpClient, clock: clock),
      clock: clock)
  }
}
