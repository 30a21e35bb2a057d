import Foundation
public import MeridianCore
public import MeridianGraphics
public import MeridianMapView
public import Observation

/// The "display a map" flow: a tap adds a circle marker where it lands, a picker switches the map, a
/// button clears the markers.
///
/// The model handles the map view's single taps. ``chooseMap(_:)`` gives the view a new map with
/// another basemap among ``choices``; the viewpoint stays where it is.
///
/// ```swift
/// let model = MapDisplayModel(mapView: mapView)
/// mapView.tap(at: CGPoint(x: 100, y: 200))   // adds a marker
/// model.chooseMap(MapChoice.defaults[2])       // imagery
/// model.clearGraphics()
/// ```
@MainActor
@Observable
public final class MapDisplayModel: AppModel {
  /// What a person sees.
  public struct State: Sendable, Equatable, CustomStringConvertible {
    /// The map shown.
    public var map: MapChoice
    /// Where the markers are, in the order they were added.
    public var markers: [Point]

    /// Creates a state.
    public init(map: MapChoice, markers: [Point] = []) {
      self.map = map
      self.markers = markers
    }

    /// The state in one line, for test failures: the map's name and the number of markers.
    public var description: String { "State(\(map.name), \(markers.count) markers)" }
  }

  /// The marker added at each tap: a red circle, 12 points, with a white 1-point outline.
  public nonisolated static let markerSymbol: SimpleMarkerSymbol = {
    var symbol = SimpleMarkerSymbol(style: .circle, color: .red, size: 12)
    symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 1)
    return symbol
  }()

  /// The maps a person can choose from.
  public let choices: [MapChoice]

  /// The map view the model draws on.
  @ObservationIgnored public let mapView: MapView
  /// The overlay holding the markers; on the map view while the model lives.
  @ObservationIgnored public let graphicsOverlay = GraphicsOverlay()

  /// No request: every intent is done when it returns.
  typealias Request = Never

  @ObservationIgnored let core: ModelCore<State, Never>
  @ObservationIgnored private var machine: MapDisplayStateMachine

  /// Creates the model, adds its overlay to the map view and handles the view's single taps.
  ///
  /// When the model goes away its handler goes and its overlay leaves the view, markers and all.
  ///
  /// - Parameters:
  ///   - mapView: The map view; its map's basemap is set to the first choice unless it already shows one of them.
  ///   - choices: The maps to choose from; the default is ``MapChoice/defaults``. An empty list keeps the map as it is.
  public init(mapView: MapView, choices: [MapChoice] = MapChoice.defaults) {
    self.mapView = mapView
    self.choices = choices
    let map = mapView.map
    let current: MapChoice
    if let shown = choices.first(where: { $0.isShown(by: map) }) {
      current = shown
    } else if let first = choices.first {
      map.basemap = first.basemap
      current = first
    } else {
      // No choices: the map stays as it is, whatever it shows.
      current = MapChoice(name: map.basemap?.name ?? "Map", basemap: map.basemap ?? Basemap(baseLayers: []))
    }
    machine = MapDisplayStateMachine(map: current)
    core = ModelCore(machine.state)
    core.add(graphicsOverlay, to: mapView)
    core.keep(
      mapView.onSingleTapGesture { [weak self] _, mapPoint in
        self?.addMarker(at: mapPoint)
      })
  }

  // MARK: - Intents

  /// Adds a marker at a map location (what a tap does).
  ///
  /// - Parameter mapPoint: Where to put the marker; a point with a NaN or infinite coordinate is ignored.
  public func addMarker(at mapPoint: Point) {
    let effects = machine.tapped(at: mapPoint)
    // A marker the overlay refuses is not listed.
    guard !effects.isEmpty, apply(effects) else { return }
    apply(machine.markerDrawn(at: mapPoint))
  }

  /// Switches the map to another choice; the markers and the viewpoint stay.
  ///
  /// As the tutorial does, the view is given a new `Map` with the choice's basemap (in the
  /// current map's spatial reference, with its scale limits and no initial viewpoint of its own),
  /// so `MapView.map` changes and the view's map-change handlers hear of it; the viewpoint carries
  /// over and the overlays stay on the view.
  ///
  /// - Parameter choice: The map to show.
  public func chooseMap(_ choice: MapChoice) {
    apply(machine.choose(choice))
  }

  /// Removes every marker.
  public func clearGraphics() {
    apply(machine.clear())
  }

  /// Does what the machine said, in order, then publishes its state.
  ///
  /// - Returns: Whether every marker was drawn.
  @discardableResult
  private func apply(_ effects: [MapDisplayStateMachine.Effect]) -> Bool {
    var drawn = true
    let scene = MapScene(mapView: mapView, overlay: graphicsOverlay)
    for effect in effects {
      switch effect {
      case .showMap(let choice):
        let current = mapView.map
        let next = Map(basemap: choice.basemap, spatialReference: current.spatialReference)
        next.minScale = current.minScale
        next.maxScale = current.maxScale
        mapView.map = next
      case .map(let effect):
        if scene.perform([effect], callouts: core).drawingError != nil { drawn = false }
      }
    }
    let new = machine.state
    update { $0 = new }
    return drawn
  }
}
