import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

@Suite("SearchModel")
@MainActor
struct SearchModelTests {
  typealias State = SearchModel.State

  static let suggestions = [
    SuggestResult(label: "Kaivokatu 8, Helsinki", magicKey: "k8"),
    SuggestResult(label: "Kahvila", isCollection: true, magicKey: "cafe"),
  ]

  static func result(_ label: String, _ point: Point, extent: Envelope? = nil) -> GeocodeResult {
    GeocodeResult(label: label, displayLocation: point, extent: extent)
  }

  // MARK: - Suggestions

  @Test("Typing asks the locator for suggestions near the map's centre")
  func typingSuggests() async throws {
    let transport = MockTransport()
    transport.suggestResults = Self.suggestions
    let mapView = Fixture.mapView()
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)), mapView: mapView)
    let recorder = StateRecorder(model)
    await model.type("Ka").value
    let expected = Self.suggestions.map { SearchSuggestion($0, sourceName: "Locator") }
    await recorder.expect(
      State(), State(currentQuery: "Ka"), State(currentQuery: "Ka", outcome: .suggestions(expected)))
    recorder.finish()
    guard case .suggest(let text, let parameters) = try #require(transport.requests.first) else {
      Issue.record("expected a suggest")
      return
    }
    #expect(text == "Ka" && parameters.maxResults == 6)
    #expect(isClose(parameters.preferredSearchLocation, Helsinki.center, tolerance: 1e-9))
  }

  @Test("A newer keystroke wins: the older suggest is cancelled and its late answer ignored")
  func latestKeystrokeWins() async {
    let source = GatedSearchSource(honoursCancellation: { _ in false })
    let model = SearchModel(source: source)
    let recorder = StateRecorder(model)
    let first = model.type("K")
    await source.suggestGate.waitForArrivals(1)
    let second = model.type("Ka")
    await source.suggestGate.waitForArrivals(2)
    let kaivokatu = SearchSuggestion(displayTitle: "Kaivokatu")
    source.suggestGate.release("Ka", with: .success([kaivokatu]))
    await second.value
    source.suggestGate.release("K", with: .success([SearchSuggestion(displayTitle: "Kluuvi")]))
    await first.value
    await recorder.expect(
      State(), State(currentQuery: "K"), State(currentQuery: "Ka"),
      State(currentQuery: "Ka", outcome: .suggestions([kaivokatu])))
    recorder.finish()
  }

  @Test("With a debounce, only the text typed before a pause is suggested for")
  func debounce() async {
    let clock = TestClock()
    let source = GatedSearchSource()
    let model = SearchModel(source: source, clock: clock)
    model.debounce = .milliseconds(300)
    model.type("K")
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(200))
    let second = model.type("Ka")  // cancels the first wait
    await clock.waitForSleepers()
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(299))
    #expect(source.suggestGate.arrivals == 0)
    await clock.advance(by: .milliseconds(1))
    await source.suggestGate.waitForArrivals(1)
    #expect(source.suggestGate.pendingKeys == ["Ka"])
    source.suggestGate.release("Ka", with: .success([]))
    await second.value
    #expect(model.state == State(currentQuery: "Ka", outcome: .suggestions([])))
  }

  @Test("Emptying the query clears the outcome")
  func emptyQuery() async {
    let transport = MockTransport()
    transport.suggestResults = Self.suggestions
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)))
    await model.type("Ka").value
    model.currentQuery = ""
    #expect(model.state == State())
  }

  @Test("A failed suggest shows the error's message")
  func failure() async {
    let transport = MockTransport()
    transport.onSuggest { _, _ in throw GeocodingError.http(status: 502) }
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)))
    await model.type("Ka").value
    #expect(model.state == State(currentQuery: "Ka", outcome: .failure(GeocodingError.http(status: 502).description)))
  }

  // MARK: - Searching

  @Test("Accepting a single-place suggestion searches it, selects the result and zooms to its extent")
  func acceptSuggestion() async {
    let transport = MockTransport()
    let extent = Helsinki.extent(around: Helsinki.kaivokatu8)
    transport.geocodeResults = [Self.result("Kaivokatu 8, Helsinki", Helsinki.kaivokatu8, extent: extent)]
    let mapView = Fixture.mapView()
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)), mapView: mapView)
    let suggestion = SearchSuggestion(Self.suggestions[0], sourceName: "Locator")
    await model.acceptSuggestion(suggestion).value
    let found = SearchResult(
      displayTitle: "Kaivokatu 8, Helsinki", location: Helsinki.kaivokatu8, extent: extent, sourceName: "Locator")
    #expect(
      model.state == State(currentQuery: "Kaivokatu 8, Helsinki", outcome: .results([found]), selectedResult: found))
    #expect(transport.geocodeQueries == [.suggestion(Self.suggestions[0])])
    #expect(isClose(mapView.center, Helsinki.kaivokatu8, tolerance: 1e-7))
    #expect(model.resultsOverlay.graphics.count == 1)
  }

  @Test("A typed search keeps every result and zooms to their extent grown by 1.1")
  func commitSearchMultiple() async throws {
    let transport = MockTransport()
    transport.geocodeResults = [
      Self.result("Aleksanterinkatu 9", Helsinki.aleksanterinkatu9), Self.result("Simonkatu 10", Helsinki.simonkatu10),
    ]
    let mapView = Fixture.mapView()
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)), mapView: mapView)
    model.currentQuery = "katu"
    await model.commitSearch().value
    guard case .results(let results) = model.state.outcome else {
      Issue.record("expected results, got \(model.state)")
      return
    }
    #expect(results.map(\.displayTitle) == ["Aleksanterinkatu 9", "Simonkatu 10"])
    #expect(model.state.selectedResult == nil)
    // The two points span x 24.9359406...24.9480369 and y 60.1687353...60.1692283; the view is
    // centred on the middle, (24.94198875, 60.1689818), and shows all of the 1.1× box.
    #expect(isClose(mapView.center, Point(x: 24.94198875, y: 60.1689818, spatialReference: .wgs84), tolerance: 1e-7))
    let visible = try #require(mapView.visibleArea?.extent)
    #expect(visible.width >= (24.9480369 - 24.9359406) * 1.1 - 1e-9)
  }

  @Test("Accepting a collection suggestion keeps every result and selects none (automatic mode)")
  func acceptCollection() async {
    let transport = MockTransport()
    transport.geocodeResults = [
      Self.result("Café Aalto", Helsinki.aleksanterinkatu9), Self.result("Kahvila Simonkatu", Helsinki.simonkatu10),
    ]
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)))
    await model.acceptSuggestion(SearchSuggestion(Self.suggestions[1], sourceName: "Locator")).value
    guard case .results(let results) = model.state.outcome else {
      Issue.record("expected results, got \(model.state)")
      return
    }
    #expect(results.map(\.displayTitle) == ["Café Aalto", "Kahvila Simonkatu"])
    #expect(model.state.selectedResult == nil && model.state.currentQuery == "Kahvila")
  }

  @Test("Result mode single keeps and selects only the best result")
  func singleMode() async {
    let transport = MockTransport()
    transport.geocodeResults = [
      Self.result("Aleksanterinkatu 9", Helsinki.aleksanterinkatu9), Self.result("Simonkatu 10", Helsinki.simonkatu10),
    ]
    let model = SearchModel(source: LocatorSearchSource(locator: Fixture.locator(transport)))
    model.resultMode = .single
    model.currentQuery = "katu"
    await model.commitSearch().value
    let best = SearchResult(
      displayTitle: "Aleksanterinkatu 9", location: Helsinki.aleksanterinkatu9, sourceName: "Locator")
    #expect(model.state.outcome == .results([best]))
    #expect(model.state.selectedResult == best)
  }

  // MARK: - Repeat search here

  @Test("Panning more than 25% offers a repeat search, which searches inside the visible extent without zooming")
  func repeatSearchHere() async throws {
    let source = GatedSearchSource()
    let mapView = Fixture.mapView()
    let model = SearchModel(source: source, mapView: mapView)
    model.currentQuery = "cafe"
    source.suggestGate.drain { _ in .success([]) }
    await model.waitUntilIdle()
    source.searchGate.drain { _ in .success([]) }
    await model.commitSearch().value
    #expect(!model.state.isEligibleForRequery)

    // The centre threshold is 25% of the mean of 400 × 400 points: 100 points. A 99-point pan is not
    // enough; 2 more make it 101 points, 25.25%.
    mapView.pan(by: CGSize(width: 99, height: 0))
    #expect(!model.state.isEligibleForRequery)
    mapView.pan(by: CGSize(width: 2, height: 0))
    #expect(model.state.isEligibleForRequery)

    let center = mapView.center
    let visible = try #require(mapView.visibleArea?.extent)
    await model.repeatSearch().value
    #expect(source.repeatSearchExtents == [visible])
    #expect(mapView.center == center)
    #expect(!model.state.isEligibleForRequery)

    // A changed query drops the latch.
    mapView.pan(by: CGSize(width: 200, height: 0))
    #expect(model.state.isEligibleForRequery)
    model.currentQuery = "cafes"
    #expect(!model.state.isEligibleForRequery)
  }

  @Test("A locator repeat search keeps only results strictly inside the extent")
  func strictlyInside() async throws {
    let transport = MockTransport()
    let extent = Envelope(xMin: 24.93, yMin: 60.16, xMax: 24.945, yMax: 60.175, spatialReference: .wgs84)
    transport.geocodeResults = [
      Self.result("Kaivokatu 8", Helsinki.kaivokatu8),  // x 24.9419972: inside
      Self.result("Aleksanterinkatu 9", Helsinki.aleksanterinkatu9),  // x 24.9480369: outside
      Self.result("On the edge", Point(x: 24.945, y: 60.17, spatialReference: .wgs84)),
    ]
    let source = LocatorSearchSource(locator: Fixture.locator(transport))
    let results = try await source.repeatSearch("katu", searchExtent: extent)
    #expect(results.map(\.displayTitle) == ["Kaivokatu 8"])
    guard case .geocode(_, let parameters) = try #require(transport.requests.first) else { return }
    #expect(parameters.searchArea?.extent == extent)
  }

  // MARK: - Smart source

  @Test("The smart source widens a search that finds no more than its threshold")
  func smartWidening() async throws {
    let transport = MockTransport()
    let near = Self.result("Kaivokatu 8", Helsinki.kaivokatu8)
    let far = [near, Self.result("Simonkatu 10", Helsinki.simonkatu10)]
    transport.onGeocode { _, parameters in parameters.searchArea == nil ? far : [near] }
    let source = SmartLocatorSearchSource(locator: Fixture.locator(transport))
    let area = Helsinki.extent(around: Helsinki.kaivokatu8)
    let results = try await source.search("katu", searchArea: area, preferredSearchLocation: nil)
    #expect(results.map(\.displayTitle) == ["Kaivokatu 8", "Simonkatu 10"])
    #expect(transport.requests.count == 2)

    // Two results are above the threshold of 1: no widening.
    transport.onGeocode { _, _ in far }
    _ = try await source.search("katu", searchArea: area, preferredSearchLocation: nil)
    #expect(transport.requests.count == 3)
  }
}
