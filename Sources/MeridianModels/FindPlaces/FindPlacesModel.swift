public import Foundation
public import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "find places" flow: pick a category, see its places near the centre of the map as coloured
/// markers, clustered where they would overlap, tap one to read its name and address in a callout.
///
/// ``selectCategory(_:)`` cancels the previous search, clears the old markers and searches near the
/// centre of the visible area; each result becomes a circle marker (10 points, the category's colour,
/// a white 2-point outline) carrying its `PlaceName` and `Place_addr`. The overlay clusters markers
/// that would overlap on screen (``featureReduction``; `nil` draws each marker on its own), in the
/// category's colour. A tap on the map view identifies within 12 points: on a marker it shows
/// `"name\naddress"` in the callout (with "Unknown" and "no address provided" for missing values);
/// on a cluster it shows how many places the cluster holds and names the first three, and zooms in on
/// the cluster to the scale where it splits, as MapLibre's cluster example does; on nothing it hides
/// the callout. What the flow does is written as a pure state machine; the model runs its requests
/// and applies what the machine says to the overlay, the callout and the map.
@MainActor
@Observable
public final class FindPlacesModel: AppModel {
  /// A place shown on the map.
  public struct Place: Sendable, Equatable, CustomStringConvertible {
    /// The place's name (`PlaceName`), or its label when the locator gave none.
    public var name: String
    /// The place's address (`Place_addr`), if given.
    public var address: String?
    /// Where the marker is.
    public var location: Point

    /// Creates a place.
    public init(name: String, address: String?, location: Point) {
      self.name = name
      self.address = address
      self.location = location
    }

    /// The place in one line: its name, its address (or "-") and its location.
    public var description: String { "\(name) (\(address ?? "-")) at \(location)" }
  }

  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The selected category, if any.
    public var category: PlaceCategory?
    /// A Boolean value indicating whether a search is running.
    public var isSearching = false
    /// The places marked on the map, best match first.
    public var places: [Place] = []
    /// Why the last search or identify failed, if it did.
    public var message: String?

    /// Creates a state; the default is the state before any search.
    public init(
      category: PlaceCategory? = nil, isSearching: Bool = false, places: [Place] = [], message: String? = nil
    ) {
      self.category = category
      self.isSearching = isSearching
      self.places = places
      self.message = message
    }

