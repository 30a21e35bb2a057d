import Foundation
import MeridianCore

/// A map view's event handlers (one per kind) and stream subscribers.
@MainActor
final class MapViewEvents {
  /// The most events one stream buffers before dropping the oldest.
  static let bufferLimit = 64

  var singleTap: ((CGPoint, Point) -> Void)?
  var longPress: ((CGPoint, Point) -> Void)?
  var longPressEnded: (() -> Void)?
  var viewpoint: ((Viewpoint) -> Void)?
  var visibleArea: ((Polygon) -> Void)?
  var navigating: ((Bool) -> Void)?

  let taps = EventBroadcaster<MapView.TapEvent>(bufferLimit: bufferLimit)
  let longPresses = EventBroadcaster<MapView.LongPressEvent>(bufferLimit: bufferLimit)
  let viewpoints = EventBroadcaster<Viewpoint>(bufferLimit: bufferLimit)
  let visibleAreas = EventBroadcaster<Polygon>(bufferLimit: bufferLimit)
  let navigatingStates = EventBroadcaster<Bool>(bufferLimit: bufferLimit)

  func tapped(_ event: MapView.TapEvent) {
    singleTap?(event.screenPoint, event.mapPoint)
    taps.yield(event)
  }

  func longPressed(_ event: MapView.LongPressEvent) {
    switch event.phase {
    case .began, .moved: longPress?(event.screenPoint, event.mapPoint)
    case .ended: longPressEnded?()
    }
    longPresses.yield(event)
  }

  func viewpointChanged(_ value: Viewpoint) {
    viewpoint?(value)
    viewpoints.yield(value)
  }

  func visibleAreaChanged(_ value: Polygon) {
    visibleArea?(value)
    visibleAreas.yield(value)
  }

  func navigatingChanged(_ value: Bool) {
    navigating?(value)
    navigatingStates.yield(value)
  }
}
