import Synchronization

/// A map: a basemap, operational layers, a spatial reference and where to look first.
///
/// `Map` is a shared model object with identity: views and models that hold the same map see the
/// same changes. Its state is guarded by a lock, so it can be read and changed from any task.
public final class Map: Sendable {
  private struct State: Sendable {
    var basemapStyle: BasemapStyle?
    var spatialReference: SpatialReference
    var initialViewpoint: Viewpoint?
    var minScale: Double = 0
    var maxScale: Double = 0
  }

  private let state: Mutex<State>

  /// Creates a map with a basemap style, in Web Mercator.
  public init(basemapStyle: BasemapStyle) {
    state = Mutex(State(basemapStyle: basemapStyle, spatialReference: .webMercator))
  }

  /// Creates a map without a basemap in a spatial reference.
  public init(spatialReference: SpatialReference = .webMercator) {
    state = Mutex(State(basemapStyle: nil, spatialReference: spatialReference))
  }

  /// The basemap style, or `nil` for a map without a basemap.
  public var basemapStyle: BasemapStyle? {
    get { state.withLock { $0.basemapStyle } }
    set { state.withLock { $0.basemapStyle = newValue } }
  }

  /// The spatial reference of the map (Web Mercator unless set).
  public var spatialReference: SpatialReference {
    state.withLock { $0.spatialReference }
  }

  /// The viewpoint a map view shows first.
  public var initialViewpoint: Viewpoint? {
    get { state.withLock { $0.initialViewpoint } }
    set { state.withLock { $0.initialViewpoint = newValue } }
  }

  /// The smallest scale (largest denominator) a view may zoom out to; 0 means no limit.
  public var minScale: Double {
    get { state.withLock { $0.minScale } }
    set { state.withLock { $0.minScale = newValue } }
  }

  /// The largest scale (smallest denominator) a view may zoom in to; 0 means no limit.
  public var maxScale: Double {
    get { state.withLock { $0.maxScale } }
    set { state.withLock { $0.maxScale = newValue } }
  }
}

/// The basemap styles a map can be created with.
public enum BasemapStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case arcGISTopographic, arcGISStreets, arcGISImagery, arcGISNavigation, arcGISLightGray
  case arcGISDarkGray, arcGISOceans, arcGISTerrain, arcGISChartedTerritory, osmStandard
  case osmStreets, osmLightGray, osmDarkGray
}
