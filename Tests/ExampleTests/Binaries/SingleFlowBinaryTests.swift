import Foundation
import MeridianExamples
import Testing

/// Each single-flow binary, run as a person runs it the first time: no arguments.
@Suite("Single-flow binaries without arguments")
struct SingleFlowBinaryTests {
  @Test(
    "Runs its one flow on the sample data, exits 0, and prints what the demo prints for that flow",
    arguments: ExampleName.flows)
  func runsItsFlow(example: ExampleName) async throws {
    let outcome = try await SingleFlowRuns.outcome(example)
    #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.lines
    #expect(lines.first == "== \(example.title) ==")
    #expect(lines.filter { $0.hasPrefix("== ") }.count == 1)
    if example != .displayMap {
      #expect(lines.dropFirst().first?.hasPrefix("Locator: the embedded Helsinki sample data") == true)
    }
    let demo = try await DemoRuns.offlineTranscript()
    #expect(SingleFlowRuns.flowLines(lines.dropFirst()) == SingleFlowRuns.flowLines(demo.flow(example.title)))
  }

  @Test("find-places lists the café nearest the centre first, from the POI data")
  func findPlaces() async throws {
    let transcript = ParsedTranscript(text: try await SingleFlowRuns.outcome(.findPlaces).stdout)
    let step = ParsedTranscript.step("Pick the category \"Coffee shop\"", in: transcript.flow("Find places"))
    // helsinki-pois.csv line 382, node/1381017836: Robert's Coffee, Mannerheimintie 20 B, 00100 Helsinki,
    // 35 m from the map's centre (60.16990, 24.93840), the nearest café (haversine, from the CSV).
    #expect(step.contains("  20 places, 20 brown markers on the map"))
    #expect(step.contains("   1. Robert's Coffee — Mannerheimintie 20 B, 00100 Helsinki"))
  }

  @Test("search-address finds Kaivokatu 1 where the address data puts it")
  func searchAddress() async throws {
    let transcript = ParsedTranscript(text: try await SingleFlowRuns.outcome(.searchAddress).stdout)
    let step = ParsedTranscript.step(
      "Type \"Kaivokatu 1\" and press Search", in: transcript.flow("Search for an address"))
    // helsinki-addresses.csv line 2, node/25389429: Kaivokatu 1, 00100 Helsinki, 60.1713198 N, 24.9414566 E.
    #expect(step.contains("  status: result \"Kaivokatu 1, 00100 Helsinki\" at 60.17132 N, 24.94146 E"))
    #expect(
      ParsedTranscript.step("Type \"Qwxzv 999\"", in: transcript.flow("Search for an address"))
        .contains("  status: none"))
  }

  @Test("find-place searches near a real populated place, then near the device")
  func findPlace() async throws {
    let flow = ParsedTranscript(text: try await SingleFlowRuns.outcome(.findPlace).stdout).flow("Find place")
    // geonames-cities1000.csv line 13111: 658225, Helsinki, admin1 Uusimaa, FI, at 60.16952 N, 24.93545 E.
    let town = ParsedTranscript.step("Choose \"Helsinki, Uusimaa, FIN\" and press Search", in: flow)
    #expect(town.first == "  near field: \"Helsinki, Uusimaa, FIN\"")
    // helsinki-pois.csv line 709, node/4747221541: Wayne's Coffee, 90 m from that point, the café nearest it.
    #expect(town.contains("   1. Wayne's Coffee — Helsinki"))
    let device = ParsedTranscript.step("Open the near field again, choose \"Current Location\"", in: flow)
    #expect(device.first == "  near field: \"Current Location\"")
  }

  @Test("offline-geocode marks the preset Kaivokatu 8 at one of its address points")
  func offlineGeocode() async throws {
    let flow = ParsedTranscript(text: try await SingleFlowRuns.outcome(.offlineGeocode).stdout).flow("Offline geocode")
    let step = ParsedTranscript.step("Choose the preset \"Kaivokatu 8, Helsinki\"", in: flow)
    // helsinki-addresses.csv line 167, node/316414960: Kaivokatu 8 at 60.1701983 N, 24.9423457 E.
    #expect(step.first?.hasPrefix("  marker at 60.17020 N, 24.94235 E; ") == true)
    #expect(ParsedTranscript.step("Long-press at", in: flow).contains("  callout: \"Kaivokatu 8, Helsinki, Uusimaa\""))
  }

  @Test("display-map adds a marker at each tap, keeps them across a map switch, and clears them")
  func displayMap() async throws {
    let flow = ParsedTranscript(text: try await SingleFlowRuns.outcome(.displayMap).stdout).flow("Display a map")
    // The view is centred on 60.16952 N, 24.93545 E (GeoNames' Helsinki): a tap at the view's centre,
    // (400, 300) in an 800 × 600 view, lands there.
    #expect(
      ParsedTranscript.step("Tap the map at (400.0, 300.0)", in: flow).first
        == "  marker added at 60.16952 N, 24.93545 E")
    #expect(ParsedTranscript.step("Tap the map at (200.0, 150.0)", in: flow).last == "  1 marker, 1 graphic")
    #expect(ParsedTranscript.step("Tap the map at (620.0, 420.0)", in: flow).last == "  3 markers, 3 graphics")
    #expect(
      ParsedTranscript.step("Choose the map \"Streets\"", in: flow) == [
        "  map: Streets (basemap style arcGISStreets), 3 markers kept",
        "  offline: the Streets style's tiles cannot be fetched, so the view draws the offline basemap in its place",
      ])
    #expect(ParsedTranscript.step("Clear the graphics", in: flow) == ["  0 markers, 0 graphics"])
  }
}
