import Foundation
import InternalMeridianUtilities
import Meridian

#if canImport(Glibc)
import CGlibcMalloc
#endif

/// The `basemap` suite, building and drawing: the Helsinki basemap built from the bundled extract,
/// drawn in a 1024 × 768 view over central Helsinki (60.1699, 24.9384) at 1:5,000.
///
/// - `basemap.memory_bytes`, `loaded_memory_bytes`: the RSS the built or loaded basemap adds (after
///   `malloc_trim(0)`); `file_bytes` the file's size.
/// - `basemap.build_s` (median of 5; without the world, as the peers build) and `build_with_world_s`.
/// - `basemap.load_ms`: `VectorTileCache(contentsOf:)`, the median of 15.
/// - `basemap.frame_p95_ms`: `displayFrame()` of a fresh view, p95 of 200; `pan_frame_p95_ms`: one
///   view panned 10 points a frame, p95 of 400.
/// - `basemap.identify_p50_us` / `_p99_us`: `identifyLayers` at 1,000 random points, tolerance 12.
/// - `basemap.svg_ms` / `svg_reused_ms`: `svgSnapshot()` of a fresh view / of one already drawn.
///
/// Beside each wall-clock figure, `*_cpu_*` is the CPU time (the machine is shared). The figures and
/// their goals are in `docs/performance.md` ("Basemap").
@MainActor
func runBasemapViewFigures(_ bench: inout Bench) async throws {
  let extract = try helsinkiExtractURL()
  let world = try sampleResourceURL("naturalearth-countries.geojson")

  trimHeap()
  let before = Bench.residentBytes() ?? 0
  let cache = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world)
  trimHeap()
  let after = Bench.residentBytes() ?? 0
  bench.report("basemap.memory_bytes", value: Double(after - before), unit: "bytes", n: cache.featureCount)

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "meridian-bench-basemap-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("helsinki.meridianbasemap")
  try cache.write(to: file)
  let fileBytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
  bench.report("basemap.file_bytes", value: Double(fileBytes), unit: "bytes", n: 1)
  try loadFigures(&bench, file: file)

  try await buildFigures(&bench, extract: extract, world: world)

  let map = Map(basemap: Basemap(baseLayers: [VectorTiledLayer(vectorTileCache: cache)]))
  map.initialViewpoint = Viewpoint(latitude: 60.1699, longitude: 24.9384, scale: 5_000)
  let size = CGSize(width: 1_024, height: 768)
  try frameFigures(&bench, map: map, size: size)
  try await identifyFigures(&bench, view: MapView(map: map, viewSize: size))
  svgFigures(&bench, map: map, size: size)
}

/// `basemap.load_ms` and `basemap.loaded_memory_bytes`.
private func loadFigures(_ bench: inout Bench, file: URL) throws {
  trimHeap()
  let before = Bench.residentBytes() ?? 0
  var loaded: VectorTileCache? = try VectorTileCache(contentsOf: file)
  trimHeap()
  let after = Bench.residentBytes() ?? 0
  bench.report("basemap.loaded_memory_bytes", value: Double(after - before), unit: "bytes", n: 1)
  var samples: [Double] = []
  for _ in 0..<15 {
    loaded = nil
    samples.append(try Bench.seconds { loaded = try VectorTileCache(contentsOf: file) })
  }
  blackHole(loaded?.featureCount)
  bench.report("basemap.load_ms", value: Bench.percentile(samples, 0.5) * 1e3, unit: "ms", n: samples.count)
}

/// `basemap.build_s`, `basemap.build_cpu_s` and `basemap.build_with_world_s`: medians of 5 cold builds.
private func buildFigures(_ bench: inout Bench, extract: URL, world: URL) async throws {
  var wall: [Double] = []
  var cpu: [Double] = []
  var features = 0
  for _ in 0..<5 {
    let start = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    wall.append(
      try await Bench.seconds {
        features = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: nil).featureCount
      })
    cpu.append(cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - start)
  }
  bench.report("basemap.build_s", value: Bench.percentile(wall, 0.5), unit: "s", n: features)
  bench.report("basemap.build_cpu_s", value: Bench.percentile(cpu, 0.5), unit: "s", n: features)
  var withWorld: [Double] = []
  for _ in 0..<5 {
    withWorld.append(
      try await Bench.seconds {
        features = try await VectorTileCache(openStreetMapExtract: extract, worldCountries: world).featureCount
      })
  }
  bench.report("basemap.build_with_world_s", value: Bench.percentile(withWorld, 0.5), unit: "s", n: features)
}

