public import Foundation
public import MeridianCore

extension MapView {
  /// The most events one of the view's streams buffers for a slow observer: the newest 64 are kept.
  public static let eventBufferLimit = MapViewEvents.bufferLimit

  // MARK: - Handlers
  //
  // Every `on…` method adds a handler and returns its registration; none replaces another. The
  // handlers of one kind are called in the order they were registered (a model that registers in
  // its `init` before your code registers is called first), then the matching streams are fed.

  /// Adds an action to perform on every single tap.
  ///
  /// - Parameter action: Called on the main actor with the tapped screen point and the map location under it.
  /// - Returns: The registration; cancel it to remove the action. Dropping it keeps the action.
  @discardableResult
  public func onSingleTapGesture(perform action: @escaping @MainActor (CGPoint, Point) -> Void) -> EventRegistration {
    events.singleTapHandlers.add { action($0.screenPoint, $0.mapPoint) }
  }

  /// Adds actions to perform while a long press and drag goes on.
  ///
  /// For one action per phase, each with its screen point and map point, use
  /// ``onLongPressBegan(perform:)``, ``onLongPressMoved(perform:)`` and ``onLongPressEnded(perform:)``.
  ///
  /// - Parameters:
  ///   - action: Called when the press begins and every time it moves, with the screen point and the
  ///     map location under it.
  ///   - onEnded: Called when the finger lifts. The default does nothing.
  /// - Returns: The registration of both actions; cancel it to remove them.
  @discardableResult
  public func onLongPressAndDragGesture(
    perform action: @escaping @MainActor (CGPoint, Point) -> Void, onEnded: @escaping @MainActor () -> Void = {}
  ) -> EventRegistration {
    events.longPressHandlers.add { event in
      switch event.phase {
      case .began, .moved: action(event.screenPoint, event.mapPoint)
      case .ended: onEnded()
      }
    }
  }

  /// Adds an action to perform when a long press begins (the finger has rested long enough).
  ///
  /// - Parameter action: Called with the finger's screen point and the map location under it.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onLongPressBegan(perform action: @escaping @MainActor (CGPoint, Point) -> Void) -> EventRegistration {
    onLongPress(.began, action)
  }

  /// Adds an action to perform each time the finger of a long press moves.
  ///
  /// - Parameter action: Called with the finger's screen point and the map location under it.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onLongPressMoved(perform action: @escaping @MainActor (CGPoint, Point) -> Void) -> EventRegistration {
    onLongPress(.moved, action)
  }

  /// Adds an action to perform when the finger of a long press lifts.
  ///
  /// - Parameter action: Called with the screen point where the finger lifted and the map location under it.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onLongPressEnded(perform action: @escaping @MainActor (CGPoint, Point) -> Void) -> EventRegistration {
    onLongPress(.ended, action)
  }

  private func onLongPress(
    _ phase: LongPressEvent.Phase, _ action: @escaping @MainActor (CGPoint, Point) -> Void
  ) -> EventRegistration {
    events.longPressHandlers.add { event in
      if event.phase == phase { action(event.screenPoint, event.mapPoint) }
    }
  }

  /// Adds an action to perform whenever the viewpoint changes.
  ///
  /// - Parameter action: Called with the new centre-and-scale viewpoint, also for every frame of an animation.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onViewpointChanged(perform action: @escaping @MainActor (Viewpoint) -> Void) -> EventRegistration {
    events.viewpointHandlers.add(action)
  }

  /// Adds an action to perform with the current visible area and whenever it changes.
  ///
  /// When the view has an area, `action` is called at once with the current ``visibleArea``, before
  /// this method returns, so a handler added after the initial viewpoint applied still learns where
  /// the view looks. After that it is called after every navigation and resize, and when a view with
  /// no area first gets one (a front's first layout).
  ///
  /// - Parameter action: Called with the visible area.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onVisibleAreaChanged(perform action: @escaping @MainActor (Polygon) -> Void) -> EventRegistration {
    let registration = events.visibleAreaHandlers.add(action)
    if let visibleArea { action(visibleArea) }
    return registration
  }

  /// Adds an action to perform when an animated navigation starts or ends.
  ///
  /// - Parameter action: Called with `true` when an animation starts and `false` when none is running any more.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onNavigatingChanged(perform action: @escaping @MainActor (Bool) -> Void) -> EventRegistration {
    events.navigatingHandlers.add(action)
  }

  /// Adds an action to perform when the view is given another map (``map`` is set).
  ///
  /// - Parameter action: Called with the new map, after the view has moved to its viewpoint.
  /// - Returns: The registration; cancel it to remove the action.
  @discardableResult
  public func onMapChanged(perform action: @escaping @MainActor (Map) -> Void) -> EventRegistration {
    events.mapHandlers.add(action)
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

  /// The current visible area, then every later one. Each access returns a new stream, buffering
  /// the newest ``eventBufferLimit`` events.
  ///
  /// The stream replays the latest value: it starts with the current ``visibleArea`` when the view
  /// has an area, so a late observer learns where the view looks without waiting for a move.
  public var visibleAreaChanges: AsyncStream<Polygon> { events.visibleAreas.stream(startingWith: visibleArea) }

  /// The maps the view is given from now on (each time ``map`` is set). Each access returns a new
  /// stream, buffering the newest ``eventBufferLimit`` events.
  public var mapChanges: AsyncStream<Map> { events.maps.stream() }

  /// The navigating state from now on (`true` when an animation starts, `false` when it ends). Each
  /// access returns a new stream, buffering the newest ``eventBufferLimit`` events.
  public var navigatingChanges: AsyncStream<Bool> { events.navigatingStates.stream() }
}
