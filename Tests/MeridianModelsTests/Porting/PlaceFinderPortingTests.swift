import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianMapView
import MeridianModels
import MeridianTesting
import Testing

/// Issue 14, point 7: the find-place tutorial's "Redo search in this area" and "Current Location".
@Suite("PlaceFinderModel as the find-place tutorial has it")
@MainActor
struct PlaceFinderPortingTests {
  static let cafes = [
    GeocodeResult(
      label: "Café Aalto", displayLocation: Helsinki.aleksanterinkatu9,
      attributes: ["Match_addr": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki", "Addr_type": "POI"])
  ]

  @Test("With the \"any change\" rule a 1-point pan offers the redo; the default 25% rule does not")
  func anyChange() async {
    for (criterion, offered) in [(RepeatSearchRule.Criterion.anyChange, true), (.significantChange, false)] {
      let transport = MockTransport()
      transport.geocodeResults = Self.cafes
      let mapView = Fixture.mapView()
      let model = PlaceFinderModel(
        locator: Fixture.locator(transport), mapView: mapView, redoSearchCriterion: criterion)
      await model.typePOI("cafe").value
      await model.search().value
      #expect(!model.state.canRedoSearch)
      // 1 point of 400 is 0.25% of the width: far under the 25% rule, but a change.
      mapView.pan(by: CGSize(width: 1, height: 0))
      #expect(model.state.canRedoSearch == offered, "\(criterion)")
    }
  }

  @Test("The rule's any-change criterion is eligible on any different extent, and not on the same one")
  func ruleAnyChange() {
    var rule = RepeatSearchRule(criterion: .anyChange)
    let reference = Envelope(xMin: 0, yMin: 0, xMax: 1000, yMax: 600, spatialReference: .webMercator)
    rule.searchSettled(visibleExtent: reference)
    let same = rule.visibleExtentChanged(reference)
    #expect(!same)
    let moved = rule.visibleExtentChanged(
      Envelope(xMin: 1, yMin: 0, xMax: 1001, yMax: 600, spatialReference: .webMercator))
    #expect(moved)
  }

  @Test("Redoing keeps the near field's text and forgets only the chosen suggestion")
  func redoKeepsNearText() async throws {
    let transport = MockTransport()
    transport.geocodeResults = Self.cafes
    transport.suggestResults = [SuggestResult(label: "Helsinki, Uusimaa, FIN", magicKey: "hel")]
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(locator: Fixture.locator(transport), mapView: mapView, redoSearchCriterion: .anyChange)
    await model.typePOI("cafe").value
    await model.typeNear("Hels").value
    let suggestion = try #require(model.state.suggestions.first { if case .suggestion = $0 { true } else { false } })
    model.chooseSuggestion(suggestion)
    await model.search().value
    mapView.pan(by: CGSize(width: 5, height: 0))
    #expect(model.state.canRedoSearch)
    await model.redoSearchInThisArea().value
    #expect(model.state.nearText == "Helsinki, Uusimaa, FIN")
    // A later search near the same text no longer geocodes the forgotten suggestion: only POI requests.
    let geocodesBefore = transport.requests.count
    await model.search().value
    let later = transport.requests.dropFirst(geocodesBefore)
    #expect(later.count == 1)
    guard case .geocode(let text, _)? = later.first else {
      Issue.record("expected one POI geocode, got \(Array(later))")
      return
    }
    #expect(text == .searchText("cafe"))
  }

  @Test("Starting the location display fills an empty near field with \"Current Location\", once")
  func currentLocationPrefill() async throws {
    let clock = TestClock()
    let mapView = Fixture.mapView(clock: clock)
    mapView.locationDisplay.dataSource = SimulatedLocationDataSource(points: [Helsinki.kaivokatu8], clock: clock)
    let model = PlaceFinderModel(locator: Fixture.locator(MockTransport()), mapView: mapView)
    #expect(model.state.nearText == "")
    try await model.startLocationDisplay()
    #expect(model.state.nearText == PlaceFinderModel.currentLocationText)
    #expect(mapView.locationDisplay.autoPanMode == .recenter)
    // A near field the person has typed in is left alone by a restart.
    await model.typeNear("Espoo").value
    try await model.startLocationDisplay()
    #expect(model.state.nearText == "Espoo")
  }

  @Test("A location display that cannot start leaves the near field empty and throws")
  func prefillFailure() async {
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(locator: Fixture.locator(MockTransport()), mapView: mapView)
    await #expect(throws: MapViewError.noLocationDataSource) { try await model.startLocationDisplay() }
    #expect(model.state.nearText == "")
  }
}
