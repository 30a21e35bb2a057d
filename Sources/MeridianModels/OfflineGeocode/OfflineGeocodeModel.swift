public import Foundation
import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "offline geocode" flow: geocode typed (or picked) addresses with a local locator, and reverse
/// geocode continuously while a person long-presses and drags on the map.
///
/// ``geocode(_:)`` asks for results scoring at least 75 with their `Match_addr`, marks the best one
/// and zooms to it. A long press puts the marker under the finger and reverse geocodes the
/// normalised point; each move cancels the previous request, and the map view's callout, on the
/// marker, shows "street, city, region" (lifted above the magnifier while the finger is down, back
/// on the marker when it lifts: the view moves it, the model has nothing to do). When a reverse
/// geocode finds nothing, or fails, the marker goes away. A tap on the marker shows its address again.
///
/// The model keeps one marker graphic (``markerGraphic``) in its overlay and moves it, hiding it
/// (no geometry) when there is nothing to mark; the marker carries the answer's attributes as the
/// locator gave them. What the flow does is written as a pure state machine; the model runs its
/// requests and applies what the machine says to the marker, the callout and the map.
@MainActor
@Observable
public final class OfflineGeocodeModel: AppModel {
  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The text in the search field (emptied when a long press starts).
    public var searchText = ""
    /// A Boolean value indicating whether a geocode or reverse geocode is running.
    public var isBusy = false
    /// Where the one marker is, if shown.
    public var marker: Point?
    /// A message for the person: no results, or why the geocode failed.
    public var message: String?

    /// Creates a state; the default is the state before anything happened.
    public init(searchText: String = "", isBusy: Bool = false, marker: Point? = nil, message: String? = nil) {
      self.searchText = searchText
      self.isBusy = isBusy
      self.marker = marker
      self.message = message
    }

