public import Foundation
import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "find place" flow: a POI field and a "near" field with suggestions, a search for POIs near a
/// chosen place or the current location, "Redo search in this area", and a callout for a tapped place.
///
/// See “`PlaceFinderModel`” in `docs/porting.md`.
@MainActor
@Observable
public final class PlaceFinderModel: AppModel {
  /// The text of the near field's current-location row: "Current Location".
  public nonisolated static let currentLocationText = "Current Location"
  /// The message shown when a search starts with an empty POI field.
  public nonisolated static let poiRequired = "Point of interest required"
  /// The message shown when a search finds nothing.
  public nonisolated static let noResults = "No results found"
  /// The identify tolerance in points: 12.
  public static let tapTolerance = 12.0

  /// The source of POI suggestions and POI searches.
  @ObservationIgnored public let poiSource: any SearchSource
  /// The source of populated-place suggestions, which also geocodes the place chosen.
  @ObservationIgnored public let placeSource: any SearchSource
  /// The map view the model draws on and follows.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the result markers; on the map view while the model lives.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()

  /// The model's requests: a suggest for the field being typed in, a POI search, and a tap's
  /// identify. A search supersedes the other two (it closes the list and clears the markers).
  enum Request: RequestKind {
    case suggest, search, identify
    var supersedes: [Request] { self == .search ? [.suggest, .identify] : [] }
  }

  @ObservationIgnored let core = ModelCore<State, Request>(State())
  @ObservationIgnored var machine: PlaceFinderStateMachine

  /// The callout the model placed, read from the map view (the one place a callout lives): `nil`
  /// when the view shows none, or one that someone else placed since.
  public var callout: MapView.CalloutDisplay? { core.callout }

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
  /// When the model goes away, its handlers go, its overlay leaves the view and its callout, if the
  /// view still shows it, is dismissed.
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
    self.machine = PlaceFinderStateMachine(redoSearchCriterion: redoSearchCriterion)
    core.add(graphicsOverlay, to: mapView)
    core.keep(
      mapView.onSingleTapGesture { [weak self] screenPoint, _ in
        self?.handleTap(screenPoint: screenPoint)
      })
    core.keep(
      mapView.onVisibleAreaChanged { [weak self] area in
        guard let self else { return }
        self.apply(self.machine.visibleExtentChanged(area.extent))
      })
  }

  // MARK: - Typing and choosing

  /// The person edited the POI field; non-empty text asks for POI suggestions.
  ///
  /// - Parameter text: The field's text now.
  /// - Returns: The suggestion task.
  @discardableResult
  public func typePOI(_ text: String) -> Task<Void, Never> {
    apply(machine.typePOI(text)).request ?? Task {}
  }

  /// The person edited the near field; non-empty text asks for populated-place suggestions.
  ///
  /// Editing forgets the place chosen before.
  ///
  /// - Parameter text: The field's text now.
  /// - Returns: The suggestion task.
  @discardableResult
  public func typeNear(_ text: String) -> Task<Void, Never> {
    apply(machine.typeNear(text, currentLocation: mapView.locationDisplay.mapLocation)).request ?? Task {}
  }

  /// The person picked a row of the suggestion list; its text fills the active field.
  ///
  /// - Parameter suggestion: The row picked.
  public func chooseSuggestion(_ suggestion: Suggestion) {
    apply(machine.chooseSuggestion(suggestion))
  }

  // MARK: - Searching

  /// Searches POIs near the chosen place, near the current location, or anywhere, and zooms to them.
  ///
  /// - Returns: The search task.
  @discardableResult
  public func search() -> Task<Void, Never> {
    apply(machine.search(currentLocation: mapView.locationDisplay.mapLocation)).request ?? Task {}
  }

  /// Searches the POI text again, strictly inside the visible extent, without zooming.
  ///
  /// Forgets the chosen near place (its suggestion and location), as the tutorial does, but keeps
  /// the near field's text. Does nothing unless ``State/canRedoSearch`` is true.
  ///
  /// - Returns: The search task.
  @discardableResult
  public func redoSearchInThisArea() -> Task<Void, Never> {
    apply(machine.redoSearch(visibleExtent: mapView.visibleArea?.extent)).request ?? Task {}
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
    guard display.isStarted else { return }
    apply(machine.locationDisplayStarted())
  }

  /// Shows the callout for the place under a tap, or hides it.
  ///
  /// When the identify fails (a NaN or infinite point, say), the callout is hidden and the error's
  /// message shows in ``State/message``. A tap that a newer tap or a search supersedes publishes nothing.
  ///
  /// It identifies on the view as it is at this call (a `MapView.snapshot()`), so a pan or zoom
  /// before the work runs does not change the hit.
  ///
  /// - Parameter screenPoint: The tapped point on screen.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint) -> Task<Void, Never> {
    // The view as it is now, at the tap: a pan or zoom before the identify runs does not change the hit.
    let snapshot = mapView.snapshot()
    return core.requests.start(
      .identify, for: self,
      request: { [snapshot, graphicsOverlay] in
        try await snapshot.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: PlaceFinderModel.tapTolerance)
      },
      then: { model, outcome in
        model.showTap(outcome)
        return nil
      })
  }
}
