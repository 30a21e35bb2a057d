public import Foundation
import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "find place" flow: a POI field and a "near" field with suggestions, a search for POIs near a
/// chosen place or the current location, "Redo search in this area", and a callout for a tapped place.
///
/// The POI field suggests POIs; the near field suggests populated places, with a "Current Location"
/// row first while the map view's location display has a location. ``search()`` finds POIs near the
/// chosen place (geocoding its suggestion first), near the current location, or anywhere, then zooms
/// to the results. It shares the search model's "repeat search here" rule (``RepeatSearchRule``):
/// once the map has moved far enough, ``State/canRedoSearch`` offers ``redoSearchInThisArea()``,
/// which searches strictly inside the visible extent without zooming. A tap shows `Match_addr` as the
/// callout title and, for a POI, `Place_addr` as its detail.
///
/// Every request goes through two ``SearchSource``s, as ``SearchModel``'s do: ``poiSource`` suggests
/// and finds the POIs (and repeats the search in an extent), ``placeSource`` suggests populated places
/// and geocodes the one chosen. ``init(locator:mapView:redoSearchCriterion:)`` makes both from one locator, as the classic
/// sample does; ``init(poiSource:placeSource:mapView:redoSearchCriterion:)`` takes any sources, such as a
/// ``SmartLocatorSearchSource`` or a test's own.
@MainActor
@Observable
public final class PlaceFinderModel: WorkTracking {
  /// The text of the near field's current-location row: "Current Location".
  public nonisolated static let currentLocationText = "Current Location"
  /// The message shown when a search starts with an empty POI field.
  public static let poiRequired = "Point of interest required"
  /// The message shown when a search finds nothing.
  public static let noResults = "No results found"
  /// The identify tolerance in points: 12.
  public static let tapTolerance = 12.0

  /// The current state.
  public internal(set) var state = State()

  /// The source of POI suggestions and POI searches.
  @ObservationIgnored public let poiSource: any SearchSource
  /// The source of populated-place suggestions, which also geocodes the place chosen.
  @ObservationIgnored public let placeSource: any SearchSource
  /// The map view the model draws on and follows.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the result markers.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()

  @ObservationIgnored let core = ModelCore(State())
  @ObservationIgnored var suggestRequests = LatestRequest()
  @ObservationIgnored var searchRequests = LatestRequest()
  @ObservationIgnored var repeatRule: RepeatSearchRule
  @ObservationIgnored var chosenNear: SuggestResult?
  @ObservationIgnored var nearLocation: Point?

  /// Creates the model over a locator, as the classic sample does.
  ///
  /// The POI source suggests in the "POI" category, the place source in "Populated Place"; both
  /// return all attributes in the map's spatial reference, and leave the number of results to the
  /// locator (a suggest asks for 5, `SuggestParameters`' default).
  ///
  /// - Parameters:
  ///   - locator: The locator to search with.
  ///   - mapView: The map view to draw on.
  ///   - redoSearchCriterion: When "Redo search in this area" is offered after the map moves. The
  ///     default is the toolkit's rule (a 25% change, ``RepeatSearchRule/Criterion/significantChange``);
  ///     ``RepeatSearchRule/Criterion/anyChange`` offers it on any move, as the find-place tutorial does.
  public convenience init(
    locator: LocatorTask, mapView: MapView, redoSearchCriterion: RepeatSearchRule.Criterion = .significantChange
  ) {
    let spatialReference = mapView.spatialReference
    self.init(
      poiSource: Self.locatorSource(locator, name: "POI", category: "POI", spatialReference: spatialReference),
      placeSource: Self.locatorSource(
        locator, name: "Places", category: "Populated Place", spatialReference: spatialReference),
      mapView: mapView, redoSearchCriterion: redoSearchCriterion)
  }

  /// Creates the model over two search sources, adds its overlay and handles the map view's taps and
  /// visible-area changes.
  ///
  /// - Parameters:
  ///   - poiSource: Where POI suggestions and POI searches come from.
  ///   - placeSource: Where populated-place suggestions come from; it also geocodes the place chosen.
  ///   - mapView: The map view to draw on.
  ///   - redoSearchCriterion: When "Redo search in this area" is offered after the map moves; the
  ///     default is the toolkit's 25% rule.
  public init(
    poiSource: any SearchSource, placeSource: any SearchSource, mapView: MapView,
    redoSearchCriterion: RepeatSearchRule.Criterion = .significantChange
  ) {
    self.poiSource = poiSource
    self.placeSource = placeSource
    self.mapView = mapView
    self.repeatRule = RepeatSearchRule(criterion: redoSearchCriterion)
    mapView.graphicsOverlays.append(graphicsOverlay)
    core.keep(
      mapView.onSingleTapGesture { [weak self] screenPoint, _ in
        self?.handleTap(screenPoint: screenPoint)
      })
    core.keep(
      mapView.onVisibleAreaChanged { [weak self] area in
        self?.visibleAreaChanged(area.extent)
      })
  }

