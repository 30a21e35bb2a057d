import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding
import MeridianModels
import MeridianTesting
import Testing

/// A search source that answers from fixed lists and records what it was asked, with the location.
final class RecordingSearchSource: SearchSource {
  enum Call: Equatable {
    case suggest(String, near: Point?)
    case search(String, near: Point?)
    case searchSuggestion(String)
    case repeatSearch(String, Envelope)
  }

  let name: String
  let suggestions: [SearchSuggestion]
  let results: [SearchResult]
  private let log = SharedLock<[Call]>([])

  init(name: String, suggestions: [SearchSuggestion] = [], results: [SearchResult] = []) {
    self.name = name
    self.suggestions = suggestions
    self.results = results
  }

  var calls: [Call] { log.withLock { $0 } }

  func suggest(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchSuggestion]
  {
    log.withLock { $0.append(.suggest(query, near: preferredSearchLocation)) }
    return suggestions
  }

  func search(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchResult]
  {
    log.withLock { $0.append(.search(query, near: preferredSearchLocation)) }
    return results
  }

  func search(
    _ suggestion: SearchSuggestion, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  )
    async throws -> [SearchResult]
  {
    log.withLock { $0.append(.searchSuggestion(suggestion.displayTitle)) }
    return results
  }

  func repeatSearch(_ query: String, searchExtent: Envelope) async throws -> [SearchResult] {
    log.withLock { $0.append(.repeatSearch(query, searchExtent)) }
    return results
  }
}

/// `PlaceFinderModel` over search sources: every request goes through the POI or the place source.
@Suite("PlaceFinderModel over search sources")
@MainActor
struct PlaceFinderSourcesTests {
  typealias State = PlaceFinderModel.State

  @Test("Suggestions come from the two sources; the chosen place is searched, then POIs near its location")
  func requestsGoThroughTheSources() async throws {
    let aalto = SearchResult(
      displayTitle: "Café Aalto", location: Helsinki.aleksanterinkatu9,
      attributes: ["Match_addr": "Café Aalto", "Place_addr": "Aleksanterinkatu 9, 00100 Helsinki", "Addr_type": "POI"])
    let poi = RecordingSearchSource(
      name: "POI", suggestions: [SearchSuggestion(displayTitle: "Café Aalto")], results: [aalto])
    let place = RecordingSearchSource(
      name: "Places", suggestions: [SearchSuggestion(displayTitle: "Helsinki")],
      results: [SearchResult(displayTitle: "Helsinki", location: Helsinki.center)])
    let mapView = Fixture.mapView()
    let model = PlaceFinderModel(poiSource: poi, placeSource: place, mapView: mapView)
    let recorder = StateRecorder(model)

    await model.typePOI("Caf").value
    await model.typeNear("Hel").value
    let helsinki = SuggestResult(label: "Helsinki")
    await recorder.expect(
      State(),
      State(poiText: "Caf", activeField: .poi),
      State(poiText: "Caf", activeField: .poi, suggestions: [.suggestion(SuggestResult(label: "Café Aalto"))]),
      State(poiText: "Caf", nearText: "Hel", activeField: .near),
      State(poiText: "Caf", nearText: "Hel", activeField: .near, suggestions: [.suggestion(helsinki)]))

    model.chooseSuggestion(.suggestion(helsinki))
    await model.search().value
    let found = PlaceFinderModel.Place(
      title: "Café Aalto", detail: "Aleksanterinkatu 9, 00100 Helsinki", location: Helsinki.aleksanterinkatu9)
    // Choosing is one step: the field takes the text and the list closes in one state.
    await recorder.expect(
      State(poiText: "Caf", nearText: "Helsinki"),
      State(poiText: "Caf", nearText: "Helsinki", isSearching: true),
      State(poiText: "Caf", nearText: "Helsinki", places: [found]))
    recorder.finish()
    #expect(poi.calls == [.suggest("Caf", near: nil), .search("Caf", near: Helsinki.center)])
    #expect(place.calls == [.suggest("Hel", near: nil), .searchSuggestion("Helsinki")])
    #expect(isClose(mapView.center, Helsinki.aleksanterinkatu9, tolerance: 1e-9))
  }
}
