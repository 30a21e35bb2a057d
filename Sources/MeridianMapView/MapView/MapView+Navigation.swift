import Foundation
import InternalMeridianUtilities
public import MeridianCore

extension MapView {
  /// The time between two frames of an animated navigation: 1/60 s.
  public static let animationFrameInterval = Duration.nanoseconds(16_666_667)

  /// Moves the view to a viewpoint, animated over `duration` on the view's clock.
  ///
  /// The scale is clamped into ``scaleRange`` and the centre into the world; a newer navigation or a
  /// gesture interrupts a running animation. docs/map-view.md ("API details") describes the animation.
  ///
  /// - Parameters:
  ///   - viewpoint: The viewpoint to show, in any spatial reference the engine can project.
  ///   - duration: How long the animation takes; zero (the default) moves at once; clamped to
  ///     ``maximumAnimationDuration`` (60 s).
  /// - Returns: `true` when the view reached the viewpoint; `false` when it was interrupted, the task
  ///   was cancelled, or the input was bad (non-finite values, a non-positive scale, an empty or
  ///   unprojectable geometry, a negative duration), in which case nothing changes.
  @discardableResult
  public func setViewpoint(_ viewpoint: Viewpoint, duration: Duration = .zero) async -> Bool {
    guard duration >= .zero, let target = resolve(viewpoint) else { return false }
    return await navigate(to: target, duration: Swift.min(duration, MapView.maximumAnimationDuration))
  }

  /// Centres the view on a point, optionally at a new scale, at once.
  ///
  /// - Parameters:
  ///   - center: The new centre, in any spatial reference the engine can project into the map's
  ///     (a point without one is taken to be in the map's).
  ///   - scale: The new scale denominator, or `nil` to keep the current scale; clamped into ``scaleRange``.
  /// - Returns: `true` when the view moved there; `false` for bad input (a NaN or infinite
  ///   coordinate or scale, a non-positive scale) or an interruption, and then nothing changes.
  @discardableResult
  public func setViewpointCenter(_ center: Point, scale: Double? = nil) async -> Bool {
    // Checked here: a viewpoint with a NaN scale would be taken for a bounding geometry.
    if let scale, !scale.isFinite || scale <= 0 { return false }
    let vp = Viewpoint(center: center, scale: scale ?? camera.scale, rotation: camera.rotation)
    guard let target = resolve(vp) else { return false }
    return await navigate(to: target, duration: .zero)
  }

  /// Fits a geometry in the view, keeping `padding` points free on every side, at once.
  ///
  /// The geometry's extent, rotated with the map, is fitted to the view less the padding. A point
  /// (or a geometry without width and height) is centred at the current scale.
  ///
  /// - Parameters:
  ///   - geometry: The geometry to show, in any spatial reference the engine can project into the map's.
  ///   - padding: Free space in points on each side. The default is 0.
  /// - Returns: `true` when the view moved there; `false` for an empty or unprojectable geometry, a
  ///   negative or non-finite padding, or a padding that leaves no room, and for an interruption.
  @discardableResult
  public func setViewpointGeometry(_ geometry: any Geometry, padding: Double = 0) async -> Bool {
    guard let target = fit(geometry, padding: padding, rotation: camera.rotation) else { return false }
    return await navigate(to: target, duration: .zero)
  }

  /// Sets the scale at once, keeping the centre.
  ///
  /// - Parameter scale: The scale denominator; it is clamped into ``scaleRange`` (so 1e28 shows
  ///   ``worldMinScale``).
  /// - Returns: `true` when the view moved there; `false` for a NaN, infinite or non-positive scale.
  @discardableResult
  public func setViewpointScale(_ scale: Double) async -> Bool {
    guard scale.isFinite, scale > 0 else { return false }
    var target = camera
    target.scale = scale
    return await navigate(to: target.clamped(to: map), duration: .zero)
  }

  /// Sets the rotation at once, keeping the centre and scale.
  ///
  /// - Parameter angle: The rotation in degrees, counter-clockwise; any finite angle is brought into 0..<360.
  /// - Returns: `true` when the view moved there; `false` for a NaN or infinite angle.
  @discardableResult
  public func setViewpointRotation(_ angle: Double) async -> Bool {
    guard angle.isFinite else { return false }
    var target = camera
    target.rotation = angle
    return await navigate(to: target.clamped(to: map), duration: .zero)
  }

  // MARK: - Resolving viewpoints

  /// The camera that shows a viewpoint in this view, or `nil` when the viewpoint cannot be used.
  func resolve(_ viewpoint: Viewpoint) -> Camera? {
    guard viewpoint.rotation.isFinite else { return nil }
    switch viewpoint.kind {
    case .centerAndScale:
      guard let center = viewpoint.targetGeometry as? Point, let projected = project(center) else { return nil }
      let scale = viewpoint.targetScale
      guard scale.isFinite, scale > 0 else { return nil }
      return Camera(centerX: projected.x, centerY: projected.y, scale: scale, rotation: viewpoint.rotation)
        .clamped(to: map)
    case .boundingGeometry:
      return fit(viewpoint.targetGeometry, padding: 0, rotation: viewpoint.rotation)
    }
  }

