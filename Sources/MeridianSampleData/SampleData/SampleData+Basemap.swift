public import Foundation
import InternalMeridianUtilities
public import MeridianBasemap
import MeridianOfflineLocator

extension SampleData {
  /// The URL of the bundled Helsinki OpenStreetMap extract (`helsinki.osm.pbf`, ODbL 1.0).
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when the resource is missing.
  public static func helsinkiExtractURL() throws -> URL { try resourceURL("helsinki", "osm.pbf") }

  /// The URL of the bundled Natural Earth country polygons (`naturalearth-countries.geojson`,
  /// public domain): the world's land for a basemap's small scales.
  ///
  /// - Throws: `OfflineLocatorError.unreadableFile(file:reason:)` when the resource is missing.
  public static func worldCountriesURL() throws -> URL { try resourceURL("naturalearth-countries", "geojson") }

  /// The offline basemap of central Helsinki: the bundled OpenStreetMap extract with the world's
  /// countries, drawn by a `VectorTiledLayer`.
  ///
  /// Built once per process and shared. The first run builds it from the extract (about a second in
  /// a debug build; `progress` hears about it) and caches the file in ``indexCacheDirectory`` as
  /// `helsinki-basemap-v<format>-<checksum of the sources>.meridianbasemap`, exactly as the sample
  /// indexes are cached: written atomically, rebuilt when damaged, a new name for new data or a new
  /// format. Later runs load the file.
  ///
  /// ```swift
  /// let cache = try await SampleData.helsinkiBasemap()
  /// let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache)]))
  /// ```
  ///
  /// - Parameter progress: Called with fractions 0...1 while the basemap is built (not when the
  ///   cached file is loaded).
  /// - Returns: The basemap.
  /// - Throws: An error of the extract's reader or of the build when the bundled data is damaged.
  public static func helsinkiBasemap(
    progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws -> VectorTileCache {
    let task = basemapBuild.withLock { current in
      if let current { return current }
      let task = Task.detached(priority: .userInitiated) {
        try await BasemapCache(directory: IndexCache.shared.directory).basemap(progress: progress).cache
      }
      current = task
      return task
    }
    do {
      return try await task.value
    } catch {
      basemapBuild.withLock { if $0 == task { $0 = nil } }
      throw error
    }
  }

  private static let basemapBuild = SharedLock<Task<VectorTileCache, any Error>?>(nil)

  static func resourceURL(_ name: String, _ ext: String) throws(OfflineLocatorError) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources") else {
      throw .unreadableFile(file: "\(name).\(ext)", reason: "the resource is missing from MeridianSampleData")
    }
    return url
  }
}

/// Where the sample basemap is kept between runs: the sample indexes' cache directory.
struct BasemapCache: Sendable {
  /// What ``basemap(progress:)`` did.
  enum Outcome: Sendable, Equatable {
    case loaded
    case built(written: Bool)
  }

  let directory: URL?

  /// The cache file name for sources with a checksum.
  static func fileName(checksum: UInt64) -> String {
    let hex = String(checksum, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    return "helsinki-basemap-v\(VectorTileCache.fileFormatVersion)-\(padded).meridianbasemap"
  }

  /// The basemap: loaded from its cache file, or built (and written).
  func basemap(
    progress: @escaping @Sendable (Double) -> Void
  ) async throws -> (cache: VectorTileCache, outcome: Outcome) {
    let extract = try SampleData.helsinkiExtractURL()
    let world = try SampleData.worldCountriesURL()
    let name = Self.fileName(checksum: try VectorTileCache.checksum(ofFiles: [extract, world]))
    let file = directory?.appendingPathComponent(name)
    if let file, FileManager.default.fileExists(atPath: file.path), let cache = try? VectorTileCache(contentsOf: file) {
      return (cache, .loaded)
    }
    let cache = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world, progress: progress)
    guard let directory, let file else { return (cache, .built(written: false)) }
    let written = IndexCache.write(cache.fileData(), to: file, in: directory)
    if written, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) {
      for other in names where other != name && other.hasPrefix("helsinki-basemap-v") {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(other))
      }
    }
    return (cache, .built(written: written))
  }
}
