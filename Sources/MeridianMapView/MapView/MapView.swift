public import Foundation
public import MeridianCore
public import MeridianGraphics
public import Observation

/// A headless map view: the state a UI front draws and the input it forwards.
///
/// It holds a `Map`, its ``graphicsOverlays``, the view's size and its ``viewpoint``; converts between
/// screen points (top-left origin, y down) and map locations; navigates; turns forwarded gestures into
/// navigation and events; and identifies graphics. It is `@MainActor` and `@Observable`; the
/// `AsyncStream` properties serve code that iterates. docs/map-view.md is the guide.
///
/// ```swift
/// let map = Map(basemapStyle: .arcGISTopographic)
/// map.initialViewpoint = Viewpoint(latitude: 34.02700, longitude: -118.80500, scale: 72_000)
/// let mapView = MapView(map: map, graphicsOverlays: [GraphicsOverlay()])
/// mapView.onSingleTapGesture { screenPoint, mapPoint in print(mapPoint) }
/// mapView.tap(at: CGPoint(x: 195, y: 422))
/// ```
@MainActor
@Observable
public final class MapView {
  /// The size a view gets when none is given: 390 × 844 points, a common phone screen in portrait.
  public static let defaultViewSize = CGSize(width: 390, height: 844)

  /// The scale a view shows when its map has no initial viewpoint: 1:591,657,527.591555, the level-0
  /// scale of the Web Mercator tiling scheme (the whole world in 256 points).
  public static let defaultScale = 591_657_527.591555

  /// The map the view shows.
  ///
  /// Setting another map keeps the overlays, callout and handlers and interrupts an animation. The view
  /// goes to the new map's `initialViewpoint` when it has one, else keeps its centre, scale and
  /// rotation (projected and clamped); then the viewpoint, visible-area and map-change handlers and
  /// streams get the new values. Setting the map already shown does nothing. docs/map-view.md ("API
  /// details") gives the rules.
  public var map: Map {
    get { currentMap }
    set { replaceMap(with: newValue) }
  }

  /// The map the view shows, kept by the view.
  var currentMap: Map

  /// The graphics overlays, drawn in order: later overlays are on top of earlier ones.
  public var graphicsOverlays: [GraphicsOverlay]

  /// The size of the view in points.
  ///
  /// Resizing keeps the centre and the scale, so more or less of the map shows. When a view that had
  /// no area first gets one, the map's initial viewpoint applies (a bounding geometry is fitted then).
  ///
  /// Each side is at most `Viewpoint.maximumViewSide` (100,000 points): a larger side is clamped to it. A
  /// side that is NaN, infinite or negative counts as 0, as a front reports a view not laid out yet:
  /// the view has no area, so it has no ``visibleArea``, ignores taps and gestures and identifies
  /// nothing until it gets a real size. Use ``setViewSize(_:)`` to get a typed error instead.
  public var viewSize: CGSize {
    get { boundedSize }
    set {
      let bounded = MapView.boundedViewSize(newValue)
      guard bounded != boundedSize else { return }
      let old = boundedSize
      boundedSize = bounded
      viewSizeDidChange(from: old)
    }
  }

  /// The view size, always inside the bound.
  var boundedSize: CGSize

  /// The clock animations run on.
  @ObservationIgnored public let clock: any Clock<Duration>

  /// Where the view looks now, kept by the view.
  var camera: Camera

  /// A Boolean value indicating whether an animated navigation is running.
  public internal(set) var isNavigating = false

  /// Where the callout is shown, or `nil` for no callout. See ``calloutAnchor`` and ``calloutDisplay``.
  public var callout: CalloutPlacement?

  /// The callout's title, shown while ``callout`` is placed; `nil` for none.
  ///
  /// Setting ``callout`` keeps the title; ``showCallout(_:title:detail:)`` sets all three and
  /// ``dismissCallout()`` clears them.
  public var calloutTitle: String?

  /// The callout's detail line, shown under the title while ``callout`` is placed; `nil` for none.
  public var calloutDetail: String?

  /// Which gestures the view honours, and whether a long press shows the ``magnifier``.
  public var interactionOptions = InteractionOptions() {
    didSet { if !interactionOptions.isMagnifierEnabled || !interactionOptions.isEnabled { magnifier = nil } }
  }

  /// The magnifier a front draws while a long press goes on, or `nil` when none shows.
  ///
  /// Shown only when ``InteractionOptions/isMagnifierEnabled`` is on. See ``Magnifier``.
  public internal(set) var magnifier: Magnifier?

  /// The device location shown on the map, and how the map follows it.
  public let locationDisplay: LocationDisplay

  /// The initial viewpoint waits for a view with an area.
  @ObservationIgnored var initialViewpointPending: Bool

  /// The event handlers and stream subscribers.
  @ObservationIgnored let events = MapViewEvents()

  /// The running animation, cancelled by any newer navigation.
  @ObservationIgnored var animation: Task<Bool, Never>?

  /// Increases with every navigation, so an older one can tell it was superseded.
  @ObservationIgnored var navigationGeneration = 0

  /// The long-press gesture's state.
  @ObservationIgnored var longPressActive = false

  /// The long press's latest screen point and map location, used when it ends at a point that
  /// cannot be converted.
  @ObservationIgnored var lastLongPress: (CGPoint, Point)?

  /// The drawable layers' drawings and the label placement kept between frames, shared with snapshots.
  @ObservationIgnored let layerFrames = LayerFrameStore()

