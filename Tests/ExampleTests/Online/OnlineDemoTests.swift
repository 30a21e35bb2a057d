import Foundation
import MeridianExamples
import Testing

/// `meridian-demo --online --service-url <loopback>`: the same five flows against a real HTTP
/// GeocodeServer on 127.0.0.1 that answers with recorded service responses (see `Fixtures/README.md`).
@Suite("Online demo against recorded responses")
struct OnlineDemoTests {
  /// One run of the online demo, with its server's request log.
  struct Run: Sendable {
    var outcome: ExampleBinary.Outcome
    var requests: [String]
    var headers: [[String: String]]
  }

  /// The API key the test passes; it must travel in a header and never appear in a URL or the transcript.
  static let apiKey = "meridian-test-key-5f1c"

  /// The run, once per test process (a task the tests await).
  static let run = Task {
    let server = try RecordedGeocodeServer()
    defer { server.server.stop() }
    let outcome = try await ExampleBinary.run(
      .demo, ["--online", "--service-url", server.serviceURL.absoluteString, "--api-key", apiKey])
    return Run(
      outcome: outcome, requests: server.server.requests.map(\.target),
      headers: server.server.requests.map(\.headers))
  }

  @Test("The demo runs all five flows online and exits 0")
  func runs() async throws {
    let run = try await Self.run.value
    #expect(run.outcome.status == 0, "stderr: \(run.outcome.stderr)")
    for flow in ExampleName.flows {
      #expect(run.outcome.stdout.contains("== \(flow.title) =="))
    }
  }

  @Test("Find places shows the recorded San Diego Starbucks")
  func findPlaces() async throws {
    let transcript = ParsedTranscript(text: try await Self.run.value.outcome.stdout)
    let step = ParsedTranscript.step("Pick the category \"Coffee shop\"", in: transcript.flow("Find places"))
    // findAddressCandidates-poi-maxlocations-starbucks-san-diego.json: two candidates, both
    // PlaceName "Starbucks", City "San Diego", no Place_addr.
    #expect(step.contains("  2 places, 2 brown markers on the map"))
    #expect(step.contains("   1. Starbucks — no address provided"))
    #expect(step.contains("   2. Starbucks — no address provided"))
  }

  @Test("Search for an address shows the recorded Redlands match, and nothing for the nonsense text")
  func searchAddress() async throws {
    let flow = ParsedTranscript(text: try await Self.run.value.outcome.stdout).flow("Search for an address")
    // findAddressCandidates-single-line-address-outfields-all.json: address
    // "380 New York St, Redlands, California, 92373" at x −117.19487199429184, y 34.057237000231282.
    let first = ParsedTranscript.step("Type \"380 New York St, Redlands, CA\"", in: flow)
    let status = try #require(first.first { $0.hasPrefix("  status: result ") })
    #expect(status.hasPrefix("  status: result \"380 New York St, Redlands, California, 92373\" at "))
    let location = try #require(ParsedTranscript.coordinates(in: status))
    #expect(abs(location.latitude - 34.05724) < 0.00001)
    #expect(abs(location.longitude - -117.19487) < 0.00001)
    #expect(ParsedTranscript.step("Type \"Qwxzv 999\"", in: flow).contains("  status: none"))
  }

  @Test("A recorded address farther than 1,000 m from the finger is not shown")
  func reverse() async throws {
    let run = try await Self.run.value
    let flow = ParsedTranscript(text: run.outcome.stdout).flow("Offline geocode")
    // reverseGeocode-street-address.json answers every press with 1764 W Fern Ave, Redlands
    // (−117.20692, 34.03570). The presets zoom the map to the recorded 380 New York St, Redlands
    // (−117.19487, 34.05724), so the finger is about 2.6 km away (haversine, Python), beyond
    // ReverseGeocodeParameters' default maxDistance of 1,000 m: the marker is removed each time.
    let step = ParsedTranscript.step("Long-press at", in: flow)
    #expect(step.first == "  no marker: no address within reach of the finger")
    // The finger is still down: the magnifier shows, 90 points above it, with no callout to lift.
    #expect(step.dropFirst().allSatisfy { $0.hasPrefix("  magnifier: 2× at ") && !$0.contains("callout") })
    let reverse = run.requests.filter { $0.contains("/reverseGeocode") }
    #expect(reverse.count == 3)
  }

  @Test("Every request went to the loopback service, with the key in a header and never in a URL")
  func requests() async throws {
    let run = try await Self.run.value
    let paths = run.requests.map { $0.split(separator: "?").first.map(String.init) ?? $0 }
    let service = "/" + RecordedGeocodeServer.servicePath
    #expect(paths.contains(service + "/findAddressCandidates"))
    #expect(paths.contains(service + "/suggest"))
    #expect(paths.contains(service + "/reverseGeocode"))
    #expect(paths.allSatisfy { $0.hasPrefix(service) })
    #expect(!run.requests.contains { $0.contains(Self.apiKey) })
    #expect(run.headers.allSatisfy { headers in headers.values.contains { $0.contains(Self.apiKey) } })
    #expect(!run.outcome.stdout.contains(Self.apiKey))
    #expect(!run.outcome.stderr.contains(Self.apiKey))
  }
}
