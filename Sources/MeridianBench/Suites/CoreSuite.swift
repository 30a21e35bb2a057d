import InternalMeridianUtilities
import Meridian

/// The `core` suite: bulk WGS84 → Web Mercator projection and geodesic inverse throughput.
///
/// `project.wgs84_to_webmercator` times `GeometryEngine.projectCoordinates(_:from:into:)` over
/// 1,000,000 interleaved longitude/latitude pairs (validation included), best of five runs, on every
/// core as the API runs an array that large; `project.wgs84_to_webmercator_1thread` times the same
/// work on one thread, the figure to set beside single-threaded peers (pyproj, numpy).
/// `project.points_array` times the `[Point]` overload on the same points. `geodesic.distance` times
/// `GeometryEngine.geodeticDistance(from:to:)` over 100,000 random pairs. The clip and generalize kernel
/// figures are in `CoreSuite+Geometry.swift`.
func runCoreSuite(_ bench: inout Bench) async throws {
  let count = 1_000_000
  var generator = SplitMix64(seed: 42)
  var source = [Double](repeating: 0, count: 2 * count)
  for i in 0..<count {
    source[2 * i] = generator.uniform(-180, 180)
    source[2 * i + 1] = generator.uniform(-85, 85)
  }
  var best = Double.infinity
  for _ in 0..<5 {
    var coordinates = source
    coordinates[0] = source[0]  // copy the storage before the clock starts
    let seconds = try Bench.seconds {
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator)
    }
    blackHole(coordinates[count])
    best = min(best, seconds)
  }
  bench.report("project.wgs84_to_webmercator", value: Double(count) / best, unit: "points/s", n: count)
  var bestOneThread = Double.infinity
  for _ in 0..<5 {
    var coordinates = source
    coordinates[0] = source[0]
    let seconds = try Bench.seconds {
      try GeometryEngine.projectCoordinates(&coordinates, from: .wgs84, into: .webMercator, parallel: false)
    }
    blackHole(coordinates[count])
    bestOneThread = min(bestOneThread, seconds)
  }
  bench.report(
    "project.wgs84_to_webmercator_1thread", value: Double(count) / bestOneThread, unit: "points/s", n: count)

  let points = (0..<count).map { Point(x: source[2 * $0], y: source[2 * $0 + 1], spatialReference: .wgs84) }
  var bestPoints = Double.infinity
  for _ in 0..<3 {
    var projected: [Point] = []
    let seconds = try Bench.seconds { projected = try GeometryEngine.project(points, into: .webMercator) }
    blackHole(projected.count)
    bestPoints = min(bestPoints, seconds)
  }
  bench.report("project.points_array", value: Double(count) / bestPoints, unit: "points/s", n: count)

  let pairs = 100_000
  let ends = (0..<pairs).map { _ in
    (
      Point(latitude: generator.uniform(-90, 90), longitude: generator.uniform(-180, 180)),
      Point(latitude: generator.uniform(-90, 90), longitude: generator.uniform(-180, 180))
    )
  }
  var total = 0.0
  let seconds = try Bench.seconds {
    for (a, b) in ends { total += try GeometryEngine.geodeticDistance(from: a, to: b).distance }
  }
  blackHole(total)
  bench.report("geodesic.distance", value: Double(pairs) / seconds, unit: "pairs/s", n: pairs)

  runGeometryKernelFigures(&bench)
}
