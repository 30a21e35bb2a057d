import MeridianCore
import MeridianGraphics
import Testing

@testable import MeridianModels

/// The search flow as a state machine: it holds the state, and says the map effects in the words
/// every machine uses.
@Suite("SearchStateMachine")
struct SearchStateMachineTests {
  typealias Machine = SearchStateMachine
  typealias State = SearchModel.State

  static let kaivokatu = SearchResult(displayTitle: "Kaivokatu 8", location: Helsinki.kaivokatu8)
  static let simonkatu = SearchResult(displayTitle: "Simonkatu 10", location: Helsinki.simonkatu10)

  @Test("Typing stops what runs and suggests; emptying the field clears the outcome and the markers")
  func typing() {
    var machine = Machine()
    #expect(machine.setQuery("Kai", suggest: true) == [.cancelRequests, .suggest("Kai")])
    #expect(machine.state == State(currentQuery: "Kai"))
    // The same text again changes nothing and asks nothing.
    #expect(machine.setQuery("Kai", suggest: true) == [])
    #expect(machine.suggested(.failure(SearchFailure(message: "HTTP 503"))) == [])
    #expect(machine.state == State(currentQuery: "Kai", outcome: .failure("HTTP 503")))
    #expect(machine.setQuery(" ", suggest: true) == [.cancelRequests, .map(.clearMarkers)])
    #expect(machine.state == State(currentQuery: " "))
  }

  @Test("Results are drawn as red circles with a white outline, a single one selected, and zoomed to")
  func found() {
    var machine = Machine()
    _ = machine.setQuery("Kaivokatu 8", suggest: false)
    #expect(machine.searchStarted() == [])
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 12)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    // One result with no extent: the map centres on its point.
    #expect(
      machine.found([Self.kaivokatu], zoom: true) == [
        .map(.clearMarkers), .map(.drawMarkers([Marker(location: Helsinki.kaivokatu8)], symbol: symbol)),
        .map(.zoom(.center(Helsinki.kaivokatu8))),
      ])
    #expect(
      machine.state
        == State(currentQuery: "Kaivokatu 8", outcome: .results([Self.kaivokatu]), selectedResult: Self.kaivokatu))
    // Two results, no zoom asked: drawn, none selected.
    let effects = machine.found([Self.kaivokatu, Self.simonkatu], zoom: false)
    #expect(effects.count == 2)
    #expect(machine.state.selectedResult == nil)
  }

  @Test("Repeat search is offered once the map moves a quarter of its extent after the search settles")
  func repeatSearch() {
    var machine = Machine()
    _ = machine.setQuery("cafe", suggest: false)
    _ = machine.searchStarted()
    let settled = Envelope(xMin: 0, yMin: 0, xMax: 100, yMax: 100, spatialReference: .webMercator)
    _ = machine.settled(visibleExtent: settled)
    // 10 units of 100: not enough; 30 units: enough (RepeatSearchRule's 25 %).
    _ = machine.visibleExtentChanged(Envelope(xMin: 10, yMin: 0, xMax: 110, yMax: 100, spatialReference: .webMercator))
    #expect(!machine.state.isEligibleForRequery)
    _ = machine.visibleExtentChanged(Envelope(xMin: 30, yMin: 0, xMax: 130, yMax: 100, spatialReference: .webMercator))
    #expect(machine.state.isEligibleForRequery)
  }
}

/// The display-a-map flow as a state machine.
@Suite("MapDisplayStateMachine")
struct MapDisplayStateMachineTests {
  @Test("A tap draws a marker; the state lists it once drawn; a NaN tap does nothing; clearing clears")
  func markers() {
    var machine = MapDisplayStateMachine(map: MapChoice.defaults[0])
    #expect(
      machine.tapped(at: Helsinki.center)
        == [.map(.drawMarkers([Marker(location: Helsinki.center)], symbol: MapDisplayModel.markerSymbol))])
    #expect(machine.state.markers.isEmpty)
    _ = machine.markerDrawn(at: Helsinki.center)
    #expect(machine.state.markers == [Helsinki.center])
    #expect(machine.tapped(at: Point(x: .nan, y: 0, spatialReference: .wgs84)) == [])
    #expect(machine.choose(MapChoice.defaults[2]) == [.showMap(MapChoice.defaults[2])])
    #expect(machine.state.map.name == "Imagery")
    #expect(machine.clear() == [.map(.clearMarkers)])
    #expect(machine.state == MapDisplayModel.State(map: MapChoice.defaults[2]))
  }
}
