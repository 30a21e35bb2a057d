import Foundation
import Testing

/// `meridian-demo`'s offline-geocode flow, checked against the raw Helsinki addresses.
@Suite("Offline geocode transcript")
struct OfflineGeocodeTranscriptTests {
  @Test("The example offers the five preset addresses, each an address of the bundled Helsinki data")
  func presets() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Offline geocode")
    let line = try #require(flow.first { $0.hasPrefix("Preset addresses: ") })
    let presets = line.dropFirst("Preset addresses: ".count).components(separatedBy: "; ")
    // The sample app's list, which the example holds (the library model holds none).
    #expect(
      presets == [
        "Aleksanterinkatu 9, Helsinki", "Kaivokatu 8, Helsinki", "Annankatu 24, Helsinki", "Simonkatu 10, Helsinki",
        "Fredrikinkatu 41, Helsinki",
      ])
    let addresses = try SampleCSV.load(.helsinkiAddresses)
    for preset in presets {
      let street = preset.components(separatedBy: ", ")[0]
      let found = addresses.rows.contains { "\($0["street"] ?? "") \($0["housenumber"] ?? "")" == street }
      #expect(found, "\(street) is not a row of helsinki-addresses.csv")
    }
  }

  @Test("The preset Kaivokatu 8 is marked at an address point of Kaivokatu 8")
  func preset() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Offline geocode")
    let step = ParsedTranscript.step("Choose the preset \"Kaivokatu 8, Helsinki\"", in: flow)
    let marker = try #require(step.first.flatMap(ParsedTranscript.coordinates(in:)))
    let nearest = try #require(
      SampleCSV.load(.helsinkiAddresses).nearest(latitude: marker.latitude, longitude: marker.longitude).first)
    // helsinki-addresses.csv has eleven points for Kaivokatu 8 (e.g. node/316414960 at 60.1701983, 24.9423457).
    #expect(nearest["street"] == "Kaivokatu")
    #expect(nearest["housenumber"] == "8")
  }

  @Test("Each reverse geocode while dragging names the address point nearest the finger")
  func reverseWhileDragging() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Offline geocode")
    let addresses = try SampleCSV.load(.helsinkiAddresses)
    var checked = 0
    for prefix in ["Long-press at", "Drag to"] {
      var rest = flow[...]
      while let start = rest.firstIndex(where: { $0.hasPrefix("> \(prefix)") }) {
        let step = ParsedTranscript.step(prefix, in: Array(rest[start...]))
        rest = rest[(start + 1)...]
        guard let marker = step.first.flatMap(ParsedTranscript.coordinates(in:)),
          let callout = step.first(where: { $0.hasPrefix("  callout: \"") })
        else {
          Issue.record("a \(prefix) step has no marker or callout: \(step)")
          continue
        }
        // The nearest address point in the raw data, by the haversine distance, independent of the locator.
        let nearest = try #require(addresses.nearest(latitude: marker.latitude, longitude: marker.longitude).first)
        let street = "\(nearest["street"] ?? "") \(nearest["housenumber"] ?? "")"
        #expect(callout == "  callout: \"\(street), Helsinki, Uusimaa\"", "marker at \(marker)")
        checked += 1
      }
    }
    #expect(checked == 3)
  }

  @Test("Tapping the marker after the drag shows its address again")
  func tapMarker() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Offline geocode")
    let lift = ParsedTranscript.step("Lift the finger", in: flow)
    let tap = ParsedTranscript.step("Tap the marker", in: flow)
    let liftCallout = lift.first { $0.hasPrefix("  callout: ") }
    #expect(liftCallout != nil)
    #expect(tap.first { $0.hasPrefix("  callout: ") } == liftCallout)
  }

  @Test("While the finger is down the magnifier stands 90 points above it; after the lift it is gone")
  func magnifier() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Offline geocode")
    let press = ParsedTranscript.step("Long-press at (320.0, 270.0)", in: flow)
    #expect(press.contains("  magnifier: 2× at (320.0, 180.0), the callout above it"))
    let lift = ParsedTranscript.step("Lift the finger", in: flow)
    #expect(!lift.contains { $0.hasPrefix("  magnifier:") })
  }
}
