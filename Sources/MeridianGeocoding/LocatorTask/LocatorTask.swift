/// Finds places and addresses through a locator transport: the online geocoding service, the
/// embedded offline locator, or a test double.
///
/// A locator task validates what it is given, projects locations into the transport's spatial
/// reference, calls the transport, and projects results into the caller's `outputSpatialReference`.
/// Each call stops promptly when its task is cancelled: it throws `CancellationError`, never a late
/// result. In tests, give it a `MockTransport` (see “Testing with MockTransport” in `docs/geocoding.md`).
///
/// ```swift
/// let locator = LocatorTask(url: URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer")!)
/// var parameters = GeocodeParameters()
/// parameters.addResultAttributeNames(["PlaceName", "Place_addr"])
/// let results = try await locator.geocode(forSearchText: "Coffee shop", using: parameters)
/// ```
public actor LocatorTask {
  /// The transport the task calls.
  public nonisolated let transport: any LocatorTransport

  /// The clock that measures ``timeout``.
  nonisolated let clock: any Clock<Duration>

  /// The longest a single call may take before it throws ``GeocodingError/timeout(operation:after:)``,
  /// or `nil` for no limit of the task's own (the online transport has its own per-request timeout).
  public nonisolated let timeout: Duration?

  private var cachedInfo: LocatorInfo?

  /// Creates a locator task over a transport.
  ///
  /// - Parameters:
  ///   - transport: The locator to call: an offline locator, the online service's transport, a test double.
  ///   - clock: The clock that measures `timeout`. The default is a `ContinuousClock`.
  ///   - timeout: The longest one call may take, or `nil` (the default) for no limit.
  public init(transport: any LocatorTransport, clock: any Clock<Duration> = ContinuousClock(), timeout: Duration? = nil)
  {
    self.transport = transport
    self.clock = clock
    self.timeout = timeout
  }

  /// What the locator can do: its name, attributes, capabilities, spatial reference and categories.
  ///
  /// The first successful answer is kept; later reads return it without calling the transport.
  ///
  /// - Throws: ``GeocodingError`` when the transport fails, `CancellationError` when cancelled.
  public var locatorInfo: LocatorInfo {
    get async throws {
      if let cachedInfo { return cachedInfo }
      let transport = self.transport
      let info = try await call("locatorInfo") { try await transport.locatorInfo() }
      cachedInfo = info
      return info
    }
  }

  /// Runs one transport call under the task's cancellation and timeout rules.
  func call<T: Sendable>(_ operation: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try Task.checkCancellation()
    let limit = timeout
    let value = try await raceCancellation(
      timeout: limit, clock: clock,
      timeoutError: GeocodingError.timeout(operation: operation, after: limit ?? .zero), body)
    try Task.checkCancellation()
    return value
  }
}
