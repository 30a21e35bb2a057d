public import Foundation
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
  package let data: BasemapData
  /// What the build found: counts, cut features, what could not be closed. A cache loaded from a
  /// file reports only its feature count.
  public let buildReport: BasemapBuildReport
  /// The checksum of the source files the basemap was built from (0 when built from memory).
  public let sourceChecksum: UInt64

  package init(data: BasemapData, buildReport: BasemapBuildReport, sourceChecksum: UInt64 = 0) {
    self.data = data
    self.buildReport = buildReport
    self.sourceChecksum = sourceChecksum
  }

  /// The area the detailed data covers: the extract's bounding box in Web Mercator (its header's
  /// box, or its nodes' bounds when the header has none).
  ///
  /// Outside it the basemap holds only the world layer. A map view reports a visible area outside
  /// it as `MapView.dataCoverage`.
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

extension VectorTileCache {
  /// The largest basemap file read: 1 GiB.
  public static let maximumFileBytes = 1 << 30

  /// Loads a basemap file written by ``write(to:)`` (or by `meridian-basemap build`).
  ///
  /// - Parameter url: The file.
  /// - Throws: ``BasemapBuildError/corruptFile(path:reason:)`` when the file cannot be read, is larger
  ///   than ``maximumFileBytes``, is not a basemap file, has another format version, or is damaged.
  public convenience init(contentsOf url: URL) throws {
    let bytes: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      guard size <= Self.maximumFileBytes else {
        throw BasemapBuildError.corruptFile(path: url.path, reason: "it is larger than \(Self.maximumFileBytes) bytes")
      }
      bytes = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch let error as BasemapBuildError {
      throw error
    } catch {
      throw BasemapBuildError.corruptFile(path: url.path, reason: "it cannot be read (\(error.localizedDescription))")
    }
    let (data, checksum) = try BasemapFile.decode(bytes, path: url.path)
    var report = BasemapBuildReport()
    report.features = data.featureCount
    for level in data.extractLevels { report.shapesPerZoom[level.zoom] = level.shapeCount }
    self.init(data: data, buildReport: report, sourceChecksum: checksum)
  }

  /// The file bytes of the basemap, for an app to ship or a cache to keep.
  public func fileData() -> Data { BasemapFile.encode(data, sourceChecksum: sourceChecksum) }

  /// Writes the basemap to a file, atomically (a reader never sees half a file).
  ///
  /// - Parameter url: The file.
  /// - Throws: The file system's error when the file cannot be written.
  public func write(to url: URL) throws {
    try fileData().write(to: url, options: .atomic)
  }
}

extension VectorTileCache {
  /// The version of the basemap file format this build writes and reads; a cache puts it in its file
  /// names, so files of another version are not looked at.
  public static var fileFormatVersion: Int { Int(BasemapFile.version) }
}
