import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianTestSupport
import Testing

/// 1,000 concurrent `LocatorTask` calls, at most 16 in flight, against the loopback server and
/// against an offline locator built in the test: every call completes or fails with a typed error,
/// and none is lost.
@Suite("Load: 1,000 concurrent locator calls")
struct LocatorLoadTests {
  static let calls = 1_000
  static let inFlight = 16

  /// What the calls came to.
  struct Tally: Equatable {
    var succeeded = 0
    var typedFailures = 0
    var otherFailures = 0
    var total: Int { succeeded + typedFailures + otherFailures }
  }

  /// Runs `calls` operations, at most `inFlight` at once, and counts their outcomes.
  static func run(_ operation: @escaping @Sendable (Int) async throws -> Int) async -> Tally {
    await withTaskGroup(of: Result<Int, any Error>.self) { group in
      var tally = Tally()
      func count(_ outcome: Result<Int, any Error>) {
        switch outcome {
        case .success: tally.succeeded += 1
        case .failure(is GeocodingError): tally.typedFailures += 1
        case .failure: tally.otherFailures += 1
        }
      }
      for index in 0..<calls {
        if index >= inFlight, let outcome = await group.next() { count(outcome) }
        group.addTask {
          do {
            return .success(try await operation(index))
          } catch {
            return .failure(error)
          }
        }
      }
      for await outcome in group { count(outcome) }
      return tally
    }
  }

  @Test("Loopback server: 1,000 geocodes, every 10th answered 500, all accounted for")
  func loopback() async throws {
    let server = try LoopbackHTTPServer.start { request in
      if request.query?.contains("fail") == true { return LoopbackHTTPServer.Response(status: 500) }
      return .json(#"{"candidates":[{"address":"Good","location":{"x":1,"y":2},"score":99}]}"#)
    }
    defer { server.stop() }
    var configuration = GeocodeServiceTransport.Configuration()
    configuration.maxRetries = 0
    // A thousand requests at once on a loaded machine may wait their turn longer than the transport's
    // 30 s and URLSession's 60 s idle timeout (the whole suite under ThreadSanitizer on two cores).
    configuration.requestTimeout = .seconds(600)
    let client = URLSessionHTTPClient(resourceTimeout: 600) { $0.timeoutIntervalForRequest = 600 }
    let transport = GeocodeServiceTransport(
      url: server.baseURL.appendingPathComponent("arcgis/rest/services/World/GeocodeServer"),
      credential: .apiKey("LOAD-KEY"), httpClient: client, configuration: configuration)
    let locator = LocatorTask(transport: transport)
    let tally = await Self.run { index in
      try await locator.geocode(forSearchText: index % 10 == 0 ? "fail \(index)" : "place \(index)").count
    }
    #expect(tally == Tally(succeeded: 900, typedFailures: 100, otherFailures: 0))
    #expect(server.requests.count == Self.calls)
  }

  @Test("Offline locator from a CSV: 1,000 geocodes, suggests and reverse geocodes, every 10th empty text")
  func offline() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-load-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("towns.csv")
    var rows = ["name,category,city,country,latitude,longitude,population"]
    for index in 0..<50 {
      rows.append(
        "Town \(index),City,Town \(index),FIN,\(60.0 + Double(index) * 0.01),\(24.0 + Double(index) * 0.01),\(1_000 + index)"
      )
    }
    try rows.joined(separator: "\n").write(to: csv, atomically: true, encoding: .utf8)
    let offline = try await OfflineLocator(name: "Load", sources: [.csv(csv)])
    let locator = LocatorTask(transport: offline)
    let tally = await Self.run { index in
      switch index % 10 {
      case 0: try await locator.geocode(forSearchText: "  ").count
      case 1, 2, 3: try await locator.suggest(forSearchText: "Town \(index % 50)").count
      case 4, 5: try await locator.reverseGeocode(forLocation: Point(latitude: 60.1, longitude: 24.1)).count
      default: try await locator.geocode(forSearchText: "Town \(index % 50)").count
      }
    }
    #expect(tally == Tally(succeeded: 900, typedFailures: 100, otherFailures: 0))
  }
}
