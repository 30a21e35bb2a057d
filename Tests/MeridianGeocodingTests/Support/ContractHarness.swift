import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianTestSupport
import MeridianTesting
import Testing

/// Loads the recorded responses copied into the test target (see Fixtures/README.md).
enum Fixture {
  static func data(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
      "missing fixture \(name).json", sourceLocation: sourceLocation)
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

/// One locator over one backend, answering from a route table keyed by path suffix.
final class ContractHarness: Sendable {
  static let servicePath = "/arcgis/rest/services/World/GeocodeServer"
  let locator: LocatorTask
  let transport: GeocodeServiceTransport
  private let stub: StubHTTPClient?
  private let server: LoopbackHTTPServer?

  /// - Parameters:
  ///   - routes: `(status, body)` by path suffix (`findAddressCandidates`, `GeocodeServer` for the root).
  init(_ backend: Backend, routes: [String: (Int, Data)], apiKey: String? = "TEST-KEY-c0ffee") throws {
    switch backend {
    case .stub:
      let client = StubHTTPClient { request in
        let path = request.url.path
        let key = routes.keys.filter { path.hasSuffix($0) }.max { $0.count < $1.count }
        guard let key, let (status, body) = routes[key] else { return .json("not found", status: 404) }
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
      }
      stub = client
      server = nil
      let url = try #require(URL(string: "https://geocode-api.arcgis.com\(Self.servicePath)"))
      transport = GeocodeServiceTransport(
        url: url, credential: apiKey.map(LocatorCredential.apiKey), httpClient: client)
    case .loopback:
      let server = try LoopbackHTTPServer.start(routes: routes.mapValues { .json($0.1, status: $0.0) })
      self.server = server
      stub = nil
      let url = server.baseURL.appendingPathComponent(String(Self.servicePath.dropFirst()))
      transport = GeocodeServiceTransport(
        url: url, credential: apiKey.map(LocatorCredential.apiKey), httpClient: URLSessionHTTPClient())
    }
    locator = LocatorTask(transport: transport)
  }

  /// Routes answering with fixtures, 200 each.
  convenience init(_ backend: Backend, fixtures: [String: String], apiKey: String? = "TEST-KEY-c0ffee") throws {
    var routes: [String: (Int, Data)] = [:]
    for (suffix, name) in fixtures { routes[suffix] = (200, try Fixture.data(name)) }
    try self.init(backend, routes: routes, apiKey: apiKey)
  }

  var requests: [SeenRequest] {
    if let stub {
      return stub.requests.map { request in
        let query = request.url.query
        let body = request.body ?? Data()
        let form = request.method == .post ? String(decoding: body, as: UTF8.self) : (query ?? "")
        return SeenRequest(
          method: request.method.rawValue, path: request.url.path, rawQuery: query,
          parameters: SeenRequest.decode(form),
          headers: Dictionary(request.headers.map { ($0.key.lowercased(), $0.value) }) { a, _ in a }, body: body)
      }
    }
    return (server?.requests ?? []).map { request in
      let form = request.method == "POST" ? String(decoding: request.body, as: UTF8.self) : (request.query ?? "")
      return SeenRequest(
        method: request.method, path: request.path, rawQuery: request.query, parameters: SeenRequest.decode(form),
        headers: request.headers, body: request.body)
    }
  }

  func stop() { server?.stop() }
}
