public import Foundation
import InternalMeridianUtilities
import MeridianCore

extension VectorTileCache {
  /// Builds a basemap from an OpenStreetMap extract (`.osm.pbf`), with the world's countries for the
  /// small scales and for land against sea beyond the extract.
  ///
  /// The build reads and inflates the extract, classifies its elements with the style classes,
  /// assembles multipolygons, closes rings cut by the extract's edge along its box where that is
  /// unambiguous (see ``BasemapBuildReport``), makes the sea from the coastline, and generalizes and
  /// tiles everything for zoom levels 12–16 (the world: 0–5). It is cancellable: a cancelled task
  /// stops it within one block of the extract or 1,024 elements.
  ///
  /// ```swift
  /// let cache = try await VectorTileCache(openStreetMapExtract: url, worldCountries: countriesURL)
  /// print(cache.buildReport.issues)  // what could not be drawn whole, and why
  /// ```
  ///
  /// - Parameters:
  ///   - url: The extract.
  ///   - worldCountries: A GeoJSON FeatureCollection of country polygons (Natural Earth's), or `nil`
  ///     for none (the sea then shows beyond the extract).
  ///   - progress: Called with fractions 0...1 as the build goes.
  /// - Throws: `OpenStreetMapReadError` for an extract that cannot be read, ``BasemapBuildError``
  ///   for the world file or a basemap over the format's bounds, `CancellationError`.
  public convenience init(
    openStreetMapExtract url: URL, worldCountries: URL? = nil,
    progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws {
    let extract = try OSMExtract(contentsOf: url) { progress(0.4 * $0) }
    progress(0.4)
    let world: Data?
    do {
      world = try worldCountries.map { try Data(contentsOf: $0) }
    } catch {
      throw BasemapBuildError.unreadableWorld(reason: "\(worldCountries?.path ?? ""): \(error.localizedDescription)")
    }
    let (data, report) = try Self.build(extract, world: world, progress: progress)
    let sources = [url] + (worldCountries.map { [$0] } ?? [])
    self.init(data: data, buildReport: report, sourceChecksum: try Self.checksum(ofFiles: sources))
  }

  /// Builds the basemap data of a read extract.
  static func build(
    _ extract: OSMExtract, world: Data?, progress: @escaping @Sendable (Double) -> Void
  ) throws -> (BasemapData, BasemapBuildReport) {
    var reader = try OSMFeatures(extract)
    let features = try reader.features()
    progress(0.6)
    let worldFeatures = try world.map(NaturalEarthLand.features(from:)) ?? []
    let data = try FeatureTable.build(extract: features, world: worldFeatures, box: (reader.box.min, reader.box.max)) {
      LabelPoints.labelPoint($0)
    }
    var report = reader.report
    for level in data.extractLevels { report.shapesPerZoom[level.zoom] = level.shapeCount }
    progress(1)
    return (data, report)
  }
}

extension VectorTileCache {
  /// The checksum of source files, as a cache names its files by: each file's size and bytes, in order.
  ///
  /// - Parameter urls: The files.
  /// - Returns: The checksum.
  /// - Throws: The file system's error when a file cannot be read.
  public static func checksum(ofFiles urls: [URL]) throws -> UInt64 {
    var hash = ByteChecksum.offset
    for url in urls {
      let data = try Data(contentsOf: url, options: .mappedIfSafe)
      var count = UInt64(data.count).littleEndian
      withUnsafeBytes(of: &count) { hash = ByteChecksum.update(hash, $0) }
      data.withUnsafeBytes { hash = ByteChecksum.update(hash, $0) }
    }
    return hash
  }
}
