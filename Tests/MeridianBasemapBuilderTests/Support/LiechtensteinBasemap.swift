import Foundation

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The Liechtenstein extract (`Tests/Data/Liechtenstein`, osm2pgsql's test file) built with the
/// sample data's world layer (Natural Earth countries, GSHHG crude and low), once per process.
enum LiechtensteinBasemap {
  /// `Tests/Data/Liechtenstein/liechtenstein-2013-08-03.osm.pbf`, found from this file's path.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // MeridianBasemapBuilderTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Data/Liechtenstein/liechtenstein-2013-08-03.osm.pbf")

  /// The sample data's resources folder.
  static let resources = HelsinkiExtract.url.deletingLastPathComponent()

  /// The world layer: the whole world's cuts only (the regional ones are around the Baltic).
  static let world = WorldLayerSources(
    countries: resources.appendingPathComponent("naturalearth-countries.geojson"),
    layerFiles: ["world-crude", "world-low"].map { resources.appendingPathComponent("\($0).meridianworld") })

  /// The built data and report.
  static let built: Result<(BasemapData, BasemapBuildReport), any Error> = Result {
    let extract = try OSMExtract(contentsOf: url)
    return try VectorTileCache.build(extract, countries: try Data(contentsOf: world.countries ?? url), world: world) {
      _ in
    }
  }

  /// The cache.
  static func cache() throws -> VectorTileCache {
    let (data, report) = try built.get()
    return VectorTileCache(data: data, buildReport: report)
  }
}
