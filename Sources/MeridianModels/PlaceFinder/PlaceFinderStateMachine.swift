import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics

/// The find-place flow as a pure state machine: what each keystroke, choice, search and answer does
/// to the state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds the state, and no graphic, view, source or task: the model runs the requests an
/// effect names, draws the markers and shows the map view's callout (the view holds it). The model's
/// requests hand the machine only the current request's answer (a keystroke supersedes the suggest
/// before it; a search supersedes suggests, taps and the search before it).
struct PlaceFinderStateMachine: Sendable {
  typealias Field = PlaceFinderModel.Field
  typealias Suggestion = PlaceFinderModel.Suggestion
  typealias Place = PlaceFinderModel.Place

  /// The POI search to run: near a location (or anywhere), near a chosen suggestion (geocoded
  /// first), or strictly inside an extent.
  enum Search: Sendable, Equatable {
    /// POIs near a location, or anywhere for `nil`.
    case near(poi: String, location: Point?)
    /// POIs near a chosen place: its suggestion is geocoded first.
    case nearSuggestion(poi: String, SuggestResult)
    /// POIs strictly inside an extent, without zooming ("Redo search in this area").
    case inExtent(poi: String, Envelope)
  }

  /// What the model is to do, in the order given: start or stop a request, or do a map effect.
  enum Effect: Sendable, Equatable {
    /// Start suggesting for a field's text: POIs for the POI field, populated places (near a
    /// location, when one is known) for the near field.
    case suggest(String, field: Field, near: Point?)
    /// Cancel the suggest still running.
    case cancelSuggest
    /// Start a POI search.
    case search(Search)
    /// Do a map effect (the markers, the callout, the camera).
    case map(MapEffect)

    /// Remove every marker.
    static let clearMarkers = Effect.map(.clearMarkers)

    /// Draw a marker (a red circle, 12 points) for each result that has a location.
    static func drawMarkers(_ results: [SearchResult]) -> Effect {
      let markers = results.compactMap { result in
        result.location.map { Marker(location: $0, attributes: result.attributes) }
      }
      return .map(.drawMarkers(markers, symbol: SimpleMarkerSymbol(style: .circle, color: .red, size: 12)))
    }

    /// Show the map view's callout on the tapped marker.
    static func showCallout(title: String, detail: String?) -> Effect {
      .map(.showCallout(.tappedGraphic, title: title, detail: detail))
    }

    /// Hide the map view's callout.
    static let dismissCallout = Effect.map(.dismissCallout)

    /// Move the map to the places found.
    static func zoom(_ target: SearchModel.ZoomTarget) -> Effect { .map(.zoom(target)) }
  }

  /// What a person sees.
  private(set) var state = PlaceFinderModel.State()
  private(set) var repeatRule: RepeatSearchRule
  /// The near-field suggestion chosen, until the near text is edited.
  private(set) var chosenNear: SuggestResult?
  /// The chosen place's location, once its geocode found it.
  private(set) var nearLocation: Point?

  /// Creates the machine with a repeat-search rule.
  init(redoSearchCriterion: RepeatSearchRule.Criterion) {
    repeatRule = RepeatSearchRule(criterion: redoSearchCriterion)
  }

  // MARK: - Typing and choosing

  /// The POI field's text changed: suggest POIs for non-empty text.
  mutating func typePOI(_ text: String) -> [Effect] {
    repeatRule.queryChanged()
    state.poiText = text
    state.activeField = .poi
    state.suggestions = []
    state.canRedoSearch = false
    return text.isEmpty ? [.cancelSuggest] : [.suggest(text, field: .poi, near: nil)]
  }

  /// The near field's text changed: the chosen place is forgotten, "Current Location" is offered
  /// first when the location display has a location, and non-empty text suggests places near it.
  ///
  /// - Parameters:
  ///   - text: The field's text now.
  ///   - currentLocation: The location display's location, if it has one.
  mutating func typeNear(_ text: String, currentLocation: Point?) -> [Effect] {
    chosenNear = nil
    nearLocation = nil
    state.nearText = text
    state.activeField = .near
    state.suggestions = currentLocation == nil ? [] : [.currentLocation]
    return text.isEmpty ? [.cancelSuggest] : [.suggest(text, field: .near, near: currentLocation)]
  }

  /// Suggestions came for a field; the near field lists "Current Location" first when the location
  /// display has a location.
  mutating func suggested(_ suggestions: [SearchSuggestion], for field: Field, hasCurrentLocation: Bool) -> [Effect] {
    let first: [Suggestion] = field == .near && hasCurrentLocation ? [.currentLocation] : []
    state.suggestions = first + suggestions.map(Self.row)
    return []
  }

  /// A suggest failed: its message shows.
  mutating func suggestFailed(message: String) -> [Effect] {
    state.message = message
    return []
  }

  /// A row was picked: its text fills the active field (a near-field suggestion is remembered, to
  /// be geocoded by the search), the list closes and a suggest still running stops.
  mutating func chooseSuggestion(_ suggestion: Suggestion) -> [Effect] {
    switch (state.activeField, suggestion) {
    case (.near, .currentLocation):
      chosenNear = nil
      nearLocation = nil
      state.nearText = PlaceFinderModel.currentLocationText
    case (.near, .suggestion(let result)):
      chosenNear = result
      nearLocation = nil
      state.nearText = result.label
    case (_, .suggestion(let result)):
      state.poiText = result.label
    case (_, .currentLocation):
      break
    }
    state.suggestions = []
    state.activeField = nil
    return [.cancelSuggest]
  }

