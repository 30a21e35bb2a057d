public import Foundation
public import MeridianCore

extension MapView {
  /// The most events one of the view's streams buffers for a slow observer: the newest 64 are kept.
  public static let eventBufferLimit = MapViewEvents.bufferLimit

  // MARK: - Handlers

  /// Sets the action to perform on a single tap, replacing any earlier one.
  ///
  /// - Parameter action: Called on the main actor with the tapped screen point and the map location under it.
  public func onSingleTapGesture(perform action: @escaping @MainActor (CGPoint, Point) -> Void) {
    events.singleTap = action
  }

  /// Sets the actions to perform while a long press and drag goes on, replacing any earlier ones.
  ///
  /// - Parameters:
  ///   - action: Called when the press begins and every time it moves, with the screen point and the
  ///     map location under it.
  ///   - onEnded: Called when the finger lifts. The default does nothing.
  public func onLongPressAndDragGesture(
    perform action: @escaping @MainActor (CGPoint, Point) -> Void, onEnded: @escaping @MainActor () -> Void = {}
  ) {
    events.longPress = action
    events.longPressEnded = onEnded
  }

  /// Sets the action to perform whenever the viewpoint changes, replacing any earlier one.
  ///
  /// - Parameter action: Called with the new centre-and-scale viewpoint, also for every frame of an animation.
  public func onViewpointChanged(perform action: @escaping @MainActor (Viewpoint) -> Void) {
    events.viewpoint = action
  }

  /// Sets the action to perform whenever the visible area changes, replacing any earlier one.
  ///
  /// - Parameter action: Called with the new visible area (after navigation and after a resize).
  public func onVisibleAreaChanged(perform action: @escaping @MainActor (Polygon) -> Void) {
    events.visibleArea = action
  }

  /// Sets the action to perform when an animated navigation starts or ends, replacing any earlier one.
  ///
  /// - Parameter action: Called with `true` when an animation starts and `false` when none is running any more.
  public func onNavigatingChanged(perform action: @escaping @MainActor (Bool) -> Void) {
    events.navigating = action
  }

  // MARK: - Streams

  /// The single taps from now on. Each access returns a new stream for one more observer, which
  /// buffers the newest ``eventBufferLimit`` events.
  public var taps: AsyncStream<TapEvent> { events.taps.stream() }

  /// The long-press steps from now on (began, moved..., ended). Each access returns a new stream,
  /// buffering the newest ``eventBufferLimit`` events.
  public var longPressEvents: AsyncStream<LongPressEvent> { events.longPresses.stream() }

  /// The viewpoints from now on, every animation frame included. Each access returns a new stream,
  /// buffering the newest ``eventBufferLimit`` events.
  public var viewpointChanges: AsyncStream<Viewpoint> { events.viewpoints.stream() }

  /// The visible areas from now on. Each access returns a new stream, buffering the newest
  /// ``eventBufferLimit`` events.
  public var visibleAreaChanges: AsyncStream<Polygon> { events.visibleAreas.stream() }

  /// The navigating state from now on (`true` when an animation starts, `false` when it ends). Each
  /// access returns a new stream, buffering the newest ``eventBufferLimit`` events.
  public var navigatingChanges: AsyncStream<Bool> { events.navigatingStates.stream() }
}
