import Foundation
import Testing

/// `meridian-demo`'s search-for-an-address flow, checked against the raw Helsinki addresses.
@Suite("Search for an address transcript")
struct SearchAddressTranscriptTests {
  @Test("Kaivokatu 1 resolves to the address point of the data")
  func kaivokatu() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Search for an address")
    let step = ParsedTranscript.step("Type \"Kaivokatu 1\" and press Search", in: flow)
    let status = try #require(step.first { $0.hasPrefix("  status: result \"Kaivokatu 1, 00100 Helsinki\" at ") })
    let location = try #require(ParsedTranscript.coordinates(in: status))
    // helsinki-addresses.csv: Kaivokatu 1, 00100 Helsinki has three points: node/25389429
    // (60.1713198, 24.9414566), node/315285956 (60.1707093, 24.9408728) and way/122595198 (postcode
    // 00101). The result must be one of the 00100 points, within the 1 m the transcript rounds to.
    let rows = try SampleCSV.load(.helsinkiAddresses).rows.filter {
      $0["street"] == "Kaivokatu" && $0["housenumber"] == "1" && $0["postcode"] == "00100"
    }
    let nearest = rows.compactMap { row -> Double? in
      guard let lat = row["latitude"].flatMap(Double.init), let lon = row["longitude"].flatMap(Double.init) else {
        return nil
      }
      return SampleCSV.distance(location.latitude, location.longitude, lat, lon)
    }.min()
    #expect(try #require(nearest) < 1.5)
    #expect(step.contains { $0.hasPrefix("  graphics: red square marker and label at the result") })
  }

  @Test("An empty search says Nothing to search! and sends nothing")
  func empty() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Search for an address")
    let step = ParsedTranscript.step("Press Search with nothing typed", in: flow)
    #expect(step.contains("  message: Nothing to search!"))
    #expect(!step.contains { $0.contains("searching") })
  }

  @Test("Text that names nothing leaves no result")
  func nonsense() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Search for an address")
    let step = ParsedTranscript.step("Type \"Qwxzv 999\" and press Search", in: flow)
    #expect(step.contains("  status: none"))
  }

  @Test("A newer search cancels the older one: only the latest result is shown")
  func latestWins() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Search for an address")
    let step = ParsedTranscript.step("Type \"Mikonkatu 18\", press Search, and at once search", in: flow)
    #expect(step.contains("  the older search was cancelled: its result was never shown"))
    let status = try #require(step.first { $0.hasPrefix("  status: ") })
    #expect(status.hasPrefix("  status: result \"Aleksanterinkatu 52, 00100 Helsinki\" at "))
    #expect(!step.contains { $0.contains("result \"Mikonkatu 18") })
  }
}
