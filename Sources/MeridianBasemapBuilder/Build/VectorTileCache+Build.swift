public import Foundation
import InternalMeridianUtilities
public import MeridianBasemap
import MeridianCore

extension VectorTileCache {
  /// Builds a basemap from an OpenStreetMap extract (`.osm.pbf`), with the world's countries for the
  /// small scales and for land against sea beyond the extract.
  ///
  /// Cancellable at every phase, leaving nothing behind; the phases, the bounds and what a damaged
  /// extract throws or the build skips (counted in `buildReport`) are in `docs/basemap.md`.
  ///
  /// - Parameters:
  ///   - url: The extract.
  ///   - worldCountries: A GeoJSON FeatureCollection of country polygons (Natural Earth's), or `nil`
  ///     for none (the sea then shows beyond the extract).
  ///   - progress: Called with fractions 0...1 as the build goes, 1 at the end.
  /// - Throws: `OpenStreetMapReadError` for an extract that cannot be read, `BasemapBuildError`
  ///   for the world file or a basemap over the format's bounds, `CancellationError` when cancelled.
  public convenience init(
    openStreetMapExtract url: URL, worldCountries: URL? = nil,
    progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws {
    try await self.init(
      openStreetMapExtract: url, world: WorldLayerSources(countries: worldCountries), progress: progress)
  }

  /// Builds a basemap from an OpenStreetMap extract with the world layer: land, lakes, borders and
  /// rivers at every zoom, finer regional coastlines, country names and the places to label (see
  /// ``WorldLayerSources`` and `docs/basemap.md`, "The world layer"). Where the extract has a
  /// coastline, its land and sea win inside its box; without one, the world decides land and sea there.
  ///
  /// - Parameters:
  ///   - url: The extract.
  ///   - world: The world layer's sources.
  ///   - progress: Called with fractions 0...1 as the build goes (as the other initializer's).
  /// - Throws: `OpenStreetMapReadError` for the extract, ``WorldLayerReadError`` for a world layer
  ///   file, `BasemapBuildError` for the countries or a basemap over the format's bounds,
  ///   `CancellationError` when the task is cancelled.
  public convenience init(
    openStreetMapExtract url: URL, world: WorldLayerSources, progress: @escaping @Sendable (Double) -> Void = { _ in }
  ) async throws {
    let worldCountries = world.countries
    let extract: OSMExtract
    do {
      extract = try OSMExtract(contentsOf: url) { progress(0.4 * $0) }
    } catch {
      // The reader's own reason for a cancelled read is a CancellationError to a caller of the build.
      if error.reason == .cancelled { throw CancellationError() }
      throw error
    }
    progress(0.4)
    let countries: Data?
    do {
      countries = try worldCountries.map { try Data(contentsOf: $0) }
    } catch {
      throw BasemapBuildError.unreadableWorld(reason: "\(worldCountries?.path ?? ""): \(error.localizedDescription)")
    }
    // The extract is handed over: its arrays are let go once its features are made (see below).
    let (data, report) = try Self.build(consume extract, countries: countries, world: world, progress: progress)
    try CancellationCheckpoint.check()
    let sources = [url] + (worldCountries.map { [$0] } ?? []) + world.layerFiles
    var checksum = try Self.checksum(ofFiles: sources)
    if !world.places.isEmpty { checksum = Self.checksum(checksum, places: world.places) }
    self.init(data: data, buildReport: report, sourceChecksum: checksum)
  }

  /// Builds the basemap data of a read extract.
  ///
  /// - Throws: `BasemapBuildError`, `CancellationError`.
  static func build(
    _ extract: OSMExtract, world: Data?, progress: @escaping @Sendable (Double) -> Void
  ) throws -> (BasemapData, BasemapBuildReport) {
    try build(extract, countries: world, progress: progress)
  }

  /// Builds the basemap data of a read extract with the world layer.
  ///
  /// The extract (its nodes, ways, relations and their id indexes) and its nodes' projected
  /// positions are let go once its features are made, before the zoom levels are built, so the
  /// build's peak holds the features and levels, not the extract beside them (when the caller hands
  /// the extract over, as the initializers do).
  ///
  /// - Throws: ``WorldLayerReadError``, ``BasemapBuildError``, `CancellationError`.
  static func build(
    _ extract: consuming OSMExtract, countries: Data?, world: WorldLayerSources = WorldLayerSources(),
    progress: @escaping @Sendable (Double) -> Void
  ) throws -> (BasemapData, BasemapBuildReport) {
    var (features, report, box) = try extractFeatures(consume extract, progress: progress)
    var worldLayer = try WorldFeatures(world, countries: countries)
    if !world.layerFiles.isEmpty, report.coastlineWays == 0,
      let land = features.firstIndex(where: \.isExtractLand)
    {
      // No coastline: the world layer decides land and sea inside the extract too.
      features.remove(at: land)
    }
    PlaceMerge.merge(extract: &features, world: &worldLayer.features)
    progress(0.65)
    let data = try FeatureTable.build(
      extract: features, world: worldLayer.features, box: (box.min, box.max),
      regions: worldLayer.regions, progress: { progress(0.65 + 0.34 * $0) }
    ) {
      LabelPoints.labelPoint($0)
    }
    for level in data.extractLevels { report.shapesPerZoom[level.zoom] = level.shapeCount }
    try CancellationCheckpoint.check()
    progress(1)
    return (data, report)
  }

  /// The features of an extract, what its reading found, and its box; the extract and its projected
  /// nodes go when this returns.
  private static func extractFeatures(
    _ extract: consuming OSMExtract, progress: @escaping @Sendable (Double) -> Void
  ) throws -> (features: [SourceFeature], report: BasemapBuildReport, box: BoxCloser.Box) {
    var reader = try OSMFeatures(consume extract)
    progress(0.45)
    let features = try reader.features { progress(0.45 + 0.15 * $0) }
    return (features, reader.report, reader.box)
  }
}

extension VectorTileCache {
  /// A checksum continued over places (name, position, kind, capital, population), so a basemap built
  /// with other places has another.
  static func checksum(_ start: UInt64, places: [PopulatedPlace]) -> UInt64 {
    var bytes: [UInt8] = []
    for place in places {
      bytes += Array(place.name.utf8) + [0]
      for value in [
        place.latitude.bitPattern, place.longitude.bitPattern, UInt64(bitPattern: Int64(place.population ?? -1)),
      ] {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
      }
      bytes += Array(place.kind.rawValue.utf8) + [place.isCapital ? 1 : 0]
    }
    return bytes.withUnsafeBytes { ByteChecksum.update(start, $0) }
  }
}
