import Foundation
import InternalMeridianUtilities
import Meridian

/// The `identify` suite: a MapView's identify over one overlay of 1,000,000 point graphics.
///
/// The points are uniform in the Los Angeles box lon −118.70...−117.90, lat 33.70...34.40, as in
/// `bench_shapely_strtree.py`; the view is 390 × 844 points at 1:72,000, the tolerance 12 points.
///
/// - `identify.index_build_1m` (s) and `_cpu`, `_faults`, `_preemptions`: `addGraphics` of 1M
///   graphics, index included; `identify.index_build_only_1m`: the spatial index alone, median of 3
///   (the figure to set beside shapely's `STRtree`).
/// - `identify.query_1m_p50` / `_p99` (µs): `identify(on:screenPoint:tolerance:)` at random points;
///   `identify.linear_scan_1m_p50` the same without the index.
/// - `identify.update_one` (µs): one graphic moved in the 1M overlay, index update included.
@MainActor
func runIdentifySuite(_ bench: inout Bench) async throws {
  let count = ProcessInfo.processInfo.environment["MERIDIAN_IDENTIFY_N"].flatMap { Int($0) } ?? 1_000_000
  var random = SplitMix64(seed: 1)
  var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
  symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
  var lons = [Double](repeating: 0, count: count)
  var lats = [Double](repeating: 0, count: count)
  for i in 0..<count {
    lons[i] = -118.70 + 0.80 * random.unit()
    lats[i] = 33.70 + 0.70 * random.unit()
  }
  let graphics = (0..<count).map { Graphic(geometry: Point(latitude: lats[$0], longitude: lons[$0]), symbol: symbol) }
  progress("identify: \(count) graphics made")
  let overlay = GraphicsOverlay()
  let before = Bench.usage()
  let build = try Bench.seconds { try overlay.addGraphics(graphics) }
  let used = Bench.usage() - before
  bench.report("identify.index_build_1m", value: build, unit: "s", n: count)
  bench.report("identify.index_build_1m_cpu", value: used.cpuSeconds, unit: "s", n: count)
  bench.report("identify.index_build_1m_faults", value: Double(used.minorFaults), unit: "faults", n: count)
  bench.report(
    "identify.index_build_1m_preemptions", value: Double(used.involuntarySwitches), unit: "switches", n: count)
  var rebuilds: [Double] = []
  for _ in 0..<3 { rebuilds.append(Bench.seconds { overlay.rebuildSpatialIndex() }) }
  bench.report("identify.index_build_only_1m", value: Bench.percentile(rebuilds, 0.5), unit: "s", n: count)

  let map = Map(basemapStyle: .arcGISTopographic)
  map.initialViewpoint = Viewpoint(latitude: 34.05, longitude: -118.30, scale: 72_000)
  let mapView = MapView(map: map, graphicsOverlays: [overlay])
  progress("identify: index built in \(build) s")
  let size = mapView.viewSize
  let queries = 10_000
  var taps: [CGPoint] = []
  for _ in 0..<queries {
    taps.append(CGPoint(x: random.unit() * Double(size.width), y: random.unit() * Double(size.height)))
  }
  // Warm up, then time each call.
  var hits = 0
  for tap in taps.prefix(200) {
    hits += try await mapView.identify(on: overlay, screenPoint: tap, tolerance: 12).graphics.count
  }
  progress("identify: warmed up")
  let clock = ContinuousClock()
  var samples: [Double] = []
  samples.reserveCapacity(queries)
  hits = 0
  for tap in taps {
    let start = clock.now
    let result = try await mapView.identify(on: overlay, screenPoint: tap, tolerance: 12)
    samples.append(Bench.microseconds(clock.now - start))
    hits += result.graphics.count
  }
  blackHole(hits)
  bench.report("identify.query_1m_p50", value: Bench.percentile(samples, 0.5), unit: "µs", n: queries)
  bench.report("identify.query_1m_p99", value: Bench.percentile(samples, 0.99), unit: "µs", n: queries)
  bench.report("identify.hit_rate", value: Double(hits) / Double(queries), unit: "hits/query", n: queries)

  progress("identify: queries done")
  // The linear scan: project every point, draw it, measure the distance to its ±6-point box.
  let mercator = try lons.indices.map {
    try GeometryEngine.project(Point(latitude: lats[$0], longitude: lons[$0]), into: .webMercator)
  }
  let xs = mercator.map(\.x)
  let ys = mercator.map(\.y)
  var scans: [Double] = []
  for tap in taps.prefix(21) {
    let start = clock.now
    blackHole(linearScan(xs, ys, view: mapView, tap: tap, reach: 6, tolerance: 12))
    scans.append(Bench.microseconds(clock.now - start))
  }
  bench.report("identify.linear_scan_1m_p50", value: Bench.percentile(scans, 0.5), unit: "µs", n: scans.count)

  // Moving one graphic: its geometry set, the index updated under the overlay's lock.
  let updates = 10_000
  var updateSamples: [Double] = []
  updateSamples.reserveCapacity(updates)
  for k in 0..<updates {
    let graphic = graphics[(k &* 7919) % count]
    let moved = Point(latitude: 33.70 + 0.70 * random.unit(), longitude: -118.70 + 0.80 * random.unit())
    let start = clock.now
    graphic.geometry = moved
    updateSamples.append(Bench.microseconds(clock.now - start))
  }
  bench.report("identify.update_one", value: Bench.percentile(updateSamples, 0.5), unit: "µs", n: updates)
  bench.report("identify.update_one_p99", value: Bench.percentile(updateSamples, 0.99), unit: "µs", n: updates)
}

/// The hit test without an index: the top-most graphic whose box is within tolerance, scanning all.
@MainActor
@inline(never)
private func linearScan(
  _ xs: [Double], _ ys: [Double], view: MapView, tap: CGPoint, reach: Double, tolerance: Double
)
  -> Int?
{
  let u = view.unitsPerPoint
  let center = view.center
  let w = Double(view.viewSize.width) / 2
  let h = Double(view.viewSize.height) / 2
  var best: Int?
  for i in xs.indices {
    let sx = w + (xs[i] - center.x) / u
    let sy = h - (ys[i] - center.y) / u
    let dx = Swift.max(abs(Double(tap.x) - sx) - reach, 0)
    let dy = Swift.max(abs(Double(tap.y) - sy) - reach, 0)
    if dx * dx + dy * dy <= tolerance * tolerance { best = i }
  }
  return best
}

/// A progress line on standard error (unbuffered), so a long run shows where it is.
private func progress(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
