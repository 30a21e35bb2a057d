import Foundation
import InternalMeridianUtilities
import Meridian

/// The `cluster` suite: ``ClusterIndex`` and clustered overlays on the supercluster peer's data sets
/// and options (`../shared/peers/supercluster/bench_supercluster.sh`), figure for figure.
///
/// - `cluster.build_<set>_s` (median of 5) and `_cpu_s`, for `geonames170k`, `100k` and `1m`;
///   `cluster.index_bytes_<set>`; `cluster.peak_rss_1m_bytes` from a separate process.
/// - `cluster.query_<set>_z<N>_p50_us` / `_p95_us` / `_mean_items` for N = 2, 6, 10, 14 over the
///   peer's 1,000 viewports per zoom; `leaves10` and `expansion_zoom` on 1,000 cluster ids.
/// - `cluster.move_one_ms`: one graphic of a clustered 1M overlay moved, until the display list.
/// - `cluster.display_list_world_p95_ms` and `cluster.display_list_p95_ms`: display lists of views
///   over the 170,391 GeoNames places.
///
/// With `MERIDIAN_CLUSTER_DUMP_DIR` set, every zoom's clusters are written there for the equality
/// check against supercluster (`Tests/ClusterEquality/compare.mjs`). `docs/clustering.md` gives each
/// figure's method and the peer's.
func runClusterSuite(_ bench: inout Bench) async throws {
  let environment = ProcessInfo.processInfo.environment
  if environment["MERIDIAN_CLUSTER_CHILD"] == "peak1m" {
    // The child of `cluster.peak_rss_1m_bytes`: make the points, build, report the peak, nothing else.
    let index = try ClusterIndex(points: ClusterData.random(1_000_000), options: ClusterData.options)
    // VmHWM, the high-water mark of this program's own memory: `getrusage`'s peak also counts the
    // parent's resident memory at the fork that started this process (Linux keeps it across exec).
    print("peak \(highWaterResidentBytes() ?? Bench.peakResidentBytes()) \(index.pointCount)")
    return
  }
  let only = environment["MERIDIAN_CLUSTER_SETS"].map { $0.split(separator: ",").map(String.init) }
  let sets: [(label: String, points: () throws -> [Point])] = [
    ("geonames170k", ClusterData.geonames), ("100k", { ClusterData.random(100_000) }),
    ("1m", { ClusterData.random(1_000_000) }),
  ]
  for set in sets where only?.contains(set.label) ?? true {
    let points = try set.points()
    let index = try buildFigures(&bench, label: set.label, points: points)
    try queryFigures(&bench, label: set.label, index: index, points: points)
    if let directory = environment["MERIDIAN_CLUSTER_DUMP_DIR"] {
      try ClusterDump.write(index, to: URL(fileURLWithPath: directory).appendingPathComponent("\(set.label).bin"))
    }
  }
  if only?.contains("peak") ?? true {
    if let peak = try childPeakResidentBytes() {
      bench.report("cluster.peak_rss_1m_bytes", value: Double(peak), unit: "bytes", n: 1_000_000)
    }
  }
  if only?.contains("move") ?? true { try await moveOneFigure(&bench) }
  if only?.contains("display") ?? true { try await displayListFigures(&bench) }
}

/// Builds an index of `points` five times; reports the median wall and CPU times and its size.
private func buildFigures(_ bench: inout Bench, label: String, points: [Point]) throws -> ClusterIndex {
  var builds: [Double] = []
  var cpu: [Double] = []
  var index: ClusterIndex?
  for _ in 0..<5 {
    index = nil
    let start = Bench.processCPUSeconds()
    builds.append(try Bench.seconds { index = try ClusterIndex(points: points, options: ClusterData.options) })
    cpu.append(Bench.processCPUSeconds() - start)
  }
  bench.report("cluster.build_\(label)_s", value: Bench.percentile(builds, 0.5), unit: "s", n: points.count)
  bench.report("cluster.build_\(label)_cpu_s", value: Bench.percentile(cpu, 0.5), unit: "s", n: points.count)
  guard let index else { throw ClusterBenchError.noIndex }
  bench.report("cluster.index_bytes_\(label)", value: Double(index.byteCount), unit: "bytes", n: points.count)
  for zoom in [0, 2, 6, 10, 14] {
    let items = try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom).count
    bench.report("cluster.items_\(label)_z\(zoom)", value: Double(items), unit: "count", n: 1)
  }
  return index
}

