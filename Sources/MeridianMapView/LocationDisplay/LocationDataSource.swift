/// A source of device locations for a ``LocationDisplay``: a GPS, a simulation, a recorded track.
///
/// Each ``locations()`` call starts the source and returns the locations from then on; the source
/// stops when the stream's consumer goes away. Throw from ``locations()`` when the source cannot
/// start (no permission, no hardware); the location display reports that error in its status.
///
/// ```swift
/// struct FixedSource: LocationDataSource {
///   let location: Location
///   func locations() async throws -> AsyncStream<Location> {
///     AsyncStream { $0.yield(location); $0.finish() }
///   }
/// }
/// ```
public protocol LocationDataSource: Sendable {
  /// Starts the source and returns its locations.
  ///
  /// - Returns: The locations, newest last. The stream finishes when the source has no more.
  /// - Throws: Any error that keeps the source from starting.
  func locations() async throws -> AsyncStream<Location>
}
