import Foundation
public import MeridianCore
public import Observation

/// Shows the device's location on a map view and, optionally, keeps the map following it.
///
/// Set a ``dataSource``, call ``start()``, and read ``location``, ``mapLocation`` and ``heading``
/// (a front draws the location symbol there). ``autoPanMode`` decides how the map follows:
///
/// - ``AutoPanMode/off``: the map does not move.
/// - ``AutoPanMode/recenter``: the map re-centres on the location when it leaves the middle
///   ``wanderExtentFactor`` of the view.
/// - ``AutoPanMode/navigation``: the location sits ``navigationPointHeightFactor`` of the view's
///   height above the bottom edge, and the map turns so the course points up.
/// - ``AutoPanMode/compassNavigation``: the location is centred and the map turns so the heading points up.
///
/// A pan gesture on the view turns auto-pan off, as a person who drags the map expects.
@MainActor
@Observable
public final class LocationDisplay {
  /// Where the location display is in its life.
  public enum Status: Sendable, CustomStringConvertible {
    /// Not running.
    case stopped
    /// ``LocationDisplay/start()`` is waiting for the data source.
    case starting
    /// Receiving locations.
    case started
    /// The data source failed to start; the error says why.
    case failed(any Error)

    /// The status's name: `stopped`, `starting`, `started` or `failed(` and the error `)`.
    public var description: String {
      switch self {
      case .stopped: return "stopped"
      case .starting: return "starting"
      case .started: return "started"
      case .failed(let error): return "failed(\(error))"
      }
    }
  }

  /// How the map follows the location.
  public enum AutoPanMode: Sendable, Hashable, CaseIterable {
    /// The map does not follow.
    case off
    /// The map re-centres when the location nears the edge.
    case recenter
    /// The location near the bottom, the course up.
    case navigation
    /// The location centred, the heading up.
    case compassNavigation
  }

  /// The source of locations. Changing it takes effect at the next ``start()``.
  public var dataSource: (any LocationDataSource)?

  /// The state of the display.
  public private(set) var status: Status = .stopped

  /// The latest location, as the data source reported it.
  public private(set) var location: Location?

  /// The latest location in the map's spatial reference, or `nil` before the first location.
  public private(set) var mapLocation: Point?

  /// The direction the device points (the latest course), in degrees clockwise from north, or `nil` when unknown.
  public private(set) var heading: Double?

  /// How the map follows the location. The default is ``AutoPanMode/off``.
  public var autoPanMode: AutoPanMode = .off {
    didSet { if autoPanMode != oldValue { follow() } }
  }

  /// In ``AutoPanMode/recenter``, the share of the view (centred) the location may wander in before
  /// the map re-centres: 0.5 (the middle half in each direction).
  public var wanderExtentFactor = 0.5

  /// In ``AutoPanMode/navigation``, how far above the bottom edge the location sits, as a share of the
  /// view's height: 0.125.
  public var navigationPointHeightFactor = 0.125

  @ObservationIgnored weak var mapView: MapView?
  @ObservationIgnored private var task: Task<Void, Never>?
  @ObservationIgnored private var generation = 0

  init(mapView: MapView?) { self.mapView = mapView }

  /// A Boolean value indicating whether the display is receiving locations.
  public var isStarted: Bool {
    if case .started = status { return true }
    return false
  }

  /// Starts the data source and begins showing its locations.
  ///
  /// The status is ``Status/starting`` while the source starts, then ``Status/started``; when the source
  /// throws it becomes ``Status/failed(_:)`` and the error is rethrown. Starting a started display
  /// restarts it.
  ///
  /// - Throws: ``MapViewError/noLocationDataSource`` without a data source, or the data source's error.
  public func start() async throws {
    stop()
    generation += 1
    let current = generation
    guard let dataSource else {
      status = .failed(MapViewError.noLocationDataSource)
      throw MapViewError.noLocationDataSource
    }
    status = .starting
    let stream: AsyncStream<Location>
    do {
      stream = try await dataSource.locations()
    } catch {
      if generation == current { status = .failed(error) }
      throw error
    }
    guard generation == current else { return }
    status = .started
    task = Task { [weak self] in
      for await location in stream {
        guard let self, self.generation == current else { return }
        self.receive(location)
      }
    }
  }

  /// Stops showing locations; the last location stays readable.
  public func stop() {
    generation += 1
    task?.cancel()
    task = nil
    status = .stopped
  }

  private func receive(_ location: Location) {
    self.location = location
    heading = location.course.isFinite ? location.course : heading
    if let mapView {
      mapLocation = mapView.project(location.position)
    }
    follow()
  }

  /// Moves the map as the auto-pan mode asks.
  private func follow() {
    guard let mapView, let mapLocation, let transform = mapView.transform else { return }
    var camera = mapView.camera
    switch autoPanMode {
    case .off:
      return
    case .recenter:
      guard let screen = mapView.screenPoint(fromLocation: mapLocation) else { return }
      let halfW = transform.width * wanderExtentFactor / 2
      let halfH = transform.height * wanderExtentFactor / 2
      if abs(Double(screen.x) - transform.width / 2) <= halfW, abs(Double(screen.y) - transform.height / 2) <= halfH {
        return
      }
      camera.centerX = mapLocation.x
      camera.centerY = mapLocation.y
    case .compassNavigation:
      camera.centerX = mapLocation.x
      camera.centerY = mapLocation.y
      if let heading { camera.rotation = heading }
    case .navigation:
      if let heading { camera.rotation = heading }
      // Put the location below the centre by (0.5 − factor) of the height, measured along the screen's
      // vertical, which in map space points along the rotated up vector.
      let down = (0.5 - navigationPointHeightFactor) * transform.height * transform.unitsPerPoint
      let radians = camera.rotation * .pi / 180
      // Screen up (0, 1) in map space is R(−θ)·(0, 1) = (sin θ, cos θ).
      camera.centerX = mapLocation.x + down * sin(radians)
      camera.centerY = mapLocation.y + down * cos(radians)
    }
    mapView.interruptNavigation()
    mapView.apply(camera)
  }
}
