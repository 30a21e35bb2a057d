import Foundation
import Testing

@testable import MeridianExamples

/// The README's count of the demo's flows, against the flows a scripted demo runs.
@Suite("The demo's flows in the README")
struct DemoFlowCountTests {
  @Test("The README counts the flows the offline demo runs, and the five app flows among them")
  @MainActor
  func readmeCountsTheFlows() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../README.md").standardizedFileURL
    let text = try String(contentsOf: readme, encoding: .utf8)
    let flows = ExampleFlows.scriptedFlows(.demo, options: ExampleOptions())
    // By hand: find places, search for an address, find a place, offline geocode, display a map,
    // then cluster places and spatial analysis.
    #expect(
      flows == [
        .findPlaces, .searchAddress, .findPlace, .offlineGeocode, .displayMap, .clusterPlaces, .spatialAnalysis,
      ])
    #expect(text.contains("runs the headless demo's seven flows"))
    #expect(text.contains("The demo runs seven flows:"))
    #expect(ExampleFlows.scriptedFlows(.demo, options: ExampleOptions(online: true)).count == 5)
  }
}