  /// Measures label text for placement. The default is `GlyphWidthTextMeasurer`; a front that measures
  /// real glyphs sets its own, so labels are spaced as it draws them.
  @ObservationIgnored public var labelTextMeasurer: any TextMeasurer = GlyphWidthTextMeasurer() {
    didSet { layerFrames.withCache { $0.labelKey = nil } }
  }

  /// Creates a map view.
  ///
  /// The map's `Map.initialViewpoint` applies here when the view has an area (a bounding geometry
  /// is fitted to `viewSize`), else when it first gets one. Without an initial viewpoint the view is
  /// centred on (0, 0) at ``defaultScale``. The map's scale limits are honoured.
  ///
  /// - Parameters:
  ///   - map: The map to show.
  ///   - graphicsOverlays: The graphics overlays, drawn in order (later on top). The default is none.
  ///   - viewSize: The size of the view in points. The default is ``defaultViewSize``. Each side is
  ///     clamped to `Viewpoint.maximumViewSide`; a NaN, infinite or negative side counts as 0, which gives a
  ///     view with no area.
  ///   - clock: The clock animated navigation runs on. The default is `ContinuousClock()`.
  public init(
    map: Map, graphicsOverlays: [GraphicsOverlay] = [], viewSize: CGSize = MapView.defaultViewSize,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.currentMap = map
    self.graphicsOverlays = graphicsOverlays
    self.boundedSize = MapView.boundedViewSize(viewSize)
    self.clock = clock
    self.camera = Camera(centerX: 0, centerY: 0, scale: MapView.defaultScale, rotation: 0).clamped(to: map)
    self.initialViewpointPending = map.initialViewpoint != nil
    self.locationDisplay = LocationDisplay(mapView: nil)
    locationDisplay.mapView = self
    applyInitialViewpointIfPossible()
    events.dataCoverage = dataCoverage
  }

  /// The viewpoint the view shows now: its centre (in the map's spatial reference), scale and rotation.
  public var viewpoint: Viewpoint {
    Viewpoint(center: center, scale: camera.scale, rotation: camera.rotation)
  }

  /// The centre of the view in the map's spatial reference.
  public var center: Point {
    Point(x: camera.centerX, y: camera.centerY, spatialReference: spatialReference)
  }

  /// The current scale denominator (72,000 means 1:72,000).
  public var scale: Double { camera.scale }

  /// The rotation of the map in degrees, counter-clockwise, in 0..<360.
  public var rotation: Double { camera.rotation }

  /// The spatial reference of the map, in which the view's locations and visible area are given.
  public var spatialReference: SpatialReference { map.spatialReference }

  /// Map units (metres, or degrees for a geographic map) covered by one screen point at the current scale.
  public var unitsPerPoint: Double {
    Viewpoint.unitsPerPoint(forScale: camera.scale, spatialReference: spatialReference)
  }

  /// The area of the map the view shows: the view's rectangle in map coordinates, rotated with the map.
  ///
  /// The ring runs counter-clockwise from the bottom-left corner of the screen. It is `nil` while
  /// the view has no area. On a wrapping map it may reach past the antimeridian.
  public var visibleArea: Polygon? { transform.map(MapViewSnapshot.visibleArea(of:)) }

  /// The current screen transform, or `nil` while the view has no area.
  var transform: ScreenTransform? {
    guard viewSize.width > 0, viewSize.height > 0, viewSize.width.isFinite, viewSize.height.isFinite else {
      return nil
    }
    return ScreenTransform(
      centerX: camera.centerX, centerY: camera.centerY, unitsPerPoint: unitsPerPoint, rotation: camera.rotation,
      width: Double(viewSize.width), height: Double(viewSize.height), spatialReference: spatialReference)
  }

  /// Reports one visible area per resize: on a first layout the initial viewpoint applies first,
  /// without an event of its own, so the area handlers hear the fitted area once.
  private func viewSizeDidChange(from oldValue: CGSize) {
    if let target = takeInitialViewpoint()?.clamped(to: map), target.isFinite, target != camera {
      camera = target
      events.viewpointChanged(viewpoint)
    }
    reportVisibleArea()
  }

  private func replaceMap(with newMap: Map) {
    guard newMap !== currentMap else { return }
    interruptNavigation()
    let previous = viewpoint
    currentMap = newMap
    let fallback = Camera(centerX: 0, centerY: 0, scale: MapView.defaultScale, rotation: 0).clamped(to: newMap)
    // Carried over first: a view with no area keeps this until the initial viewpoint can apply.
    let carried = resolve(previous) ?? fallback
    initialViewpointPending = newMap.initialViewpoint != nil
    let next = takeInitialViewpoint()?.clamped(to: newMap) ?? carried
    camera = next.isFinite ? next : carried
    events.viewpointChanged(viewpoint)
    reportVisibleArea()
    events.mapChanged(newMap)
  }

  private func applyInitialViewpointIfPossible() {
    if let target = takeInitialViewpoint() { apply(target) }
  }

  /// The camera of the map's initial viewpoint when it is pending and the view has an area (which
  /// ends the wait), else `nil`.
  private func takeInitialViewpoint() -> Camera? {
    guard initialViewpointPending, transform != nil, let initial = map.initialViewpoint else { return nil }
    initialViewpointPending = false
    return resolve(initial)
  }
}
