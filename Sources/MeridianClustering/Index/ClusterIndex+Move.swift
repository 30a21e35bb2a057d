extension ClusterIndex {
  /// A Boolean value indicating whether ``movingPoint(_:toLongitude:latitude:)`` updates the index
  /// in place (`minPoints` 2 and no aggregate fields); otherwise it builds afresh.
  public var updatesInPlace: Bool { options.minPoints == 2 && aggregateFields.isEmpty }

  /// The index with one point moved: the same clusters as a fresh build of the moved points.
  ///
  /// See “`ClusterIndex.movingPoint(_:toLongitude:latitude:)`” in `docs/clustering.md`.
  ///
  /// - Parameters:
  ///   - index: The point's index in the input.
  ///   - longitude: Its new longitude (wrapped into −180…180 as the initialiser wraps it).
  ///   - latitude: Its new latitude, −90…90.
  /// - Returns: The updated index; this one is unchanged.
  /// - Throws: ``ClusteringError/invalidParameter(name:reason:)`` naming `index` (not a point of the
  ///   index) or `points` (a coordinate the initialiser refuses); `CancellationError` during a rebuild.
  public func movingPoint(_ index: Int, toLongitude longitude: Double, latitude: Double) throws -> ClusterIndex {
    guard longitudes.indices.contains(index) else {
      throw ClusteringError.invalidParameter(name: "index", reason: "\(index) is not a point of this index")
    }
    guard longitude.isFinite, latitude.isFinite, (-90.0...90.0).contains(latitude) else {
      throw ClusteringError.invalidParameter(
        name: "points", reason: "point \(index) moves to (\(longitude), \(latitude)), not a place")
    }
    var longitudes = self.longitudes
    var latitudes = self.latitudes
    longitudes[index] =
      (-180.0...180.0).contains(longitude) ? longitude : ClusterProjection.wrapped(longitude: longitude)
    latitudes[index] = latitude
    guard updatesInPlace else {
      return try ClusterIndex(
        longitudes: longitudes, latitudes: latitudes, attributes: [], aggregateFields: [], options: options)
    }
    var levels = self.levels
    let top = levels.count - 1
    var above = levels[top]
    above.records[index].x = Double(Float(ClusterProjection.x(longitude: longitudes[index])))
    above.records[index].y = Double(Float(ClusterProjection.y(latitude: latitude)))
    var change = ClusterLevelChange(oldOfNew: nil, newOfOld: nil, moved: [index])
    above = ClusterLevelUpdate.level(above.records, basedOn: levels[top], change: change)
    for zoom in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
      let level = zoom - options.minZoom
      let update = ClusterLevelUpdate(zoom: zoom, radius: options.unitRadius(atZoom: zoom), pointCount: pointCount)
      let (below, next) = update.update(old: levels[level + 1], new: &above, change: change, below: levels[level])
      levels[level + 1] = above
      above = below
      change = next
    }
    levels[0] = above
    return ClusterIndex(
      options: options, aggregateFields: aggregateFields, longitudes: longitudes, latitudes: latitudes, levels: levels,
      aggregator: aggregator)
  }

  /// An index from its parts.
  private convenience init(
    options: Options, aggregateFields: [AggregateField], longitudes: [Double], latitudes: [Double],
    levels: [ClusterLevel], aggregator: ClusterAggregator?
  ) {
    self.init(parts: (options, aggregateFields, longitudes, latitudes, levels, aggregator))
  }
}
