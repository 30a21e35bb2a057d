public import Foundation
import InternalMeridianUtilities
public import MeridianBasemap
import MeridianCore

extension VectorTileCache {
  /// Builds a basemap from an OpenStreetMap extract (`.osm.pbf`), with the world's countries for the
  /// small scales and for land against sea beyond the extract.
  ///
  /// The build reads and inflates the extract, classifies its elements with the style classes,
  /// assembles multipolygons, closes rings cut by the extract's edge along its box where that is
  /// unambiguous (see `BasemapBuildReport`), makes the sea from the coastline, and generalizes and
  /// tiles everything for zoom levels 12–16 (the world: 0–5). It is cancellable at every phase: a
  /// cancelled task stops it within one inflated megabyte, 4,096 elements of a block, 16,384 elements
  /// or node references of the assembly, or one feature of a level (`meridian-bench basemap` measures
  /// the latency as `basemap.cancel_latency_max_ms`), and nothing is left behind.
  ///
  /// ```swift
  /// let cache = try await VectorTileCache(openStreetMapExtract: url, worldCountries: countriesURL)
  /// print(cache.buildReport.issues)  // what could not be drawn whole, and why
  /// ```
  ///
  /// What a damaged extract throws, and what the build skips and counts in `buildReport`, is listed
  /// under "Bad input" in `docs/basemap.md`.
  ///
  /// - Parameters:
  ///   - url: The extract.
  ///   - worldCountries: A GeoJSON FeatureCollection of country polygons (Natural Earth's), or `nil`
  ///     for none (the sea then shows beyond the extract).
  ///   - progress: Called with fractions 0...1 as the build goes: up to 0.4 while the extract is read
  ///     (after each blob), 0.45 when its nodes are projected, up to 0.6 while its features are
  ///     assembled, 0.65 when the world is read, then after the feature table and each zoom level, 1
  ///     at the end.
  /// - Throws: `OpenStreetMapReadError` for an extract that cannot be read, `BasemapBuildError`
  ///   for the world file or a basemap over the format's bounds, `CancellationError` when the task
  ///   is cancelled.
  public convenience init(
    openStreetMapExtract url: URL, worldCountries: URL? = nil,
    progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws {
    let extract: OSMExtract
    do {
      extract = try OSMExtract(contentsOf: url) { progress(0.4 * $0) }
    } catch {
      // The reader's own reason for a cancelled read is a CancellationError to a caller of the build.
      if error.reason == .cancelled { throw CancellationError() }
      throw error
    }
    progress(0.4)
    let world: Data?
    do {
      world = try worldCountries.map { try Data(contentsOf: $0) }
    } catch {
      throw BasemapBuildError.unreadableWorld(reason: "\(worldCountries?.path ?? ""): \(error.localizedDescription)")
    }
    let (data, report) = try Self.build(extract, world: world, progress: progress)
    try CancellationCheckpoint.check()
    let sources = [url] + (worldCountries.map { [$0] } ?? [])
    self.init(data: data, buildReport: report, sourceChecksum: try Self.checksum(ofFiles: sources))
  }

  /// Builds the basemap data of a read extract.
  ///
  /// - Throws: `BasemapBuildError`, `CancellationError`.
  static func build(
    _ extract: OSMExtract, world: Data?, progress: @escaping @Sendable (Double) -> Void
  ) throws -> (BasemapData, BasemapBuildReport) {
    var reader = try OSMFeatures(extract)
    progress(0.45)
    let features = try reader.features { progress(0.45 + 0.15 * $0) }
    let worldFeatures = try world.map(NaturalEarthLand.features(from:)) ?? []
    progress(0.65)
    let data = try FeatureTable.build(
      extract: features, world: worldFeatures, box: (reader.box.min, reader.box.max),
      progress: { progress(0.65 + 0.34 * $0) }
    ) {
      LabelPoints.labelPoint($0)
    }
    var report = reader.report
    for level in data.extractLevels { report.shapesPerZoom[level.zoom] = level.shapeCount }
    try CancellationCheckpoint.check()
    progress(1)
    return (data, report)
  }
}
