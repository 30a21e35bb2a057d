import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#else
import Foundation
#endif

/// The session delegate of ``URLSessionHTTPClient``: collects each task's body under its size
/// limit, follows only same-origin redirects, and resumes the caller when the task ends.
///
/// FoundationNetworking consults a session's delegate about redirects only for tasks created
/// without a completion handler (and ignores per-task delegates), so the client creates plain data
/// tasks on a session that has this delegate.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// One request in flight.
  struct Exchange {
    var continuation: CheckedContinuation<HTTPResponse, any Error>
    var limit: Int
    var origin: HTTPOrigin?
    var response: HTTPURLResponse?
    var body = Data()
    var failure: (any Error)?
    var redirects = 0

    init(continuation: CheckedContinuation<HTTPResponse, any Error>, limit: Int, origin: HTTPOrigin?) {
      self.continuation = continuation
      self.limit = limit
      self.origin = origin
    }
  }

  // The exchanges by task identifier; the delegate queue and the callers both reach them.
  private let exchanges = SharedLock<[Int: Exchange]>([:])

  /// Registers a task's exchange before the task is resumed.
  func register(_ task: URLSessionTask, exchange: Exchange) {
    exchanges.withLock { $0[task.taskIdentifier] = exchange }
  }

  private func update<T>(_ task: URLSessionTask, _ body: (inout Exchange) -> T) -> T? {
    exchanges.withLock { exchanges in
      guard var exchange = exchanges[task.taskIdentifier] else { return nil }
      let result = body(&exchange)
      exchanges[task.taskIdentifier] = exchange
      return result
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let follow =
      update(task) { exchange in
        exchange.redirects += 1
        let target = request.url.flatMap(HTTPOrigin.init)
        return exchange.redirects <= URLSessionHTTPClient.maxRedirects && target != nil && target == exchange.origin
      } ?? false
    // `nil` ends the task with the redirect response itself, which the caller then sees as a 3xx.
    completionHandler(follow ? request : nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allow =
      update(dataTask) { exchange in
        exchange.response = response as? HTTPURLResponse
        exchange.body = Data()
        if response.expectedContentLength > Int64(exchange.limit) {
          exchange.failure = GeocodingError.responseTooLarge(operation: "HTTP", limit: exchange.limit)
          return false
        }
        return true
      } ?? false
    completionHandler(allow ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge =
      update(dataTask) { exchange in
        guard exchange.failure == nil else { return true }
        guard data.count <= exchange.limit - exchange.body.count else {
          exchange.failure = GeocodingError.responseTooLarge(operation: "HTTP", limit: exchange.limit)
          exchange.body = Data()
          return true
        }
        exchange.body.append(data)
        return false
      } ?? false
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    guard let exchange else { return }
    if let failure = exchange.failure {
      exchange.continuation.resume(throwing: failure)
    } else if let error {
      let cancelled = (error as? URLError)?.code == .cancelled
      exchange.continuation.resume(throwing: cancelled ? CancellationError() : error)
    } else if let http = exchange.response ?? task.response as? HTTPURLResponse {
      var headers: [String: String] = [:]
      for (key, value) in http.allHeaderFields {
        if let key = key as? String { headers[key] = "\(value)" }
      }
      exchange.continuation.resume(
        returning: HTTPResponse(status: http.statusCode, headers: headers, body: exchange.body))
    } else {
      exchange.continuation.resume(throwing: URLError(.badServerResponse))
    }
  }
}
