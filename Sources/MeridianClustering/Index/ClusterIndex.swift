public import MeridianCore

/// Point clusters for every zoom, as supercluster makes them, usable on its own.
///
/// ```swift
/// let index = try ClusterIndex(points: places, options: ClusterIndex.Options(radius: 40, extent: 512))
/// let world = try index.clusters(in: Envelope(xMin: -180, yMin: -90, xMax: 180, yMax: 90), zoom: 2)
/// if let id = world.first?.id {
///   let zoom = try index.expansionZoom(of: id)
///   let firstTen = try index.leaves(of: id, limit: 10, offset: 0)
/// }
/// ```
///
/// See “`ClusterIndex`” in `docs/clustering.md`.
public final class ClusterIndex: Sendable {
  /// The most points an index takes: 2²⁶ − 1. A cluster id packs its seed's position in 26 bits
  /// (supercluster's encoding).
  public static let maximumPointCount = (1 << 26) - 1

  /// The options the index was built with.
  public let options: Options
  /// The aggregates every cluster carries.
  public let aggregateFields: [AggregateField]
  /// The points' longitudes, in input order (wrapped into −180…180).
  let longitudes: [Double]
  /// The points' latitudes, in input order.
  let latitudes: [Double]
  /// Each zoom's items: `levels[z - minZoom]` for `z` in `minZoom...maxZoom + 1` (the last holds the points).
  let levels: [ClusterLevel]
  /// The aggregates of the points and clusters, when there are aggregate fields.
  let aggregator: ClusterAggregator?

  /// The number of points indexed.
  public var pointCount: Int { longitudes.count }

  /// Clusters points with supercluster's options.
  ///
  /// - Parameters:
  ///   - points: The points, in the order that decides which becomes a seed (the same points in
  ///     another order may cluster differently, as in supercluster).
  ///   - options: The options; supercluster's defaults by default.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `points` (a NaN or infinite
  ///   coordinate, a latitude beyond ±90°, a point that cannot be projected to WGS84, or too many
  ///   points) or the option out of range; `CancellationError` when the task is cancelled.
  public convenience init(points: [Point], options: Options = Options()) throws {
    try self.init(points: points, attributes: [], aggregateFields: [], options: options)
  }

  /// Clusters points with supercluster's options and summarises their attributes in every cluster.
  ///
  /// - Parameters:
  ///   - points: The points, in order.
  ///   - attributes: Each point's attributes, in the order of `points` (ignored, and may be empty,
  ///     when there are no aggregate fields).
  ///   - aggregateFields: The summaries each cluster carries (supercluster's map/reduce).
  ///   - options: The options; supercluster's defaults by default.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming the input at fault (`points`,
  ///   `attributes` when its count differs from the points', `aggregateFields` for an empty,
  ///   repeated or reserved name, or an option); `CancellationError` when the task is cancelled.
  public convenience init(
    points: [Point], attributes: [[String: any Sendable]], aggregateFields: [AggregateField],
    options: Options = Options()
  ) throws {
    var longitudes = [Double](repeating: 0, count: points.count)
    var latitudes = [Double](repeating: 0, count: points.count)
    for (i, point) in points.enumerated() {
      if i & 0xFFFF == 0xFFFF { try Task.checkCancellation() }
      let geographic = try Self.geographic(point, at: i)
      longitudes[i] = geographic.x
      latitudes[i] = geographic.y
    }
    try self.init(
      longitudes: longitudes, latitudes: latitudes, attributes: attributes, aggregateFields: aggregateFields,
      options: options)
  }

