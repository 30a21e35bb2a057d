#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// An ``HTTPClient`` over `URLSession` (FoundationNetworking on Linux).
///
/// It sends no cookies and keeps no cache, so one user's answers never reach another's request.
/// Cancelling the calling task cancels the data task.
public struct URLSessionHTTPClient: HTTPClient {
  /// The session requests go through.
  public let session: URLSession

  /// Creates a client over a session.
  ///
  /// - Parameter session: The session. The default is an ephemeral session without cookies or cache.
  public init(session: URLSession? = nil) {
    if let session {
      self.session = session
    } else {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.httpShouldSetCookies = false
      configuration.urlCache = nil
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      self.session = URLSession(configuration: configuration)
    }
  }

  /// Sends a request through the session and returns the response, whatever its status.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: The status, headers and body of the response.
  /// - Throws: `CancellationError` when the calling task is cancelled (the data task is cancelled
  ///   too); the session's `URLError` when no response came.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    let box = DataTaskBox()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task = session.dataTask(with: urlRequest) { data, response, error in
          if let error {
            let cancelled = (error as? URLError)?.code == .cancelled
            continuation.resume(throwing: cancelled ? CancellationError() : error)
            return
          }
          guard let http = response as? HTTPURLResponse else {
            continuation.resume(throwing: URLError(.badServerResponse))
            return
          }
          var headers: [String: String] = [:]
          for (key, value) in http.allHeaderFields {
            if let key = key as? String { headers[key] = "\(value)" }
          }
          continuation.resume(returning: HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
        }
        box.start(task)
      }
    } onCancel: {
      box.cancel()
    }
  }
}

/// Holds a data task so that a cancellation arriving before or after it starts cancels it.
private final class DataTaskBox: @unchecked Sendable {
  // `URLSessionDataTask` is not Sendable on every platform; the lock guards every access.
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false

  func start(_ task: URLSessionDataTask) {
    lock.lock()
    self.task = task
    let cancelled = self.cancelled
    lock.unlock()
    task.resume()
    if cancelled { task.cancel() }
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let task = self.task
    lock.unlock()
    task?.cancel()
  }
}