  /// A new stream of the current state and every later state; it finishes when the model goes away.
  ///
  /// Each access returns a stream for one more subscriber (see ``StateStream/states``).
  public nonisolated var states: AsyncStream<State> { core.stream.states }

  /// Registers an observer called synchronously with the current state, every later state, and the end.
  ///
  /// - Parameter observer: The closure to call; it must be quick and must not call back into the model.
  /// - Returns: A subscription that stops the observer when cancelled or dropped.
  public nonisolated func subscribeToStates(
    _ observer: @escaping @Sendable (StateStream<State>.Event) -> Void
  )
    -> StateSubscription
  { core.stream.subscribe(observer) }

  // MARK: - Typing and choosing

  /// The person edited the POI field; non-empty text asks for POI suggestions.
  ///
  /// - Parameter text: The field's text now.
  /// - Returns: The suggestion task.
  @discardableResult
  public func typePOI(_ text: String) -> Task<Void, Never> {
    let ticket = suggestRequests.begin()
    core.tasks.cancel("suggest")
    repeatRule.queryChanged()
    update {
      $0.poiText = text
      $0.activeField = .poi
      $0.suggestions = []
      $0.canRedoSearch = false
    }
    guard !text.isEmpty else { return Task {} }
    return suggest(text, from: poiSource, near: nil, withCurrentLocation: false, ticket: ticket)
  }

  /// The person edited the near field; non-empty text asks for populated-place suggestions.
  ///
  /// Editing forgets the place chosen before.
  ///
  /// - Parameter text: The field's text now.
  /// - Returns: The suggestion task.
  @discardableResult
  public func typeNear(_ text: String) -> Task<Void, Never> {
    let ticket = suggestRequests.begin()
    core.tasks.cancel("suggest")
    chosenNear = nil
    nearLocation = nil
    let currentLocation = currentLocationRows
    update {
      $0.nearText = text
      $0.activeField = .near
      $0.suggestions = currentLocation
    }
    guard !text.isEmpty else { return Task {} }
    let location = mapView.locationDisplay.mapLocation
    return suggest(text, from: placeSource, near: location, withCurrentLocation: true, ticket: ticket)
  }

  /// The person picked a row of the suggestion list; its text fills the active field.
  ///
  /// - Parameter suggestion: The row picked.
  public func chooseSuggestion(_ suggestion: Suggestion) {
    suggestRequests.invalidate()
    core.tasks.cancel("suggest")
    switch (state.activeField, suggestion) {
    case (.near, .currentLocation):
      chosenNear = nil
      nearLocation = nil
      update { $0.nearText = Self.currentLocationText }
    case (.near, .suggestion(let result)):
      chosenNear = result
      nearLocation = nil
      update { $0.nearText = result.label }
    case (_, .suggestion(let result)):
      update { $0.poiText = result.label }
    case (_, .currentLocation):
      break
    }
    update {
      $0.suggestions = []
      $0.activeField = nil
    }
  }

  // MARK: - Searching

  /// Searches POIs near the chosen place, near the current location, or anywhere, and zooms to them.
  ///
  /// - Returns: The search task.
  @discardableResult
  public func search() -> Task<Void, Never> {
    let poi = state.poiText.trimmingCharacters(in: .whitespacesAndNewlines)
    suggestRequests.invalidate()
    core.tasks.cancel("suggest")
    guard !poi.isEmpty else {
      update { $0.message = Self.poiRequired }
      return Task {}
    }
    let ticket = beginSearch()
    let chosen = chosenNear
    let known = nearLocation
    let current = state.nearText == Self.currentLocationText ? mapView.locationDisplay.mapLocation : nil
    // Neither request holds the model: a model dropped while one waits is freed and cancels it.
    return core.tasks.run("search") { [weak self, placeSource, poiSource, mapView] in
      var location = known ?? current
      if location == nil, let chosen {
        do {
          let suggestion = SearchSuggestion(chosen, sourceName: placeSource.name)
          let places = try await placeSource.search(suggestion, searchArea: nil, preferredSearchLocation: nil)
          location = places.first?.location
          self?.rememberNear(location, ticket: ticket)
        } catch {
          self?.fail(error, ticket: ticket)
          return
        }
      }
      let outcome = await PlaceFinderModel.requestPOIs(poi, near: location, in: nil, from: poiSource)
      let zoom = self?.showPOIs(outcome, inExtent: false, ticket: ticket)
      if let target = zoom?.target { await target.show(on: mapView) }
      if zoom != nil { self?.settle(ticket) }
    }
  }

