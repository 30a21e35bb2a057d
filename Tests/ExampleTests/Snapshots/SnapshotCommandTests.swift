import Foundation
import MeridianExamples
import Testing

/// `meridian-demo snapshot`: the view it draws, checked against hand-worked positions, known street
/// names and the find-places flow's own markers.
@Suite("Snapshot command")
struct SnapshotCommandTests {
  /// Where this test process's snapshot commands write.
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("meridian-snapshot-command-\(ProcessInfo.processInfo.processIdentifier)")

  /// One run of the command: its outcome, the SVG it wrote and the display list beside it.
  struct Run: Sendable {
    var outcome: ExampleBinary.Outcome
    var svg: String
    var json: Data
  }

  /// Runs the command once per test process (a task the tests await).
  static func run(_ name: String, _ words: [String]) -> Task<Run, any Error> {
    Task {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let svg = folder.appendingPathComponent("\(name).svg")
      let outcome = try await ExampleBinary.run(.demo, ["snapshot"] + words + ["--output", svg.path])
      guard outcome.status == 0 else { throw DemoRunError.failed(status: outcome.status, stderr: outcome.stderr) }
      return Run(
        outcome: outcome, svg: try String(contentsOf: svg, encoding: .utf8),
        json: try Data(contentsOf: svg.deletingPathExtension().appendingPathExtension("json")))
    }
  }

  /// The find-places flow's view (800 × 600 points at 1:10,000 on 60.16990 N, 24.93840 E) with coffee shops.
  static let coffee = run(
    "coffee", ["--center", "60.16990,24.93840", "--scale", "10000", "--size", "800x600", "--category", "Coffee shop"])
  /// The same, the map turned 90° counter-clockwise.
  static let rotated = run(
    "rotated",
    [
      "--center", "60.16990,24.93840", "--scale", "10000", "--size", "800x600", "--category", "Coffee shop",
      "--rotation", "90",
    ])
  /// The railway station's square at 1:5,000, inside the extract, with and without labels.
  static let station = run("station", ["--center", "60.1717,24.9443", "--scale", "5000"])
  static let stationNoLabels = run(
    "station-no-labels", ["--center", "60.1717,24.9443", "--scale", "5000", "--no-labels"])

  /// The numbers of the summary line
  /// `Drew N layer items, M labels[ and K places (Category) as A markers and B clusters] into PATH`.
  static func summary(_ outcome: ExampleBinary.Outcome) throws -> (items: Int, labels: Int, markers: Int?, path: String)
  {
    let line = try #require(outcome.lines.first { $0.hasPrefix("Drew ") })
    let words = line.split(separator: " ").map(String.init)
    let items = try #require(Int(words[1]))
    let labels = try #require(Int(words[4]))
    let markers = words[6] == "and" ? Int(words[7]) : nil
    let path = try #require(line.range(of: " into ").map { String(line[$0.upperBound...]) })
    return (items, labels, markers, path)
  }

