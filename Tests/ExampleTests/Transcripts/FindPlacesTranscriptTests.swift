import Foundation
import Testing

/// `meridian-demo`'s find-places flow, checked against the raw Helsinki data.
@Suite("Find places transcript")
struct FindPlacesTranscriptTests {
  @Test("Coffee shop near the centre lists real cafés with their addresses, nearest first")
  func coffeeShops() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    let step = ParsedTranscript.step("Pick the category \"Coffee shop\"", in: flow)
    try #require(!step.isEmpty, "no Coffee shop step in:\n\(flow.joined(separator: "\n"))")
    #expect(step.contains("  20 places, 20 brown markers on the map"))
    // helsinki-pois.csv line 382, node/1381017836: Robert's Coffee, amenity=cafe, housenumber "20 B",
    // street Mannerheimintie, postcode 00100, city Helsinki, at 60.1696135, 24.9381557. It is the café
    // nearest the map's centre (60.16990, 24.93840): 35 m by the haversine formula, the next (Cafe Java,
    // node/60068035, 60.169967, 24.937518) 49 m, computed with Python's math module from the CSV.
    #expect(step.contains("   1. Robert's Coffee — Mannerheimintie 20 B, 00100 Helsinki"))
  }

  @Test("Every listed café is a row of the bundled POI data with that name")
  func placesAreRealRows() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    let step = ParsedTranscript.step("Pick the category \"Coffee shop\"", in: flow)
    let pois = try SampleCSV.load(.helsinkiPOIs)
    let names = Set(pois.rows.compactMap { $0["name"] })
    let listed = step.compactMap { line -> String? in
      guard let dot = line.range(of: ". "), let dash = line.range(of: " — ") else { return nil }
      return String(line[dot.upperBound..<dash.lowerBound])
    }
    #expect(listed.count == 10)
    for name in listed { #expect(names.contains(name), "\(name) is not in helsinki-pois.csv") }
  }

  @Test("Tapping a marker shows its name and address in the callout; an empty spot hides it")
  func tapShowsCallout() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    guard let tapLine = flow.first(where: { $0.hasPrefix("> Tap the marker of \"") }) else {
      Issue.record("no marker was tapped:\n\(flow.joined(separator: "\n"))")
      return
    }
    let name = String(tapLine.dropFirst("> Tap the marker of \"".count).prefix { $0 != "\"" })
    let tap = ParsedTranscript.step("Tap the marker of", in: flow)
    let callout = try #require(tap.first { $0.hasPrefix("  callout: \"") })
    #expect(callout.hasPrefix("  callout: \"\(name) / "))
    // The callout's address is the one the list printed for the same place.
    let listed = flow.first { $0.contains(". \(name) — ") }
    let address = listed.flatMap { $0.components(separatedBy: " — ").last }
    #expect(callout == "  callout: \"\(name) / \(address ?? "?")\"")
    #expect(ParsedTranscript.step("Tap an empty spot", in: flow).contains("  callout: hidden"))
  }

  @Test("Picking Food replaces the markers with purple ones")
  func food() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    let step = ParsedTranscript.step("Pick the category \"Food\"", in: flow)
    #expect(step.first?.hasSuffix("purple markers on the map") == true)
  }

  // MARK: - Clusters

  /// The counts of a "a front draws 11 markers and 3 clusters of 9 places (level 15's clusters)" line.
  static func drawn(in step: [String]) -> (markers: Int, clusters: Int, clustered: Int, level: Int)? {
    guard let line = step.first(where: { $0.hasPrefix("  a front draws ") }) else { return nil }
    let numbers = line.split { !$0.isNumber }.compactMap { Int($0) }
    guard numbers.count == 4 else { return nil }
    return (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// The haversine distance in metres on a sphere of the WGS84 semi-major axis.
  static func haversine(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.0 - a.0) * radians
    let dLon = (b.1 - a.1) * radians
    let h = pow(sin(dLat / 2), 2) + cos(a.0 * radians) * cos(b.0 * radians) * pow(sin(dLon / 2), 2)
    return 2 * 6_378_137 * asin(min(1, h.squareRoot()))
  }

  @Test("At 1:10,000 a front draws level 15's clusters; every place is one marker or in one cluster")
  func drawnAtTheFlowsScale() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    // 1:10,000 is zoom log2(591,657,527.59 / 10,000) = 15.85 of the Web Mercator tiling scheme: level 15.
    for prefix in ["Pick the category \"Coffee shop\"", "Pick the category \"Food\""] {
      let drawn = try #require(Self.drawn(in: ParsedTranscript.step(prefix, in: flow)), "\(prefix)")
      #expect(drawn.level == 15)
      // The 20 places, all within the 800 × 600 view around the centre they were searched near.
      #expect(drawn.markers + drawn.clustered == 20, "\(prefix)")
      #expect(drawn.clusters >= 1 && drawn.clustered >= 2 * drawn.clusters, "\(prefix)")
    }
  }

  @Test("Tapping the largest cluster counts and names its cafés, which lie around it, and zooms to level 16")
  func tapCluster() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find places")
    guard let tapLine = flow.first(where: { $0.hasPrefix("> Tap the cluster of ") }) else {
      Issue.record("no cluster was tapped:\n\(flow.joined(separator: "\n"))")
      return
    }
    let count = try #require(tapLine.split(separator: " ").compactMap { Int($0) }.first)
    let coffee = try #require(Self.drawn(in: ParsedTranscript.step("Pick the category \"Coffee shop\"", in: flow)))
    // The largest cluster drawn: its count is at least the mean of the clusters'.
    #expect(count * coffee.clusters >= coffee.clustered)
    let tap = ParsedTranscript.step("Tap the cluster of", in: flow)
    let callout = try #require(tap.first { $0.hasPrefix("  callout: \"") })
    #expect(callout.hasPrefix("  callout: \"\(count) places / "))
    let anchor = try #require(tap.first { $0.hasPrefix("    anchored at ") }.flatMap(ParsedTranscript.coordinates))
    // The names after the title, up to " and N more": the first three, each a café of the POI data
    // within 4 radii at level 15 of the cluster's centre. A cluster's items lie within the radius r
    // of its seed, and its centre (their weighted mean) too, so a member lies within 2r plus its
    // item's own reach at the level below (r / 2 there): 2r (1 + 1/2 + 1/4 + …) = 4r. That is 64
    // points of 2π · 6,378,137 m / (256 · 2¹⁵) at the equator, times cos 60.17°: 152.1 m.
    let text = callout.dropFirst("  callout: \"".count).dropLast()
    let list = try #require(text.components(separatedBy: " / ").last)
    let names = (list.components(separatedBy: " and ").first ?? list).components(separatedBy: ", ")
    #expect(names.count == min(3, count))
    let pois = try SampleCSV.load(.helsinkiPOIs).rows
    for name in names {
      let distances = pois.filter { $0["name"] == name }.compactMap { row -> Double? in
        guard let lat = row["latitude"].flatMap(Double.init), let lon = row["longitude"].flatMap(Double.init)
        else { return nil }
        return Self.haversine((lat, lon), (anchor.latitude, anchor.longitude))
      }
      #expect(distances.contains { $0 <= 152.1 }, "\(name): \(distances)")
    }
    // The cluster formed at level 15 splits at level 16, whose published scale is 1:9,027.98.
    #expect(tap.contains { $0.contains("scale 1:9,028,") })
    #expect(Self.drawn(in: tap)?.level == 16)
    // Zooming back out draws what the search drew.
    let back = try #require(Self.drawn(in: ParsedTranscript.step("Zoom back out", in: flow)))
    #expect(back.markers == coffee.markers && back.clusters == coffee.clusters && back.clustered == coffee.clustered)
  }
}
