public import Foundation
public import MeridianCore

/// A location data source that replays a list of points, or travels along a polyline at a speed,
/// emitting one location per ``interval`` on an injected clock.
///
/// The first location comes at once; the stream finishes after the last point. Course and speed are
/// geodesic (WGS84). The interval is clamped into 0...``maximumInterval`` and a polyline run emits at
/// most ``maximumPolylinePositions`` locations; docs/map-view.md ("API details") gives the rules.
///
/// ```swift
/// let clock = TestClock()
/// let source = SimulatedLocationDataSource(polyline: route, speed: 10, clock: clock)  // 10 m/s
/// mapView.locationDisplay.dataSource = source
/// try await mapView.locationDisplay.start()
/// ```
public struct SimulatedLocationDataSource: LocationDataSource {
  /// The longest interval between two locations: one day. A longer interval is clamped to it.
  public static let maximumInterval = Duration.seconds(86_400)

  /// The most locations a polyline run emits: 100,000 (about 28 hours at one a second).
  public static let maximumPolylinePositions = 100_000

  /// The positions emitted, in order (WGS84).
  public let positions: [Point]
  /// The time between two locations.
  public let interval: Duration
  /// The timestamp of the first location.
  public let startDate: Date
  /// The horizontal accuracy reported, in metres.
  public let horizontalAccuracy: Double
  private let clock: any Clock<Duration>