  /// The location display started: an empty near field reads "Current Location".
  mutating func locationDisplayStarted() -> [Effect] {
    if state.nearText.isEmpty { state.nearText = PlaceFinderModel.currentLocationText }
    return []
  }

  // MARK: - Searching

  /// A search was asked for: POIs near the chosen place's location, near the current location when
  /// the near field says "Current Location", near the chosen suggestion (geocoded first), or
  /// anywhere. An empty POI field says a point of interest is required.
  ///
  /// - Parameter currentLocation: The location display's location, if it has one.
  mutating func search(currentLocation: Point?) -> [Effect] {
    let poi = state.poiText.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !poi.isEmpty else {
      state.message = PlaceFinderModel.poiRequired
      return [.cancelSuggest]
    }
    let current = state.nearText == PlaceFinderModel.currentLocationText ? currentLocation : nil
    let search: Search
    if let location = nearLocation ?? current {
      search = .near(poi: poi, location: location)
    } else if let chosenNear {
      search = .nearSuggestion(poi: poi, chosenNear)
    } else {
      search = .near(poi: poi, location: nil)
    }
    return beginSearch(search)
  }

  /// "Redo search in this area" was asked for: when offered, the POI text is searched strictly
  /// inside the visible extent; the chosen place is forgotten, the near text kept.
  mutating func redoSearch(visibleExtent: Envelope?) -> [Effect] {
    let poi = state.poiText.trimmingCharacters(in: .whitespacesAndNewlines)
    guard state.canRedoSearch, !poi.isEmpty, let visibleExtent else { return [] }
    chosenNear = nil
    nearLocation = nil
    return beginSearch(.inExtent(poi: poi, visibleExtent))
  }

  /// The chosen place's geocode found it (or not): later searches use its location.
  mutating func foundNearPlace(at location: Point?) -> [Effect] {
    nearLocation = location
    return []
  }

  /// The POI search answered: a marker and a place for each result with a location, a zoom to
  /// them unless the search was inside an extent, or "No results found".
  mutating func found(_ results: [SearchResult], inExtent: Bool) -> [Effect] {
    let places = results.compactMap(Place.init)
    state.isSearching = false
    state.places = places
    state.message = places.isEmpty ? PlaceFinderModel.noResults : nil
    guard !inExtent, !places.isEmpty,
      // Zoom to the places' points (not the results' extents), as the classic sample zooms to
      // the extent of its markers.
      let target = SearchModel.zoomTarget(
        for: places.map { SearchResult(displayTitle: $0.title, location: $0.location) })
    else { return [.drawMarkers(results)] }
    return [.drawMarkers(results), .zoom(target)]
  }

  /// The search and its zoom are done: "Redo search in this area" is judged from this extent on.
  mutating func settled(visibleExtent: Envelope?) -> [Effect] {
    repeatRule.searchSettled(visibleExtent: visibleExtent)
    return []
  }

  /// The search failed: its message shows, and the repeat rule settles on the visible extent.
  mutating func searchFailed(message: String, visibleExtent: Envelope?) -> [Effect] {
    repeatRule.searchSettled(visibleExtent: visibleExtent)
    state.isSearching = false
    state.message = message
    return []
  }

  /// The search was cancelled: it stops, with no message.
  mutating func searchCancelled() -> [Effect] {
    state.isSearching = false
    return []
  }

  /// The visible extent changed: "Redo search in this area" is offered once it has moved far
  /// enough since the last search settled, and while the POI field has text.
  mutating func visibleExtentChanged(_ extent: Envelope) -> [Effect] {
    guard !state.poiText.isEmpty else { return [] }
    if repeatRule.visibleExtentChanged(extent) != state.canRedoSearch { state.canRedoSearch = repeatRule.isEligible }
    return []
  }

  // MARK: - Tapping

  /// A tap was identified: a place shows its title and detail in the callout; nothing hides it.
  mutating func tapped(_ place: Place?) -> [Effect] {
    guard let place else { return [.dismissCallout] }
    return [.showCallout(title: place.title, detail: place.detail.flatMap { $0.isEmpty ? nil : $0 })]
  }

  /// A tap could not be identified: the callout goes and the error shows.
  mutating func tapFailed(message: String) -> [Effect] {
    state.message = message
    return [.dismissCallout]
  }

  // MARK: - Helpers

  private mutating func beginSearch(_ search: Search) -> [Effect] {
    repeatRule.searchStarted()
    state.activeField = nil
    state.suggestions = []
    state.places = []
    state.isSearching = true
    state.canRedoSearch = false
    state.message = nil
    return [.clearMarkers, .dismissCallout, .search(search)]
  }

  /// The list row of a source's suggestion: the locator's own suggestion, or one made from its text.
  static func row(_ suggestion: SearchSuggestion) -> Suggestion {
    .suggestion(
      suggestion.suggestResult ?? SuggestResult(label: suggestion.displayTitle, isCollection: suggestion.isCollection))
  }
}
