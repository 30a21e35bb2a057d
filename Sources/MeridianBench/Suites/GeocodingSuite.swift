import Foundation
import InternalMeridianUtilities
import Meridian

/// The `geocoding` suite: decoding and request encoding of the online GeocodeServer transport.
///
/// `rest.decode_batch_50` decodes a recorded 50-record `geocodeAddresses` response (the fixture
/// `geocodeAddresses-atlanta-50-records.json`, from R-ArcGIS/arcgisgeocode's tests, Apache-2.0) with
/// `GeocodeServiceDecoder.batch(from:)`; `rest.encode_request` builds `findAddressCandidates`
/// requests with every common parameter. Each is the best of five runs. Beside them, the JSON
/// side-by-side on the same body decides whether Meridian keeps its own JSON layer (at least 2× both
/// Foundation readers): `json.parse_batch_50.meridian` against `.jsonserialization`, and
/// `rest.decode_batch_50` against `json.decode_batch_50.jsondecoder` (`Codable` structs).
func runGeocodingSuite(_ bench: inout Bench) async throws {
  guard
    let url = Bundle.module.url(
      forResource: "geocodeAddresses-atlanta-50-records", withExtension: "json", subdirectory: "Fixtures")
  else { throw BenchError.unexpected("the bench's Fixtures/geocodeAddresses-atlanta-50-records.json is missing") }
  let batch = try Data(contentsOf: url)
  let records = try GeocodeServiceDecoder.batch(from: batch)
  guard records.count == 50 else { throw BenchError.unexpected("decoded \(records.count) records, expected 50") }
  let decodeRounds = 200
  var bestDecode = Double.infinity
  for _ in 0..<5 {
    let seconds = try Bench.seconds {
      for _ in 0..<decodeRounds { blackHole(try GeocodeServiceDecoder.batch(from: batch).count) }
    }
    bestDecode = min(bestDecode, seconds)
  }
  let decoded = 50 * decodeRounds
  bench.report("rest.decode_batch_50", value: Double(decoded) / bestDecode, unit: "records/s", n: decoded)
  try reportJSONSideBySide(&bench, body: batch, rounds: decodeRounds)

  guard let serviceURL = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer") else {
    throw BenchError.unexpected("bad service URL")
  }
  let transport = GeocodeServiceTransport(url: serviceURL, credential: .apiKey("bench-key"))
  var parameters = GeocodeParameters()
  parameters.preferredSearchLocation = Point(latitude: 34.057, longitude: -117.196)
  parameters.searchArea = Envelope(xMin: -117.3, yMin: 34.0, xMax: -117.1, yMax: 34.1, spatialReference: .wgs84)
  parameters.addResultAttributeNames(["PlaceName", "Place_addr", "Type", "City", "Region"])
  parameters.categories = ["Coffee Shop", "Food"]
  parameters.countryCode = "USA"
  parameters.outputLanguageCode = "en"
  parameters.maxResults = 10
  let encodeRounds = 20_000
  var bestEncode = Double.infinity
  for _ in 0..<5 {
    let seconds = try Bench.seconds {
      for index in 0..<encodeRounds {
        let operation = GeocodeServiceOperation.findAddressCandidates(
          .searchText("380 New York St \(index), Redlands, CA 92373"), parameters)
        blackHole(try transport.request(for: operation).url)
      }
    }
    bestEncode = min(bestEncode, seconds)
  }
  bench.report("rest.encode_request", value: Double(encodeRounds) / bestEncode, unit: "requests/s", n: encodeRounds)
}

/// Times the JSON readers side by side on one body; see ``runGeocodingSuite(_:)``.
private func reportJSONSideBySide(_ bench: inout Bench, body: Data, rounds: Int) throws {
  func best(_ run: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<5 { best = min(best, try Bench.seconds { for _ in 0..<rounds { try run() } }) }
    return best
  }
  // Each reader must see the 50 records, so no figure times a reader that stopped early.
  guard try JSONParser.parse(body).object?["locations"]?.array?.count == 50,
    let tree = try JSONSerialization.jsonObject(with: body) as? [String: Any],
    (tree["locations"] as? [Any])?.count == 50,
    try JSONDecoder().decode(BatchBody.self, from: body).locations.count == 50
  else { throw BenchError.unexpected("a JSON reader did not see the 50 records") }
  let records = 50 * rounds
  let ours = try best { blackHole(try JSONParser.parse(body).object?.count ?? 0) }
  bench.report("json.parse_batch_50.meridian", value: Double(records) / ours, unit: "records/s", n: records)
  let serialization = try best {
    blackHole((try JSONSerialization.jsonObject(with: body) as? [String: Any])?.count ?? 0)
  }
  bench.report(
    "json.parse_batch_50.jsonserialization", value: Double(records) / serialization, unit: "records/s", n: records)
  let decoder = try best { blackHole(try JSONDecoder().decode(BatchBody.self, from: body).locations.count) }
  bench.report("json.decode_batch_50.jsondecoder", value: Double(records) / decoder, unit: "records/s", n: records)
}

/// A `geocodeAddresses` body as `Codable` structs, for the `JSONDecoder` figure.
private struct BatchBody: Decodable {
  struct SpatialReference: Decodable {
    var wkid: Int?
    var latestWkid: Int?
  }
  struct Location: Decodable {
    var x: Double?
    var y: Double?
  }
  struct Record: Decodable {
    var address: String
    var location: Location?
    var score: Double
    var attributes: [String: Attribute]
  }
  /// An attribute value as the decoders keep it: string, integer, double or Boolean (null kept as such).
  enum Attribute: Decodable {
    case string(String), int(Int), double(Double), bool(Bool), null
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      // Strings first: most attributes are strings, and each failed attempt throws.
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode(Int.self) {
        self = .int(value)
      } else if let value = try? container.decode(Double.self) {
        self = .double(value)
      } else {
        self = .bool(try container.decode(Bool.self))
      }
    }
  }
  var spatialReference: SpatialReference?
  var locations: [Record]
}

/// An unexpected state of the geocoding bench.
private enum BenchError: Error {
  case unexpected(String)
}
