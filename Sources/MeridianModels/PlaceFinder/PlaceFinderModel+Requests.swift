import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView

// The requests of the find-place flow: suggestions, the POI search, and how they end.
extension PlaceFinderModel {
  func suggest(
    _ text: String, from source: any SearchSource, near location: Point?, withCurrentLocation: Bool, ticket: UInt64
  )
    -> Task<Void, Never>
  {
    core.tasks.run(
      "suggest", weakly: self,
      request: { try await source.suggest(text, searchArea: nil, preferredSearchLocation: location) },
      then: { model, outcome in
        model.showSuggestions(outcome, withCurrentLocation: withCurrentLocation, ticket: ticket)
        return nil
      })
  }

  private func showSuggestions(
    _ outcome: Result<[SearchSuggestion], any Error>, withCurrentLocation: Bool, ticket: UInt64
  ) {
    switch outcome {
    case .success(let results):
      guard suggestRequests.isCurrent(ticket) else { return }
      let rows = (withCurrentLocation ? currentLocationRows : []) + results.map(Self.row)
      update { $0.suggestions = rows }
    case .failure(let error) where isCancellation(error):
      return
    case .failure(let error):
      guard suggestRequests.isCurrent(ticket) else { return }
      update { $0.message = readableMessage(for: error) }
    }
  }

  func beginSearch() -> UInt64 {
    let ticket = searchRequests.begin()
    repeatRule.searchStarted()
    graphicsOverlay.removeAllGraphics()
    mapView.dismissCallout()
    update {
      $0.activeField = nil
      $0.suggestions = []
      $0.places = []
      $0.isSearching = true
      $0.canRedoSearch = false
      $0.callout = nil
      $0.message = nil
    }
    return ticket
  }

  /// What a POI search shows next: the zoom to its places, if any. `nil` from ``showPOIs`` means
  /// the search ended (failed, was cancelled or superseded) and nothing follows.
  struct POIZoom {
    var target: SearchModel.ZoomTarget?
  }

  /// The POI request, made without the model so that a dropped model is not kept alive by it.
  static func requestPOIs(
    _ poi: String, near location: Point?, in extent: Envelope?, from source: any SearchSource
  ) async -> Result<[SearchResult], any Error> {
    do {
      let results: [SearchResult]
      if let extent {
        results = try await source.repeatSearch(poi, searchExtent: extent)
      } else {
        results = try await source.search(poi, searchArea: nil, preferredSearchLocation: location)
      }
      try Task.checkCancellation()
      return .success(results)
    } catch {
      return .failure(error)
    }
  }

  /// Remembers the chosen near place's location for the search `ticket`.
  func rememberNear(_ location: Point?, ticket: UInt64) {
    if searchRequests.isCurrent(ticket) { nearLocation = location }
  }

  /// Shows a POI search's outcome; returns where to zoom (none for a search inside an extent), or
  /// `nil` when the search ended without results to settle.
  func showPOIs(_ outcome: Result<[SearchResult], any Error>, inExtent: Bool, ticket: UInt64) -> POIZoom? {
    let results: [SearchResult]
    switch outcome {
    case .success(let found): results = found
    case .failure(let error):
      fail(error, ticket: ticket)
      return nil
    }
    guard searchRequests.isCurrent(ticket) else { return nil }
    let places = results.compactMap(Place.init)
    let symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 12)
    try? graphicsOverlay.addGraphics(
      results.compactMap { result in
        result.location.map { Graphic(geometry: $0, attributes: result.attributes, symbol: symbol) }
      })
    update {
      $0.isSearching = false
      $0.places = places
      $0.message = places.isEmpty ? Self.noResults : nil
    }
    guard !inExtent, !places.isEmpty else { return POIZoom(target: nil) }
    // Zoom to the places' points (not the results' extents), as the classic sample zooms to the
    // extent of its markers.
    return POIZoom(
      target: SearchModel.zoomTarget(for: places.map { SearchResult(displayTitle: $0.title, location: $0.location) }))
  }

  /// Lets the repeat-search rule settle on the visible extent after the search `ticket`.
  func settle(_ ticket: UInt64) {
    if searchRequests.isCurrent(ticket) { repeatRule.searchSettled(visibleExtent: mapView.visibleArea?.extent) }
  }

  func fail(_ error: any Error, ticket: UInt64) {
    guard searchRequests.isCurrent(ticket) else { return }
    let cancelled = isCancellation(error)
    if !cancelled { repeatRule.searchSettled(visibleExtent: mapView.visibleArea?.extent) }
    update {
      $0.isSearching = false
      if !cancelled { $0.message = readableMessage(for: error) }
    }
  }

  /// A POI or populated-place source over a locator, as ``init(locator:mapView:redoSearchCriterion:)`` makes them.
  static func locatorSource(
    _ locator: LocatorTask, name: String, category: String, spatialReference: SpatialReference?
  ) -> LocatorSearchSource {
    var source = LocatorSearchSource(
      name: name, locator: locator, maximumResults: nil, maximumSuggestions: SuggestParameters().maxResults)
    source.suggestParameters.categories = [category]
    source.geocodeParameters.outputSpatialReference = spatialReference
    return source
  }

  /// The list row of a source's suggestion: the locator's own suggestion, or one made from its text.
  static func row(_ suggestion: SearchSuggestion) -> Suggestion {
    .suggestion(
      suggestion.suggestResult ?? SuggestResult(label: suggestion.displayTitle, isCollection: suggestion.isCollection))
  }
}
