public import Foundation
import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "offline geocode" flow: geocode typed (or preset) addresses with a local locator, and reverse
/// geocode continuously while a person long-presses and drags on the map.
///
/// ``geocode(_:)`` asks for results scoring at least 75 with their `Match_addr`, marks the best one
/// and zooms to it. A long press puts the marker under the finger and reverse geocodes the
/// normalised point; each move cancels the previous request, and the callout shows
/// "street, city, region". When a reverse geocode finds nothing, or fails, the marker goes away. A
/// tap on the marker shows its address again.
@MainActor
@Observable
public final class OfflineGeocodeModel: WorkTracking {
  /// The callout: its text and where it points.
  public struct Callout: Sendable, Equatable, CustomStringConvertible {
    /// The text, an address.
    public var text: String
    /// Where it points.
    public var location: Point

    /// Creates a callout.
    public init(text: String, location: Point) {
      self.text = text
      self.location = location
    }

    /// The callout in one line: its text and where it points.
    public var description: String { "Callout(\(text) at \(location))" }
  }

  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The text in the search field (emptied when a long press starts).
    public var searchText = ""
    /// A Boolean value indicating whether a geocode or reverse geocode is running.
    public var isBusy = false
    /// Where the one marker is, if shown.
    public var marker: Point?
    /// The callout, if shown.
    public var callout: Callout?
    /// A message for the person: no results, or why the geocode failed.
    public var message: String?

    /// Creates a state; the default is the state before anything happened.
    public init(
      searchText: String = "", isBusy: Bool = false, marker: Point? = nil, callout: Callout? = nil,
      message: String? = nil
    ) {
      self.searchText = searchText
      self.isBusy = isBusy
      self.marker = marker
      self.callout = callout
      self.message = message
    }

