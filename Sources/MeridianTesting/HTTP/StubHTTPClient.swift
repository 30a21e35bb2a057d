public import Foundation
import InternalMeridianUtilities
import MeridianCore
public import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// An HTTP client for tests: answers with canned responses or a closure, and records every request.
///
/// Give it to `LocatorTask(url:apiKey:httpClient:clock:)` to test the online transport without a
/// network. A queue of responses is served in order; a request beyond the queue records a test
/// failure and throws. A closure can route by URL or fail like a dropped connection.
///
/// ```swift
/// let client = StubHTTPClient(responses: [.json(#"{"candidates":[]}"#)])
/// let locator = LocatorTask(url: URL(string: "https://example.com/arcgis/rest/services/World/GeocodeServer")!,
///                           apiKey: "key", httpClient: client)
/// _ = try await locator.geocode(forSearchText: "Redlands")
/// #expect(client.requests.first?.url.path.hasSuffix("findAddressCandidates") == true)
/// ```
public final class StubHTTPClient: HTTPClient, Sendable {
  /// A closure answering a request.
  public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

  private struct State {
    var queue: [HTTPResponse] = []
    var handler: Handler?
    var requests: [HTTPRequest] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = SharedLock(State())

  /// Creates a client that serves the given responses in order.
  ///
  /// - Parameter responses: The responses, first request first.
  public init(responses: [HTTPResponse] = []) {
    state.withLock { $0.queue = responses }
  }

  /// Creates a client that answers every request with a closure.
  ///
  /// - Parameter handler: The closure; it may throw (a dropped connection) or wait.
  public init(_ handler: @escaping Handler) {
    state.withLock { $0.handler = handler }
  }

  /// Adds responses to the end of the queue.
  public func enqueue(_ responses: HTTPResponse...) { state.withLock { $0.queue += responses } }

  /// Every request received so far, oldest first.
  public var requests: [HTTPRequest] { state.withLock { $0.requests } }

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

  /// Records the request, then answers with the closure, or else with the next queued response.
  ///
  /// A request with no closure and no queued response left records a test failure and throws.
  ///
  /// - Parameter request: The request the online transport sends.
  /// - Returns: The closure's response, or the next queued one.
  /// - Throws: Whatever the closure throws, or `URLError(.resourceUnavailable)` when no response is left.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let (handler, next, ready) = state.withLock { state in
      state.requests.append(request)
      let count = state.requests.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      let next = state.handler == nil && !state.queue.isEmpty ? state.queue.removeFirst() : nil
      return (state.handler, next, ready)
    }
    for continuation in ready { continuation.resume() }
    if let handler { return try await handler(request) }
    if let next { return next }
    Issue.record("StubHTTPClient: no response left for \(request)")
    throw URLError(.resourceUnavailable)
  }
}

extension HTTPResponse {
  /// A JSON response.
  ///
  /// - Parameters:
  ///   - text: The JSON body.
  ///   - status: The status. The default is 200.
  ///   - headers: Extra headers; `Content-Type: application/json` is added.
  /// - Returns: The response.
  public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: headers.merging(["Content-Type": "application/json"]) { own, _ in own },
      body: Data(text.utf8))
  }

  /// A JSON response with a body read from data (a recorded fixture).
  ///
  /// - Parameters:
  ///   - data: The JSON body.
  ///   - status: The status. The default is 200.
  /// - Returns: The response.
  public static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: data)
  }
}
