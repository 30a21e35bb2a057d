import Foundation
public import MeridianCore
public import MeridianGeocoding
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "search for an address" flow: a person submits text, the best match is marked and labelled on
/// the map, and the map zooms to it.
///
/// A newer submit cancels the older request, so only the latest result is ever shown. Empty text
/// shows "Nothing to search!" and sends no request. The model owns one overlay holding one red square
/// marker and one text label, which follow the state's ``State/status``.
///
/// ```swift
/// let model = AddressSearchModel(locator: LocatorTask(transport: transport), mapView: mapView)
/// await model.submit("Mannerheimintie 1, Helsinki").value
/// if case .result(let label, _) = model.state.status { print(label) }
/// ```
@MainActor
@Observable
public final class AddressSearchModel: AppModel {
  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The text of the latest search (trimmed).
    public var searchText = ""
    /// A Boolean value indicating whether a search is running.
    public var isSearching = false
    /// The result shown on the map.
    public var status: ResultStatus = .none
    /// A message for the person: "Nothing to search!", no results, or why the search failed.
    public var message: String?

    /// Creates a state; the default is the state before any search.
    public init(
      searchText: String = "", isSearching: Bool = false, status: ResultStatus = .none, message: String? = nil
    ) {
      self.searchText = searchText
      self.isSearching = isSearching
      self.status = status
      self.message = message
    }

    /// The state in one line, for test failures: the text, whether it searches, the status and the message.
    public var description: String {
      "State(\"\(searchText)\"\(isSearching ? ", searching" : ""), \(status)\(message.map { ", \"\($0)\"" } ?? ""))"
    }
  }

  /// The result the map shows: none, or a label at a location.
  public enum ResultStatus: Sendable, Equatable, CustomStringConvertible {
    /// No result: nothing searched yet, nothing found, or the search failed.
    case none
    /// A result: its label and where it is.
    case result(String, Point)

    /// The status in one line: `none`, or `result(label, point)`.
    public var description: String {
      switch self {
      case .none: "none"
      case .result(let label, let point): "result(\(label), \(point))"
      }
    }
  }

  /// The locator the model searches with.
  @ObservationIgnored public let locator: LocatorTask
  /// The map view the model draws on and zooms.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the marker and the label; on the map view while the model lives.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()
  /// The marker: a red square, 12 points.
  @ObservationIgnored public let markerGraphic = Graphic(
    symbol: SimpleMarkerSymbol(style: .square, color: .red, size: 12))
  /// The label: black text, 14 points, centred above the location (bottom-aligned).
  @ObservationIgnored public let textGraphic = Graphic(
    symbol: TextSymbol(text: "", color: .black, size: 14, horizontalAlignment: .center, verticalAlignment: .bottom))

  /// The model's one kind of request: a search, which supersedes the one before it.
  enum Request: RequestKind {
    case search
    var supersedes: [Request] { [] }
  }

  @ObservationIgnored private var machine = AddressSearchStateMachine()
  @ObservationIgnored let core = ModelCore<State, Request>(State())

  /// Creates the model and adds its overlay to the map view (on top); the overlay leaves the view
  /// when the model goes away.
  ///
  /// - Parameters:
  ///   - locator: The locator to search with.
  ///   - mapView: The map view to draw on.
  public init(locator: LocatorTask, mapView: MapView) {
    self.locator = locator
    self.mapView = mapView
    try? graphicsOverlay.addGraphics([markerGraphic, textGraphic])
    core.add(graphicsOverlay, to: mapView)
  }

  // MARK: - Intents

  /// Searches for `text`, cancelling the search still running.
  ///
  /// - Parameter text: What the person typed. Empty (or blank) text sets "Nothing to search!" and sends no request.
  /// - Returns: The task doing the work; await its `value` to know the result is shown and the zoom done.
  @discardableResult
  public func submit(_ text: String) -> Task<Void, Never> {
    guard let searchText = machine.submit(text) else {
      publish()
      return Task {}
    }
    publish()
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    parameters.maxResults = 1
    parameters.outputSpatialReference = mapView.spatialReference
    // The request holds the locator, not the model: a model dropped while it waits is freed.
    return core.requests.start(
      .search, for: self,
      request: { [locator] in try await locator.geocode(forSearchText: searchText, using: parameters) },
      then: { model, outcome in model.answer(outcome) })
  }

  /// Cancels the running search, if any; the shown result stays.
  public func cancel() {
    core.requests.cancel(.search)
    if machine.cancel() { publish() }
  }

  // MARK: - Work

  /// Shows a search's outcome; returns the zoom to the result, if it is shown.
  private func answer(_ outcome: RequestOutcome<[GeocodeResult]>) -> FollowUp? {
    switch outcome {
    case .success(let results):
      let best = results.first
      guard machine.answered(with: best) else { return nil }
      publish()
      guard let best, let target = SearchModel.ZoomTarget.forResult(extent: best.extent, location: best.displayLocation)
      else { return nil }
      return target.followUp(on: mapView)
    case .cancelled:
      if machine.cancel() { publish() }
    case .failure(let error):
      if machine.failed(message: readableMessage(for: error)) { publish() }
    }
    return nil
  }

  /// Draws the machine's state (the marker and the label) and publishes it.
  private func publish() {
    let new = machine.state
    guard new != state else { return }
    let scene = MapScene(mapView: mapView, overlay: graphicsOverlay, marker: markerGraphic, label: textGraphic)
    switch new.status {
    case .none: _ = scene.perform([.moveMarker(nil)], callouts: core)
    case .result(let label, let location):
      _ = scene.perform([.moveMarker(Marker(location: location), label: label)], callouts: core)
    }
    update { $0 = new }
  }
}