/// The peer's viewport queries, then its leaves and expansion-zoom queries on clusters they met.
private func queryFigures(_ bench: inout Bench, label: String, index: ClusterIndex, points: [Point]) throws {
  var random = Mulberry32(seed: 2)
  let zooms = [2, 6, 10, 14]
  let boxes = zooms.map { ClusterData.viewports(points, zoom: $0, count: 1000, random: &random) }
  for (zoom, set) in zip(zooms, boxes) {
    for b in set {
      blackHole(try index.clusters(west: b.west, south: b.south, east: b.east, north: b.north, zoom: zoom))
    }
  }
  let clock = ContinuousClock()
  var clusterIDs: [Int] = []
  for (zoom, set) in zip(zooms, boxes) {
    var samples: [Double] = []
    var items = 0
    for b in set {
      let start = clock.now
      let found = try index.clusters(west: b.west, south: b.south, east: b.east, north: b.north, zoom: zoom)
      samples.append(Bench.microseconds(clock.now - start))
      items += found.count
      clusterIDs += found.compactMap(\.id)
    }
    let name = "cluster.query_\(label)_z\(zoom)"
    bench.report(name + "_p50_us", value: Bench.percentile(samples, 0.5), unit: "µs", n: set.count)
    bench.report(name + "_p95_us", value: Bench.percentile(samples, 0.95), unit: "µs", n: set.count)
    bench.report(name + "_mean_items", value: Double(items) / Double(set.count), unit: "count", n: set.count)
    if label == "1m" {
      bench.report("cluster.query_p50_us_z\(zoom)", value: Bench.percentile(samples, 0.5), unit: "µs", n: set.count)
    }
  }
  guard !clusterIDs.isEmpty else { return }
  let ids = (0..<1000).map { _ in clusterIDs[Int(random.nextUnit() * Double(clusterIDs.count))] }
  for (name, query) in [
    ("leaves10", { (id: Int) throws -> Void in blackHole(try index.leaves(of: id, limit: 10)) }),
    ("expansion_zoom", { (id: Int) throws -> Void in blackHole(try index.expansionZoom(of: id)) }),
  ] {
    for id in ids { try query(id) }
    var samples: [Double] = []
    for id in ids {
      let start = clock.now
      try query(id)
      samples.append(Bench.microseconds(clock.now - start))
    }
    bench.report("cluster.\(name)_\(label)_p50_us", value: Bench.percentile(samples, 0.5), unit: "µs", n: ids.count)
    bench.report("cluster.\(name)_\(label)_p95_us", value: Bench.percentile(samples, 0.95), unit: "µs", n: ids.count)
  }
}

/// Runs this executable again to build the 1M index alone; returns the child's peak resident bytes.
private func childPeakResidentBytes() throws -> Int? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["cluster"]
  var environment = ProcessInfo.processInfo.environment
  environment["MERIDIAN_CLUSTER_CHILD"] = "peak1m"
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let words = output.split(whereSeparator: \.isWhitespace)
  guard let at = words.firstIndex(of: "peak"), words.index(after: at) < words.endIndex else { return nil }
  return Int(words[words.index(after: at)])
}

