import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianTestSupport
import MeridianTesting
import Testing

/// Loads the recorded responses copied into the test target (see Fixtures/README.md).
enum Fixture {
  static func data(
    _ name: String, subdirectory: String = "Fixtures", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: subdirectory),
      "missing fixture \(subdirectory)/\(name).json", sourceLocation: sourceLocation)
    return try Data(contentsOf: url)
  }
}

/// Where the contract tests send their requests: a `StubHTTPClient`, or a real HTTP/1.1 server on
/// 127.0.0.1 reached through `URLSession`.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case stub
  case loopback
  var testDescription: String { rawValue }
}

/// A request as the service saw it: method, path, decoded parameters (query or form body), headers.
struct SeenRequest: Sendable {
  var method: String
  var path: String
  var rawQuery: String?
  var parameters: [String: String]
  var headers: [String: String]
  var body: Data

  static func decode(_ text: String) -> [String: String] {
    var parameters: [String: String] = [:]
    for pair in text.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
      let value =
        parts.count > 1 ? (String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "") : ""
      parameters[name] = value
    }
    return parameters
  }
}

/// One locator over one backend, answering every request with a handler (or a route table).
final class ContractHarness: Sendable {
  static let servicePath = "/arcgis/rest/services/World/GeocodeServer"
  /// Answers a request the service saw with a status and a JSON body.
  typealias Handler = @Sendable (SeenRequest) async -> (Int, Data)

  let locator: LocatorTask
  let transport: GeocodeServiceTransport
  private let stub: StubHTTPClient?
  private let server: LoopbackHTTPServer?

  /// - Parameters:
  ///   - servicePath: The path of the GeocodeServer; its folder name becomes the locator's name.
  ///   - handler: The answer to each request; on the loopback backend it runs off the server's thread.
  init(
    _ backend: Backend, servicePath: String = servicePath, apiKey: String? = "TEST-KEY-c0ffee",
    handler: @escaping Handler
  ) throws {
    let credential = apiKey.map(LocatorCredential.apiKey)
    switch backend {
    case .stub:
      let client = StubHTTPClient { request in
        let (status, body) = await handler(SeenRequest(request))
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
      }
      stub = client
      server = nil
      let url = try #require(URL(string: "https://geocode-api.arcgis.com\(servicePath)"))
      transport = GeocodeServiceTransport(url: url, credential: credential, httpClient: client)
    case .loopback:
      let server = try LoopbackHTTPServer.start { request in
        let answer = SharedLock<(Int, Data)>((500, Data()))
        let done = DispatchSemaphore(value: 0)
        Task {
          let response = await handler(SeenRequest(request))
          answer.withLock { $0 = response }
          done.signal()
        }
        done.wait()
        let (status, body) = answer.withLock { $0 }
        return .json(body, status: status)
      }
      self.server = server
      stub = nil
      let url = server.baseURL.appendingPathComponent(String(servicePath.dropFirst()))
      // These suites check the wire contract, not deadlines. The handler runs in a task, which waits
      // for a thread of the task pool; under ThreadSanitizer on two cores the heavy suites keep both
      // busy for minutes, past the transport's 30 s default and URLSession's 60 s idle timeout (whose
      // expiry was retried: the service then saw two requests). Both wait 10 minutes here.
      var configuration = GeocodeServiceTransport.Configuration()
      configuration.requestTimeout = .seconds(600)
      let client = URLSessionHTTPClient(resourceTimeout: 600) { $0.timeoutIntervalForRequest = 600 }
      transport = GeocodeServiceTransport(
        url: url, credential: credential, httpClient: client, configuration: configuration)
    }
    locator = LocatorTask(transport: transport)
  }

  /// - Parameters:
  ///   - routes: `(status, body)` by path suffix (`findAddressCandidates`, `GeocodeServer` for the root);
  ///     the longest matching suffix wins, and other paths get 404.
  convenience init(
    _ backend: Backend, servicePath: String = servicePath, routes: [String: (Int, Data)],
    apiKey: String? = "TEST-KEY-c0ffee"
  ) throws {
    try self.init(backend, servicePath: servicePath, apiKey: apiKey) { request in
      let key = routes.keys.filter { request.path.hasSuffix($0) }.max { $0.count < $1.count }
      guard let key, let route = routes[key] else { return (404, Data(#"{"status":"not found"}"#.utf8)) }
      return route
    }
  }

  /// Routes answering with fixtures, 200 each.
  convenience init(
    _ backend: Backend, servicePath: String = servicePath, fixtures: [String: String],
    apiKey: String? = "TEST-KEY-c0ffee"
  ) throws {
    var routes: [String: (Int, Data)] = [:]
    for (suffix, name) in fixtures { routes[suffix] = (200, try Fixture.data(name)) }
    try self.init(backend, servicePath: servicePath, routes: routes, apiKey: apiKey)
  }

  /// Every request received so far, oldest first.
  var requests: [SeenRequest] {
    if let stub { return stub.requests.map(SeenRequest.init) }
    return (server?.requests ?? []).map(SeenRequest.init)
  }

  func stop() { server?.stop() }
}

extension SeenRequest {
  /// A request as `StubHTTPClient` received it.
  init(_ request: HTTPRequest) {
    let query = request.url.query
    let body = request.body ?? Data()
    let form = request.method == .post ? String(decoding: body, as: UTF8.self) : (query ?? "")
    self.init(
      method: request.method.rawValue, path: request.url.path, rawQuery: query, parameters: Self.decode(form),
      headers: Dictionary(request.headers.map { ($0.key.lowercased(), $0.value) }) { a, _ in a }, body: body)
  }

  /// A request as the loopback server received it.
  init(_ request: LoopbackHTTPServer.Request) {
    let form = request.method == "POST" ? String(decoding: request.body, as: UTF8.self) : (request.query ?? "")
    self.init(
      method: request.method, path: request.path, rawQuery: request.query, parameters: Self.decode(form),
      headers: request.headers, body: request.body)
  }
}
