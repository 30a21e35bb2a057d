public import Foundation
import MeridianCore

extension MapView {
  /// Forwards a single tap: calls the ``onSingleTapGesture(perform:)`` handlers and feeds ``taps``
  /// with an event carrying the view's ``snapshot()`` at the tap.
  ///
  /// Nothing happens for a NaN or infinite point, while the view has no area, or while
  /// ``InteractionOptions/isEnabled`` is off.
  ///
  /// - Parameter screenPoint: The tapped point, in points from the top-left corner, y down.
  public func tap(at screenPoint: CGPoint) {
    guard interactionOptions.isEnabled, let mapPoint = location(fromScreenPoint: screenPoint) else { return }
    events.tapped(TapEvent(screenPoint: screenPoint, mapPoint: mapPoint, snapshot: snapshot()))
  }

  /// Forwards a double tap: zooms in 2× at once, keeping the map location under the point where it is.
  ///
  /// Ignored while ``InteractionOptions/isZoomEnabled`` (or ``InteractionOptions/isEnabled``) is off.
  ///
  /// - Parameter screenPoint: The tapped point, in points from the top-left corner, y down.
  public func doubleTap(at screenPoint: CGPoint) {
    pinch(scale: 2, around: screenPoint)
  }

  /// Forwards the start of a long press: shows the ``magnifier`` when it is enabled, then calls the
  /// ``onLongPressBegan(perform:)`` (and ``onLongPressAndDragGesture(perform:onEnded:)``) handlers
  /// and feeds ``longPressEvents``.
  ///
  /// Ignored for a NaN or infinite point, while the view has no area, or while
  /// ``InteractionOptions/isEnabled`` is off.
  ///
  /// - Parameter screenPoint: Where the finger rests, in points from the top-left corner, y down.
  public func longPressBegan(at screenPoint: CGPoint) {
    guard interactionOptions.isEnabled, let mapPoint = location(fromScreenPoint: screenPoint) else { return }
    longPressActive = true
    lastLongPress = (screenPoint, mapPoint)
    showMagnifier(at: screenPoint, location: mapPoint)
    events.longPressed(LongPressEvent(phase: .began, screenPoint: screenPoint, mapPoint: mapPoint))
  }

  /// Forwards a move of a pressed finger: moves the ``magnifier``, calls the
  /// ``onLongPressMoved(perform:)`` handlers and feeds ``longPressEvents``. Ignored when no long press
  /// has begun, and for a NaN or infinite point.
  ///
  /// - Parameter screenPoint: Where the finger is now.
  public func longPressMoved(at screenPoint: CGPoint) {
    guard longPressActive, let mapPoint = location(fromScreenPoint: screenPoint) else { return }
    lastLongPress = (screenPoint, mapPoint)
    showMagnifier(at: screenPoint, location: mapPoint)
    events.longPressed(LongPressEvent(phase: .moved, screenPoint: screenPoint, mapPoint: mapPoint))
  }

  /// Forwards the end of a long press: hides the ``magnifier``, then calls the
  /// ``onLongPressEnded(perform:)`` handlers and feeds ``longPressEvents``. Ignored when no long press
  /// has begun.
  ///
  /// The event carries the point where the finger lifted and the map location under it; for a NaN
  /// or infinite point (a front that lost track of the finger) the point of the last move is used.
  ///
  /// - Parameter screenPoint: Where the finger lifted.
  public func longPressEnded(at screenPoint: CGPoint) {
    guard longPressActive else { return }
    longPressActive = false
    magnifier = nil
    let event: LongPressEvent
    if let mapPoint = location(fromScreenPoint: screenPoint) {
      event = LongPressEvent(phase: .ended, screenPoint: screenPoint, mapPoint: mapPoint)
    } else if let (lastScreen, lastMap) = lastLongPress {
      event = LongPressEvent(phase: .ended, screenPoint: lastScreen, mapPoint: lastMap)
    } else {
      return
    }
    lastLongPress = nil
    events.longPressed(event)
  }

