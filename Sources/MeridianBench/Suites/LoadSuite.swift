import Foundation
import Meridian

/// The `load` suite: 1,000 concurrent `LocatorTask` calls, at most 16 in flight, through the online
/// transport (over an in-process HTTP client that answers at once, so the figure is Meridian's own
/// cost: validation, encoding, the race, decoding) and through an offline locator built from a
/// 500-row CSV written to a temporary directory. Each run reports its wall time (`*_seconds`) and
/// throughput (`*_calls_per_s`), and fails unless every call is accounted for.
func runLoadSuite(_ bench: inout Bench) async throws {
  let online = LocatorTask(
    transport: GeocodeServiceTransport(
      url: try benchURL("https://geocode.invalid/arcgis/rest/services/World/GeocodeServer"),
      credential: .apiKey("bench-key"), httpClient: CannedHTTPClient()))
  try await measure(&bench, "load.online_1000") { index in
    try await online.geocode(forSearchText: "380 New York St \(index), Redlands").count
  }

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-bench-\(UUID())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let csv = directory.appendingPathComponent("grid.csv")
  var lines = ["name,category,latitude,longitude,rank"]
  for row in 0..<500 {
    lines.append("Grid Place \(row),POI,\(10.0 + Double(row / 25) * 0.1),\(20.0 + Double(row % 25) * 0.1),\(row)")
  }
  try lines.joined(separator: "\n").write(to: csv, atomically: true, encoding: .utf8)
  let offline = LocatorTask(transport: try await OfflineLocator(name: "Grid", sources: [.csv(csv)]))
  try await measure(&bench, "load.offline_1000") { index in
    if index.isMultiple(of: 2) {
      return try await offline.suggest(forSearchText: "Grid Place \(index % 500)").count
    }
    return try await offline.geocode(forSearchText: "Grid Place \(index % 500)").count
  }
}

/// Runs 1,000 calls at most 16 at a time and reports the run's seconds and calls per second.
private func measure(
  _ bench: inout Bench, _ name: String, _ call: @escaping @Sendable (Int) async throws -> Int
) async throws {
  let total = 1_000
  var finished = 0
  let seconds = try await Bench.seconds {
    finished = try await withThrowingTaskGroup(of: Int.self) { group in
      var done = 0
      for index in 0..<total {
        if index >= 16, try await group.next() != nil { done += 1 }
        group.addTask {
          _ = try await call(index)
          return 1
        }
      }
      for try await _ in group { done += 1 }
      return done
    }
  }
  guard finished == total else { throw LoadBenchError.lost(name, finished) }
  bench.report("\(name)_seconds", value: seconds, unit: "s", n: total)
  bench.report("\(name)_calls_per_s", value: Double(total) / seconds, unit: "calls/s", n: total)
}

private func benchURL(_ text: String) throws -> URL {
  guard let url = URL(string: text) else { throw LoadBenchError.lost("url", 0) }
  return url
}

/// An HTTP client that answers every request with one candidate, after a yield.
private struct CannedHTTPClient: HTTPClient {
  static let body = Data(
    #"{"spatialReference":{"wkid":4326},"candidates":[{"address":"380 New York St, Redlands, California, 92373","location":{"x":-117.19,"y":34.05},"score":100,"attributes":{}}]}"#
      .utf8)

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    await Task.yield()
    return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Self.body)
  }
}

/// A load run that lost calls.
private enum LoadBenchError: Error {
  case lost(String, Int)
}
