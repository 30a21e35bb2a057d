import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianModels
import MeridianTesting
import Testing

/// `SmartLocatorSearchSource` widens a constrained suggest or search that finds too little.
@Suite("SmartLocatorSearchSource")
struct SmartLocatorSearchSourceTests {
  /// Suggestions named `name0`, `name1`, ….
  static func suggestions(_ name: String, _ count: Int) -> [SuggestResult] {
    (0..<count).map { SuggestResult(label: "\(name)\($0)", magicKey: "\(name)\($0)") }
  }

  /// The constraints of each suggest request the transport got: (has a search area, has a location).
  static func constraints(_ transport: MockTransport) -> [(area: Bool, location: Bool)] {
    transport.requests.compactMap { request in
      guard case .suggest(_, let parameters) = request else { return nil }
      return (parameters.searchArea != nil, parameters.preferredSearchLocation != nil)
    }
  }

  // MARK: - Suggest threshold

  @Test("A suggest with no more than 6 suggestions (the default threshold) asks again without the area, then anywhere")
  func suggestWidensByDefault() async throws {
    let transport = MockTransport()
    let inArea = Self.suggestions("area", 2)
    let nearby = [inArea[1]] + Self.suggestions("near", 2)
    let anywhere = Self.suggestions("any", 5)
    transport.onSuggest { _, parameters in
      if parameters.searchArea != nil { return inArea }
      return parameters.preferredSearchLocation != nil ? nearby : anywhere
    }
    let source = SmartLocatorSearchSource(locator: LocatorTask(transport: transport, clock: TestClock()))
    #expect(source.repeatSuggestResultThreshold == 6)
    let suggestions = try await source.suggest(
      "Kai", searchArea: Helsinki.extent(around: Helsinki.kaivokatu8), preferredSearchLocation: Helsinki.kaivokatu8)
    // 2 in the area, then 2 new nearby (4 in all, still no more than 6), then anywhere, cut at 6.
    #expect(suggestions.map(\.displayTitle) == ["area0", "area1", "near0", "near1", "any0", "any1"])
    let asked = Self.constraints(transport)
    #expect(asked.map(\.area) == [true, false, false])
    #expect(asked.map(\.location) == [true, true, false])
  }

  @Test(
    "The suggest threshold is inclusive: exactly the threshold widens, one more does not",
    arguments: [(found: 3, requests: 2), (found: 4, requests: 1)])
  func suggestThresholdBoundary(found: Int, requests: Int) async throws {
    let transport = MockTransport()
    transport.onSuggest { _, parameters in
      parameters.searchArea != nil ? Self.suggestions("area", found) : Self.suggestions("wide", 3)
    }
    let source = SmartLocatorSearchSource(
      locator: LocatorTask(transport: transport, clock: TestClock()), maximumSuggestions: 10,
      repeatSuggestResultThreshold: 3)
    let suggestions = try await source.suggest(
      "Kai", searchArea: Helsinki.extent(around: Helsinki.kaivokatu8), preferredSearchLocation: nil)
    #expect(Self.constraints(transport).count == requests)
    #expect(suggestions.count == (requests == 2 ? found + 3 : found))
  }

  @Test("The suggest threshold is separate from the search threshold")
  func suggestAndSearchThresholdsDiffer() async throws {
    let transport = MockTransport()
    transport.suggestResults = Self.suggestions("s", 2)
    transport.geocodeResults = [
      GeocodeResult(label: "Kaivokatu 8", displayLocation: Helsinki.kaivokatu8),
      GeocodeResult(label: "Simonkatu 10", displayLocation: Helsinki.simonkatu10),
    ]
    // Two answers: above the search threshold of 1, not above the suggest threshold of 6.
    let source = SmartLocatorSearchSource(locator: LocatorTask(transport: transport, clock: TestClock()))
    let area = Helsinki.extent(around: Helsinki.kaivokatu8)
    _ = try await source.search("katu", searchArea: area, preferredSearchLocation: nil)
    #expect(transport.requests.count == 1)
    _ = try await source.suggest("ka", searchArea: area, preferredSearchLocation: nil)
    #expect(transport.requests.count == 3)  // the suggest was asked again without the area
  }

  @Test("A suggest with no constraint is never widened")
  func unconstrainedSuggest() async throws {
    let transport = MockTransport()
    transport.suggestResults = []
    let source = SmartLocatorSearchSource(locator: LocatorTask(transport: transport, clock: TestClock()))
    #expect(try await source.suggest("zz", searchArea: nil, preferredSearchLocation: nil).isEmpty)
    #expect(transport.requests.count == 1)
  }
}
