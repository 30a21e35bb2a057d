import Foundation
import Testing

/// The SVG snapshots `meridian-demo --snapshot` writes: their geometry, checked directly.
@Suite("Snapshot geometry")
struct SnapshotGeometryTests {
  /// A `<circle class="marker">` of an SVG snapshot.
  struct Circle: Equatable {
    var cx: Double
    var cy: Double
    var r: Double
    var fill: String
    /// The count of the cluster the circle draws (`data-cluster-count`), or `nil` for a marker.
    var clusterCount: Int? = nil
  }

  /// The marker circles of an SVG text, in document (draw) order.
  static func circles(in svg: String) -> [Circle] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<circle class=\"marker\"") }.compactMap { line in
      func attribute(_ name: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      }
      guard let cx = attribute("cx").flatMap(Double.init), let cy = attribute("cy").flatMap(Double.init),
        let r = attribute("r").flatMap(Double.init), let fill = attribute("fill")
      else { return nil }
      return Circle(cx: cx, cy: cy, r: r, fill: fill, clusterCount: attribute("data-cluster-count").flatMap { Int($0) })
    }
  }

  static func snapshot(_ name: String) async throws -> (svg: String, json: [String: Any]) {
    _ = try await DemoRuns.offlineTranscript()
    let base = DemoRuns.snapshotDirectory.appendingPathComponent(name)
    let svg = try String(contentsOf: base.appendingPathExtension("svg"), encoding: .utf8)
    let data = try Data(contentsOf: base.appendingPathExtension("json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (svg, json)
  }

  @Test("The demo writes an SVG and a display list at each key step")
  func files() async throws {
    _ = try await DemoRuns.offlineTranscript()
    let names = try FileManager.default.contentsOfDirectory(atPath: DemoRuns.snapshotDirectory.path)
    for step in [
      "find-places-1-coffee-shops", "find-places-2-callout", "search-address-1-result",
      "find-place-1-near-helsinki", "find-place-2-near-current-location", "find-place-3-redo-search",
      "offline-geocode-2-reverse", "display-map-1-markers",
    ] {
      #expect(names.contains("\(step).svg"))
      #expect(names.contains("\(step).json"))
    }
  }

  @Test(
    "Coffee house is drawn where Web Mercator puts it, as a brown circle of diameter 10; the rest as markers or clusters"
  )
  func coffeeHouse() async throws {
    let (svg, _) = try await Self.snapshot("find-places-1-coffee-shops")
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("width=\"800\" height=\"600\""))
    // Coffee house, a café no other marker overlaps, where the view's Web Mercator puts it.
    let (east, north) = FindPlacesView.offset(
      latitude: FindPlacesView.coffeeHouse.latitude, longitude: FindPlacesView.coffeeHouse.longitude)
    let expectedX = 400 + east
    let expectedY = 300 - north
    let circles = Self.circles(in: svg)
    let markers = circles.filter { $0.clusterCount == nil }
    // The 20 cafés: each a marker, or counted in one cluster (the find-places model clusters markers
    // that would overlap).
    #expect(markers.count + circles.compactMap(\.clusterCount).reduce(0, +) == 20)
    let nearest = try #require(
      markers.min { hypot($0.cx - expectedX, $0.cy - expectedY) < hypot($1.cx - expectedX, $1.cy - expectedY) })
    #expect(hypot(nearest.cx - expectedX, nearest.cy - expectedY) < 0.01)
    // Coffee shop is brown: Color.brown is (165, 42, 42); marker size 10 is its diameter.
    #expect(nearest.fill == "rgb(165,42,42)")
    #expect(nearest.r == 5)
    // Clusters are brown too, 20 to 30 points across.
    for cluster in circles where cluster.clusterCount != nil {
      #expect(cluster.fill == "rgb(165,42,42)" && cluster.r >= 10 && cluster.r <= 15)
    }
  }

  @Test("The display list JSON and the SVG agree, marker by marker")
  func jsonMatchesSVG() async throws {
    for name in [
      "find-places-1-coffee-shops", "find-places-3-food", "display-map-1-markers", "search-address-1-result",
    ] {
      let (svg, json) = try await Self.snapshot(name)
      let markers = try #require(json["markers"] as? [[String: Any]])
      // The JSON lists markers and clusters' circles (with their counts) in the display list's order.
      let circles = Self.circles(in: svg)
      if name.hasPrefix("search-address") {
        // The search result is a red square: drawn as a <rect>, listed once.
        #expect(markers.count == 1)
        #expect(markers.first?["style"] as? String == "square")
        continue
      }
      #expect(markers.count == circles.count, "\(name)")
      for (marker, circle) in zip(markers, circles) {
        let x = try #require(marker["x"] as? Double)
        let y = try #require(marker["y"] as? Double)
        #expect(abs(x - circle.cx) < 0.001 && abs(y - circle.cy) < 0.001, "\(name): \(marker) vs \(circle)")
        let hex = try #require(marker["color"] as? String)
        #expect(Self.rgb(hex) == circle.fill, "\(name)")
        #expect(marker["cluster"] as? Int == circle.clusterCount, "\(name): \(marker) vs \(circle)")
      }
    }
  }

  @Test("Display map markers sit exactly at the tapped screen points")
  func tappedPoints() async throws {
    let (svg, _) = try await Self.snapshot("display-map-1-markers")
    // The flow taps (200, 150), (400, 300) and (620, 420); a marker at the tapped map point is drawn
    // back at the tapped screen point.
    let centres = Self.circles(in: svg).map { [($0.cx * 1000).rounded() / 1000, ($0.cy * 1000).rounded() / 1000] }
    #expect(centres == [[200, 150], [400, 300], [620, 420]])
  }

  /// `#a52a2a` as the SVG writes it, `rgb(165,42,42)`.
  static func rgb(_ hex: String) -> String {
    let digits = Array(hex.dropFirst())
    let bytes = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? -1 }
    return "rgb(\(bytes[0]),\(bytes[1]),\(bytes[2]))"
  }
}
