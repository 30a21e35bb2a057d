public import Foundation
import InternalMeridianUtilities
public import MeridianBasemap
import MeridianBasemapBuilder
import MeridianOfflineLocator

extension SampleData {
  /// The URL of the bundled Helsinki OpenStreetMap extract (`helsinki.osm.pbf`, ODbL 1.0).
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when the resource is missing.
  public static func helsinkiExtractURL() throws -> URL { try resource("helsinki", "osm.pbf") }

  /// The URL of the bundled Natural Earth country polygons (`naturalearth-countries.geojson`,
  /// public domain): the world's land for a basemap's small scales.
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when the resource is missing.
  public static func worldCountriesURL() throws -> URL { try resource("naturalearth-countries", "geojson") }

  /// The offline basemap of central Helsinki: the bundled extract with the world layer.
  ///
  /// Built once per process and shared. The first run builds it (about a second in a debug build) and
  /// caches the file in ``indexCacheDirectory`` as the sample indexes are cached; later runs load it.
  ///
  /// ```swift
  /// let cache = try await SampleData.helsinkiBasemap()
  /// let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache)]))
  /// ```
  ///
  /// - Parameter progress: Called while the basemap is built (phase ``basemapBuildPhase``); only the
  ///   call that starts the process's build reports it.
  /// - Returns: The basemap.
  /// - Throws: An error of the extract's reader or of the build when the bundled data is damaged.
  public static func helsinkiBasemap(
    progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
  ) async throws -> VectorTileCache {
    try await cached("helsinki-basemap") {
      try await BasemapCache(directory: IndexCache.shared.directory).basemap { fraction in
        progress(BuildProgress(phase: basemapBuildPhase, fraction: fraction))
      }
      .cache
    }
  }

  /// The phase name the basemap's build reports: `Helsinki basemap`.
  public static let basemapBuildPhase = "Helsinki basemap"
}

/// Where the sample basemap is kept between runs: the sample indexes' cache directory.
struct BasemapCache: Sendable {
  /// What ``basemap(progress:)`` did.
  enum Outcome: Sendable, Equatable {
    case loaded
    case built(written: Bool)
  }

  let directory: URL?

  /// The cache file name for sources with a checksum: the file format, the builder's revision (so a
  /// changed builder builds afresh) and the sources' checksum.
  static func fileName(checksum: UInt64) -> String {
    let hex = String(checksum, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    let version = "v\(VectorTileCache.fileFormatVersion)-r\(BasemapBuilderRevision.current)"
    return "helsinki-basemap-\(version)-\(padded).meridianbasemap"
  }

  /// The basemap: loaded from its cache file, or built (and written).
  func basemap(
    progress: @escaping @Sendable (Double) -> Void
  ) async throws -> (cache: VectorTileCache, outcome: Outcome) {
    let extract = try SampleData.helsinkiExtractURL()
    // The cache is named by every source: the extract, the countries, the world layer files and the
    // GeoNames files its places come from.
    let sources =
      [extract, try SampleData.worldCountriesURL()] + (try SampleData.worldLayerURLs())
      + [try SampleData.url(of: .cities), try SampleData.url(of: .countries)]
    let name = Self.fileName(checksum: try VectorTileCache.checksum(ofFiles: sources))
    let file = directory?.appendingPathComponent(name)
    if let file, FileManager.default.fileExists(atPath: file.path), let cache = try? VectorTileCache(contentsOf: file) {
      return (cache, .loaded)
    }
    let cache = try await VectorTileCache(
      openStreetMapExtract: extract, world: try SampleData.worldLayerSources(), progress: progress)
    guard let directory, let file else { return (cache, .built(written: false)) }
    let written = IndexCache.write(cache.fileData(), to: file, in: directory)
    if written {
      IndexCache.removeStale(in: directory, prefix: "helsinki-basemap-v", suffix: ".meridianbasemap", keeping: name)
    }
    return (cache, .built(written: written))
  }
}