  /// The texts of an SVG's basemap labels.
  static func labels(in svg: String) -> [String] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"label\"") }.compactMap { line in
      line.split(separator: ">").dropFirst().first.map { String($0.prefix { $0 != "<" }) }
    }
  }

  @Test("The station view draws the basemap, known street names and the attribution")
  func station() async throws {
    let run = try await Self.station.value
    let (items, labels, markers, path) = try Self.summary(run.outcome)
    #expect(path.hasSuffix("station.svg"))
    #expect(markers == nil)
    #expect(run.svg.contains("width=\"1024\" height=\"768\""))
    #expect(run.svg.contains("© OpenStreetMap contributors"))
    // The summary counts what the SVG draws.
    let drawn = run.svg.split(separator: "\n").filter { $0.hasPrefix("<path class=\"layer-") }.count
    #expect(items == drawn)
    let texts = Self.labels(in: run.svg)
    #expect(labels == texts.count)
    // Streets that pass the railway station square (on the ground and in OpenStreetMap): Kaivokatu
    // in front of the station, Mannerheimintie west of it, Kaisaniemenkatu east; the park Kaisaniemi north.
    for name in ["Kaivokatu", "Mannerheimintie", "Kaisaniemenkatu", "Kaisaniemi"] {
      #expect(texts.contains(name), "\(name) in \(texts)")
    }
  }

  @Test("--no-labels draws the same shapes without a label")
  func noLabels() async throws {
    let labelled = try Self.summary(try await Self.station.value.outcome)
    let run = try await Self.stationNoLabels.value
    let bare = try Self.summary(run.outcome)
    #expect(bare.labels == 0)
    #expect(Self.labels(in: run.svg).isEmpty)
    #expect(bare.items == labelled.items)
    #expect(bare.items > 100)
  }

  @Test("--category draws the find-places flow's markers: the same count and places as the flow's snapshot")
  func categoryMarkers() async throws {
    let run = try await Self.coffee.value
    let (_, _, markers, _) = try Self.summary(run.outcome)
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    let picked = ParsedTranscript.step("Pick the category \"Coffee shop\"", in: flow)
    // "  20 places, 20 brown markers on the map"
    let flowCount = try #require(
      picked.first { $0.hasSuffix("markers on the map") }.flatMap { line in
        line.split(separator: ",").last?.split(separator: " ").first.flatMap { Int($0) }
      })
    #expect(markers == flowCount)
    #expect(flowCount > 0)
    let listing = try #require(try JSONSerialization.jsonObject(with: run.json) as? [String: Any])
    let ours = try #require(listing["markers"] as? [[String: Any]])
    let (_, flowJSON) = try await SnapshotGeometryTests.snapshot("find-places-1-coffee-shops")
    let theirs = try #require(flowJSON["markers"] as? [[String: Any]])
    let points = { (markers: [[String: Any]]) in
      Set(markers.compactMap { m in (m["x"] as? Double).flatMap { x in (m["y"] as? Double).map { "\(x),\($0)" } } })
    }
    // Each café is a marker or counted in a cluster, as in the flow (the same model draws both).
    let clustered = ours.compactMap { $0["cluster"] as? Int }.reduce(0, +)
    #expect(ours.count - ours.filter { $0["cluster"] != nil }.count + clustered == flowCount)
    #expect(points(ours) == points(theirs))
  }

  @Test("Coffee house is drawn where Web Mercator puts it, north up and turned 90° counter-clockwise")
  func coffeeHouse() async throws {
    let (east, north) = FindPlacesView.offset(
      latitude: FindPlacesView.coffeeHouse.latitude, longitude: FindPlacesView.coffeeHouse.longitude)
    // North up: east is +x, north is −y. Turned 90° counter-clockwise: north points left (−x) and
    // east points up (−y), so (east, north) lands at (−north, −east) from the centre.
    for (result, expected) in [
      (Self.coffee, (x: 400 + east, y: 300 - north)), (Self.rotated, (x: 400 - north, y: 300 - east)),
    ] {
      let circles = SnapshotGeometryTests.circles(in: try await result.value.svg)
      let markers = circles.filter { $0.clusterCount == nil }
      #expect(markers.count + circles.compactMap(\.clusterCount).reduce(0, +) == 20)
      let nearest = try #require(
        markers.min { hypot($0.cx - expected.x, $0.cy - expected.y) < hypot($1.cx - expected.x, $1.cy - expected.y) })
      #expect(hypot(nearest.cx - expected.x, nearest.cy - expected.y) < 0.01, "\(nearest) vs \(expected)")
      #expect(nearest.fill == "rgb(165,42,42)")
    }
  }

  @Test("A bad snapshot command line prints one line naming the word and exits 64")
  func badCommandLine() async throws {
    let outcome = try await ExampleBinary.run(.demo, ["snapshot", "--scale", "0", "--output", "a.svg"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr == "meridian-demo: \(ArgumentError.invalidScale("0"))\n")
    #expect(outcome.stdout.isEmpty)
    let missing = try await ExampleBinary.run(.demo, ["snapshot", "--center", "60.17,24.94"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("snapshot needs --output"))
  }

  @Test("An output file that cannot be written fails the command with status 1")
  func unwritable() async throws {
    let outcome = try await ExampleBinary.run(.demo, ["snapshot", "--output", "/proc/meridian/nowhere.svg"])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.hasPrefix("meridian-demo: "))
  }
}
