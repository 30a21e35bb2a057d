public import Foundation
import InternalMeridianUtilities
import MeridianCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: canned responses by path, every request recorded.
///
/// It binds a free port (port 0), accepts on a thread of its own, parses the request line, the
/// headers and a `Content-Length` body, answers each request from its routes (or a handler), and
/// closes the connection after each response. ``stop()`` closes the listening socket and waits for
/// the accept thread and open connections to end. It speaks real HTTP over a real socket, so a
/// `URLSession` client is exercised end to end.
///
/// ```swift
/// let server = try LoopbackHTTPServer.start(routes: [
///   "/arcgis/rest/services/World/GeocodeServer/findAddressCandidates": .json(candidatesJSON)
/// ])
/// defer { server.stop() }
/// let url = server.baseURL.appendingPathComponent("arcgis/rest/services/World/GeocodeServer")
/// ```
public final class LoopbackHTTPServer: Sendable {
  /// A request the server received.
  public struct Request: Sendable, Hashable, CustomStringConvertible {
    /// The method, such as `GET`.
    public var method: String
    /// The request target: the path and the query string.
    public var target: String
    /// The header fields, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// The path, without the query string.
    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }
    /// The query string, without the `?`, or `nil`.
    public var query: String? {
      let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
      return parts.count > 1 ? String(parts[1]) : nil
    }

