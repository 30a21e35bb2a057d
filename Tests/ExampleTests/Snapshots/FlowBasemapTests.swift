import Foundation
import Testing

/// Every flow's snapshot draws the offline Helsinki basemap under its markers.
@Suite("Flow snapshots draw the basemap")
struct FlowBasemapTests {
  /// The number of basemap shapes (`<path class="layer-…">`) and labels in an SVG.
  static func counts(_ svg: String) -> (shapes: Int, labels: Int) {
    let lines = svg.split(separator: "\n")
    return (
      lines.filter { $0.hasPrefix("<path class=\"layer-") }.count,
      lines.filter { $0.hasPrefix("<text class=\"label\"") }.count
    )
  }

  @Test("Each snapshot of the offline demo draws basemap shapes, labels and the attribution")
  func everySnapshot() async throws {
    _ = try await DemoRuns.offlineTranscript()
    let names = try FileManager.default.contentsOfDirectory(atPath: DemoRuns.snapshotDirectory.path)
      .filter { $0.hasSuffix(".svg") }.sorted()
    #expect(names.count >= 10)
    for name in names {
      let svg = try String(contentsOf: DemoRuns.snapshotDirectory.appendingPathComponent(name), encoding: .utf8)
      let (shapes, labels) = Self.counts(svg)
      #expect(shapes > 0, "\(name) draws no basemap")
      #expect(svg.contains("© OpenStreetMap contributors"), "\(name)")
      if !name.hasPrefix("display-map-3-") && !name.hasPrefix("cluster-places-") {
        #expect(labels > 0, "\(name) draws no label")
      }
    }
  }

  @Test("Display a map: the offline basemap, then an online style drawn as the offline fallback, then no labels")
  func displayMapChoices() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Display a map")
    #expect(flow.contains("Maps to choose from: OpenStreetMap, Streets, OpenStreetMap without labels"))
    #expect(flow.contains { $0.hasPrefix("Map: OpenStreetMap, centre") })
    let streets = ParsedTranscript.step("Choose the map \"Streets\"", in: flow)
    #expect(
      streets.contains(
        "  offline: the Streets style's tiles cannot be fetched, so the view draws the offline basemap in its place"))
    let bare = ParsedTranscript.step("Choose the map \"OpenStreetMap without labels\"", in: flow)
    #expect(
      bare.first == "  map: OpenStreetMap without labels (the offline basemap, drawn by the map view), 3 markers kept")
    let read = { (name: String) in
      try String(contentsOf: DemoRuns.snapshotDirectory.appendingPathComponent(name + ".svg"), encoding: .utf8)
    }
    let first = Self.counts(try read("display-map-1-markers"))
    let online = Self.counts(try read("display-map-2-streets"))
    let noLabels = Self.counts(try read("display-map-3-no-labels"))
    #expect(first.shapes > 0 && first.labels > 0)
    // The online style draws the environment's offline basemap, the same as the first choice.
    #expect(online == first)
    #expect(noLabels.shapes == first.shapes && noLabels.labels == 0)
    // The three markers stay on every map.
    for name in ["display-map-1-markers", "display-map-2-streets", "display-map-3-no-labels"] {
      #expect(SnapshotGeometryTests.circles(in: try read(name)).count == 3, "\(name)")
    }
  }
}
