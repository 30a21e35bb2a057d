import Foundation
import Testing

/// `meridian-demo`'s find-place flow, checked against the raw Helsinki and GeoNames data.
@Suite("Find place transcript")
struct FindPlaceTranscriptTests {
  @Test("Typing Cafe suggests real cafés from the data")
  func poiSuggestions() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    let step = ParsedTranscript.step("Type \"Cafe\" into the place field", in: flow)
    let line = try #require(step.first { $0.hasPrefix("  suggestions for \"Cafe\": ") })
    // helsinki-pois.csv line 77, node/307465178: Cafe Engel, amenity=cafe, Aleksanterinkatu 26, 00170 Helsinki;
    // line 10, node/60068035: Cafe Java, amenity=cafe, no street. Both start with "Cafe".
    #expect(line.contains("\"Cafe Engel, Aleksanterinkatu 26, 00170 Helsinki, FIN\""))
    #expect(line.contains("\"Cafe Java, Helsinki, FIN\""))
    #expect(!line.contains("Current Location"))
  }

  @Test("The near field offers Current Location first, then populated places")
  func nearSuggestions() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    let step = ParsedTranscript.step("Type \"Helsinki\" into the near field", in: flow)
    let line = try #require(step.first { $0.hasPrefix("  suggestions for \"Helsinki\": ") })
    #expect(line.hasPrefix("  suggestions for \"Helsinki\": \"Current Location\", "))
    // geonames-cities1000.csv line 13111: 658225, Helsinki, admin1 Uusimaa, FI, population 658,864.
    #expect(line.contains("\"Helsinki, Uusimaa, FIN\""))
  }

  @Test("Choosing the populated place Helsinki finds the cafés nearest it")
  func searchNearChosenPlace() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    let step = ParsedTranscript.step("Choose \"Helsinki, Uusimaa, FIN\" and press Search", in: flow)
    try #require(!step.isEmpty, "no step chose a populated place:\n\(flow.joined(separator: "\n"))")
    #expect(step.first == "  near field: \"Helsinki, Uusimaa, FIN\"")
    #expect(step.dropFirst().first?.hasPrefix("  20 places; map centre ") == true)
    // The suggestion geocodes to GeoNames' Helsinki (geonames-cities1000.csv line 13111: 658225 at
    // 60.16952 N, 24.93545 E). The eight cafés (osm_value "cafe") of helsinki-pois.csv nearest that
    // point, by the haversine distance computed with Python from the CSV: lines 709 (90 m), 283 (122 m),
    // 10 (125 m), 378 (130 m), 1348 (134 m), 1298 (145 m), 1355 (147 m) and 382 (150 m).
    let nearest = [
      "Wayne's Coffee", "Habibi Deli", "Cafe Java", "Cafe Lasipalatsi", "Fazer Café", "Picnic", "Ciao! Caffé",
      "Robert's Coffee",
    ]
    #expect(Self.listedNames(step) == nearest)
  }

  @Test("Searching near Current Location lists places near the device, and the map zooms to them")
  func searchNearCurrentLocation() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    let step = ParsedTranscript.step(
      "Open the near field again, choose \"Current Location\" and press Search", in: flow)
    #expect(step.first == "  near field: \"Current Location\"")
    let summary = try #require(step.dropFirst().first)
    #expect(summary.hasPrefix("  20 places; map centre "))
    // The map was at 1:15,000; zooming to the results changes the scale.
    #expect(!summary.contains("scale 1:15,000"))
    let pois = try SampleCSV.load(.helsinkiPOIs)
    // Each listed place is within 400 m of the device (60.16870, 24.94270) in the raw data.
    let listed = Self.listedNames(step)
    #expect(!listed.isEmpty)
    for name in listed {
      let distances = pois.rows.filter { $0["name"] == name }.compactMap { row -> Double? in
        guard let lat = row["latitude"].flatMap(Double.init), let lon = row["longitude"].flatMap(Double.init) else {
          return nil
        }
        return SampleCSV.distance(60.16870, 24.94270, lat, lon)
      }
      #expect((distances.min() ?? .infinity) < 400, "\(name) is not near the device")
    }
  }

  /// The names of a step's numbered places (`   1. Name — address`).
  static func listedNames(_ step: [String]) -> [String] {
    step.compactMap { line -> String? in
      guard let dot = line.range(of: ". "), line.trimmingCharacters(in: .whitespaces).first?.isNumber == true else {
        return nil
      }
      let rest = line[dot.upperBound...]
      return String(rest.components(separatedBy: " — ").first ?? "")
    }
  }

  @Test("Panning away offers Redo search in this area, which searches the visible extent")
  func redoSearch() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    let pan = ParsedTranscript.step("Pan the map 400 points to the left", in: flow)
    #expect(pan.contains("  \"Redo search in this area\" is shown"))
    let redo = ParsedTranscript.step("Tap \"Redo search in this area\"", in: flow)
    #expect(redo.first?.contains(" places; map centre ") == true)
  }

  @Test("Tapping a result shows its name and address")
  func tap() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Find place")
    guard let tapLine = flow.first(where: { $0.hasPrefix("> Tap the result \"") }) else {
      Issue.record("no result was tapped")
      return
    }
    let title = String(tapLine.dropFirst("> Tap the result \"".count).prefix { $0 != "\"" })
    let callout = try #require(ParsedTranscript.step("Tap the result", in: flow).first)
    #expect(callout.hasPrefix("  callout: \"\(title)\""))
  }
}