    /// The request line's method and target, such as `GET /…/GeocodeServer?f=json`.
    public var description: String { "\(method) \(target)" }
  }

  /// A response the server sends.
  public struct Response: Sendable, Hashable {
    /// How the body is framed on the wire, so tests can stage faults.
    public enum Framing: Sendable, Hashable {
      /// A `Content-Length` and the whole body (the normal case).
      case contentLength
      /// No `Content-Length`: the body ends when the server closes the connection.
      case closeDelimited
      /// The full body's `Content-Length`, then only its first `sent` bytes and a reset (RST).
      case truncated(sent: Int)
    }

    /// The status code.
    public var status: Int
    /// The header fields; `Content-Length` and `Connection: close` are added.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// How the body is framed. The default is ``Framing/contentLength``.
    public var framing: Framing = .contentLength

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status code. The default is 200.
    ///   - headers: The header fields.
    ///   - body: The body.
    ///   - framing: How the body is framed. The default is ``Framing/contentLength``.
    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(), framing: Framing = .contentLength
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.framing = framing
    }

    /// A JSON response.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - status: The status code. The default is 200.
    /// - Returns: The response, with `Content-Type: application/json; charset=utf-8`.
    public static func json(_ text: String, status: Int = 200) -> Response {
      Response(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Data(text.utf8))
    }

    /// A JSON response from data (a recorded fixture).
    ///
    /// - Parameters:
    ///   - data: The JSON body.
    ///   - status: The status code. The default is 200.
    /// - Returns: The response, with `Content-Type: application/json; charset=utf-8`.
    public static func json(_ data: Data, status: Int = 200) -> Response {
      Response(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
    }

    /// A redirect to another URL.
    ///
    /// - Parameters:
    ///   - location: The `Location` header's value.
    ///   - status: The status. The default is 302.
    /// - Returns: The response, with an empty body.
    public static func redirect(to location: String, status: Int = 302) -> Response {
      Response(status: status, headers: ["Location": location])
    }

    /// A 404 response.
    public static let notFound = Response(
      status: 404, headers: ["Content-Type": "text/plain"], body: Data("not found".utf8))
  }

  /// A closure answering a request.
  public typealias Handler = @Sendable (Request) -> Response

  /// An error starting the server: the socket call that failed and `errno`.
  public struct StartError: Error, CustomStringConvertible {
    /// The call that failed (`socket`, `bind`, `listen`, `getsockname`).
    public var call: String
    /// The `errno` it set.
    public var code: Int32
    /// The failed call and its `errno`.
    public var description: String { "LoopbackHTTPServer: \(call) failed with errno \(code)" }
  }

  private struct State {
    var requests: [Request] = []
    var stopped = false
  }

  private let listener: Int32
  private let handler: Handler
  private let state = SharedLock(State())
  private let finished = DispatchSemaphore(value: 0)
  /// Entered for each accepted connection, left when it is closed: `stop()` waits on it.
  private let connections = DispatchGroup()

  /// The port the server listens on.
  public let port: UInt16

  /// `http://127.0.0.1:<port>`.
  public let baseURL: URL

  /// Starts a server that answers from routes: the request's path is looked up as it is, then by the
  /// longest route that is a suffix of it; anything else gets 404.
  ///
  /// - Parameter routes: Responses keyed by path (`/…/GeocodeServer/suggest`) or path suffix (`suggest`).
  /// - Returns: The running server.
  /// - Throws: ``StartError`` when the socket cannot be set up.
  public static func start(routes: [String: Response]) throws -> LoopbackHTTPServer {
    try start { request in
      if let exact = routes[request.path] { return exact }
      let match = routes.keys.filter { request.path.hasSuffix($0) }.max { $0.count < $1.count }
      return match.flatMap { routes[$0] } ?? .notFound
    }
  }

  /// Starts a server that answers every request with a closure.
  ///
  /// - Parameter handler: The closure; it runs on the connection's thread.
  /// - Returns: The running server.
  /// - Throws: ``StartError`` when the socket cannot be set up.
  public static func start(handler: @escaping Handler) throws -> LoopbackHTTPServer {
    let (listener, port) = try Socket.listen()
    guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
      _ = Socket.close(listener)
      throw StartError(call: "URL", code: 0)
    }
    let server = LoopbackHTTPServer(listener: listener, port: port, baseURL: baseURL, handler: handler)
    let thread = Thread { server.acceptLoop() }
    thread.name = "LoopbackHTTPServer:\(port)"
    thread.start()
    return server
  }

  private init(listener: Int32, port: UInt16, baseURL: URL, handler: @escaping Handler) {
    self.listener = listener
    self.port = port
    self.baseURL = baseURL
    self.handler = handler
  }

  deinit { stop() }

  /// Every request received so far, oldest first.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// Stops accepting, waits for the accept thread and the open connections (up to 5 s each), and
  /// closes the socket. Calling it again does nothing.
  public func stop() {
    let first = state.withLock { state in
      defer { state.stopped = true }
      return !state.stopped
    }
    guard first else { return }
    _ = finished.wait(timeout: .now() + 5)
    _ = connections.wait(timeout: .now() + 5)
  }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  private func acceptLoop() {
    defer {
      _ = Socket.close(listener)
      finished.signal()
    }
    while !isStopped {
      guard Socket.waitReadable(listener, milliseconds: 50) else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      connections.enter()
      let thread = Thread { [self] in
        serve(connection)
        _ = Socket.close(connection)
        connections.leave()
      }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    Socket.setTimeouts(connection, seconds: 5)
    var reader = Socket.Reader(fd: connection)
    let response: Response
    let outcome = HTTPParser.read(&reader) {
      Socket.sendAll(connection, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    switch outcome {
    case .success(let request):
      state.withLock { $0.requests.append(request) }
      response = handler(request)
    case .failure(let problem):
      response = Response(
        status: problem.status, headers: ["Content-Type": "text/plain"], body: Data(problem.message.utf8))
    }
    Socket.sendAll(connection, HTTPParser.serialize(response))
    if case .truncated = response.framing {
      Socket.resetOnClose(connection)
    } else {
      Socket.shutdownWrite(connection)
    }
  }

  /// A URL on 127.0.0.1 where nothing listens (a port just bound and released), for
  /// "connection refused" tests.
  ///
  /// - Parameter path: The path to append.
  /// - Returns: The URL.
  /// - Throws: ``StartError`` when no port can be bound.
  public static func refusingURL(path: String = "") throws -> URL {
    let (fd, port) = try Socket.listen()
    _ = Socket.close(fd)
    guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw StartError(call: "URL", code: 0) }
    return url
  }
}
