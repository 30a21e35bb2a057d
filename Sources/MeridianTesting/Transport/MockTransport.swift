import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding

/// A locator transport for tests: canned replies or closures per operation, and a record of every
/// request it gets.
///
/// ```swift
/// let transport = MockTransport()
/// transport.geocodeResults = [GeocodeResult(label: "Coffee Tea & Me", score: 100)]
/// let locator = LocatorTask(transport: transport)
/// _ = try await locator.geocode(forSearchText: "coffee")
/// #expect(transport.requests == [.geocode(.searchText("coffee"), GeocodeParameters())])
/// ```
///
/// See “`MockTransport`” in `docs/testing.md`.
public final class MockTransport: LocatorTransport, Sendable {
  /// A call the transport received, with what it was given (after the task's validation and projection).
  public enum Request: Sendable, Hashable {
    /// `locatorInfo()`.
    case locatorInfo
    /// `geocode(_:parameters:)`.
    case geocode(GeocodeQuery, GeocodeParameters)
    /// `suggest(_:parameters:)`.
    case suggest(String, SuggestParameters)
    /// `reverseGeocode(_:parameters:)`.
    case reverseGeocode(Point, ReverseGeocodeParameters)
  }

  /// A closure answering `geocode`.
  public typealias GeocodeHandler = @Sendable (GeocodeQuery, GeocodeParameters) async throws -> [GeocodeResult]
  /// A closure answering `suggest`.
  public typealias SuggestHandler = @Sendable (String, SuggestParameters) async throws -> [SuggestResult]
  /// A closure answering `reverseGeocode`.
  public typealias ReverseGeocodeHandler =
    @Sendable (Point, ReverseGeocodeParameters) async throws -> [GeocodeResult]
  /// A closure answering `locatorInfo`.
  public typealias LocatorInfoHandler = @Sendable () async throws -> LocatorInfo

  private struct State {
    var info = LocatorInfo(name: "MockTransport")
    var geocodeResults: [GeocodeResult] = []
    var suggestResults: [SuggestResult] = []
    var reverseGeocodeResults: [GeocodeResult] = []
    var onGeocode: GeocodeHandler?
    var onSuggest: SuggestHandler?
    var onReverseGeocode: ReverseGeocodeHandler?
    var onLocatorInfo: LocatorInfoHandler?
    var requests: [Request] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = SharedLock(State())

  /// The spatial reference the transport states.
  public let spatialReference: SpatialReference

  /// Creates a mock transport that answers every operation with an empty reply.
  ///
  /// - Parameter spatialReference: The spatial reference to state. The default is WGS84.
  public init(spatialReference: SpatialReference = .wgs84) {
    self.spatialReference = spatialReference
  }

  /// The canned `locatorInfo` reply.
  public var info: LocatorInfo {
    get { state.withLock { $0.info } }
    set { state.withLock { $0.info = newValue } }
  }

  /// The canned `geocode` reply.
  public var geocodeResults: [GeocodeResult] {
    get { state.withLock { $0.geocodeResults } }
    set { state.withLock { $0.geocodeResults = newValue } }
  }

  /// The canned `suggest` reply.
  public var suggestResults: [SuggestResult] {
    get { state.withLock { $0.suggestResults } }
    set { state.withLock { $0.suggestResults = newValue } }
  }

  /// The canned `reverseGeocode` reply.
  public var reverseGeocodeResults: [GeocodeResult] {
    get { state.withLock { $0.reverseGeocodeResults } }
    set { state.withLock { $0.reverseGeocodeResults = newValue } }
  }

  /// Answers `geocode` with a closure (which may throw or wait) instead of the canned reply.
  public func onGeocode(_ handler: @escaping GeocodeHandler) { state.withLock { $0.onGeocode = handler } }

  /// Answers `suggest` with a closure instead of the canned reply.
  public func onSuggest(_ handler: @escaping SuggestHandler) { state.withLock { $0.onSuggest = handler } }

  /// Answers `reverseGeocode` with a closure instead of the canned reply.
  public func onReverseGeocode(_ handler: @escaping ReverseGeocodeHandler) {
    state.withLock { $0.onReverseGeocode = handler }
  }

  /// Answers `locatorInfo` with a closure instead of the canned reply.
  public func onLocatorInfo(_ handler: @escaping LocatorInfoHandler) { state.withLock { $0.onLocatorInfo = handler } }

  /// Every request received so far, oldest first.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// The queries of the `geocode` requests received so far.
  public var geocodeQueries: [GeocodeQuery] {
    requests.compactMap { if case .geocode(let query, _) = $0 { query } else { nil } }
  }

  /// Suspends until at least `count` requests have been received.
  ///
  /// - Parameter count: The number of requests to wait for. The default is 1.
  public func waitForRequests(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.requests.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Records the request, then answers with the ``onLocatorInfo(_:)`` closure, or else ``info``.
  ///
  /// - Returns: The locator's description.
  /// - Throws: Whatever the closure throws.
  public func locatorInfo() async throws -> LocatorInfo {
    let (handler, canned) = record(.locatorInfo) { ($0.onLocatorInfo, $0.info) }
    return try await handler?() ?? canned
  }

  /// Records the request, then answers with the ``onGeocode(_:)`` closure, or else ``geocodeResults``.
  ///
  /// - Parameters:
  ///   - query: The search text or suggestion, as the `LocatorTask` passes it on.
  ///   - parameters: The parameters, validated and projected by the `LocatorTask`.
  /// - Returns: The closure's results, or the canned ones.
  /// - Throws: Whatever the closure throws.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    let (handler, canned) = record(.geocode(query, parameters)) { ($0.onGeocode, $0.geocodeResults) }
    guard let handler else { return canned }
    return try await handler(query, parameters)
  }

  /// Records the request, then answers with the ``onSuggest(_:)`` closure, or else ``suggestResults``.
  ///
  /// - Parameters:
  ///   - text: The partial text.
  ///   - parameters: The parameters, validated and projected by the `LocatorTask`.
  /// - Returns: The closure's suggestions, or the canned ones.
  /// - Throws: Whatever the closure throws.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    let (handler, canned) = record(.suggest(text, parameters)) { ($0.onSuggest, $0.suggestResults) }
    guard let handler else { return canned }
    return try await handler(text, parameters)
  }

  /// Records the request, then answers with the ``onReverseGeocode(_:)`` closure, or else
  /// ``reverseGeocodeResults``.
  ///
  /// - Parameters:
  ///   - location: The location, projected into ``spatialReference`` by the `LocatorTask`.
  ///   - parameters: The parameters, validated by the `LocatorTask`.
  /// - Returns: The closure's results, or the canned ones.
  /// - Throws: Whatever the closure throws.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    let (handler, canned) = record(.reverseGeocode(location, parameters)) {
      ($0.onReverseGeocode, $0.reverseGeocodeResults)
    }
    guard let handler else { return canned }
    return try await handler(location, parameters)
  }

  /// Records a request, wakes the waiters it satisfies and returns what answers it.
  private func record<T>(_ request: Request, _ answer: (State) -> T) -> T {
    let (value, ready) = state.withLock { state in
      state.requests.append(request)
      let count = state.requests.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return (answer(state), ready)
    }
    for continuation in ready { continuation.resume() }
    return value
  }
}
