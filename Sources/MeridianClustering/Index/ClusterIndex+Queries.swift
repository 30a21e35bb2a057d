public import MeridianCore

extension ClusterIndex {
  /// The clusters and single points at a zoom inside an area: supercluster's `getClusters`.
  ///
  /// See “`ClusterIndex.clusters(in:zoom:)`” in `docs/clustering.md`.
  ///
  /// - Parameters:
  ///   - envelope: The area, in WGS84 (or without a spatial reference; another reference is projected).
  ///   - zoom: The zoom.
  /// - Returns: The clusters and points in the KD-tree's order (supercluster's order).
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `envelope` when it is empty, not
  ///   finite, or cannot be projected to WGS84.
  public func clusters(in envelope: Envelope, zoom: Int) throws(ClusteringError) -> [Cluster] {
    var area = envelope
    if let sr = envelope.spatialReference, sr != .wgs84 {
      do {
        area = try GeometryEngine.project(envelope, into: .wgs84)
      } catch {
        throw .invalidParameter(name: "envelope", reason: "it cannot be projected to WGS84: \(error)")
      }
    }
    return try clusters(west: area.xMin, south: area.yMin, east: area.xMax, north: area.yMax, zoom: zoom)
  }

  /// The clusters and single points at a zoom inside a bounding box given edge by edge, as
  /// supercluster's `getClusters([west, south, east, north], zoom)` takes it: a west east of the east
  /// crosses the antimeridian (`west: 170, east: -170`).
  ///
  /// - Parameters:
  ///   - west: The west edge in degrees.
  ///   - south: The south edge in degrees.
  ///   - east: The east edge in degrees.
  ///   - north: The north edge in degrees.
  ///   - zoom: The zoom, clamped to `minZoom...maxZoom + 1`.
  /// - Returns: The clusters and points in supercluster's order.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming the edge that is NaN or infinite.
  public func clusters(
    west: Double, south: Double, east: Double, north: Double, zoom: Int
  ) throws(ClusteringError)
    -> [Cluster]
  {
    for (name, value) in [("west", west), ("south", south), ("east", east), ("north", north)] where !value.isFinite {
      throw .invalidParameter(name: name, reason: "\(value) is not a finite number of degrees")
    }
    let level = self.level(atZoom: zoom)
    return items(west: west, south: south, east: east, north: north, level: level).map {
      cluster(level: level, item: $0)
    }
  }

  /// The items of a level inside a box, with supercluster's wrapping.
  private func items(west: Double, south: Double, east: Double, north: Double, level: Int) -> [Int] {
    var minLng = ClusterProjection.wrapped(longitude: west)
    let minLat = Swift.max(-90, Swift.min(90, south))
    var maxLng = east == 180 ? 180 : ClusterProjection.wrapped(longitude: east)
    let maxLat = Swift.max(-90, Swift.min(90, north))
    if east - west >= 360 {
      minLng = -180
      maxLng = 180
    } else if minLng > maxLng {
      return items(west: minLng, south: minLat, east: 180, north: maxLat, level: level)
        + items(west: -180, south: minLat, east: maxLng, north: maxLat, level: level)
    }
    var found: [UInt32] = []
    levels[level].freshTree.range(
      minX: ClusterProjection.x(longitude: minLng), minY: ClusterProjection.y(latitude: maxLat),
      maxX: ClusterProjection.x(longitude: maxLng), maxY: ClusterProjection.y(latitude: minLat), into: &found)
    return found.map { Int($0) }
  }

  /// The items of a zoom inside a box of the unit square, without wrapping: what the map view draws
  /// for one copy of the world.
  package func clusters(unitMinX: Double, unitMinY: Double, unitMaxX: Double, unitMaxY: Double, zoom: Int) -> [Cluster]
  {
    let level = self.level(atZoom: zoom)
    var found: [UInt32] = []
    levels[level].freshTree.range(minX: unitMinX, minY: unitMinY, maxX: unitMaxX, maxY: unitMaxY, into: &found)
    return found.map { cluster(level: level, item: Int($0)) }
  }

  /// The largest count at a zoom (clamped as queries clamp it): what a default cluster symbol scales by.
  package func maximumCount(atZoom zoom: Int) -> Int { Int(levels[level(atZoom: zoom)].maximumCount) }

  // MARK: - A cluster's members

  /// The clusters and points a cluster splits into at the next zoom: supercluster's `getChildren`.
  ///
  /// - Parameter clusterID: The cluster's id.
  /// - Returns: Its children (two or more), in supercluster's order.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `clusterID` when no cluster has it.
  public func children(of clusterID: Int) throws(ClusteringError) -> [Cluster] {
    let (level, items) = try childItems(of: clusterID)
    return items.map { cluster(level: level, item: $0) }
  }

  /// The points a cluster holds, a page at a time: supercluster's `getLeaves`.
  ///
  /// The points come depth first through the cluster's children, in supercluster's order; whole
  /// child clusters are skipped while counting up to `offset`.
  ///
  /// - Parameters:
  ///   - clusterID: The cluster's id.
  ///   - limit: The most points to return, 1 or more; 10 by default (`Int.max` for all).
  ///   - offset: How many points to skip first; 0 by default.
  /// - Returns: The page's points, each with its input index.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `clusterID` when no cluster has
  ///   it, `limit` below 1 or `offset` below 0.
  public func leaves(of clusterID: Int, limit: Int = 10, offset: Int = 0) throws(ClusteringError) -> [Cluster] {
    try leafIndices(of: clusterID, limit: limit, offset: offset).map { pointCluster(index: $0) }
  }

