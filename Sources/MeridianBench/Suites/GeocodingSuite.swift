import Foundation
import Meridian

/// The `geocoding` suite: decoding and request encoding of the online GeocodeServer transport.
///
/// `rest.decode_batch_50` decodes a recorded 50-record `geocodeAddresses` response (the fixture
/// `geocodeAddresses-atlanta-50-records.json`, a live World response kept by R-ArcGIS/arcgisgeocode's
/// tests, Apache-2.0; a resource of this target, `Fixtures/`) with
/// `GeocodeServiceDecoder.batch(from:)`: JSON parsing, attributes, geometry and the ResultID join.
/// `rest.encode_request` builds `findAddressCandidates` requests with every common parameter
/// (text, location, extent, outFields, categories, country, language) through
/// `GeocodeServiceTransport.request(for:)`. Each figure is the best of five timed runs.
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

/// An unexpected state of the geocoding bench.
private enum BenchError: Error {
  case unexpected(String)
}
