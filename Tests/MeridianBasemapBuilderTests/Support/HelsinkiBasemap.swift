import Foundation

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The basemap built from the bundled Helsinki extract and Natural Earth countries, once per process.
enum HelsinkiBasemap {
  /// `Sources/MeridianSampleData/Resources/naturalearth-countries.geojson`, found from this file's path.
  static let worldURL = HelsinkiExtract.url.deletingLastPathComponent()
    .appendingPathComponent("naturalearth-countries.geojson")

  /// The built data and report.
  static let built: Result<(BasemapData, BasemapBuildReport), any Error> = Result {
    let extract = try HelsinkiExtract.extract.get()
    return try VectorTileCache.build(extract, world: try Data(contentsOf: worldURL)) { _ in }
  }

  /// The cache.
  static func cache() throws -> VectorTileCache {
    let (data, report) = try built.get()
    return VectorTileCache(data: data, buildReport: report)
  }
}
