import Foundation
import MeridianTestSupport

/// A GeocodeServer on 127.0.0.1 that answers with the recorded responses in `Fixtures/`.
///
/// It routes by operation and by a few words of the request, as `Fixtures/README.md` lists: a search
/// for a place type ("Coffee shop", "Food", "Starbucks", or any `category=`) gets the recorded San Diego
/// Starbucks, the nonsense text gets no candidates, a suggestion's `magicKey` gets its recorded
/// candidate, any other search gets 380 New York St, Redlands; `suggest` gets the LAX suggestions and
/// `reverseGeocode` gets 1764 W Fern Ave, Redlands.
final class RecordedGeocodeServer: Sendable {
  /// The service path the demo is pointed at.
  static let servicePath = "arcgis/rest/services/World/GeocodeServer"

  let server: LoopbackHTTPServer

  /// The URL to pass as `--service-url`.
  var serviceURL: URL { server.baseURL.appendingPathComponent(Self.servicePath) }

  init() throws {
    let fixtures = try Self.loadFixtures()
    server = try LoopbackHTTPServer.start { request in Self.answer(request, fixtures: fixtures) }
  }

  deinit { server.stop() }

  /// A recorded response by file name.
  static func fixture(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name)"])
    }
    return try Data(contentsOf: url)
  }

  private static func loadFixtures() throws -> [String: Data] {
    let names = [
      "findAddressCandidates-poi-maxlocations-starbucks-san-diego.json",
      "findAddressCandidates-single-line-address-outfields-all.json",
      "findAddressCandidates-from-suggest-magickey.json", "findAddressCandidates-no-match-INVENTED.json",
      "suggest-lax.json", "reverseGeocode-street-address.json", "service-root-sandiego-sample.json",
    ]
    var fixtures: [String: Data] = [:]
    for name in names { fixtures[name] = try fixture(name) }
    return fixtures
  }

  /// The parameters of a request, from its query string and its form body, decoded.
  static func parameters(of request: LoopbackHTTPServer.Request) -> [String: String] {
    let form = [request.query ?? "", String(decoding: request.body, as: UTF8.self)].joined(separator: "&")
    var parameters: [String: String] = [:]
    for pair in form.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      if let key = parts.first { parameters[key.lowercased()] = parts.count > 1 ? parts[1] : "" }
    }
    return parameters
  }

  private static func answer(
    _ request: LoopbackHTTPServer.Request, fixtures: [String: Data]
  ) -> LoopbackHTTPServer.Response {
    let parameters = parameters(of: request)
    let operation = request.path.split(separator: "/").last.map(String.init) ?? ""
    let name: String
    switch operation {
    case "findAddressCandidates":
      let text = (parameters["singleline"] ?? parameters["address"] ?? "").lowercased()
      if parameters["magickey"].map({ !$0.isEmpty }) ?? false {
        name = "findAddressCandidates-from-suggest-magickey.json"
      } else if text.contains("qwxzv") {
        name = "findAddressCandidates-no-match-INVENTED.json"
      } else if !(parameters["category"] ?? "").isEmpty
        || ["coffee", "food", "starbucks", "hotel", "gas", "park"].contains(where: text.contains)
      {
        name = "findAddressCandidates-poi-maxlocations-starbucks-san-diego.json"
      } else {
        name = "findAddressCandidates-single-line-address-outfields-all.json"
      }
    case "suggest":
      name = "suggest-lax.json"
    case "reverseGeocode":
      name = "reverseGeocode-street-address.json"
    case "GeocodeServer":
      name = "service-root-sandiego-sample.json"
    default:
      return .notFound
    }
    return fixtures[name].map { .json($0) } ?? .notFound
  }
}
