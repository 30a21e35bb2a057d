public import MeridianCore

/// A built vector basemap: the features of an OpenStreetMap extract and of the world's countries,
/// classified, generalized per zoom level and indexed by tiles, ready for a ``VectorTiledLayer`` to
/// draw.
///
/// Build one from an extract, or load one an app ships (see `docs/basemap.md`):
///
/// ```swift
/// let cache = try await VectorTileCache(openStreetMapExtract: url)
/// let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache)]))
/// ```
///
/// A cache is immutable and can be shared by any number of layers and views.
public final class VectorTileCache: Sendable {
  let data: BasemapData
  /// What the build found: counts, cut features, what could not be closed.
  public let buildReport: BasemapBuildReport

  init(data: BasemapData, buildReport: BasemapBuildReport) {
    self.data = data
    self.buildReport = buildReport
  }

  /// The extract's bounding box in Web Mercator.
  public var extractExtent: Envelope {
    Envelope(
      xMin: data.extractMin.x, yMin: data.extractMin.y, xMax: data.extractMax.x, yMax: data.extractMax.y,
      spatialReference: .webMercator)
  }

  /// The zoom levels the extract is stored at (12...16 for a default build).
  public var extractZooms: ClosedRange<Int> {
    (data.extractLevels.first?.zoom ?? 0)...(data.extractLevels.last?.zoom ?? 0)
  }

  /// The number of features (the extract's and the world's).
  public var featureCount: Int { data.featureCount }
}