  /// Searches the POI text again, strictly inside the visible extent, without zooming.
  ///
  /// Forgets the chosen near place (its suggestion and location), as the tutorial does, but keeps
  /// the near field's text. Does nothing unless ``State/canRedoSearch`` is true.
  ///
  /// - Returns: The search task.
  @discardableResult
  public func redoSearchInThisArea() -> Task<Void, Never> {
    let poi = state.poiText.trimmingCharacters(in: .whitespacesAndNewlines)
    guard state.canRedoSearch, !poi.isEmpty, let extent = mapView.visibleArea?.extent else { return Task {} }
    chosenNear = nil
    nearLocation = nil
    let ticket = beginSearch()
    return core.tasks.run("search") { [weak self, poiSource] in
      let outcome = await PlaceFinderModel.requestPOIs(poi, near: nil, in: extent, from: poiSource)
      if self?.showPOIs(outcome, inExtent: true, ticket: ticket) != nil { self?.settle(ticket) }
    }
  }

  /// Starts the map view's location display and, once it has started, fills an empty near field
  /// with "Current Location" (``currentLocationText``), as the tutorial does when its location
  /// display starts.
  ///
  /// - Parameter autoPanMode: How the map follows the location; the default is
  ///   `LocationDisplay.AutoPanMode.recenter`, the tutorial's.
  /// - Throws: What `LocationDisplay.start()` throws (no data source, or the source's error); the
  ///   near field is left as it was then.
  public func startLocationDisplay(autoPanMode: LocationDisplay.AutoPanMode = .recenter) async throws {
    let display = mapView.locationDisplay
    display.autoPanMode = autoPanMode
    try await display.start()
    guard display.isStarted, state.nearText.isEmpty else { return }
    update { $0.nearText = Self.currentLocationText }
  }

  /// Shows the callout for the place under a tap, or hides it.
  ///
  /// When the identify fails (a NaN or infinite point, say), the callout is hidden and the error's
  /// message shows in ``State/message``. A tap that a newer tap supersedes publishes nothing.
  ///
  /// - Parameter screenPoint: The tapped point on screen.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint) -> Task<Void, Never> {
    core.tasks.run(
      "tap", weakly: self,
      request: { [mapView, graphicsOverlay] in
        try await mapView.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: PlaceFinderModel.tapTolerance)
      },
      then: { model, outcome in
        model.showTap(outcome)
        return nil
      })
  }

  private func showTap(_ outcome: Result<IdentifyGraphicsOverlayResult, any Error>) {
    switch outcome {
    case .success(let result):
      if let graphic = result.graphics.first, let location = graphic.geometry as? Point {
        let place = Place(attributes: graphic.attributes, label: "", location: location)
        mapView.showCallout(
          .geoElement(graphic), title: place.title, detail: place.detail.flatMap { $0.isEmpty ? nil : $0 })
        update { $0.callout = place }
      } else {
        mapView.dismissCallout()
        update { $0.callout = nil }
      }
    case .failure(let error) where isCancellation(error):
      return
    case .failure(let error):
      mapView.dismissCallout()
      update {
        $0.callout = nil
        $0.message = readableMessage(for: error)
      }
    }
  }

  /// Suspends until no request is running.
  public func waitUntilIdle() async { await core.tasks.waitUntilIdle() }

  // MARK: - Work

  var currentLocationRows: [Suggestion] {
    mapView.locationDisplay.mapLocation == nil ? [] : [.currentLocation]
  }

  private func visibleAreaChanged(_ extent: Envelope) {
    guard !state.poiText.isEmpty else { return }
    if repeatRule.visibleExtentChanged(extent) != state.canRedoSearch {
      update { $0.canRedoSearch = repeatRule.isEligible }
    }
  }

  func update(_ change: (inout State) -> Void) {
    var new = state
    change(&new)
    guard new != state else { return }
    state = new
    core.stream.yield(new)
  }
}