  /// The camera that fits a geometry, rotated, in the view less the padding.
  ///
  /// A geometry with a spatial reference is fitted by its vertices (`Viewpoint.fitting`); one without,
  /// or one with no width and height, by its extent here (a point keeps the current scale).
  func fit(_ geometry: any Geometry, padding: Double, rotation: Double) -> Camera? {
    guard padding.isFinite, padding >= 0, rotation.isFinite, !geometry.isEmpty else { return nil }
    if geometry.spatialReference != nil,
      let fitted = try? Viewpoint.fitting(
        geometry, padding: padding, viewSize: viewSize, rotation: rotation, spatialReference: spatialReference),
      let center = fitted.targetGeometry as? Point, center.isFinite, fitted.targetScale.isFinite,
      fitted.targetScale > 0
    {
      return Camera(centerX: center.x, centerY: center.y, scale: fitted.targetScale, rotation: rotation).clamped(
        to: map)
    }
    guard let inMap = projectToMap(geometry) else { return nil }
    let extent = inMap.extent
    guard !extent.isEmpty, extent.xMin.isFinite, extent.xMax.isFinite, extent.yMin.isFinite, extent.yMax.isFinite
    else { return nil }
    let availableWidth = Double(viewSize.width) - 2 * padding
    let availableHeight = Double(viewSize.height) - 2 * padding
    guard availableWidth > 0, availableHeight > 0 else { return nil }
    let radians = rotation * .pi / 180
    let c = abs(cos(radians))
    let s = abs(sin(radians))
    // The extent's rectangle rotated by θ on screen spans w·|cos θ| + h·|sin θ| by w·|sin θ| + h·|cos θ|.
    let spanX = extent.width * c + extent.height * s
    let spanY = extent.width * s + extent.height * c
    var scale = camera.scale
    if spanX > 0 || spanY > 0 {
      let units = Swift.max(spanX / availableWidth, spanY / availableHeight)
      scale = Viewpoint.scale(forUnitsPerPoint: units, spatialReference: spatialReference)
    }
    guard scale.isFinite, scale > 0 else { return nil }
    let center = extent.center
    return Camera(centerX: center.x, centerY: center.y, scale: scale, rotation: rotation).clamped(to: map)
  }

  /// A point in the map's spatial reference (a point without one is taken to be in it), or `nil`.
  func project(_ point: Point) -> Point? {
    guard point.isFinite else { return nil }
    guard let sr = point.spatialReference, sr != spatialReference else {
      return Point(x: point.x, y: point.y, spatialReference: spatialReference)
    }
    guard let projected = try? GeometryEngine.project(point, into: spatialReference), projected.isFinite else {
      return nil
    }
    return projected
  }

  /// A geometry in the map's spatial reference (one without a reference is taken to be in it), or `nil`.
  func projectToMap(_ geometry: any Geometry) -> (any Geometry)? {
    guard let sr = geometry.spatialReference, sr != spatialReference else { return geometry }
    return try? GeometryEngine.project(geometry, into: spatialReference)
  }

  // MARK: - Moving

  /// Shows a camera now, publishing the viewpoint and visible area when they change.
  ///
  /// - Returns: `false`, changing nothing, when the camera (clamped into the scale range and the
  ///   world) is not finite.
  @discardableResult
  func apply(_ target: Camera) -> Bool {
    let next = target.clamped(to: map)
    guard next.isFinite else { return false }
    guard next != camera else { return true }
    camera = next
    events.viewpointChanged(viewpoint)
    reportVisibleArea()
    return true
  }

  /// Interrupts any running animation; the interrupted navigation returns `false`.
  func interruptNavigation() {
    navigationGeneration += 1
    animation?.cancel()
    animation = nil
    setNavigating(false)
  }

  func setNavigating(_ value: Bool) {
    guard isNavigating != value else { return }
    isNavigating = value
    events.navigatingChanged(value)
  }

  /// Moves to a camera, at once or animated, superseding any running navigation.
  func navigate(to target: Camera, duration: Duration) async -> Bool {
    let target = target.clamped(to: map)
    guard target.isFinite else { return false }
    let duration = Swift.min(duration, MapView.maximumAnimationDuration)
    navigationGeneration += 1
    let generation = navigationGeneration
    animation?.cancel()
    animation = nil
    guard duration > .zero else {
      setNavigating(false)
      apply(target)
      return true
    }
    setNavigating(true)
    let start = camera
    let clock = self.clock
    let task = Task { @MainActor [weak self] () -> Bool in
      guard let self else { return false }
      let finished = await self.animate(from: start, to: target, duration: duration, on: clock, generation: generation)
      if self.navigationGeneration == generation {
        self.animation = nil
        self.setNavigating(false)
      }
      return finished
    }
    animation = task
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func animate<C: Clock>(
    from start: Camera, to target: Camera, duration: Duration, on clock: C, generation: Int
  ) async -> Bool where C.Duration == Duration {
    // The duration is at most `maximumAnimationDuration`, so at most 3,600 frames.
    let frames = Int.clamping((duration / MapView.animationFrameInterval).rounded(.up), to: 1...3_600)
    let begin = clock.now
    let world = ScreenTransform.worldWidth(of: spatialReference)
    for frame in 1...frames {
      do {
        try await clock.sleep(until: begin.advanced(by: duration * frame / frames), tolerance: nil)
      } catch {
        return false
      }
      guard !Task.isCancelled, navigationGeneration == generation else { return false }
      apply(start.interpolated(to: target, fraction: Double(frame) / Double(frames), worldWidth: world))
    }
    return true
  }
}