  /// Clusters points given as longitude and latitude tables (what the overlay's reduction passes).
  ///
  /// - Throws: As ``init(points:attributes:aggregateFields:options:)``.
  package init(
    longitudes: [Double], latitudes: [Double], attributes: [[String: any Sendable]],
    aggregateFields: [AggregateField], options: Options
  ) throws {
    try options.validate()
    try Self.validate(aggregateFields)
    guard longitudes.count <= Self.maximumPointCount else {
      throw ClusteringError.invalidParameter(
        name: "points", reason: "\(longitudes.count) points are more than the \(Self.maximumPointCount) an index takes")
    }
    if !aggregateFields.isEmpty, attributes.count != longitudes.count {
      throw ClusteringError.invalidParameter(
        name: "attributes", reason: "\(attributes.count) records for \(longitudes.count) points")
    }
    var longitudes = longitudes
    var xs = [Double](repeating: 0, count: longitudes.count)
    var ys = [Double](repeating: 0, count: longitudes.count)
    for i in longitudes.indices {
      if i & 0xFFFF == 0xFFFF { try Task.checkCancellation() }
      let longitude = longitudes[i]
      let latitude = latitudes[i]
      guard longitude.isFinite, latitude.isFinite else {
        throw ClusteringError.invalidParameter(
          name: "points", reason: "point \(i) has a NaN or infinite coordinate (\(longitude), \(latitude))")
      }
      guard (-90.0...90.0).contains(latitude) else {
        throw ClusteringError.invalidParameter(
          name: "points", reason: "point \(i) has latitude \(latitude), beyond ±90°")
      }
      if !(-180.0...180.0).contains(longitude) { longitudes[i] = ClusterProjection.wrapped(longitude: longitude) }
      xs[i] = ClusterProjection.x(longitude: longitudes[i])
      ys[i] = ClusterProjection.y(latitude: latitude)
    }
    let aggregator =
      aggregateFields.isEmpty ? nil : try ClusterAggregator(fields: aggregateFields, attributes: attributes)
    var builder = ClusterBuilder(options: options, pointCount: longitudes.count, aggregator: aggregator)
    self.levels = try builder.build(xs: xs, ys: ys)
    self.aggregator = builder.aggregator
    self.options = options
    self.aggregateFields = aggregateFields
    self.longitudes = longitudes
    self.latitudes = latitudes
  }

  /// An index from its parts (an index updated in place).
  init(
    parts: (
      options: Options, aggregateFields: [AggregateField], longitudes: [Double], latitudes: [Double],
      levels: [ClusterLevel], aggregator: ClusterAggregator?
    )
  ) {
    options = parts.options
    aggregateFields = parts.aggregateFields
    longitudes = parts.longitudes
    latitudes = parts.latitudes
    levels = parts.levels
    aggregator = parts.aggregator
  }

  /// Builds an index off the caller's actor; see ``init(points:attributes:aggregateFields:options:)``.
  ///
  /// - Parameters:
  ///   - points: The points, in order.
  ///   - attributes: Each point's attributes (may be empty without aggregate fields).
  ///   - aggregateFields: The summaries each cluster carries; none by default.
  ///   - options: The options; supercluster's defaults by default.
  /// - Returns: The index.
  /// - Throws: As the initialiser; `CancellationError` when the calling task is cancelled.
  @concurrent
  public static func build(
    points: [Point], attributes: [[String: any Sendable]] = [], aggregateFields: [AggregateField] = [],
    options: Options = Options()
  ) async throws -> ClusterIndex {
    try ClusterIndex(points: points, attributes: attributes, aggregateFields: aggregateFields, options: options)
  }

  /// The bytes the index's tables hold (levels, trees, input positions and aggregates).
  public var byteCount: Int {
    levels.reduce(0) { $0 + $1.byteCount } + (longitudes.capacity + latitudes.capacity) * 8
      + (aggregator.map { $0.pointValues.capacity * 8 + $0.clusterValues.capacity * 8 } ?? 0)
  }

  // MARK: - Input

  private static func geographic(_ point: Point, at i: Int) throws(ClusteringError) -> Point {
    guard let sr = point.spatialReference, sr != .wgs84 else { return point }
    do {
      return try GeometryEngine.project(point, into: .wgs84)
    } catch {
      throw .invalidParameter(name: "points", reason: "point \(i) cannot be projected to WGS84: \(error)")
    }
  }

  /// Throws for an aggregate field with an empty, repeated or reserved name.
  package static func validate(_ fields: [AggregateField]) throws(ClusteringError) {
    var names = Set<String>()
    for field in fields {
      guard !field.name.isEmpty else {
        throw .invalidParameter(name: "aggregateFields", reason: "an aggregate field has an empty name")
      }
      guard field.name != Cluster.countAttribute else {
        throw .invalidParameter(
          name: "aggregateFields",
          reason: "\(Cluster.countAttribute) is every cluster's own count; name the field otherwise")
      }
      guard names.insert(field.name).inserted else {
        throw .invalidParameter(name: "aggregateFields", reason: "the name \(field.name) is used twice")
      }
    }
  }
}