    /// The state in one line, for test failures: the text, then what is shown.
    public var description: String {
      var parts = ["\"\(searchText)\""]
      if isBusy { parts.append("busy") }
      if let marker { parts.append("marker at \(marker)") }
      if let callout { parts.append("\(callout)") }
      if let message { parts.append("\"\(message)\"") }
      return "State(\(parts.joined(separator: ", ")))"
    }
  }

  /// The lowest score a geocode result may have: 75.
  public static let minScore = 75.0
  /// The identify tolerance in points: 12.
  public static let tapTolerance = 12.0
  /// The message shown when a geocode finds nothing.
  public static let noResults = "No results found"

  /// Addresses in the bundled Helsinki sample data, to pick from instead of typing.
  public static let presetAddresses = [
    "Aleksanterinkatu 9, Helsinki",
    "Kaivokatu 8, Helsinki",
    "Annankatu 24, Helsinki",
    "Simonkatu 10, Helsinki",
    "Fredrikinkatu 41, Helsinki",
  ]

  /// The marker: a red circle, 14 points, with a white 2-point outline.
  public static let markerSymbol: SimpleMarkerSymbol = {
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 14)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
    return symbol
  }()

  /// The current state.
  public private(set) var state = State()
  /// Addresses a person can pick; the default is ``presetAddresses``.
  public var presets: [String] = OfflineGeocodeModel.presetAddresses

  /// The locator (normally an offline one) the model geocodes with.
  @ObservationIgnored public let locator: LocatorTask
  /// The map view the model draws on.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the marker.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()

  @ObservationIgnored private let core = ModelCore(State())
  @ObservationIgnored private var requests = LatestRequest()
  @ObservationIgnored private var markerGraphic: Graphic?
  /// The latest reverse geocode, which a lift waits for before it identifies the marker.
  @ObservationIgnored private var latestReverseGeocode: Task<Void, Never>?

  /// Creates the model, adds its overlay to the map view, and handles the view's taps and long presses.
  ///
  /// - Parameters:
  ///   - locator: The locator to geocode with, such as `LocatorTask(transport: try await SampleData.helsinkiLocator())`.
  ///   - mapView: The map view to draw on.
  public init(locator: LocatorTask, mapView: MapView) {
    self.locator = locator
    self.mapView = mapView
    mapView.graphicsOverlays.append(graphicsOverlay)
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
    core.keep(
      mapView.onLongPressEnded { [weak self] screenPoint, mapPoint in
        self?.longPressEnded(screenPoint: screenPoint, mapPoint: mapPoint)
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

  // MARK: - Intents

  /// Geocodes an address, marks the best result and zooms to it.
  ///
  /// - Parameter text: The address typed or picked; blank text does nothing.
  /// - Returns: The task doing the work.
  @discardableResult
  public func geocode(_ text: String) -> Task<Void, Never> {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return Task {} }
    let ticket = requests.begin()
    removeMarker()
    update {
      $0 = State(searchText: trimmed, isBusy: true)
    }
    var parameters = GeocodeParameters()
    parameters.addResultAttributeNames(["Match_addr"])
    parameters.minScore = Self.minScore
    parameters.outputSpatialReference = mapView.spatialReference
    // The request holds the locator, not the model: a model dropped while it waits is freed.
    return core.tasks.run(
      "locate", weakly: self,
      request: { [locator] in try await locator.geocode(forSearchText: trimmed, using: parameters) },
      then: { model, outcome in model.showGeocode(outcome, ticket: ticket) })
  }

  /// Puts the marker at a map location and reverse geocodes it (what a long press and each drag does).
  ///
  /// Cancels the previous request. The point is normalised to the central meridian first.
  ///
  /// - Parameter mapPoint: The location under the finger.
  /// - Returns: The task doing the work.
  @discardableResult
  public func reverseGeocode(at mapPoint: Point) -> Task<Void, Never> {
    let ticket = requests.begin()
    let point = (try? GeometryEngine.normalizeCentralMeridian(of: mapPoint)) ?? mapPoint
    removeMarker()
    let graphic = Graphic(geometry: point, symbol: Self.markerSymbol)
    try? graphicsOverlay.addGraphic(graphic)
    markerGraphic = graphic
    update {
      $0 = State(isBusy: true, marker: point)
    }
    var parameters = ReverseGeocodeParameters()
    parameters.maxResults = 1
    // The tutorial's street locator always names a street: ask for address features, not the
    // nearest record of any kind (which may be a place with no street).
    parameters.featureTypes = Self.reverseFeatureTypes
    parameters.resultAttributeNames = ["*"]
    parameters.outputSpatialReference = mapView.spatialReference
    let task = core.tasks.run(
      "locate", weakly: self,
      request: { [locator] in try await locator.reverseGeocode(forLocation: point, parameters: parameters) },
      then: { model, outcome in
        model.showReverseGeocode(outcome, at: point, ticket: ticket)
        return nil
      })
    latestReverseGeocode = task
    return task
  }

  /// The finger lifted: once the latest reverse geocode has answered, identifies the marker under
  /// the lift point and shows its callout on it, as a tap there would (what the tutorial does on lift).
  ///
  /// While the finger was down the callout stood above the magnifier; after the lift it points at
  /// the marker again.
  ///
  /// - Parameters:
  ///   - screenPoint: Where the finger lifted.
  ///   - mapPoint: The map location under it.
  /// - Returns: The task doing the work.
  @discardableResult
  public func longPressEnded(screenPoint: CGPoint, mapPoint: Point) -> Task<Void, Never> {
    let pending = latestReverseGeocode
    return core.tasks.run(
      "tap", weakly: self,
      request: { [mapView, graphicsOverlay] in
        await pending?.value
        return try await mapView.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: OfflineGeocodeModel.tapTolerance)
      },
      then: { model, outcome in
        model.showTap(outcome, mapPoint: mapPoint)
        return nil
      })
  }

  /// Shows the marker's address when the tap is on it, and hides the callout otherwise.
  ///
  /// When the identify fails (a NaN or infinite point, say), the callout is hidden and the error's
  /// message shows in ``State/message``.
  ///
  /// - Parameters:
  ///   - screenPoint: The tapped point on screen.
  ///   - mapPoint: The map location under it.
  /// - Returns: The task doing the work.
  @discardableResult
  public func handleTap(screenPoint: CGPoint, mapPoint: Point) -> Task<Void, Never> {
    core.tasks.run(
      "tap", weakly: self,
      request: { [mapView, graphicsOverlay] in
        try await mapView.identify(
          on: graphicsOverlay, screenPoint: screenPoint, tolerance: OfflineGeocodeModel.tapTolerance)
      },
      then: { model, outcome in
        model.showTap(outcome, mapPoint: mapPoint)
        return nil
      })
  }

  private func showTap(_ outcome: Result<IdentifyGraphicsOverlayResult, any Error>, mapPoint: Point) {
    do {
      let result = try outcome.get()
      if let graphic = result.graphics.first, let text = graphic.attributes["Match_addr"] as? String,
        let location = graphic.geometry as? Point
      {
        mapView.showCallout(.geoElement(graphic, tapLocation: mapPoint), title: text)
        update { $0.callout = Callout(text: text, location: location) }
      } else {
        mapView.dismissCallout()
        update { $0.callout = nil }
      }
    } catch  where isCancellation(error) {
      return
    } catch {
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

  /// Shows a geocode's outcome; returns the zoom to the marked result, if any.
  private func showGeocode(_ outcome: Result<[GeocodeResult], any Error>, ticket: UInt64) -> FollowUp? {
    do {
      let results = try outcome.get()
      guard requests.isCurrent(ticket) else { return nil }
      guard let best = results.first, let location = best.displayLocation else {
        update {
          $0.isBusy = false
          $0.message = Self.noResults
        }
        return nil
      }
      var attributes = best.attributes
      if attributes["Match_addr"] == nil { attributes["Match_addr"] = best.label }
      let graphic = Graphic(geometry: location, attributes: attributes, symbol: Self.markerSymbol)
      try? graphicsOverlay.addGraphic(graphic)
      markerGraphic = graphic
      update {
        $0.isBusy = false
        $0.marker = location
      }
      guard let target = SearchModel.ZoomTarget.forResult(extent: best.extent, location: location) else { return nil }
      return { [mapView] in await target.show(on: mapView) }
    } catch  where isCancellation(error) {
      if requests.isCurrent(ticket) { update { $0.isBusy = false } }
    } catch {
      guard requests.isCurrent(ticket) else { return nil }
      update {
        $0.isBusy = false
        $0.message = readableMessage(for: error)
      }
    }
    return nil
  }

  private func showReverseGeocode(_ outcome: Result<[GeocodeResult], any Error>, at point: Point, ticket: UInt64) {
    do {
      let results = try outcome.get()
      guard requests.isCurrent(ticket) else { return }
      guard let result = results.first else {
        dropMarker(ticket)
        return
      }
      let text = Self.calloutText(for: result)
      let graphicWithAddress = Graphic(
        geometry: point, attributes: result.attributes.merging(["Match_addr": text]) { $1 }, symbol: Self.markerSymbol)
      graphicsOverlay.removeAllGraphics()
      try? graphicsOverlay.addGraphic(graphicWithAddress)
      markerGraphic = graphicWithAddress
      mapView.showCallout(.geoElement(graphicWithAddress, tapLocation: point), title: text)
      update {
        $0.isBusy = false
        $0.callout = Callout(text: text, location: point)
      }
    } catch  where isCancellation(error) {
      return
    } catch {
      dropMarker(ticket)
    }
  }

  /// The feature types a long press asks for: point and street addresses, as the street locator
  /// of the tutorial answers.
  public static let reverseFeatureTypes = ["PointAddress", "StreetAddress"]

  /// "street, city, region" from a reverse-geocode result's attributes (`StAddr` or `Address`,
  /// `City`, `Region`), leaving out the parts that are missing or blank (no leading or doubled
  /// separators); the result's label when none is present.
  static func calloutText(for result: GeocodeResult) -> String {
    func text(_ key: String) -> String? {
      (result.attributes[key] as? String).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
    let joined = LabelText.join([text("StAddr") ?? text("Address"), text("City"), text("Region")])
    return joined.isEmpty ? result.label : joined
  }

  private func dropMarker(_ ticket: UInt64) {
    guard requests.isCurrent(ticket) else { return }
    removeMarker()
    mapView.dismissCallout()
    update {
      $0.isBusy = false
      $0.marker = nil
      $0.callout = nil
    }
  }

  private func removeMarker() {
    graphicsOverlay.removeAllGraphics()
    markerGraphic = nil
    mapView.dismissCallout()
  }

  private func update(_ change: (inout State) -> Void) {
    var new = state
    change(&new)
    guard new != state else { return }
    state = new
    core.stream.yield(new)
  }
}
