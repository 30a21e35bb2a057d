import Foundation
import MeridianExamples
import Testing

/// `meridian-demo --nominatim URL` against the real Nominatim `.ci/run` starts (MERIDIAN_NOMINATIM_URL,
/// serving the Helsinki extract); skipped, with the reason, without it.
@Suite(
  "Nominatim demo against a real server",
  .enabled(
    if: ProcessInfo.processInfo.environment["MERIDIAN_NOMINATIM_URL"].map { !$0.isEmpty } ?? false,
    "MERIDIAN_NOMINATIM_URL is not set: no Nominatim to run the demo against (.ci/run starts one)"))
struct NominatimDemoTests {
  @Test("The three searching flows run against Nominatim and exit 0; the offline-only flows are left out")
  func runs() async throws {
    let url = try #require(ProcessInfo.processInfo.environment["MERIDIAN_NOMINATIM_URL"])
    let outcome = try await ExampleBinary.run(.demo, ["--nominatim", url])
    #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
    #expect(outcome.stdout.contains("Locator: the Nominatim server at \(url)"))
    for flow in [ExampleName.findPlaces, .searchAddress, .findPlace] {
      #expect(outcome.stdout.contains("== \(flow.title) =="))
    }
    #expect(!outcome.stdout.contains("== \(ExampleName.offlineGeocode.title) =="))
    // The cafés of the extract come back from the server (Robert's Coffee is node 1381017836).
    #expect(outcome.stdout.contains("Pick the category \"Coffee shop\""))
    #expect(outcome.stdout.contains("Robert's Coffee — Mannerheimintie 20 B, 00100 Helsinki"))
  }
}