    /// The state in one line, for test failures: the text, then what is shown.
    public var description: String {
      var parts = ["\"\(searchText)\""]
      if isBusy { parts.append("busy") }
      if let marker { parts.append("marker at \(marker)") }
      if let message { parts.append("\"\(message)\"") }
      return "State(\(parts.joined(separator: ", ")))"
    }
  }

  /// The lowest score a geocode result may have: 75.
  public static let minScore = 75.0
  /// The identify tolerance in points: 12.
  public static let tapTolerance = 12.0
  /// The message shown when a geocode finds nothing.
  public nonisolated static let noResults = "No results found"

  /// The marker: a red circle, 14 points, with a white 2-point outline.
  public static let markerSymbol: SimpleMarkerSymbol = {
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 14)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    return symbol
  }()

  /// The feature types a long press asks for: point and street addresses, as the street locator
  /// of the tutorial answers.
  public static let reverseFeatureTypes = ["PointAddress", "StreetAddress"]

  /// The locator (normally an offline one) the model geocodes with.
  @ObservationIgnored public let locator: LocatorTask
  /// The map view the model draws on.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the marker; on the map view while the model lives.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()
  /// The one marker, in ``graphicsOverlay``: at ``State/marker`` with the answer's attributes, and
  /// without geometry (hidden) when there is no marker.
  @ObservationIgnored public let markerGraphic = Graphic(symbol: OfflineGeocodeModel.markerSymbol)

  /// The model's requests: locating (a geocode or a reverse geocode, one at a time), and a tap's
  /// identify, which a new locate supersedes (it moves or hides the marker the tap would find).
  enum Request: RequestKind {
    case locate, identify
    var supersedes: [Request] { self == .locate ? [.identify] : [] }
  }

  @ObservationIgnored let core = ModelCore<State, Request>(State())
  @ObservationIgnored private var machine = OfflineGeocodeStateMachine()

  /// The callout the model placed, read from the map view (the one place a callout lives): `nil`
  /// when the view shows none, or one that someone else placed since.
  public var callout: MapView.CalloutDisplay? { core.callout }

  /// Creates the model, adds its overlay to the map view, and handles the view's taps and long presses.
  ///
  /// When the model goes away, its handlers go, its overlay leaves the view and its callout, if the
  /// view still shows it, is dismissed.
  ///
  /// - Parameters:
  ///   - locator: The locator to geocode with, such as `LocatorTask(transport: try await SampleData.helsinkiLocator())`.
  ///   - mapView: The map view to draw on.
  public init(locator: LocatorTask, mapView: MapView) {
    self.locator = locator
    self.mapView = mapView
    try? graphicsOverlay.addGraphic(markerGraphic)
    core.add(graphicsOverlay, to: mapView)
    core.keep(
      mapView.onSingleTapGesture { [weak self] screenPoint, mapPoint in
        self?.handleTap(screenPoint: screenPoint, mapPoint: mapPoint)
      })
    core.keep(
      mapView.onLongPressBegan { [weak self] _, mapPoint in
        self?.reverseGeocode(at: mapPoint)
      })
    core.keep(
      mapView.onLongPressMoved { [weak self] _, mapPoint in
        self?.reverseGeocode(at: mapPoint)
      })
  }

  // MARK: - Intents

  /// Geocodes an address, marks the best result and zooms to it.
  ///
  /// - Parameter text: The address typed or picked; blank text does nothing.
  /// - Returns: The task doing the work.
  @discardableResult
  public func geocode(_ text: String) -> Task<Void, Never> {
    apply(machine.geocode(text)).request ?? Task {}
  }

  /// Puts the marker at a map location and reverse geocodes it (what a long press and each drag does).
  ///
  /// Cancels the previous request. The point is normalised to the central meridian first.
  ///
  /// - Parameter mapPoint: The location under the finger.
  /// - Returns: The task doing the work.
  @discardableResult
  public func reverseGeocode(at mapPoint: Point) -> Task<Void, Never> {
    let point = (try? GeometryEngine.normalizeCentralMeridian(of: mapPoint)) ?? mapPoint
    return apply(machine.reverseGeocode(at: point)).request ?? Task {}
  }

  /// Shows the marker's address when the tap is on the marker, and hides the callout otherwise.
  ///
  /// When the identify fails (a NaN or infinite point, say), the callout is hidden and the error's
  /// message shows in ``State/message``. A newer tap, geocode or long press supersedes it.
  ///
  /// It identifies on the view as it is at this call (a `MapView.snapshot()`), so a pan or zoom
  /// before the work runs does not change the hit.
  ///
  /// - Parameters:
  ///   - screenPoint: The tapped point on screen.
  ///   - mapPoint: The map location under it.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint, mapPoint: Point) -> Task<Void, Never> {
    // The view as it is now, at the tap: a pan or zoom before the identify runs does not change the hit.
    let snapshot = mapView.snapshot()
    return core.requests.start(
      .identify, for: self,
      request: { [snapshot, graphicsOverlay] in
        try await snapshot.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: OfflineGeocodeModel.tapTolerance)
      },
      then: { model, outcome in
        switch outcome {
        case .success(let result):
          model.apply(model.machine.tapped(onMarker: result.graphics.first === model.markerGraphic))
        case .failure(let error): model.apply(model.machine.tapFailed(message: readableMessage(for: error)))
        case .cancelled: break
        }
        return nil
      })
  }

  /// "street, city, region" from a reverse-geocode result's attributes (`StAddr` or `Address`,
  /// `City`, `Region`), leaving out the parts that are missing or blank (no leading or doubled
  /// separators); the result's label when none is present.
  nonisolated static func calloutText(for result: GeocodeResult) -> String {
    func text(_ key: String) -> String? {
      (result.attributes[key] as? String).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
    let joined = LabelText.join([text("StAddr") ?? text("Address"), text("City"), text("Region")])
    return joined.isEmpty ? result.label : joined
  }

  // MARK: - Work

  private func startGeocode(_ text: String) -> Task<Void, Never> {
    var parameters = GeocodeParameters()
    parameters.addResultAttributeNames(["Match_addr"])
    parameters.minScore = Self.minScore
    parameters.outputSpatialReference = mapView.spatialReference
    // The request holds the locator, not the model: a model dropped while it waits is freed.
    return core.requests.start(
      .locate, for: self,
      request: { [locator] in try await locator.geocode(forSearchText: text, using: parameters) },
      then: { model, outcome in
        switch outcome {
        case .success(let results): return model.apply(model.machine.geocoded(results)).followUp
        case .failure(let error):
          return model.apply(model.machine.geocodeFailed(message: readableMessage(for: error))).followUp
        case .cancelled: return model.apply(model.machine.cancelled()).followUp
        }
      })
  }

  private func startReverseGeocode(_ point: Point) -> Task<Void, Never> {
    var parameters = ReverseGeocodeParameters()
    parameters.maxResults = 1
    // The tutorial's street locator always names a street: ask for address features, not the
    // nearest record of any kind (which may be a place with no street).
    parameters.featureTypes = Self.reverseFeatureTypes
    parameters.resultAttributeNames = ["*"]
    parameters.outputSpatialReference = mapView.spatialReference
    return core.requests.start(
      .locate, for: self,
      request: { [locator] in try await locator.reverseGeocode(forLocation: point, parameters: parameters) },
      then: { model, outcome in
        switch outcome {
        case .success(let results): model.apply(model.machine.reverseGeocoded(results))
        case .failure: model.apply(model.machine.reverseGeocodeFailed())
        case .cancelled: model.apply(model.machine.cancelled())
        }
        return nil
      })
  }

  /// Does what the machine said, in order, then publishes its state.
  ///
  /// - Returns: The request started, if any, and the zoom to await, if any.
  @discardableResult
  private func apply(
    _ effects: [OfflineGeocodeStateMachine.Effect]
  ) -> (request: Task<Void, Never>?, followUp: FollowUp?) {
    var request: Task<Void, Never>?
    var followUp: FollowUp?
    let scene = MapScene(mapView: mapView, overlay: graphicsOverlay, marker: markerGraphic)
    for effect in effects {
      switch effect {
      case .geocode(let text): request = startGeocode(text)
      case .reverseGeocode(let point): request = startReverseGeocode(point)
      case .map(let effect): followUp = scene.perform([effect], callouts: core).followUp ?? followUp
      }
    }
    let new = machine.state
    update { $0 = new }
    return (request, followUp)
  }
}
