import Foundation
import InternalMeridianUtilities
import Meridian

/// The `graphics` suite: creating and adding a million point graphics (index included), resident
/// bytes per graphic, change-event throughput, and candidate queries per box at a million graphics.
///
/// `graphics.query_box_p50` times `candidates(intersecting:)`, which reads every candidate graphic
/// (its geometry, symbol and draw position); `graphics.query_box_index_p50` times the index query
/// alone, which finds the same graphics without reading them, as an R-tree query that returns item
/// numbers does (shapely's `tree.query(box)`).
///
/// The data matches `shapely`'s STRtree peer benchmark: 1,000,000 points uniform in the Los Angeles
/// box lon -118.70…-117.90, lat 33.70…34.40, and 10,000 query boxes 0.005° square (about 45 points
/// each), so the per-box figures compare directly.
func runGraphicsSuite(_ bench: inout Bench) async throws {
  let n = 1_000_000
  var rng = SplitMix64(seed: 1)
  let xs = (0..<n).map { _ in -118.70 + 0.80 * rng.unit() }
  let ys = (0..<n).map { _ in 33.70 + 0.70 * rng.unit() }
  var symbol = SimpleMarkerSymbol(style: .circle, color: .brown, size: 10)
  symbol.outline = SimpleLineSymbol(style: .solid, color: .white, width: 2)
  let shared: any Symbol = symbol

  // Resident bytes first, while the heap is fresh: RSS before and after creating and adding.
  let before = Bench.residentBytes()
  var overlay = GraphicsOverlay()
  var seconds = try Bench.seconds {
    var graphics: [Graphic] = []
    graphics.reserveCapacity(n)
    for i in 0..<n {
      graphics.append(Graphic(geometry: Point(x: xs[i], y: ys[i], spatialReference: .wgs84), symbol: shared))
    }
    try overlay.addGraphics(graphics)
  }
  if let before, let after = Bench.residentBytes() {
    bench.report("graphics.bytes_per_graphic", value: Double(after - before) / Double(n), unit: "bytes", n: n)
  }
  var runs = [seconds]
  var cpuRuns: [Double] = []
  for _ in 0..<2 {
    overlay = GraphicsOverlay()
    let cpuStart = Bench.processCPUSeconds()
    seconds = try Bench.seconds {
      var graphics: [Graphic] = []
      graphics.reserveCapacity(n)
      for i in 0..<n {
        graphics.append(Graphic(geometry: Point(x: xs[i], y: ys[i], spatialReference: .wgs84), symbol: shared))
      }
      try overlay.addGraphics(graphics)
    }
    runs.append(seconds)
    cpuRuns.append(Bench.processCPUSeconds() - cpuStart)
  }
  bench.report("graphics.add_1m", value: Bench.percentile(runs, 0.5), unit: "s", n: n)
  // The process's CPU time for the same work: what add_1m would be on an idle core.
  bench.report("graphics.add_1m_cpu", value: cpuRuns.min() ?? .nan, unit: "s", n: n)

  // Candidate queries, one box at a time, as identify issues them.
  var boxRandom = SplitMix64(seed: 2)
  let w = 0.005
  let boxes = (0..<10_000).map { _ in
    let x = -118.70 + (0.80 - w) * boxRandom.unit()
    let y = 33.70 + (0.70 - w) * boxRandom.unit()
    return Envelope(xMin: x, yMin: y, xMax: x + w, yMax: y + w, spatialReference: .wgs84)
  }
  var samples: [Double] = []
  samples.reserveCapacity(boxes.count)
  var hits = 0
  let queryCPUStart = Bench.processCPUSeconds()
  let total = Bench.seconds {
    for box in boxes {
      let start = ContinuousClock.now
      let found = overlay.candidates(intersecting: box)
      samples.append(Bench.microseconds(ContinuousClock.now - start))
      hits += found.count
    }
  }
  bench.report("graphics.query_box_p50", value: Bench.percentile(samples, 0.5), unit: "µs", n: boxes.count)
  bench.report("graphics.query_box_p99", value: Bench.percentile(samples, 0.99), unit: "µs", n: boxes.count)
  let queryCPU = Bench.processCPUSeconds() - queryCPUStart
  bench.report("graphics.query_boxes_per_s", value: Double(boxes.count) / total, unit: "boxes/s", n: boxes.count)
  bench.report("graphics.query_box_cpu_mean", value: queryCPU / Double(boxes.count) * 1e6, unit: "µs", n: boxes.count)
  bench.report(
    "graphics.query_hits_per_box", value: Double(hits) / Double(boxes.count), unit: "graphics", n: boxes.count)
  var indexSamples: [Double] = []
  indexSamples.reserveCapacity(boxes.count)
  var indexHits = 0
  for box in boxes {
    let start = ContinuousClock.now
    indexHits += overlay.indexedCount(intersecting: box)
    indexSamples.append(Bench.microseconds(ContinuousClock.now - start))
  }
  bench.report(
    "graphics.query_box_index_p50", value: Bench.percentile(indexSamples, 0.5), unit: "µs", n: boxes.count)
  bench.report(
    "graphics.query_index_hits_per_box", value: Double(indexHits) / Double(boxes.count), unit: "graphics",
    n: boxes.count)

  // Incremental updates at a million graphics.
  let graphics = overlay.graphics
  var moves: [Double] = []
  for i in 0..<10_000 {
    let graphic = graphics[(i &* 7919) % n]
    let start = ContinuousClock.now
    graphic.geometry = Point(x: xs[i], y: ys[n - 1 - i], spatialReference: .wgs84)
    moves.append(Bench.microseconds(ContinuousClock.now - start))
  }
  bench.report("graphics.update_geometry_1m_p50", value: Bench.percentile(moves, 0.5), unit: "µs", n: moves.count)
  bench.report("graphics.update_geometry_1m_p99", value: Bench.percentile(moves, 0.99), unit: "µs", n: moves.count)
  var inserts: [Double] = []
  var removes: [Double] = []
  for i in 0..<200 {
    let graphic = Graphic(geometry: Point(x: xs[i], y: ys[i], spatialReference: .wgs84))
    var start = ContinuousClock.now
    try overlay.insertGraphic(graphic, at: i % 2 == 0 ? 0 : n / 2)
    inserts.append(Bench.microseconds(ContinuousClock.now - start))
    start = ContinuousClock.now
    try overlay.removeGraphic(graphic)
    removes.append(Bench.microseconds(ContinuousClock.now - start))
  }
  bench.report("graphics.insert_1m_p50", value: Bench.percentile(inserts, 0.5), unit: "µs", n: inserts.count)
  bench.report("graphics.remove_1m_p50", value: Bench.percentile(removes, 0.5), unit: "µs", n: removes.count)

  try await changeThroughput(&bench)
}

/// Change events per second with one observer draining the stream concurrently.
private func changeThroughput(_ bench: inout Bench) async throws {
  let overlay = GraphicsOverlay()
  let graphic = Graphic(geometry: Point(x: 0, y: 0, spatialReference: .wgs84))
  try overlay.addGraphic(graphic)
  let updates = 200_000
  let stream = overlay.changes
  let consumer = Task {
    var received = 0
    for await change in stream {
      received += 1
      if case .updated = change.kind, change.graphics.first?.zIndex == updates { break }
    }
    return received
  }
  let seconds = Bench.seconds {
    for z in 1...updates { graphic.zIndex = z }
  }
  let received = await consumer.value
  bench.report("graphics.change_events_per_s", value: Double(updates) / seconds, unit: "events/s", n: updates)
  bench.report("graphics.change_events_received", value: Double(received), unit: "events", n: updates)
}
