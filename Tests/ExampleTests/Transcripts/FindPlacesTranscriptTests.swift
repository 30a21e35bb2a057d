import Foundation
import Testing

/// `meridian-demo`'s find-places flow, checked against the raw Helsinki data.
@Suite("Find places transcript")
struct FindPlacesTranscriptTests {
  @Test("Coffee shop near the centre lists real cafés with their addresses, nearest first")
  func coffeeShops() throws {
    let flow = try DemoRuns.offlineTranscript().flow("Find places")
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
  func placesAreRealRows() throws {
    let flow = try DemoRuns.offlineTranscript().flow("Find places")
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
  func tapShowsCallout() throws {
    let flow = try DemoRuns.offlineTranscript().flow("Find places")
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
  func food() throws {
    let flow = try DemoRuns.offlineTranscript().flow("Find places")
    let step = ParsedTranscript.step("Pick the category \"Food\"", in: flow)
    #expect(step.first?.hasSuffix("purple markers on the map") == true)
  }
}
