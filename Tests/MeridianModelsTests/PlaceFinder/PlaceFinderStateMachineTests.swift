import MeridianCore
import MeridianGeocoding
import Testing

@testable import MeridianModels

/// The find-place flow as a pure state machine, synchronously: each step's effects and state, worked
/// by hand from the tutorial's rules.
@Suite("PlaceFinderStateMachine")
struct PlaceFinderStateMachineTests {
  typealias State = PlaceFinderModel.State
  typealias Place = PlaceFinderModel.Place
  typealias Machine = PlaceFinderStateMachine

  static let helsinki = SuggestResult(label: "Helsinki, Uusimaa, FIN", magicKey: "hel")
  static let aalto = SearchResult(
    displayTitle: "Café Aalto", location: Helsinki.aleksanterinkatu9,
    attributes: ["Match_addr": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki", "Addr_type": "POI"])
  static let simonkatu = SearchResult(
    displayTitle: "Simonkatu 10", location: Helsinki.simonkatu10,
    attributes: ["Match_addr": "Simonkatu 10, 00100 Helsinki", "Addr_type": "PointAddress"])
  static let places = [
    Place(title: "Café Aalto", detail: "Aleksanterinkatu 9, 00100 Helsinki", location: Helsinki.aleksanterinkatu9),
    Place(title: "Simonkatu 10, 00100 Helsinki", detail: nil, location: Helsinki.simonkatu10),
  ]

  @Test("Typing suggests per field; the near field offers Current Location first; choosing closes the list")
  func typingAndChoosing() {
    var machine = Machine(redoSearchCriterion: .significantChange)
    #expect(machine.typePOI("Caf") == [.suggest("Caf", field: .poi, near: nil)])
    #expect(machine.state == State(poiText: "Caf", activeField: .poi))
    // The POI field never lists Current Location, even with a location.
    #expect(
      machine.suggested([SearchSuggestion(displayTitle: "Café Aalto")], for: .poi, hasCurrentLocation: true) == [])
    #expect(
      machine.state
        == State(poiText: "Caf", activeField: .poi, suggestions: [.suggestion(SuggestResult(label: "Café Aalto"))]))
    #expect(
      machine.typeNear("Hel", currentLocation: Helsinki.kaivokatu8)
        == [.suggest("Hel", field: .near, near: Helsinki.kaivokatu8)])
    #expect(
      machine.state
        == State(poiText: "Caf", nearText: "Hel", activeField: .near, suggestions: [.currentLocation]))
    let suggestion = SearchSuggestion(Self.helsinki, sourceName: "Places")
    #expect(machine.suggested([suggestion], for: .near, hasCurrentLocation: true) == [])
    #expect(machine.state.suggestions == [.currentLocation, .suggestion(Self.helsinki)])
    #expect(machine.chooseSuggestion(.suggestion(Self.helsinki)) == [.cancelSuggest])
    #expect(machine.state == State(poiText: "Caf", nearText: "Helsinki, Uusimaa, FIN"))
    // Emptying a field asks for nothing and stops a suggest still running.
    #expect(machine.typePOI("") == [.cancelSuggest])
    #expect(machine.typeNear("", currentLocation: nil) == [.cancelSuggest])
    #expect(machine.state == State(activeField: .near))
  }

  @Test("A search near a chosen place geocodes it first, then finds POIs near it and zooms to their points")
  func searchNearChosenPlace() throws {
    var machine = Machine(redoSearchCriterion: .significantChange)
    _ = machine.typePOI("cafe")
    _ = machine.typeNear("Hel", currentLocation: nil)
    _ = machine.chooseSuggestion(.suggestion(Self.helsinki))
    #expect(
      machine.search(currentLocation: Helsinki.kaivokatu8)
        == [.clearMarkers, .dismissCallout, .search(.nearSuggestion(poi: "cafe", Self.helsinki))])
    #expect(
      machine.state == State(poiText: "cafe", nearText: "Helsinki, Uusimaa, FIN", isSearching: true))
    #expect(machine.foundNearPlace(at: Helsinki.center) == [])
    let effects = machine.found([Self.aalto, Self.simonkatu], inExtent: false)
    #expect(effects.first == .drawMarkers([Self.aalto, Self.simonkatu]))
    // The two points span x 24.9359406...24.9480369, y 60.1687353...60.1692283; grown by 1.1 about
    // their centre (24.94198875, 60.1689818): half-sizes 0.0066529650 and 0.0002711500.
    guard case .map(.zoom(.extent(let extent))) = try #require(effects.last), effects.count == 2 else {
      Issue.record("expected a zoom to an extent, got \(effects)")
      return
    }
    #expect(abs(extent.xMin - 24.9353357850) < 1e-9 && abs(extent.xMax - 24.9486417150) < 1e-9)
    #expect(abs(extent.yMin - 60.1687106500) < 1e-9 && abs(extent.yMax - 60.1692529500) < 1e-9)
    #expect(
      machine.state == State(poiText: "cafe", nearText: "Helsinki, Uusimaa, FIN", places: Self.places))
    // The next search near the same place uses the location found, without geocoding it again.
    #expect(
      machine.search(currentLocation: nil)
        == [.clearMarkers, .dismissCallout, .search(.near(poi: "cafe", location: Helsinki.center))])
  }

  @Test("Current Location searches near the location display's location; an empty POI field asks for one")
  func currentLocationAndEmptyPOI() {
    var machine = Machine(redoSearchCriterion: .significantChange)
    #expect(machine.search(currentLocation: Helsinki.kaivokatu8) == [.cancelSuggest])
    #expect(machine.state == State(message: "Point of interest required"))
    _ = machine.typePOI("cafe")
    _ = machine.typeNear("", currentLocation: Helsinki.kaivokatu8)
    #expect(machine.chooseSuggestion(.currentLocation) == [.cancelSuggest])
    #expect(
      machine.search(currentLocation: Helsinki.kaivokatu8)
        == [.clearMarkers, .dismissCallout, .search(.near(poi: "cafe", location: Helsinki.kaivokatu8))])
    // Without a location display, the same search looks anywhere.
    #expect(
      machine.search(currentLocation: nil)
        == [.clearMarkers, .dismissCallout, .search(.near(poi: "cafe", location: nil))])
    // Starting the location display fills only an empty near field.
    _ = machine.locationDisplayStarted()
    #expect(machine.state.nearText == "Current Location")
    _ = machine.typeNear("Espoo", currentLocation: nil)
    _ = machine.locationDisplayStarted()
    #expect(machine.state.nearText == "Espoo")
  }

  @Test("After the map moves a quarter away, Redo searches strictly inside the visible extent, without zooming")
  func redo() {
    var machine = Machine(redoSearchCriterion: .significantChange)
    let settled = Envelope(xMin: 0, yMin: 0, xMax: 1000, yMax: 600, spatialReference: .webMercator)
    // Moved right by 300 of a mean size of 800: 300 > 0.25 × 800 = 200.
    let moved = Envelope(xMin: 300, yMin: 0, xMax: 1300, yMax: 600, spatialReference: .webMercator)
    _ = machine.typePOI("cafe")
    #expect(machine.redoSearch(visibleExtent: moved) == [])  // not offered yet
    _ = machine.typeNear("Hel", currentLocation: nil)
    _ = machine.chooseSuggestion(.suggestion(Self.helsinki))
    _ = machine.search(currentLocation: nil)
    _ = machine.found([Self.aalto], inExtent: false)
    #expect(machine.settled(visibleExtent: settled) == [])
    #expect(machine.visibleExtentChanged(moved) == [])
    #expect(machine.state.canRedoSearch)
    #expect(
      machine.redoSearch(visibleExtent: moved)
        == [.clearMarkers, .dismissCallout, .search(.inExtent(poi: "cafe", moved))])
    #expect(
      machine.state == State(poiText: "cafe", nearText: "Helsinki, Uusimaa, FIN", isSearching: true))
    #expect(machine.found([Self.simonkatu], inExtent: true) == [.drawMarkers([Self.simonkatu])])
    // The chosen place is forgotten: the next search looks anywhere, not near Helsinki.
    #expect(
      machine.search(currentLocation: nil)
        == [.clearMarkers, .dismissCallout, .search(.near(poi: "cafe", location: nil))])
  }

  @Test("Nothing found says so; a failure shows its message; a cancelled search stops quietly")
  func outcomes() {
    var machine = Machine(redoSearchCriterion: .anyChange)
    _ = machine.typePOI("cafe")
    _ = machine.search(currentLocation: nil)
    #expect(machine.found([], inExtent: false) == [.drawMarkers([])])
    #expect(machine.state == State(poiText: "cafe", message: "No results found"))
    _ = machine.search(currentLocation: nil)
    #expect(machine.searchFailed(message: "HTTP 503", visibleExtent: nil) == [])
    #expect(machine.state == State(poiText: "cafe", message: "HTTP 503"))
    _ = machine.search(currentLocation: nil)
    #expect(machine.searchCancelled() == [])
    #expect(machine.state == State(poiText: "cafe"))
    #expect(machine.suggestFailed(message: "HTTP 500") == [])
    #expect(machine.state == State(poiText: "cafe", message: "HTTP 500"))
  }

  @Test("A tapped POI shows its title and address; an address only its title; nothing hides the callout")
  func tapping() {
    var machine = Machine(redoSearchCriterion: .significantChange)
    #expect(
      machine.tapped(Self.places[0]) == [
        .showCallout(title: "Café Aalto", detail: "Aleksanterinkatu 9, 00100 Helsinki")
      ])
    #expect(machine.tapped(Self.places[1]) == [.showCallout(title: "Simonkatu 10, 00100 Helsinki", detail: nil)])
    // A POI without Place_addr has an empty detail: the callout shows no detail line.
    let bare = Place(attributes: ["Match_addr": "Kiosk", "Addr_type": "POI"], label: "", location: Helsinki.center)
    #expect(machine.tapped(bare) == [.showCallout(title: "Kiosk", detail: nil)])
    #expect(machine.tapped(nil) == [.dismissCallout])
    #expect(machine.tapFailed(message: "screenPoint is NaN") == [.dismissCallout])
    #expect(machine.state == State(message: "screenPoint is NaN"))
  }
}