  /// Creates a source that emits the points in order.
  ///
  /// - Parameters:
  ///   - points: The positions.
  ///   - interval: The time between two locations, clamped into 0...``maximumInterval``. The
  ///     default is one second.
  ///   - horizontalAccuracy: The accuracy reported, in metres. The default is 5.
  ///   - startDate: The first timestamp. The default is now.
  ///   - clock: The clock to wait on. The default is `ContinuousClock()`.
  public init(
    points: [Point], interval: Duration = .seconds(1), horizontalAccuracy: Double = 5, startDate: Date = Date(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.positions = points.compactMap { SimulatedLocationDataSource.wgs84($0) }
    self.interval = Swift.min(Swift.max(interval, .zero), SimulatedLocationDataSource.maximumInterval)
    self.horizontalAccuracy = horizontalAccuracy
    self.startDate = startDate
    self.clock = clock
  }

  /// Creates a source that travels along a polyline's first path at a constant speed.
  ///
  /// - Parameters:
  ///   - polyline: The route; its first path is followed from start to end.
  ///   - speed: Metres per second; a non-positive or non-finite speed gives only the start point, and
  ///     one so low that the route needs more than ``maximumPolylinePositions`` steps is raised.
  ///   - interval: The time between two locations, clamped into 0...``maximumInterval``. The
  ///     default is one second.
  ///   - horizontalAccuracy: The accuracy reported, in metres. The default is 5.
  ///   - startDate: The first timestamp. The default is now.
  ///   - clock: The clock to wait on. The default is `ContinuousClock()`.
  public init(
    polyline: Polyline, speed: Double, interval: Duration = .seconds(1), horizontalAccuracy: Double = 5,
    startDate: Date = Date(), clock: any Clock<Duration> = ContinuousClock()
  ) {
    let vertices = (polyline.parts.first ?? []).compactMap {
      SimulatedLocationDataSource.wgs84(
        Point(x: $0.x, y: $0.y, spatialReference: $0.spatialReference ?? polyline.spatialReference))
    }
    let bounded = Swift.min(Swift.max(interval, .zero), SimulatedLocationDataSource.maximumInterval)
    let seconds = Double(bounded.components.seconds) + Double(bounded.components.attoseconds) * 1e-18
    self.init(
      points: SimulatedLocationDataSource.walk(vertices, step: speed * seconds), interval: interval,
      horizontalAccuracy: horizontalAccuracy, startDate: startDate, clock: clock)
  }

  /// Starts the simulation and returns its locations.
  ///
  /// The first location comes at once, each later one ``interval`` after the previous on the
  /// source's clock; the stream finishes after the last. Each call starts a new run from the first
  /// position, and the run stops when its stream's consumer goes away. The stream buffers the newest
  /// 64 locations for a slow consumer.
  ///
  /// - Returns: The simulated locations, in order.
  /// - Throws: Nothing: a simulation always starts. (The protocol allows real sources to throw.)
  public func locations() async throws -> AsyncStream<Location> {
    let (stream, continuation) = AsyncStream.makeStream(of: Location.self, bufferingPolicy: .bufferingNewest(64))
    let locations = makeLocations()
    let clock: any Clock<Duration> = self.clock
    let interval = self.interval
    let task = Task {
      await SimulatedLocationDataSource.emit(locations, every: interval, on: clock, into: continuation)
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  private static func emit<C: Clock>(
    _ locations: [Location], every interval: Duration, on clock: C,
    into continuation: AsyncStream<Location>.Continuation
  ) async where C.Duration == Duration {
    let start = clock.now
    for (index, location) in locations.enumerated() {
      if Task.isCancelled { break }
      if index > 0 {
        do { try await clock.sleep(until: start.advanced(by: interval * index), tolerance: nil) } catch { break }
      }
      continuation.yield(location)
    }
    continuation.finish()
  }

  /// The locations the source emits, with course and speed from the neighbouring positions.
  func makeLocations() -> [Location] {
    let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) * 1e-18
    return positions.enumerated().map { index, position in
      var course = Double.nan
      var speed = Double.nan
      let next = index + 1 < positions.count ? index + 1 : nil
      let previous = index > 0 ? index - 1 : nil
      if let from = next.map({ _ in position }) ?? previous.map({ positions[$0] }),
        let to = next.map({ positions[$0] }) ?? (previous != nil ? position : nil)
      {
        course = Self.bearing(from: from, to: to)
        speed = seconds > 0 ? Self.distance(from: from, to: to) / seconds : .nan
      }
      return Location(
        position: position, course: course, speed: speed, horizontalAccuracy: horizontalAccuracy,
        timestamp: startDate.addingTimeInterval(Double(index) * seconds))
    }
  }

  static func wgs84(_ point: Point) -> Point? {
    guard point.isFinite else { return nil }
    guard let sr = point.spatialReference, sr != .wgs84 else { return Point(latitude: point.y, longitude: point.x) }
    return try? GeometryEngine.project(point, into: .wgs84)
  }

  /// The geodesic distance in metres on WGS84, or NaN when a point is not a geographic position.
  static func distance(from a: Point, to b: Point) -> Double {
    (try? GeometryEngine.geodeticDistance(from: a, to: b))?.distance ?? .nan
  }

  /// The geodesic's azimuth at `a` in degrees clockwise from north, 0..<360, or NaN when a point is
  /// not a geographic position.
  static func bearing(from a: Point, to b: Point) -> Double {
    guard let azimuth = (try? GeometryEngine.geodeticDistance(from: a, to: b))?.azimuth1 else { return .nan }
    return azimuth < 0 ? azimuth + 360 : azimuth
  }

  /// Points every `step` metres along the vertices (along each segment's geodesic), ending with the
  /// last vertex.
  ///
  /// The step is raised so that the walk makes at most ``maximumPolylinePositions`` points: the
  /// first, the last and at most N − 3 between (one spare for rounding).
  static func walk(_ vertices: [Point], step: Double) -> [Point] {
    guard let first = vertices.first else { return [] }
    guard step.isFinite, step > 0, vertices.count > 1 else { return [first] }
    var total = 0.0
    for i in 1..<vertices.count {
      let length = distance(from: vertices[i - 1], to: vertices[i])
      if length > 0 { total += length }  // NaN (an unmeasurable segment) is skipped
    }
    let step = Swift.max(step, total / Double(maximumPolylinePositions - 3))
    var result = [first]
    var carried = 0.0  // metres travelled since the last emitted point
    for i in 1..<vertices.count {
      let a = vertices[i - 1]
      let b = vertices[i]
      guard let geodesic = try? GeometryEngine.geodeticDistance(from: a, to: b), geodesic.distance > 0 else {
        continue
      }
      let length = geodesic.distance
      var along = step - carried
      while along <= length {
        if let point = try? GeometryEngine.moveGeodetic(a, distance: along, azimuth: geodesic.azimuth1) {
          result.append(Point(latitude: point.y, longitude: point.x))
        }
        along += step
      }
      carried = length - (along - step)
    }
    // The walk ends on the last vertex exactly: a step that fell within a micrometre of it is moved onto it.
    if let last = vertices.last, let tail = result.last {
      if distance(from: tail, to: last) > 1e-6 {
        result.append(last)
      } else if result.count > 1 {
        result[result.count - 1] = last
      }
    }
    return result
  }
}