  /// Forwards a drag: the map follows the finger, at once, interrupting any animation and turning
  /// the location display's auto-pan off.
  ///
  /// The centre is kept inside the world: x wraps on a wrapping map, y stops at the world's edge.
  ///
  /// - Parameter translation: How far the finger moved, in points (positive width to the right,
  ///   positive height downward). A translation with a NaN or infinite component, or one beyond
  ///   ±``maximumPanTranslation`` (10,000,000 points) on an axis, is ignored: nothing changes, a
  ///   running animation and the auto-pan mode included.
  public func pan(by translation: CGSize) {
    guard interactionOptions.isEnabled, interactionOptions.isPanEnabled else { return }
    let dx = Double(translation.width)
    let dy = Double(translation.height)
    let limit = MapView.maximumPanTranslation
    guard let transform, dx.isFinite, dy.isFinite, abs(dx) <= limit, abs(dy) <= limit else { return }
    // The map location that was at (centre − translation) comes to the centre.
    let m = transform.map(CGPoint(x: transform.width / 2 - dx, y: transform.height / 2 - dy))
    let next = Camera(centerX: m.x, centerY: m.y, scale: camera.scale, rotation: camera.rotation)
    guard next.clamped(to: map).isFinite else { return }
    interruptNavigation()
    locationDisplay.autoPanMode = .off
    apply(next)
  }

  /// Forwards a pinch: zooms by a factor about a screen point, at once, interrupting any animation.
  ///
  /// The map location under `around` stays under it, unless the scale reached a limit of
  /// ``scaleRange``: the scale is clamped into it, so 64 pinches of 0.5 stop at ``worldMinScale``
  /// and `pinch(scale: 1e-300)` shows it at once.
  ///
  /// - Parameters:
  ///   - factor: The pinch factor: 2 zooms in 2× (the scale denominator halves), 0.5 zooms out.
  ///     A NaN, infinite or non-positive factor is ignored; any positive finite factor is accepted
  ///     and the resulting scale clamped.
  ///   - screenPoint: The point to zoom about, in points from the top-left corner, y down. A NaN
  ///     or infinite point, or one so far away that the new centre would not be finite, is ignored.
  public func pinch(scale factor: Double, around screenPoint: CGPoint) {
    guard interactionOptions.isEnabled, interactionOptions.isZoomEnabled, factor.isFinite, factor > 0 else { return }
    var target = camera
    target.scale = camera.scale / factor
    move(to: target, keeping: screenPoint)
  }

  /// Forwards a rotation gesture: rotates the map about a screen point, at once, interrupting any animation.
  ///
  /// - Parameters:
  ///   - degrees: The angle, counter-clockwise. A NaN or infinite angle is ignored; any finite angle
  ///     is accepted and the rotation brought into 0..<360.
  ///   - screenPoint: The point to rotate about; the map location under it stays under it. A NaN
  ///     or infinite point, or one so far away that the new centre would not be finite, is ignored.
  public func rotate(by degrees: Double, around screenPoint: CGPoint) {
    guard interactionOptions.isEnabled, interactionOptions.isRotateEnabled, degrees.isFinite else { return }
    var target = camera
    target.rotation = camera.rotation + degrees
    move(to: target, keeping: screenPoint)
  }

  /// Shows a new scale and rotation with the centre chosen so the location under `screenPoint` stays
  /// put; changes nothing (no interruption either) when the result would not be finite.
  private func move(to target: Camera, keeping screenPoint: CGPoint) {
    guard let old = transform, screenPoint.x.isFinite, screenPoint.y.isFinite else { return }
    let anchor = old.map(screenPoint)
    var next = target.clamped(to: map)
    var probe = old
    probe.unitsPerPoint = Viewpoint.unitsPerPoint(forScale: next.scale, spatialReference: spatialReference)
    probe.rotation = next.rotation
    probe.centerX = 0
    probe.centerY = 0
    // With the centre at the origin, `probe.map` gives the screen point's offset from the centre in map units.
    let offset = probe.map(screenPoint)
    next.centerX = anchor.x - offset.x
    next.centerY = anchor.y - offset.y
    guard next.clamped(to: map).isFinite else { return }
    interruptNavigation()
    apply(next)
  }

  private func showMagnifier(at screenPoint: CGPoint, location: Point) {
    guard interactionOptions.isMagnifierEnabled else { return }
    magnifier = Magnifier(screenPoint: screenPoint, location: location, viewScale: scale)
  }
}
