import Foundation
import Meridian
import MeridianSampleData

#if canImport(Glibc)
import Glibc
#endif

/// The `basemap` suite, the world layer (issue 26): what it adds and how fast it draws.
///
/// - `basemap.world_memory_bytes`: the resident size the Helsinki basemap built with the world layer
///   (the bundled `.meridianworld` files and GeoNames' cities and towns) adds over the one built with
///   Natural Earth's countries alone, each kept while measured after `malloc_trim(0)`;
///   `basemap.world_file_bytes` the same for the written files; `basemap.world_build_s` the build with
///   the world layer (sources read, places included), the median of 3.
/// - `basemap.world_frame_p95_ms`: `displayFrame()` with labels of a fresh 1024 × 768 view at
///   1:5,000,000 over the Baltic (58.5 N, 21.0 E), the p95 of 200; `basemap.world_pan_frame_p95_ms`
///   one such view panned by 10 points per frame, the p95 of 400 (as the street-scale figures);
///   `*_cpu_p95_ms` the main thread's CPU time of the same frames (the machine is shared).
@MainActor
func runBasemapWorldFigures(_ bench: inout Bench) async throws {
  let extract = try helsinkiExtractURL()
  let countries = try sampleResourceURL("naturalearth-countries.geojson")
  let sources = try SampleData.worldLayerSources()

  trimHeap()
  let start = Bench.residentBytes() ?? 0
  let plain = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: countries)
  trimHeap()
  let middle = Bench.residentBytes() ?? 0
  var world: VectorTileCache? = try await VectorTileCache(openStreetMapExtract: extract, world: sources)
  trimHeap()
  let end = Bench.residentBytes() ?? 0
  bench.report(
    "basemap.world_memory_bytes", value: Double((end - middle) - (middle - start)), unit: "bytes",
    n: world?.featureCount ?? 0)
  let bytes = (world?.fileData().count ?? 0) - plain.fileData().count
  bench.report("basemap.world_file_bytes", value: Double(bytes), unit: "bytes", n: 1)

  var samples: [Double] = []
  for _ in 0..<3 {
    world = nil
    let clock = ContinuousClock.now
    world = try await VectorTileCache(openStreetMapExtract: extract, world: sources)
    samples.append((ContinuousClock.now - clock) / .seconds(1))
  }
  bench.report("basemap.world_build_s", value: Bench.percentile(samples, 0.5), unit: "s", n: world?.featureCount ?? 0)
  guard let world else { return }

  let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: world)]))
  map.initialViewpoint = Viewpoint(latitude: 58.5, longitude: 21.0, scale: 5_000_000)
  try reportFrameFigures(&bench, map: map, prefix: "basemap.world", view: "world frame at 1:5,000,000")
}

/// Reports `<prefix>_frame_p95_ms` (`displayFrame()` with labels of a fresh 1024 × 768 view of the
/// map's initial viewpoint, the p95 of 200), `<prefix>_pan_frame_p95_ms` (one such view panned by 10
/// points per frame, the p95 of 400) and the `*_cpu_p95_ms` of both (the main thread's CPU time).
@MainActor
func reportFrameFigures(_ bench: inout Bench, map: Map, prefix: String, view name: String) throws {
  let size = CGSize(width: 1_024, height: 768)
  var wall: [Double] = []
  var cpu: [Double] = []
  var frame: DisplayFrame?
  for _ in 0..<200 {
    let view = MapView(map: map, viewSize: size)
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    wall.append(Bench.seconds { frame = view.displayFrame() })
    cpu.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start)
  }
  guard let frame, frame.layerErrors.isEmpty, !frame.layerItems.isEmpty else {
    throw BasemapBenchError.emptyFrame(frame?.layerErrors.map { "\($0.error)" } ?? [])
  }
  note("basemap \(name): \(frame.layerItems.count) shapes, \(frame.labels.count) labels")
  bench.report("\(prefix)_frame_p95_ms", value: Bench.percentile(wall, 0.95) * 1e3, unit: "ms", n: wall.count)
  bench.report("\(prefix)_frame_cpu_p95_ms", value: Bench.percentile(cpu, 0.95) * 1e3, unit: "ms", n: cpu.count)
  let view = MapView(map: map, viewSize: size)
  blackHole(view.displayFrame().labels.count)
  let steps = [
    CGSize(width: 10, height: 0), CGSize(width: 0, height: 10), CGSize(width: -10, height: 0),
    CGSize(width: 0, height: -10),
  ]
  wall.removeAll()
  cpu.removeAll()
  for i in 0..<400 {
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    wall.append(
      Bench.seconds {
        view.pan(by: steps[(i / 50) % 4])
        blackHole(view.displayFrame().labels.count)
      })
    cpu.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start)
  }
  bench.report("\(prefix)_pan_frame_p95_ms", value: Bench.percentile(wall, 0.95) * 1e3, unit: "ms", n: wall.count)
  bench.report(
    "\(prefix)_pan_frame_cpu_p95_ms", value: Bench.percentile(cpu, 0.95) * 1e3, unit: "ms", n: cpu.count)
}
