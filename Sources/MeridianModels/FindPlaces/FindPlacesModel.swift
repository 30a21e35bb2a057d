public import Foundation
public import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "find places" flow: pick a category, see its places near the centre of the map as coloured
/// markers, tap one to read its name and address in a callout.
///
/// ``selectCategory(_:)`` cancels the previous search, clears the old markers and searches near the
/// centre of the visible area; each result becomes a circle marker (10 points, the category's colour,
/// a white 2-point outline) carrying its `PlaceName` and `Place_addr`. A tap on the map view identifies
/// within 12 points and shows `"name\naddress"` in the callout (with "Unknown" and "no address
/// provided" for missing values), or hides the callout when nothing is there.
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
    /// The callout the model shows on the map view (the place's name as its title and its address as its
    /// detail, pointing at the tapped location), read back from the view when the model publishes: `nil` once
    /// the view shows none, or one that someone else placed.
    public var callout: Callout?
    /// Why the last search or identify failed, if it did.
    public var message: String?

    /// Creates a state; the default is the state before any search.
    public init(
      category: PlaceCategory? = nil, isSearching: Bool = false, places: [Place] = [], callout: Callout? = nil,
      message: String? = nil
    ) {
      self.category = category
      self.isSearching = isSearching
      self.places = places
      self.callout = callout
      self.message = message
    }

    /// The state in one line, for test failures: the category, then what is shown.
    public var description: String {
      var parts = ["\(category?.label ?? "no category")"]
      if isSearching { parts.append("searching") }
      parts.append("\(places.count) places")
      if let callout { parts.append("\(callout)") }
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

  /// Creates the model, adds its overlay to the map view and handles the view's single taps.
  ///
  /// When the model goes away, its handler goes, its overlay leaves the view and its callout, if the
  /// view still shows it, is dismissed.
  ///
  /// - Parameters:
  ///   - locator: The locator to search with.
  ///   - mapView: The map view to draw on; the model sets its single-tap handler.
  public init(locator: LocatorTask, mapView: MapView) {
    self.locator = locator
    self.mapView = mapView
    core.add(graphicsOverlay, to: mapView)
    core.keep(
      mapView.onSingleTapGesture { [weak self] screenPoint, mapPoint in
        self?.handleTap(screenPoint: screenPoint, mapPoint: mapPoint)
      })
  }

  // MARK: - Intents

  /// Searches for places of a category near the centre of the visible area.
  ///
  /// Cancels the previous search and a tap's identify still running, clears the old markers and
  /// hides the callout first.
  ///
  /// - Parameter category: The category to search for.
  /// - Returns: The task doing the work; await its `value` to know the markers are drawn.
  @discardableResult
  public func selectCategory(_ category: PlaceCategory) -> Task<Void, Never> {
    graphicsOverlay.removeAllGraphics()
    core.dismissCallout(on: mapView)
    update {
      $0.category = category
      $0.isSearching = true
      $0.places = []
      $0.callout = nil
      $0.message = nil
    }
    let center = mapView.visibleArea?.extent.center
    var parameters = GeocodeParameters()
    parameters.preferredSearchLocation = center
    parameters.addResultAttributeNames(["Place_addr", "PlaceName"])
    // The request holds the locator, not the model: a model dropped while it waits is freed.
    return core.requests.start(
      .search, for: self,
      request: { [locator] in try await locator.geocode(forSearchText: category.label, using: parameters) },
      then: { model, outcome in
        model.showPlaces(outcome, category: category)
        return nil
      })
  }

  /// Shows the callout for the place under a tap, or hides it when there is none.
  ///
  /// The map view's single-tap handler calls this; a test may call it directly too. A newer tap, or
  /// a new search, supersedes it: it then publishes nothing.
  ///
  /// - Parameters:
  ///   - screenPoint: The tapped point on screen.
  ///   - mapPoint: The map location under it, where the callout points.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint, mapPoint: Point) -> Task<Void, Never> {
    core.requests.start(
      .identify, for: self,
      request: { [mapView, graphicsOverlay] in
        try await mapView.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: FindPlacesModel.tapTolerance)
      },
      then: { model, outcome in
        model.showTap(outcome, mapPoint: mapPoint)
        return nil
      })
  }

  // MARK: - Work

  private func showPlaces(_ outcome: RequestOutcome<[GeocodeResult]>, category: PlaceCategory) {
    switch outcome {
    case .success(let results):
      var symbol = SimpleMarkerSymbol(style: .circle, color: category.color, size: 10)
      symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
      let located = results.filter { $0.displayLocation != nil }
      let graphics = located.map { Graphic(geometry: $0.displayLocation, attributes: $0.attributes, symbol: symbol) }
      do {
        try graphicsOverlay.addGraphics(graphics)
      } catch {
        update {
          $0.isSearching = false
          $0.message = readableMessage(for: error)
        }
        return
      }
      let places = located.compactMap { result -> Place? in
        guard let location = result.displayLocation else { return nil }
        return Place(
          name: result.attributes["PlaceName"] as? String ?? result.label,
          address: result.attributes["Place_addr"] as? String, location: location)
      }
      update {
        $0.isSearching = false
        $0.places = places
      }
    case .cancelled:
      update { $0.isSearching = false }
    case .failure(let error):
      update {
        $0.isSearching = false
        $0.message = readableMessage(for: error)
      }
    }
  }

  /// Shows the tapped place's name and address in the map view's callout at the tapped location, as
  /// the tutorial does, and mirrors it in the state; or hides it.
  private func showTap(_ outcome: RequestOutcome<IdentifyGraphicsOverlayResult>, mapPoint: Point) {
    switch outcome {
    case .success(let result):
      if let graphic = result.graphics.first {
        let name = graphic.attributes["PlaceName"] as? String ?? "Unknown"
        let address = graphic.attributes["Place_addr"] as? String ?? "no address provided"
        let shown = core.showCallout(.location(mapPoint), title: name, detail: address, on: mapView)
        update { $0.callout = shown }
      } else {
        core.dismissCallout(on: mapView)
        update { $0.callout = nil }
      }
    case .cancelled:
      return
    case .failure(let error):
      core.dismissCallout(on: mapView)
      update {
        $0.callout = nil
        $0.message = readableMessage(for: error)
      }
    }
  }
}
