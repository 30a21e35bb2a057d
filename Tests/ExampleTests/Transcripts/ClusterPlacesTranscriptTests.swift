import Foundation
import MeridianExamples
import Testing

/// `cluster-places`: the world's GeoNames places clustered, checked against supercluster 8.0.1's own
/// answers for the same points (file order) and options (`{radius: 60, extent: 256, maxZoom: 16}`,
/// map/reduce of the population sum and the most common country), for the same views: the values
/// below were printed by `Fixtures/cluster-places-supercluster.mjs` under Node 20.
@Suite("Cluster places transcript")
struct ClusterPlacesTranscriptTests {
  /// Where the binary's run wrote its snapshots.
  static let snapshots = FileManager.default.temporaryDirectory
    .appendingPathComponent("cluster-places-snapshots-\(ProcessInfo.processInfo.processIdentifier)")

  /// The binary, run once per test process with `--snapshot` (a task the tests await).
  static let run = Task {
    try? FileManager.default.removeItem(at: snapshots)
    return try await ExampleBinary.run(.clusterPlaces, ["--snapshot", snapshots.path])
  }

  func flow() async throws -> [String] {
    let outcome = try await Self.run.value
    #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    return ParsedTranscript(text: outcome.stdout).flow("Cluster places")
  }

  /// A cluster line as the example prints it, from supercluster's values.
  static func cluster(
    _ id: Int, _ count: String, _ lat: String, _ lon: String, _ people: String, _ country: String, expands: Int
  ) -> String {
    "cluster \(id): \(count) places at \(lat), \(lon), \(people) people, mostly \(country); expands at level \(expands)"
  }

  /// What supercluster answers for one view: its clusters and single places with their centre in
  /// it, its three largest clusters, and its first three single places in the data's order.
  struct View {
    var inView: String
    var largest: [String]
    var singles: String
  }

  /// Expects a step of the transcript to print what supercluster answers for the view.
  func expect(_ step: [String], _ view: View, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(step.contains("  in view: " + view.inView), sourceLocation: sourceLocation)
    for (rank, cluster) in view.largest.enumerated() {
      #expect(step.contains("    \(rank + 1). " + cluster), "\(step)", sourceLocation: sourceLocation)
    }
    #expect(step.contains("    single places, first in the data: " + view.singles), sourceLocation: sourceLocation)
  }

  static let largest = cluster(170_586, "44,272", "46.87814 N", "16.37186 E", "383,785,714", "IT", expands: 3)

  @Test("The world at level 2: supercluster's clusters and single places in view, and its largest")
  func world() async throws {
    let step = ParsedTranscript.step("Show the whole world", in: try await flow())
    expect(
      step,
      View(
        inView: "52 clusters of 170,378 places, 13 single places",
        largest: [
          Self.largest,
          Self.cluster(173_530, "24,071", "47.26033 N", "0.32929 W", "268,517,482", "ES", expands: 3),
          Self.cluster(174_458, "10,478", "20.92970 N", "99.04251 W", "153,458,877", "MX", expands: 3),
        ], singles: "Belush’ya Guba, Dikson, Port-aux-Français"))
  }

  @Test("Tapping the largest cluster identifies it; zooming to its expansion scale shows supercluster's level 3")
  func tapAndZoom() async throws {
    let flow = try await flow()
    #expect(ParsedTranscript.step("Tap the largest cluster", in: flow) == ["  " + Self.largest])
    // Level 3's published scale: 591,657,527.591555 / 8.
    let zoom = ParsedTranscript.step("Zoom to its expansion scale, 1:73,957,191, centred on it", in: flow)
    #expect(zoom.first == "  level 3 (scale 1:73,957,191), centre 46.87814 N, 16.37186 E")
    expect(
      zoom,
      View(
        inView: "66 clusters of 109,435 places, 11 single places",
        largest: [
          Self.cluster(172_027, "17,711", "49.52171 N", "17.41060 E", "143,886,028", "DE", expands: 4),
          Self.cluster(180_379, "15,873", "50.49109 N", "1.49108 E", "183,791,019", "FR", expands: 4),
          Self.cluster(199_612, "12,836", "46.60473 N", "8.50802 E", "77,361,927", "IT", expands: 5),
        ], singles: "Belush’ya Guba, Dikson, Khatanga"))
  }

  @Test("Levels 6 and 9 on the same centre")
  func deeper() async throws {
    let flow = try await flow()
    expect(
      ParsedTranscript.step("Zoom in to level 6", in: flow),
      View(
        inView: "113 clusters of 34,673 places, 1 single place",
        largest: [
          Self.cluster(384_926, "1,683", "45.90374 N", "9.55829 E", "9,226,351", "IT", expands: 7),
          Self.cluster(384_830, "1,628", "47.38526 N", "8.03830 E", "9,450,414", "CH", expands: 7),
          Self.cluster(404_606, "1,373", "45.76934 N", "11.90029 E", "5,709,072", "IT", expands: 7),
        ], singles: "Isole Tremiti"))
    expect(
      ParsedTranscript.step("Zoom in to level 9", in: flow),
      View(
        inView: "81 clusters of 744 places, 17 single places",
        largest: [
          Self.cluster(1_577_377, "39", "47.01885 N", "15.40564 E", "602,084", "AT", expands: 10),
          Self.cluster(1_456_609, "34", "46.99581 N", "15.59318 E", "63,420", "AT", expands: 10),
          Self.cluster(1_578_305, "33", "46.82681 N", "15.65247 E", "33,448", "AT", expands: 10),
        ], singles: "Birkfeld, Zalalövő, Vasvár"))
  }

  @Test("Paging the cluster's places gives supercluster's getLeaves pages")
  func pages() async throws {
    let step = ParsedTranscript.step("Page through its 44,272 places, 5 at a time", in: try await flow())
    #expect(
      step == [
        "  1–5: Stari Grad (HR), Hvar (HR), Jelsa (HR), Bol (HR), Tomislavgrad (BA)",
        "  6–10: Orguz (BA), Bila (BA), Zabrišće (BA), Livno (BA), Podhum (BA)",
      ])
  }

  @Test("Snapshots: an SVG per view with its clusters labelled; the demo prints the same flow")
  func snapshotsAndDemo() async throws {
    _ = try await flow()
    let names = [
      "cluster-places-1-world", "cluster-places-2-expanded", "cluster-places-3-level-6", "cluster-places-4-level-9",
    ]
    for name in names {
      let svg = try String(contentsOf: Self.snapshots.appendingPathComponent(name + ".svg"), encoding: .utf8)
      #expect(svg.contains("data-cluster-count="), "\(name)")
    }
    let world = try String(
      contentsOf: Self.snapshots.appendingPathComponent("cluster-places-1-world.svg"), encoding: .utf8)
    // The largest cluster's circle and label carry its id and count; the label reads 44k.
    #expect(world.contains("data-cluster-id=\"170586\" data-cluster-count=\"44272\""))
    #expect(world.contains(">44k</text>"))
    let demo = try await DemoRuns.offlineTranscript().flow("Cluster places")
    await #expect(SingleFlowRuns.flowLines(demo) == SingleFlowRuns.flowLines(try flow()))
  }
}
