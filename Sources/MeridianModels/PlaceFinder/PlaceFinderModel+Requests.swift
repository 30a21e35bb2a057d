import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianGraphics
import MeridianMapView

// The requests of the find-place flow, and how the model applies what its state machine says.
extension PlaceFinderModel {
  /// Does what the machine said, in order, then publishes its state.
  ///
  /// - Parameters:
  ///   - effects: What the machine said.
  ///   - tapped: The graphic a tap identified, for a callout to show on.
  /// - Returns: The request started, if any, and the zoom to await, if any.
  @discardableResult
  func apply(
    _ effects: [PlaceFinderStateMachine.Effect], tapped: Graphic? = nil
  ) -> (request: Task<Void, Never>?, followUp: FollowUp?) {
    var request: Task<Void, Never>?
    var followUp: FollowUp?
    let scene = MapScene(mapView: mapView, overlay: graphicsOverlay, tapped: tapped)
    for effect in effects {
      switch effect {
      case .suggest(let text, let field, let location): request = suggest(text, for: field, near: location)
      case .cancelSuggest: core.requests.cancel(.suggest)
      case .search(let search): request = start(search)
      case .map(let effect): followUp = scene.perform([effect], callouts: core).followUp ?? followUp
      }
    }
    let new = machine.state
    update { $0 = new }
    return (request, followUp)
  }

  private func suggest(_ text: String, for field: Field, near location: Point?) -> Task<Void, Never> {
    let source = field == .poi ? poiSource : placeSource
    return core.requests.start(
      .suggest, for: self,
      request: { try await source.suggest(text, searchArea: nil, preferredSearchLocation: location) },
      then: { model, outcome in
        let hasLocation = model.mapView.locationDisplay.mapLocation != nil
        switch outcome {
        case .success(let suggestions):
          model.apply(model.machine.suggested(suggestions, for: field, hasCurrentLocation: hasLocation))
        case .failure(let error): model.apply(model.machine.suggestFailed(message: readableMessage(for: error)))
        case .cancelled: break
        }
        return nil
      })
  }

  /// Runs a POI search (after geocoding the chosen place, when that is the plan), zooms to what it
  /// found and settles the repeat-search rule. Neither request holds the model: a model dropped
  /// while one waits is freed and cancels it.
  private func start(_ search: PlaceFinderStateMachine.Search) -> Task<Void, Never> {
    core.requests.start(.search, for: self) { [placeSource, poiSource, mapView] context in
      let poi: String
      var location: Point?
      var extent: Envelope?
      switch search {
      case .near(let text, let near):
        (poi, location) = (text, near)
      case .inExtent(let text, let area):
        (poi, extent) = (text, area)
      case .nearSuggestion(let text, let chosen):
        poi = text
        let suggestion = SearchSuggestion(chosen, sourceName: placeSource.name)
        let places = await RequestOutcome {
          try await placeSource.search(suggestion, searchArea: nil, preferredSearchLocation: nil)
        }
        guard case .success(let found) = places else {
          context.model?.endSearch(places)
          return
        }
        location = found.first?.location
        if let model = context.model { model.apply(model.machine.foundNearPlace(at: location)) }
      }
      let outcome = await RequestOutcome {
        if let extent { return try await poiSource.repeatSearch(poi, searchExtent: extent) }
        return try await poiSource.search(poi, searchArea: nil, preferredSearchLocation: location)
      }
      guard case .success(let results) = outcome else {
        context.model?.endSearch(outcome)
        return
      }
      // The model is held for this statement only, not across the zoom.
      guard let shown = context.model.map({ $0.apply($0.machine.found(results, inExtent: extent != nil)) }) else {
        return
      }
      await shown.followUp?()
      if let model = context.model { model.apply(model.machine.settled(visibleExtent: mapView.visibleArea?.extent)) }
    }
  }

  /// Ends a search that failed (its message shows) or was cancelled (nothing shows).
  private func endSearch<Value>(_ outcome: RequestOutcome<Value>) {
    switch outcome {
    case .success: return
    case .failure(let error):
      apply(
        machine.searchFailed(message: readableMessage(for: error), visibleExtent: mapView.visibleArea?.extent))
    case .cancelled:
      apply(machine.searchCancelled())
    }
  }

  func showTap(_ outcome: RequestOutcome<IdentifyGraphicsOverlayResult>) {
    switch outcome {
    case .success(let result):
      guard let graphic = result.graphics.first, let location = graphic.geometry as? Point else {
        apply(machine.tapped(nil))
        return
      }
      apply(machine.tapped(Place(attributes: graphic.attributes, label: "", location: location)), tapped: graphic)
    case .failure(let error):
      apply(machine.tapFailed(message: readableMessage(for: error)))
    case .cancelled:
      return
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
}
