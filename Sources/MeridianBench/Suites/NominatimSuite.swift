import Foundation
import Meridian
import MeridianGeocodeService
import MeridianSampleData

/// The `nominatim` suite: latency through `LocatorTask` and `NominatimTransport` against the real
/// server named by `MERIDIAN_NOMINATIM_URL` (`.ci/nominatim.sh start` serves the Helsinki extract), for
/// a forward search of 200 POI names (at most 5 results) and a reverse geocode at their points.
///
/// Each query is also sent as a bare `GET` of the same URL through `URLSessionHTTPClient`, without
/// decoding, beside Meridian's call (the two take turns going first), so `*_overhead_p50` (Meridian's p50 minus the bare one) is
/// Meridian's own cost: validation, encoding, the exchange, decoding, attributes. Compare the server's
/// own time with `bench_nominatim.py` (Nominatim's Python API, no HTTP) run in the same sitting.
/// Without the variable the suite reports nothing and says so on standard error.
func runNominatimSuite(_ bench: inout Bench) async throws {
  guard let text = ProcessInfo.processInfo.environment["MERIDIAN_NOMINATIM_URL"], let base = URL(string: text) else {
    FileHandle.standardError.write(
      Data("meridian-bench: nominatim suite skipped: MERIDIAN_NOMINATIM_URL is not set\n".utf8))
    return
  }
  let points = try benchPOIs(count: 200)
  guard points.count == 200 else { throw BenchInputError.badURL("the bundled Helsinki POIs gave \(points.count) rows") }
  let locator = LocatorTask(transport: NominatimTransport(url: base, userAgent: "meridian-bench"))
  let client = URLSessionHTTPClient()
  var search = GeocodeParameters()
  search.maxResults = 5
  for poi in points.prefix(10) { _ = try await locator.geocode(forSearchText: poi.name, using: search) }

  var timings: [String: [Double]] = [:]
  var hits = (search: 0, reverse: 0)
  for (index, poi) in points.enumerated() {
    // Meridian's call and the bare one take turns going first, so neither gains from the other
    // having warmed the server's caches.
    let bareSearch = try bareURL(base, "search", [("q", poi.name), ("limit", "5")])
    let location = Point(latitude: poi.latitude, longitude: poi.longitude)
    let bareReverse = try bareURL(
      base, "reverse", [("lat", String(format: "%.7f", poi.latitude)), ("lon", String(format: "%.7f", poi.longitude))])
    for turn in index.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      if turn == 0 {
        let found = try await millis { try await locator.geocode(forSearchText: poi.name, using: search).count }
        hits.search += found.value > 0 ? 1 : 0
        timings["search", default: []].append(found.ms)
        let reversed = try await millis { try await locator.reverseGeocode(forLocation: location).count }
        hits.reverse += reversed.value > 0 ? 1 : 0
        timings["reverse", default: []].append(reversed.ms)
      } else {
        let body = try await millis { try await client.send(HTTPRequest(url: bareSearch)).body }
        timings["http_search", default: []].append(body.ms)
        timings["decode_search", default: []].append(
          try await millis { try NominatimDecoder.results(from: body.value, attributeNames: []).count }.ms)
        timings["http_reverse", default: []].append(
          try await millis { try await client.send(HTTPRequest(url: bareReverse)).body.count }.ms)
      }
    }
  }
  for name in ["search", "reverse", "http_search", "http_reverse"] {
    let samples = timings[name, default: []]
    bench.report("nominatim.\(name)_p50", value: Bench.percentile(samples, 0.5), unit: "ms", n: samples.count)
    bench.report("nominatim.\(name)_p95", value: Bench.percentile(samples, 0.95), unit: "ms", n: samples.count)
  }
  let decode = timings["decode_search", default: []]
  bench.report("nominatim.decode_search_p50", value: Bench.percentile(decode, 0.5) * 1_000, unit: "µs", n: decode.count)
  for name in ["search", "reverse"] {
    let overhead =
      Bench.percentile(timings[name, default: []], 0.5) - Bench.percentile(timings["http_\(name)", default: []], 0.5)
    bench.report("nominatim.\(name)_overhead_p50", value: overhead, unit: "ms", n: points.count)
  }
  bench.report("nominatim.search_hits", value: Double(hits.search), unit: "queries", n: points.count)
  bench.report("nominatim.reverse_hits", value: Double(hits.reverse), unit: "queries", n: points.count)
}

/// The URL of a bare request: the transport's own parameters (jsonv2 with address details and extra tags).
private func bareURL(_ base: URL, _ path: String, _ items: [(String, String)]) throws -> URL {
  var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
  components?.queryItems =
    items.map { URLQueryItem(name: $0.0, value: $0.1) } + [
      URLQueryItem(name: "format", value: "jsonv2"), URLQueryItem(name: "addressdetails", value: "1"),
      URLQueryItem(name: "extratags", value: "1"),
    ]
  guard let url = components?.url else { throw BenchInputError.badURL("\(base)/\(path)") }
  return url
}

/// Runs a call and returns its value and its wall time in milliseconds.
private func millis<T>(_ call: () async throws -> T) async throws -> (value: T, ms: Double) {
  var value: T?
  let seconds = try await Bench.seconds { value = try await call() }
  guard let value else { throw BenchInputError.badURL("no value") }
  return (value, seconds * 1_000)
}

/// Every `count`-th share of the bundled Helsinki POIs (rows whose name has no quote or comma).
private func benchPOIs(count: Int) throws -> [(name: String, latitude: Double, longitude: Double)] {
  let text = try String(contentsOf: try SampleData.url(of: .helsinkiPOIs), encoding: .utf8)
  let rows = text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line -> (String, Double, Double)? in
    guard !line.contains("\"") else { return nil }
    let fields = line.split(separator: ",", omittingEmptySubsequences: false)
    guard fields.count == 13, let latitude = Double(fields[11]), let longitude = Double(fields[12]) else { return nil }
    return (String(fields[1]), latitude, longitude)
  }
  let stride = max(rows.count / count, 1)
  return rows.enumerated().filter { $0.offset % stride == 0 }.prefix(count).map {
    ($0.element.0, $0.element.1, $0.element.2)
  }
}

/// A bench input that cannot be used.
enum BenchInputError: Error {
  case badURL(String)
}