  /// The input indices of a page of a cluster's points; see ``leaves(of:limit:offset:)``.
  ///
  /// - Throws: As ``leaves(of:limit:offset:)``.
  public func leafIndices(of clusterID: Int, limit: Int = 10, offset: Int = 0) throws(ClusteringError) -> [Int] {
    guard limit >= 1 else { throw .invalidParameter(name: "limit", reason: "\(limit) is below 1") }
    guard offset >= 0 else { throw .invalidParameter(name: "offset", reason: "\(offset) is below 0") }
    var result: [Int] = []
    var skipped = 0
    try appendLeaves(of: clusterID, limit: limit, offset: offset, skipped: &skipped, into: &result)
    return result
  }

  /// The zoom at which a cluster splits into its children: supercluster's `getClusterExpansionZoom`.
  ///
  /// It is the zoom above the one the cluster formed at (every cluster has at least two children),
  /// so for a cluster formed at ``Options/maxZoom`` (points at one spot, say) it is `maxZoom + 1`,
  /// the zoom where only single points answer.
  ///
  /// - Parameter clusterID: The cluster's id.
  /// - Returns: The expansion zoom, at most `maxZoom + 1`.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `clusterID` when no cluster has it.
  public func expansionZoom(of clusterID: Int) throws(ClusteringError) -> Int {
    // supercluster steps down while a cluster has a single child; every cluster here has two or
    // more, so the first step ends it (an unknown id throws, where supercluster answers a number).
    var (level, items) = try childItems(of: clusterID)
    var zoom = options.minZoom + level
    while items.count == 1, levels[level].records[items[0]].isCluster, zoom <= options.maxZoom {
      (level, items) = try childItems(of: Int(levels[level].records[items[0]].id))
      zoom += 1
    }
    return zoom
  }

  // MARK: - Internals

  /// The index in ``levels`` of a zoom, clamped to `minZoom...maxZoom + 1`.
  package func level(atZoom zoom: Int) -> Int {
    Swift.max(options.minZoom, Swift.min(zoom, options.maxZoom + 1)) - options.minZoom
  }

  /// The level of a cluster's children and their positions in it.
  func childItems(of clusterID: Int) throws(ClusteringError) -> (level: Int, items: [Int]) {
    guard let origin = ClusterID.origin(of: clusterID, pointCount: pointCount),
      origin.zoom > options.minZoom, origin.zoom <= options.maxZoom + 1
    else { throw Self.unknownCluster(clusterID) }
    let level = origin.zoom - options.minZoom
    let items = levels[level]
    guard origin.position < items.count else { throw Self.unknownCluster(clusterID) }
    var found: [UInt32] = []
    let seed = items.records[origin.position]
    items.freshTree.within(x: seed.x, y: seed.y, radius: options.unitRadius(atZoom: origin.zoom - 1), into: &found)
    let id = UInt32(truncatingIfNeeded: clusterID)
    let children = found.lazy.map { Int($0) }.filter { items.records[$0].parent == id }
    guard !children.isEmpty, clusterID <= Int(UInt32.max) else { throw Self.unknownCluster(clusterID) }
    return (level, Array(children))
  }

  private func appendLeaves(
    of clusterID: Int, limit: Int, offset: Int, skipped: inout Int, into result: inout [Int]
  ) throws(ClusteringError) {
    let (level, children) = try childItems(of: clusterID)
    let records = levels[level].records
    for child in children {
      let record = records[child]
      let count = Int(record.count)
      if count > 1 {
        if skipped + count <= offset {
          skipped += count
        } else {
          try appendLeaves(of: Int(record.id), limit: limit, offset: offset, skipped: &skipped, into: &result)
        }
      } else if skipped < offset {
        skipped += 1
      } else {
        result.append(Int(record.id))
      }
      if result.count == limit { break }
    }
  }

  /// An item of a level as a query answers it.
  func cluster(level: Int, item: Int) -> Cluster {
    let record = levels[level].records[item]
    guard record.isCluster else { return pointCluster(index: Int(record.id)) }
    return Cluster(
      kind: .cluster(id: Int(record.id)), count: Int(record.count), unitX: record.x, unitY: record.y,
      position: Point(
        latitude: ClusterProjection.latitude(y: record.y), longitude: ClusterProjection.longitude(x: record.x)),
      aggregates: aggregator?.attributes(of: Int(record.slot), isPoint: false) ?? [:])
  }

  /// A single point as a query answers it: its own position, as supercluster returns the input feature.
  func pointCluster(index: Int) -> Cluster {
    let longitude = longitudes[index]
    let latitude = latitudes[index]
    return Cluster(
      kind: .point(index: index), count: 1, unitX: ClusterProjection.x(longitude: longitude),
      unitY: ClusterProjection.y(latitude: latitude), position: Point(latitude: latitude, longitude: longitude),
      aggregates: aggregator?.attributes(of: index, isPoint: true) ?? [:])
  }

  static func unknownCluster(_ id: Int) -> ClusteringError {
    .invalidParameter(name: "clusterID", reason: "no cluster of this index has the id \(id)")
  }
}

extension ClusterIndex {
  /// The input index of a cluster's seed point: the point whose seed chain made it (its first point
  /// in the order of the levels), found by following seeds down the levels without a query.
  ///
  /// - Parameter clusterID: The cluster's id.
  /// - Returns: The seed point's input index, or `nil` when no cluster has the id.
  package func seedPoint(of clusterID: Int) -> Int? {
    var id = clusterID
    for _ in 0...levels.count {
      guard let origin = ClusterID.origin(of: id, pointCount: pointCount), origin.zoom > options.minZoom,
        origin.zoom <= options.maxZoom + 1
      else { return nil }
      let records = levels[origin.zoom - options.minZoom].records
      guard origin.position < records.count else { return nil }
      let seed = records[origin.position]
      guard seed.isCluster else { return Int(seed.id) }
      id = Int(seed.id)
    }
    return nil
  }
}
