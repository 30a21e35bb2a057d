package import MeridianCore

extension GraphicsOverlay {
  /// How the overlay's point graphics are reduced when drawn: clustered, or `nil` (the default) for
  /// every graphic on its own (ArcGIS's `featureReduction`).
  ///
  /// ```swift
  /// overlay.featureReduction = ClusteringFeatureReduction()
  /// ```
  ///
  /// The clusters follow the graphics: adding, removing, moving, hiding or showing a graphic (or
  /// changing its attributes, when the reduction has aggregate fields) makes the next display list
  /// or identify use clusters built afresh from the overlay as it is then, so they always equal a
  /// fresh build.
  public var featureReduction: ClusteringFeatureReduction? {
    get { storage.withLock { $0.clusters.reduction } }
    set {
      storage.withLock { storage in
        storage.clusters.reduction = newValue
        storage.clusters.invalidate()
      }
    }
  }

  /// The overlay's clusters for a map view: built from its graphics as they are now, or the last
  /// ones when nothing changed since; `nil` without an enabled, valid reduction.
  ///
  /// The graphics are read under the overlay's lock; the index is built outside it, and kept for
  /// the next call unless the overlay changed meanwhile.
  ///
  /// - Parameters:
  ///   - extent: The width in points of the tiles the radius refers to (the tiling scheme's tile size).
  ///   - maxZoom: The deepest zoom that clusters.
  /// - Returns: The clusters, or `nil`.
  /// - Throws: `CancellationError` when the task is cancelled during a build.
  package func clusteredGraphics(extent: Double, maxZoom: Int) throws -> ClusteredGraphics? {
    let snapshot = try storage.withLock { storage -> ClusterInput? in
      guard let reduction = storage.clusters.reduction, reduction.isEnabled, (try? reduction.validate()) != nil else {
        return nil
      }
      if let cache = storage.clusters.cache, cache.generation == storage.clusters.generation, cache.extent == extent,
        cache.maxZoom == maxZoom
      {
        return ClusterInput(cached: cache.clustered)
      }
      return try ClusterInput(storage: storage, reduction: reduction, generation: storage.clusters.generation)
    }
    guard let snapshot else { return nil }
    if let cached = snapshot.cached { return cached }
    let options = ClusterIndex.Options(
      radius: snapshot.reduction.radius, extent: extent, minZoom: 0,
      maxZoom: Swift.min(Swift.max(maxZoom, 0), ClusterIndex.Options.maximumZoom),
      minPoints: snapshot.reduction.minPoints)
    let index = try ClusterIndex(
      longitudes: snapshot.longitudes, latitudes: snapshot.latitudes, attributes: snapshot.attributes,
      aggregateFields: snapshot.reduction.aggregateFields, options: options)
    let clustered = ClusteredGraphics(
      index: index, graphics: snapshot.graphics, reduction: snapshot.reduction,
      unclusteredCount: snapshot.unclusteredCount, graphicsOverlay: self)
    storage.withLock { storage in
      if storage.clusters.generation == snapshot.generation {
        storage.clusters.cache = (snapshot.generation, extent, maxZoom, clustered)
      }
    }
    return clustered
  }

  /// Whether a graphic's point takes part in clustering, and where: the rule the display list and
  /// identify use to leave clustered graphics to the clusters.
  ///
  /// - Parameters:
  ///   - geometry: The graphic's geometry.
  ///   - isVisible: Whether the graphic is visible.
  /// - Returns: The longitude and latitude of a visible point that can be placed, else `nil`.
  package static func clusterPosition(
    of geometry: (any Geometry)?, isVisible: Bool
  ) -> (
    longitude: Double, latitude: Double
  )? {
    guard isVisible, var geometry else { return nil }
    if let any = geometry as? AnyGeometry { geometry = any.geometry }
    guard var point = geometry as? Point else { return nil }
    if let sr = point.spatialReference, sr != .wgs84 {
      guard let projected = try? GeometryEngine.project(point, into: .wgs84) else { return nil }
      point = projected
    }
    guard point.x.isFinite, point.y.isFinite, (-90.0...90.0).contains(point.y) else { return nil }
    return (point.x, point.y)
  }
}

/// The graphics an overlay's clusters are built from, read under its lock.
private struct ClusterInput {
  var cached: ClusteredGraphics?
  var reduction = ClusteringFeatureReduction()
  var generation: UInt64 = 0
  var longitudes: [Double] = []
  var latitudes: [Double] = []
  var attributes: [[String: any Sendable]] = []
  var graphics: [Graphic] = []
  var unclusteredCount = 0

  init(cached: ClusteredGraphics) { self.cached = cached }

  /// Reads every graphic in the order of the overlay's graphics.
  init(storage: OverlayStorage, reduction: ClusteringFeatureReduction, generation: UInt64) throws {
    self.reduction = reduction
    self.generation = generation
    let withAttributes = !reduction.aggregateFields.isEmpty
    longitudes.reserveCapacity(storage.order.count)
    latitudes.reserveCapacity(storage.order.count)
    graphics.reserveCapacity(storage.order.count)
    for (position, slot) in storage.order.enumerated() {
      if position & 0xFFFF == 0xFFFF { try Task.checkCancellation() }
      guard let graphic = storage.slotGraphic[Int(slot)] else { continue }
      let read = graphic.state.withLock { state -> (Double, Double, [String: any Sendable])? in
        let attributes = withAttributes ? state.attributes : [:]
        // A WGS84 point stored inline needs no geometry built (the common case, read fast).
        if case .point(let x, let y, let sr) = state.geometry, sr.raw == UInt64.max || sr.raw == 4326 {
          guard state.isVisible else { return nil }
          guard x.isFinite, y.isFinite, (-90.0...90.0).contains(y) else { return (.nan, .nan, [:]) }
          return (x, y, attributes)
        }
        guard state.isVisible, let geometry = state.geometry.geometry else { return nil }
        guard let position = GraphicsOverlay.clusterPosition(of: geometry, isVisible: true) else {
          return (.nan, .nan, [:])
        }
        return (position.longitude, position.latitude, attributes)
      }
      guard let read else { continue }
      guard !read.0.isNaN else {
        unclusteredCount += 1
        continue
      }
      longitudes.append(read.0)
      latitudes.append(read.1)
      graphics.append(graphic)
      if withAttributes { attributes.append(read.2) }
    }
  }
}

extension GraphicsOverlay {
  /// The graphics as candidates (symbol, visibility, draw index), read under the overlay's lock,
  /// leaving out those no longer in the overlay: how the map view draws the single graphics of its
  /// clusters.
  package func candidates(for graphics: [Graphic]) -> [Candidate] {
    storage.withLock { storage in
      var result: [Candidate] = []
      result.reserveCapacity(graphics.count)
      for graphic in graphics {
        let (owner, slot) = graphic.state.withLock { ($0.owner, $0.slot) }
        guard owner === self, storage.holds(graphic, at: slot),
          let candidate = storage.candidate(slot: slot, z: storage.zIndex(of: slot))
        else { continue }
        result.append(candidate)
      }
      storage.notePositionSearches(result.count)
      return result
    }
  }

  /// The number of graphics, without making the array of them.
  package var graphicCount: Int { storage.withLock { $0.count } }
}
