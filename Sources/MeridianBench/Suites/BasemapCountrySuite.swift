import Foundation
import Meridian
import MeridianBasemapBuilder
import MeridianSampleData

/// The `basemap` suite, a country extract (issue 26): Liechtenstein (`Tests/Data/Liechtenstein`, 65,733
/// nodes) built with the world layer's world cuts, and drawn at 1:200,000.
///
/// - `basemap.country_build_s`: the build (Natural Earth's countries, `world-crude`, `world-low`, the
///   sample's places), the median of 3.
/// - `basemap.country_frame_p95_ms`, `basemap.country_pan_frame_p95_ms` and their CPU figures: a
///   1024 × 768 view with labels at 1:200,000 centred on 47.16 N, 9.55 E (``reportFrameFigures``).
///
/// The build of a tiled extract of millions of nodes beside tilemaker is `.ci/bench-country-build.sh`
/// (peak memory needs a process of its own).
@MainActor
func runBasemapCountryFigures(_ bench: inout Bench) async throws {
  let extract = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Tests/Data/Liechtenstein/liechtenstein-2013-08-03.osm.pbf").standardizedFileURL
  guard FileManager.default.fileExists(atPath: extract.path) else {
    note("basemap country figures skipped: \(extract.path) is not in this checkout")
    return
  }
  let world = WorldLayerSources(
    countries: try sampleResourceURL("naturalearth-countries.geojson"),
    layerFiles: [try sampleResourceURL("world-crude.meridianworld"), try sampleResourceURL("world-low.meridianworld")],
    places: try SampleData.worldPlaces())
  var samples: [Double] = []
  var cache: VectorTileCache?
  for _ in 0..<3 {
    cache = nil
    let clock = ContinuousClock.now
    cache = try await VectorTileCache(openStreetMapExtract: extract, world: world)
    samples.append((ContinuousClock.now - clock) / .seconds(1))
  }
  guard let cache else { return }
  bench.report("basemap.country_build_s", value: Bench.percentile(samples, 0.5), unit: "s", n: cache.featureCount)
  let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache)]))
  map.initialViewpoint = Viewpoint(latitude: 47.16, longitude: 9.55, scale: 200_000)
  try reportFrameFigures(&bench, map: map, prefix: "basemap.country", view: "Liechtenstein at 1:200,000")
}
