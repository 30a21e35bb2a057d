import Foundation
import InternalMeridianUtilities
import MeridianCore

/// A map view's event handlers (any number per kind, called in registration order) and stream subscribers.
///
/// For each event the handlers are called first, then the streams are fed.
@MainActor
final class MapViewEvents {
  /// The most events one stream buffers before dropping the oldest.
  static let bufferLimit = 64

  let singleTapHandlers = HandlerList<MapView.TapEvent>()
  let longPressHandlers = HandlerList<MapView.LongPressEvent>()
  let viewpointHandlers = HandlerList<Viewpoint>()
  let visibleAreaHandlers = HandlerList<Polygon>()
  let navigatingHandlers = HandlerList<Bool>()
  let mapHandlers = HandlerList<Map>()
  let dataCoverageHandlers = HandlerList<MapView.DataCoverage>()

  let taps = Broadcaster<MapView.TapEvent>(bufferLimit: bufferLimit)
  let longPresses = Broadcaster<MapView.LongPressEvent>(bufferLimit: bufferLimit)
  let viewpoints = Broadcaster<Viewpoint>(bufferLimit: bufferLimit)
  let visibleAreas = Broadcaster<Polygon>(bufferLimit: bufferLimit)
  let navigatingStates = Broadcaster<Bool>(bufferLimit: bufferLimit)
  let maps = Broadcaster<Map>(bufferLimit: bufferLimit)
  let dataCoverages = Broadcaster<MapView.DataCoverage>(bufferLimit: bufferLimit)

  /// The data coverage last reported (or found when the view was made).
  var dataCoverage = MapView.DataCoverage.unknown

  func tapped(_ event: MapView.TapEvent) {
    singleTapHandlers(event)
    taps.yield(event)
  }

  func longPressed(_ event: MapView.LongPressEvent) {
    longPressHandlers(event)
    longPresses.yield(event)
  }

  func viewpointChanged(_ value: Viewpoint) {
    viewpointHandlers(value)
    viewpoints.yield(value)
  }

  func visibleAreaChanged(_ value: Polygon) {
    visibleAreaHandlers(value)
    visibleAreas.yield(value)
  }

  func navigatingChanged(_ value: Bool) {
    navigatingHandlers(value)
    navigatingStates.yield(value)
  }

  func mapChanged(_ value: Map) {
    mapHandlers(value)
    maps.yield(value)
  }

  func dataCoverageChanged(_ value: MapView.DataCoverage) {
    dataCoverage = value
    dataCoverageHandlers(value)
    dataCoverages.yield(value)
  }
}
