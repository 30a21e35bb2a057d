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
    tasks.run("suggest") { [weak self] in
      guard let self else { return }
      do {
        let results = try await source.suggest(text, searchArea: nil, preferredSearchLocation: location)
        try Task.checkCancellation()
        guard suggestRequests.isCurrent(ticket) else { return }
        let rows = (withCurrentLocation ? currentLocationRows : []) + results.map(Self.row)
        update { $0.suggestions = rows }
      } catch  where isCancellation(error) {
        return
      } catch {
        guard suggestRequests.isCurrent(ticket) else { return }
        update { $0.message = readableMessage(for: error) }
      }
    }
  }

  func beginSearch() -> UInt64 {
    let ticket = searchRequests.begin()
    repeatRule.searchStarted()
    graphicsOverlay.removeAllGraphics()
    mapView.callout = nil
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

  func findPOIs(_ poi: String, near location: Point?, in extent: Envelope?, ticket: UInt64) async {
    do {
      let results: [SearchResult]
      if let extent {
        results = try await poiSource.repeatSearch(poi, searchExtent: extent)
      } else {
        results = try await poiSource.search(poi, searchArea: nil, preferredSearchLocation: location)
      }
      try Task.checkCancellation()
      guard searchRequests.isCurrent(ticket) else { return }
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
      if extent == nil, !places.isEmpty {
        // Zoom to the places' points (not the results' extents), as the classic sample zooms to the
        // extent of its markers.
        let target = SearchModel.zoomTarget(
          for: places.map { SearchResult(displayTitle: $0.title, location: $0.location) })
        switch target {
        case .center(let point): _ = await mapView.setViewpointCenter(point)
        case .extent(let extent): _ = await mapView.setViewpointGeometry(extent)
        case nil: break
        }
      }
      if searchRequests.isCurrent(ticket) { repeatRule.searchSettled(visibleExtent: mapView.visibleArea?.extent) }
    } catch {
      fail(error, ticket: ticket)
    }
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

  /// A POI or populated-place source over a locator, as ``init(locator:mapView:)`` makes them.
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