/// One graphic of a clustered overlay of the 1M points moved, until the display list is drawn again.
@MainActor
private func moveOneFigure(_ bench: inout Bench) async throws {
  let points = ClusterData.random(1_000_000)
  let symbol = SimpleMarkerSymbol(style: .circle, color: .orange, size: 6)
  let graphics = points.map { Graphic(geometry: $0, symbol: symbol) }
  let overlay = GraphicsOverlay()
  try overlay.addGraphics(graphics)
  var reduction = ClusteringFeatureReduction()
  reduction.radius = 40
  overlay.featureReduction = reduction
  let map = Map(spatialReference: .webMercator)
  map.initialViewpoint = Viewpoint(
    latitude: 34.05, longitude: -118.30, scale: TilingScheme.webMercator.levels[11].scale)
  let mapView = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 1024, height: 768))
  blackHole(mapView.displayList())
  var random = Mulberry32(seed: 3)
  var samples: [Double] = []
  var cpu: [Double] = []
  for k in 0..<5 {
    let graphic = graphics[(k &* 199_999) % graphics.count]
    let moved = Point(
      latitude: ClusterData.box.south + 0.70 * random.nextUnit(),
      longitude: ClusterData.box.west + 0.80 * random.nextUnit())
    let start = Bench.processCPUSeconds()
    samples.append(
      Bench.seconds {
        graphic.geometry = moved
        blackHole(mapView.displayList())
      } * 1000)
    cpu.append((Bench.processCPUSeconds() - start) * 1000)
  }
  bench.report("cluster.move_one_ms", value: Bench.percentile(samples, 0.5), unit: "ms", n: samples.count)
  bench.report("cluster.move_one_cpu_ms", value: Bench.percentile(cpu, 0.5), unit: "ms", n: cpu.count)
}

/// Display lists of a 1024 × 768 view over the GeoNames places.
@MainActor
private func displayListFigures(_ bench: inout Bench) async throws {
  let places = try ClusterData.geonames()
  let symbol = SimpleMarkerSymbol(style: .circle, color: .orange, size: 6)
  let overlay = GraphicsOverlay(graphics: places.map { Graphic(geometry: $0, symbol: symbol) })
  overlay.featureReduction = ClusteringFeatureReduction()
  let map = Map(spatialReference: .webMercator)
  let levels = TilingScheme.webMercator.levels
  map.initialViewpoint = Viewpoint(latitude: 0, longitude: 0, scale: levels[2].scale)
  let mapView = MapView(map: map, graphicsOverlays: [overlay], viewSize: CGSize(width: 1024, height: 768))
  let clock = ContinuousClock()
  var items = 0
  blackHole(mapView.displayList())
  var world: [Double] = []
  for _ in 0..<200 {
    let start = clock.now
    items = mapView.displayList().count
    world.append(Bench.microseconds(clock.now - start) / 1000)
  }
  bench.report("cluster.display_list_world_p95_ms", value: Bench.percentile(world, 0.95), unit: "ms", n: world.count)
  bench.report("cluster.display_list_world_items", value: Double(items), unit: "count", n: 1)
  var random = Mulberry32(seed: 4)
  var samples: [Double] = []
  var total = 0
  for _ in 0..<1000 {
    let place = places[Int(random.nextUnit() * Double(places.count))]
    let level = 2 + Int(random.nextUnit() * 9)
    _ = await mapView.setViewpointCenter(place, scale: levels[level].scale)
    let start = clock.now
    total += mapView.displayList().count
    samples.append(Bench.microseconds(clock.now - start) / 1000)
  }
  bench.report("cluster.display_list_p95_ms", value: Bench.percentile(samples, 0.95), unit: "ms", n: samples.count)
  bench.report("cluster.display_list_p50_ms", value: Bench.percentile(samples, 0.5), unit: "ms", n: samples.count)
  bench.report("cluster.display_list_mean_items", value: Double(total) / 1000, unit: "count", n: samples.count)
}

private enum ClusterBenchError: Error { case noIndex }

/// The `VmHWM` line of `/proc/self/status` in bytes (Linux), or `nil`.
private func highWaterResidentBytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kib = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int($0) })
  else { return nil }
  return kib * 1024
}