/// `basemap.frame_p95_ms` (a fresh view each sample) and `basemap.pan_frame_p95_ms` (one view panned).
@MainActor
private func frameFigures(_ bench: inout Bench, map: Map, size: CGSize) throws {
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
  note("basemap frame: \(frame.layerItems.count) shapes, \(frame.labels.count) labels")
  bench.report("basemap.frame_p95_ms", value: Bench.percentile(wall, 0.95) * 1e3, unit: "ms", n: wall.count)
  bench.report("basemap.frame_p50_ms", value: Bench.percentile(wall, 0.5) * 1e3, unit: "ms", n: wall.count)
  bench.report("basemap.frame_cpu_p95_ms", value: Bench.percentile(cpu, 0.95) * 1e3, unit: "ms", n: cpu.count)

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
  bench.report("basemap.pan_frame_p95_ms", value: Bench.percentile(wall, 0.95) * 1e3, unit: "ms", n: wall.count)
  bench.report("basemap.pan_frame_p50_ms", value: Bench.percentile(wall, 0.5) * 1e3, unit: "ms", n: wall.count)
  bench.report("basemap.pan_frame_cpu_p95_ms", value: Bench.percentile(cpu, 0.95) * 1e3, unit: "ms", n: cpu.count)
}

/// `basemap.identify_p50_us` and `_p99_us`.
@MainActor
private func identifyFigures(_ bench: inout Bench, view: MapView) async throws {
  blackHole(view.displayFrame().layerItems.count)
  var random = SplitMix64(seed: 21)
  var samples: [Double] = []
  var cpu: [Double] = []
  var hits = 0
  for _ in 0..<1_000 {
    let point = CGPoint(x: random.uniform(0, 1_024), y: random.uniform(0, 768))
    let start = ContinuousClock.now
    let cpuStart = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    hits += try await view.identifyLayers(screenPoint: point, tolerance: 12).count
    cpu.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
    samples.append((ContinuousClock.now - start) / .seconds(1))
  }
  note("basemap identify: \(hits) of \(samples.count) taps hit the basemap")
  bench.report("basemap.identify_p50_us", value: Bench.percentile(samples, 0.5) * 1e6, unit: "µs", n: samples.count)
  bench.report("basemap.identify_p99_us", value: Bench.percentile(samples, 0.99) * 1e6, unit: "µs", n: samples.count)
  bench.report("basemap.identify_cpu_p50_us", value: Bench.percentile(cpu, 0.5) * 1e6, unit: "µs", n: cpu.count)
}

/// `basemap.svg_ms` (a fresh view each sample) and `basemap.svg_reused_ms`.
@MainActor
private func svgFigures(_ bench: inout Bench, map: Map, size: CGSize) {
  var samples: [Double] = []
  var bytes = 0
  var cpu: [Double] = []
  for _ in 0..<50 {
    let view = MapView(map: map, viewSize: size)
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    samples.append(Bench.seconds { bytes = view.svgSnapshot().utf8.count })
    cpu.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start)
  }
  bench.report("basemap.svg_ms", value: Bench.percentile(samples, 0.5) * 1e3, unit: "ms", n: bytes)
  bench.report("basemap.svg_cpu_ms", value: Bench.percentile(cpu, 0.5) * 1e3, unit: "ms", n: bytes)
  let view = MapView(map: map, viewSize: size)
  blackHole(view.displayFrame().labels.count)
  samples.removeAll()
  for _ in 0..<50 {
    samples.append(Bench.seconds { bytes = view.svgSnapshot().utf8.count })
  }
  bench.report("basemap.svg_reused_ms", value: Bench.percentile(samples, 0.5) * 1e3, unit: "ms", n: bytes)
}

/// Why the basemap figures could not be measured.
enum BasemapBenchError: Error {
  /// The view over central Helsinki drew nothing, or a layer failed.
  case emptyFrame([String])
}

/// Gives memory the allocator holds but does not use back to the system (glibc's `malloc_trim`,
/// from the `CGlibcMalloc` module map), so resident sizes measure what is kept.
func trimHeap() {
  #if canImport(Glibc)
  _ = malloc_trim(0)
  #endif
}

/// A line on standard error about what was measured.
func note(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
