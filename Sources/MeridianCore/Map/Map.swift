import InternalMeridianUtilities

/// A map: a basemap, operational layers, a spatial reference and where to look first.
///
/// `Map` is a shared model object with identity: views and models that hold the same map see the
/// same changes. Its state is guarded by a lock, so it can be read and changed from any task, and each
/// change is published on ``changes``.
///
/// ```swift
/// let map = Map(basemapStyle: .arcGISTopographic)
/// map.initialViewpoint = Viewpoint(latitude: 34.02700, longitude: -118.80500, scale: 72_000)
/// let offline = Map(baseLayer: TiledLayer(tileCacheName: "streetmap_SD"))
/// let drawn = Map(basemap: Basemap(baseLayers: [helsinkiLayer]))  // a layer the map view draws
/// ```
public final class Map: Sendable {
  struct State: Sendable {
    var basemap: Basemap?
    var spatialReference: SpatialReference
    var initialViewpoint: Viewpoint?
    var minScale: Double = 0
    var maxScale: Double = 0
    var operationalLayers: [TiledLayer] = []
  }

  let state: SharedLock<State>
  private let observers = Broadcaster<Change>(bufferLimit: Map.changeBufferLimit)

  /// The most changes a ``changes`` stream buffers for a slow observer; older ones are dropped first.
  public static let changeBufferLimit = 64

  init(state: State) { self.state = SharedLock(state) }

  /// Creates a map with a basemap style, in Web Mercator.
  ///
  /// - Parameter basemapStyle: The basemap style.
  public convenience init(basemapStyle: BasemapStyle) {
    self.init(state: State(basemap: Basemap(style: basemapStyle), spatialReference: .webMercator))
  }

  /// Creates a map with a basemap style in a spatial reference, such as WGS84 for a map in degrees.
  ///
  /// - Parameters:
  ///   - basemapStyle: The basemap style.
  ///   - spatialReference: The map's spatial reference.
  public convenience init(basemapStyle: BasemapStyle, spatialReference: SpatialReference) {
    self.init(state: State(basemap: Basemap(style: basemapStyle), spatialReference: spatialReference))
  }

  /// Creates a map without a basemap in a spatial reference.
  ///
  /// - Parameter spatialReference: The map's spatial reference. The default is Web Mercator.
  public convenience init(spatialReference: SpatialReference = .webMercator) {
    self.init(state: State(basemap: nil, spatialReference: spatialReference))
  }

  /// Creates a map whose basemap is a tiled layer, such as a local tile cache for offline use.
  ///
  /// - Parameters:
  ///   - baseLayer: The basemap layer.
  ///   - spatialReference: The map's spatial reference. The default is Web Mercator.
  public convenience init(baseLayer: TiledLayer, spatialReference: SpatialReference = .webMercator) {
    self.init(state: State(basemap: Basemap(baseLayer: baseLayer), spatialReference: spatialReference))
  }

  /// Creates a map with a basemap.
  ///
  /// - Parameters:
  ///   - basemap: The basemap: a style of the online service, or layers such as the offline
  ///     OpenStreetMap basemap.
  ///   - spatialReference: The map's spatial reference. The default is Web Mercator.
  public convenience init(basemap: Basemap, spatialReference: SpatialReference = .webMercator) {
    self.init(state: State(basemap: basemap, spatialReference: spatialReference))
  }

  /// Applies a change and tells the observers, under the lock, so they hear changes in the order made.
  private func update(_ change: Change, _ body: (inout State) -> Void) {
    state.withLock { state in
      body(&state)
      observers.yield(change)
    }
  }

  /// The basemap, or `nil` for a map without one.
  public var basemap: Basemap? {
    get { state.withLock { $0.basemap } }
    set { update(.basemap) { $0.basemap = newValue } }
  }

  /// The basemap's style, or `nil` for a map whose basemap is made from layers or that has none.
  ///
  /// Setting a style replaces the basemap with ``Basemap/init(style:)``; setting `nil` removes it.
  public var basemapStyle: BasemapStyle? {
    get { state.withLock { $0.basemap?.style } }
    set { update(.basemap) { $0.basemap = newValue.map(Basemap.init(style:)) } }
  }

  /// The basemap's tiled layer: its first base layer when that is a ``TiledLayer``, else `nil`.
  ///
  /// Setting a layer replaces the basemap with one made of that layer; setting `nil` removes it.
  public var baseLayer: TiledLayer? {
    get { state.withLock { $0.basemap?.baseLayers.first as? TiledLayer } }
    set { update(.basemap) { $0.basemap = newValue.map { Basemap(baseLayer: $0) } } }
  }

  /// The spatial reference of the map (Web Mercator unless set at creation).
  public var spatialReference: SpatialReference {
    state.withLock { $0.spatialReference }
  }

  /// The viewpoint a map view shows first.
  public var initialViewpoint: Viewpoint? {
    get { state.withLock { $0.initialViewpoint } }
    set { update(.initialViewpoint) { $0.initialViewpoint = newValue } }
  }

  /// The smallest scale (largest denominator) a view may zoom out to; 0 means no limit.
  public var minScale: Double {
    get { state.withLock { $0.minScale } }
    set { update(.scaleLimits) { $0.minScale = newValue } }
  }

  /// The largest scale (smallest denominator) a view may zoom in to; 0 means no limit.
  public var maxScale: Double {
    get { state.withLock { $0.maxScale } }
    set { update(.scaleLimits) { $0.maxScale = newValue } }
  }

  /// The operational layers, drawn above the basemap in order (the last on top).
  public var operationalLayers: [TiledLayer] {
    get { state.withLock { $0.operationalLayers } }
    set { update(.operationalLayers) { $0.operationalLayers = newValue } }
  }

  /// Adds an operational layer on top of the others.
  ///
  /// - Parameter layer: The layer.
  public func addOperationalLayer(_ layer: TiledLayer) {
    update(.operationalLayers) { $0.operationalLayers.append(layer) }
  }

  /// Removes and returns the operational layer at an index, or `nil` when the index is out of range.
  ///
  /// - Parameter index: The layer's index.
  /// - Returns: The removed layer.
  @discardableResult
  public func removeOperationalLayer(at index: Int) -> TiledLayer? {
    var removed: TiledLayer?
    update(.operationalLayers) { state in
      if state.operationalLayers.indices.contains(index) { removed = state.operationalLayers.remove(at: index) }
    }
    return removed
  }

  /// What changed on a map.
  public enum Change: Sendable, Hashable {
    /// The basemap (its style or its layers).
    case basemap
    /// The initial viewpoint.
    case initialViewpoint
    /// The minimum or maximum scale.
    case scaleLimits
    /// The operational layers.
    case operationalLayers
  }

  /// The map's changes, for one more observer.
  ///
  /// Each access returns a new stream that receives every later change, in order. A stream buffers up
  /// to ``changeBufferLimit`` changes for a slow observer, dropping the oldest beyond that. Streams
  /// finish when the map is deallocated; cancelling the observing task ends that stream alone.
  public var changes: AsyncStream<Change> { observers.stream() }
}
