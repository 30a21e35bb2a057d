public import Foundation
import MeridianCore
import MeridianGeocoding

/// Sends HTTP requests: the seam between the online geocoding transport and the network.
///
/// ``URLSessionHTTPClient`` is the live implementation; `StubHTTPClient` in MeridianTesting answers
/// with canned responses and records requests. A client throws `CancellationError` when its task is
/// cancelled and any other error when the connection fails; HTTP error statuses are responses, not
/// errors.
///
/// A client must not follow a redirect to another origin with the request's headers: it should
/// return the 3xx response (as ``URLSessionHTTPClient`` does), which the online transport refuses
/// with `GeocodingError/redirectRefused(operation:location:)`. It should honour
/// ``HTTPRequest/maxResponseBytes`` while the body arrives; the transport checks the size again.
public protocol HTTPClient: Sendable {
  /// Sends a request and returns the response, whatever its status.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: The status, headers and body of the response.
  /// - Throws: `CancellationError` when cancelled; another error when no response came.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// An HTTP request: a method, a URL, headers and an optional body.
///
/// Its ``description`` shows the method and URL and redacts credential headers, so it can be logged;
/// its ``customMirror`` redacts them too, so `dump(request)` and debuggers never show a key.
public struct HTTPRequest: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
  /// An HTTP method.
  public enum Method: String, Sendable, Hashable {
    /// `GET`.
    case get = "GET"
    /// `POST`.
    case post = "POST"
  }

  /// The method.
  public var method: Method
  /// The URL, query string included.
  public var url: URL
  /// The header fields, by name.
  public var headers: [String: String]
  /// The body, for `POST`.
  public var body: Data?
  /// The largest response body the client should accept, in bytes, or `nil` for the client's own
  /// limit. ``URLSessionHTTPClient`` stops receiving and throws
  /// `GeocodingError/responseTooLarge(operation:limit:)` past the smaller of the two.
  public var maxResponseBytes: Int?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The method. The default is `GET`.
  ///   - url: The URL.
  ///   - headers: The header fields.
  ///   - body: The body, or `nil`.
  ///   - maxResponseBytes: The largest response body to accept, or `nil` for the client's own limit.
  public init(
    method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil, maxResponseBytes: Int? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.maxResponseBytes = maxResponseBytes
  }

  /// The value of a header, its name matched case-insensitively.
  ///
  /// - Parameter name: The header name, such as `Content-Type` or `retry-after`.
  /// - Returns: The value, or `nil` when the header is absent.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The header names whose values are secrets and never shown.
  public static let credentialHeaders: Set<String> = ["authorization", "x-esri-authorization", "cookie"]

  /// The request as one log line: the method, the URL, the headers with credential values
  /// replaced by `<redacted>`, and the body's size.
  public var description: String {
    let shown = headers.keys.sorted().map { name in "\(name): \(shownValue(of: name))" }
    let size = body.map { ", body: \($0.count) bytes" } ?? ""
    return
      "\(method.rawValue) \(url.absoluteString)\(shown.isEmpty ? "" : " [\(shown.joined(separator: ", "))]")\(size)"
  }

  /// The request's parts for reflection (`dump`, debuggers, `String(reflecting:)`): the method, the
  /// URL, the headers with credential values replaced by `<redacted>`, and the body's size, never its bytes.
  public var customMirror: Mirror {
    let shownHeaders = Dictionary(uniqueKeysWithValues: headers.keys.map { ($0, shownValue(of: $0)) })
    return Mirror(
      self,
      children: [
        "method": method, "url": url, "headers": shownHeaders, "body": body.map { "\($0.count) bytes" } as Any,
      ],
      displayStyle: .struct)
  }

  /// A header's value as it may be shown: `<redacted>` for ``credentialHeaders``.
  private func shownValue(of name: String) -> String {
    Self.credentialHeaders.contains(name.lowercased()) ? "<redacted>" : headers[name] ?? ""
  }
}

/// An HTTP response: a status, headers and a body.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, such as 200 or 503.
  public var status: Int
  /// The header fields, by name.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code. The default is 200.
  ///   - headers: The header fields.
  ///   - body: The body.
  public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of a header, its name matched case-insensitively.
  ///
  /// - Parameter name: The header name, such as `Content-Type` or `retry-after`.
  /// - Returns: The value, or `nil` when the header is absent.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