    /// The state in one line, for test failures: the category, then what is shown.
    public var description: String {
      var parts = ["\(category?.label ?? "no category")"]
      if isSearching { parts.append("searching") }
      parts.append("\(places.count) places")
      if let message { parts.append("\"\(message)\"") }
      return "State(\(parts.joined(separator: ", ")))"
    }
  }

  /// The identify tolerance in points: 12.
  public static let tapTolerance = 12.0

  /// The categories offered, in picker order; replace them to offer others.
  public var categories: [PlaceCategory] = PlaceCategory.defaults

  /// The locator the model searches with.
  @ObservationIgnored public let locator: LocatorTask
  /// The map view the model draws on.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the place markers; on the map view while the model lives.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()

  /// The model's requests: a category search, and a tap's identify, which a new search supersedes
  /// (the markers it would find are cleared).
  enum Request: RequestKind {
    case search, identify
    var supersedes: [Request] { self == .search ? [.identify] : [] }
  }

  @ObservationIgnored let core = ModelCore<State, Request>(State())
  @ObservationIgnored private(set) var machine = FindPlacesStateMachine()

  /// The callout the model placed, read from the map view (the one place a callout lives): `nil`
  /// when the view shows none, or one that someone else placed since.
  public var callout: MapView.CalloutDisplay? { core.callout }

  /// How the places overlay clusters its markers: ``defaultFeatureReduction`` unless the model was
  /// made with another; `nil` draws every marker on its own (ArcGIS's `featureReduction`).
  ///
  /// A reduction without a `renderer` draws its clusters in the selected category's colour; one with
  /// a renderer of its own keeps it. Setting it applies at once to the markers shown.
  public var featureReduction: ClusteringFeatureReduction? {
    didSet { applyFeatureReduction() }
  }

  /// Creates the model, adds its overlay to the map view and handles the view's single taps.
  ///
  /// When the model goes away, its handler goes, its overlay leaves the view and its callout, if the
  /// view still shows it, is dismissed.
  ///
  /// - Parameters:
  ///   - locator: The locator to search with.
  ///   - mapView: The map view to draw on; the model sets its single-tap handler.
  ///   - featureReduction: How the markers cluster: ``defaultFeatureReduction`` by default, `nil` for
  ///     no clustering.
  public init(
    locator: LocatorTask, mapView: MapView,
    featureReduction: ClusteringFeatureReduction? = FindPlacesModel.defaultFeatureReduction
  ) {
    self.locator = locator
    self.mapView = mapView
    self.featureReduction = featureReduction
    applyFeatureReduction()
    core.add(graphicsOverlay, to: mapView)
    core.keep(
      mapView.onSingleTapGesture { [weak self] screenPoint, mapPoint in
        self?.handleTap(screenPoint: screenPoint, mapPoint: mapPoint)
      })
  }

  // MARK: - Intents

  /// Searches for places of a category near the centre of the visible area.
  ///
  /// Cancels the previous search and a tap's identify still running, clears the old markers (and
  /// their clusters) and hides the callout first.
  ///
  /// - Parameter category: The category to search for.
  /// - Returns: The task doing the work; await its `value` to know the markers are drawn.
  @discardableResult
  public func selectCategory(_ category: PlaceCategory) -> Task<Void, Never> {
    apply(machine.selectCategory(category)).request ?? Task {}
  }

  /// Shows the callout for the place or cluster under a tap, or hides it when there is none.
  ///
  /// On a cluster, the callout says how many places it holds and names the first
  /// ``clusterCalloutNameCount``, and the map zooms in on it to its `expansionScale`; the returned
  /// task ends after the zoom. The map view's single-tap handler calls this; a test may call it
  /// directly too. A newer tap, or a new search, supersedes it: it then publishes nothing.
  ///
  /// It identifies on the view as it is at this call (a `MapView.snapshot()`), so a pan or zoom
  /// before the work runs does not change the hit.
  ///
  /// - Parameters:
  ///   - screenPoint: The tapped point on screen.
  ///   - mapPoint: The map location under it, where the callout points.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint, mapPoint: Point) -> Task<Void, Never> {
    // The view as it is now, at the tap: a pan or zoom before the identify runs does not change the hit.
    let snapshot = mapView.snapshot()
    return core.requests.start(
      .identify, for: self,
      request: { [snapshot, graphicsOverlay] in
        try await snapshot.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: FindPlacesModel.tapTolerance)
      },
      then: { model, outcome in
        switch outcome {
        case .success(let result):
          return model.apply(model.machine.tapped(Self.tapTarget(result.geoElements.first), at: mapPoint)).followUp
        case .failure(let error):
          return model.apply(model.machine.tapFailed(message: readableMessage(for: error))).followUp
        case .cancelled:
          return nil
        }
      })
  }

  // MARK: - Work

  private func startSearch(_ category: PlaceCategory) -> Task<Void, Never> {
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = mapView.visibleArea?.extent.center
    parameters.addResultAttributeNames(["Place_addr", "PlaceName"])
    // The request holds the locator, not the model: a model dropped while it waits is freed.
    return core.requests.start(
      .search, for: self,
      request: { [locator] in try await locator.geocode(forSearchText: category.label, using: parameters) },
      then: { model, outcome in
        switch outcome {
        case .success(let results): model.apply(model.machine.found(results))
        case .failure(let error): model.apply(model.machine.searchFailed(message: readableMessage(for: error)))
        case .cancelled: model.apply(model.machine.searchCancelled())
        }
        return nil
      })
  }

  /// Does what the machine said, in order, then publishes its state.
  ///
  /// - Returns: The request started, if any, and the zoom to await, if any.
  @discardableResult
  private func apply(
    _ effects: [FindPlacesStateMachine.Effect]
  ) -> (request: Task<Void, Never>?, followUp: FollowUp?) {
    var request: Task<Void, Never>?
    var followUp: FollowUp?
    let scene = MapScene(mapView: mapView, overlay: graphicsOverlay)
    for effect in effects {
      switch effect {
      case .search(let category):
        request = startSearch(category)
      case .map(let effect):
        // Clusters take the colour of the category whose markers are drawn.
        if case .drawMarkers = effect { applyFeatureReduction() }
        let outcome = scene.perform([effect], callouts: core)
        followUp = outcome.followUp ?? followUp
        if let error = outcome.drawingError { _ = machine.markersFailed(message: readableMessage(for: error)) }
      }
    }
    let new = machine.state
    update { $0 = new }
    return (request, followUp)
  }
}
