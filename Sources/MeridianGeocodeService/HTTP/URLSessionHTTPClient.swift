import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

#if canImport(FoundationNetworking)
public import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// An ``HTTPClient`` over `URLSession` (FoundationNetworking on Linux).
///
/// See “`URLSessionHTTPClient`” in `docs/geocoding.md`.
public struct URLSessionHTTPClient: HTTPClient {
  /// The default response-size limit: 16 MiB.
  public static let defaultMaxResponseBytes = 16 * 1024 * 1024
  /// The most same-origin redirects followed for one request.
  public static let maxRedirects = 5

  /// The session requests go through; its delegate applies the redirect and size rules.
  public var session: URLSession { owner.session }
  /// The largest response body accepted, in bytes.
  public let maxResponseBytes: Int
  /// The longest the session works on one request, in seconds.
  public let resourceTimeout: TimeInterval

  private let owner: SessionOwner

  /// Creates a client with its own ephemeral session (no cookies, no cache) and limits.
  ///
  /// - Parameters:
  ///   - maxResponseBytes: The largest response body, in bytes; clamped to 1...1 GiB. The default is 16 MiB.
  ///   - resourceTimeout: The longest the session works on one request, in seconds; clamped to
  ///     0.001...3,600 (NaN counts as the default). The default is 120 s.
  ///   - configure: Changes to the session configuration (proxies, extra headers); the client then
  ///     sets its own cookie, cache and timeout settings over them.
  public init(
    maxResponseBytes: Int = URLSessionHTTPClient.defaultMaxResponseBytes, resourceTimeout: TimeInterval = 120,
    configure: (URLSessionConfiguration) -> Void = { _ in }
  ) {
    self.maxResponseBytes = min(max(maxResponseBytes, 1), 1 << 30)
    self.resourceTimeout = resourceTimeout.isNaN ? 120 : min(max(resourceTimeout, 0.001), 3_600)
    let configuration = URLSessionConfiguration.ephemeral
    configure(configuration)
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForResource = self.resourceTimeout
    configuration.timeoutIntervalForRequest = min(configuration.timeoutIntervalForRequest, self.resourceTimeout)
    owner = SessionOwner(configuration: configuration)
  }

  /// Sends a request through the session and returns the response, whatever its status.
  ///
  /// A redirect to another origin is returned as its 3xx response, not followed.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: The status, headers and body of the response.
  /// - Throws: `CancellationError` when the calling task is cancelled (the data task is cancelled
  ///   too); `GeocodingError/responseTooLarge(operation:limit:)` past the size limit; the
  ///   session's `URLError` when no response came.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    let limit = min(request.maxResponseBytes.map { max($0, 1) } ?? maxResponseBytes, maxResponseBytes)
    let box = DataTaskBox()
    let owner = self.owner
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task = owner.session.dataTask(with: urlRequest)
        owner.delegate.register(
          task,
          exchange: SessionDelegate.Exchange(continuation: continuation, limit: limit, origin: HTTPOrigin(request.url)))
        box.start(task)
      }
    } onCancel: {
      box.cancel()
    }
  }
}

/// Owns a session and invalidates it when the last client copy goes away.
private final class SessionOwner: Sendable {
  let session: URLSession
  let delegate: SessionDelegate

  init(configuration: URLSessionConfiguration) {
    delegate = SessionDelegate()
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }
}

/// Holds a data task so that a cancellation arriving before or after it starts cancels it.
private final class DataTaskBox: @unchecked Sendable {
  // `URLSessionDataTask` is not Sendable on every platform, so neither is this lock; it guards
  // every access to the task.
  private let state = SharedLock<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

  func start(_ task: URLSessionDataTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.cancelled
    }
    task.resume()
    if cancelled { task.cancel() }
  }

  func cancel() {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    task?.cancel()
  }
}
