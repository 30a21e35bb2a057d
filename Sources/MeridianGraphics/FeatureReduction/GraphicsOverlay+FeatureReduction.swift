import MeridianClustering
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
    let work = try storage.withLock { storage -> ClusterWork? in
      guard let reduction = storage.clusters.reduction, reduction.isEnabled, (try? reduction.validate()) != nil else {
        return nil
      }
      let state = storage.clusters
      if let cache = state.cache, cache.extent == extent, cache.maxZoom == maxZoom {
        if cache.generation == state.generation { return .ready(cache.clustered) }
        if let moved = ClusterWork.moves(state.moves, cache: cache, storage: storage) {
          return .update(cache, moved, state.generation)
        }
      }
      return .build(try ClusterInput(storage: storage, reduction: reduction, generation: state.generation))
    }
    let cache: OverlayClusterState.Cache
    switch work {
    case nil: return nil
    case .ready(let clustered): return clustered
    case .update(var updated, let moved, let generation):
      // Graphics moved since the last build: update the index in place, one move at a time.
      var index = updated.clustered.index
      for (point, longitude, latitude) in moved {
        index = try index.movingPoint(point, toLongitude: longitude, latitude: latitude)
      }
      let was = updated.clustered
      updated.clustered = ClusteredGraphics(
        index: index, graphics: was.graphics, reduction: was.reduction, unclusteredCount: was.unclusteredCount,
        graphicsOverlay: self)
      updated.generation = generation
      cache = updated
    case .build(let input):
      let options = ClusterIndex.Options(
        radius: input.reduction.radius, extent: extent, minZoom: 0,
        maxZoom: Swift.min(Swift.max(maxZoom, 0), ClusterIndex.Options.maximumZoom),
        minPoints: input.reduction.minPoints)
      let index = try ClusterIndex(
        longitudes: input.longitudes, latitudes: input.latitudes, attributes: input.attributes,
        aggregateFields: input.reduction.aggregateFields, options: options)
      var pointOfSlot = [Int32](repeating: -1, count: input.slotCount)
      for (point, slot) in input.slots.enumerated() { pointOfSlot[Int(slot)] = Int32(point) }
      cache = OverlayClusterState.Cache(
        generation: input.generation, extent: extent, maxZoom: maxZoom,
        clustered: ClusteredGraphics(
          index: index, graphics: input.graphics, reduction: input.reduction, unclusteredCount: input.unclusteredCount,
          graphicsOverlay: self), pointOfSlot: pointOfSlot)
    }
    storage.withLock { storage in
      if storage.clusters.generation == cache.generation {
        storage.clusters.cache = cache
        storage.clusters.moves = []
      }
    }
    return cache.clustered
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

/// What making an overlay's clusters takes, decided under its lock.
private enum ClusterWork {
  /// The clusters are up to date.
  case ready(ClusteredGraphics)
  /// Clustered graphics moved: their points and new positions, for an update in place.
  case update(OverlayClusterState.Cache, [(point: Int, longitude: Double, latitude: Double)], UInt64)
  /// A build from scratch.
  case build(ClusterInput)

  /// The moved graphics' points and positions now, or `nil` when one can no longer be clustered
  /// (its geometry is no longer a point that can be placed): then the clusters are built afresh.
  static func moves(
    _ slots: [UInt32], cache: OverlayClusterState.Cache, storage: OverlayStorage
  ) -> [(
    point: Int, longitude: Double, latitude: Double
  )]? {
    guard !slots.isEmpty else { return nil }
    var moved: [(point: Int, longitude: Double, latitude: Double)] = []
    for slot in slots {
      let point = Int(cache.pointOfSlot[Int(slot)])
      guard let graphic = storage.slotGraphic[Int(slot)], graphic === cache.clustered.graphics[point] else {
        return nil
      }
      let (geometry, isVisible) = graphic.state.withLock { ($0.geometry.geometry, $0.isVisible) }
      guard let position = GraphicsOverlay.clusterPosition(of: geometry, isVisible: isVisible) else { return nil }
      moved.append((point, position.longitude, position.latitude))
    }
    return moved
  }
}

/// The graphics an overlay's clusters are built from, read under its lock.
private struct ClusterInput {
  var reduction = ClusteringFeatureReduction()
  var generation: UInt64 = 0
  var longitudes: [Double] = []
  var latitudes: [Double] = []
  var attributes: [[String: any Sendable]] = []
  var graphics: [Graphic] = []
  /// The slot of each graphic in `graphics`.
  var slots: [UInt32] = []
  /// The overlay's slot count.
  var slotCount = 0
  var unclusteredCount = 0

  /// Reads every graphic in the order of the overlay's graphics.
  init(storage: OverlayStorage, reduction: ClusteringFeatureReduction, generation: UInt64) throws {
    self.reduction = reduction
    self.generation = generation
    let withAttributes = !reduction.aggregateFields.isEmpty
    slotCount = storage.slotGraphic.count
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
      slots.append(slot)
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
