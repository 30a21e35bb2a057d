import MeridianCore

/// The display-a-map flow as a pure state machine: what each tap, choice and clear does to the
/// state, and what it asks the model to do (``Effect``), in order.
///
/// The machine holds the state, no view or overlay: the model gives the view its new map and does
/// the map effects.
struct MapDisplayStateMachine: Sendable {
  typealias State = MapDisplayModel.State

  /// What the model is to do, in the order given: show another map, or do a map effect.
  enum Effect: Sendable, Equatable {
    /// Give the map view a new map with the choice's basemap.
    case showMap(MapChoice)
    /// Do a map effect (the markers).
    case map(MapEffect)
  }

  /// What a person sees.
  private(set) var state: State

  /// Creates the machine showing a map.
  init(map: MapChoice) {
    state = State(map: map)
  }

  /// A tap at a map location: a marker is added there; a NaN or infinite point is ignored.
  mutating func tapped(at mapPoint: Point) -> [Effect] {
    guard mapPoint.isFinite else { return [] }
    return [.map(.drawMarkers([Marker(location: mapPoint)], symbol: MapDisplayModel.markerSymbol))]
  }

  /// The marker at a location was drawn: the state lists it.
  mutating func markerDrawn(at mapPoint: Point) -> [Effect] {
    state.markers.append(mapPoint)
    return []
  }

  /// Another map was chosen: the view shows it, the markers stay.
  mutating func choose(_ choice: MapChoice) -> [Effect] {
    state.map = choice
    return [.showMap(choice)]
  }

  /// The markers were cleared.
  mutating func clear() -> [Effect] {
    state.markers = []
    return [.map(.clearMarkers)]
  }
}
