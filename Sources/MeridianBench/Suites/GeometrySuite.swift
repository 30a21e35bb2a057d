import Foundation
import MeridianCore

/// The `geometry` suite (issue 28): the overlay and the buffer beside GEOS, on the inputs
/// `scripts/geos-overlay/bench-shapely.py` builds the same way (``GeometryData``).
///
/// - `geometry.union_buildings_xC`: `union(of:)` of C copies of the 446 Helsinki buildings in a grid.
/// - `geometry.intersection_neighbours_xD`: `intersection` of the 314 intersecting pairs of Natural
///   Earth countries, in degrees, rings densified D times; `intersection_shifted_xD` with the second
///   country moved by (0.5°, 0.25°), so the pairs overlap.
/// - `geometry.buffer8_buildings_xD`, `geometry.buffer90_buildings_x1`: each building buffered by
///   10 m with 8 (GEOS's default) or 90 segments per quadrant, rings densified D times.
///
/// Figures are the thread's CPU time (`_cpu_s`, median; wall time `_s`), with `n` the input vertices,
/// `_area` the results' total area and `_growth` the time over half the input's; docs/performance.md.
func runGeometrySuite(_ bench: inout Bench) throws {
  let buildings = try GeometryData.buildings()
  var previous: [String: Double] = [:]
  for (step, count) in [1, 2, 4, 8, 16].enumerated() {
    let polygons = GeometryData.copies(buildings, count: count).map { GeometryData.polygon($0) }
    var area = 0.0
    try measure(&bench, &previous, "union_buildings", scale: count, step: step, n: vertexCount(polygons)) {
      area = try areaOf(try GeometryEngine.union(of: polygons))
    }
    bench.report("geometry.union_buildings_x\(count)_area", value: area, unit: "m2", n: polygons.count, precise: true)
  }

  let countries = try GeometryData.countries()
  let pairs = try GeometryData.neighbours(countries.map { GeometryData.polygon($0) })
  bench.report("geometry.neighbour_pairs", value: Double(pairs.count), unit: "pairs", n: countries.count)
  for (shift, label) in [(SIMD2<Double>.zero, "intersection_neighbours"), (SIMD2(0.5, 0.25), "intersection_shifted")] {
    for (step, times) in (0...4).enumerated() {
      let dense = countries.map { GeometryData.densified($0, times: times) }
      let first = dense.map { GeometryData.polygon($0) }
      let second = dense.map { rings in GeometryData.polygon(rings.map { ring in ring.map { $0 + shift } }) }
      var area = 0.0
      let n = pairs.reduce(0) { $0 + vertexCount([first[$1.0], first[$1.1]]) }
      try measure(&bench, &previous, label, scale: 1 << times, step: step, n: n) {
        area = 0
        for (i, j) in pairs { area += try areaOf(try GeometryEngine.intersection(first[i], second[j])) }
      }
      bench.report("geometry.\(label)_x\(1 << times)_area", value: area, unit: "deg2", n: pairs.count, precise: true)
    }
  }

  for (segments, scales) in [(90, 0...0), (8, 0...4)] {
    for (step, times) in scales.enumerated() {
      let dense = buildings.map { GeometryData.polygon(GeometryData.densified($0, times: times)) }
      var area = 0.0
      try measure(
        &bench, &previous, "buffer\(segments)_buildings", scale: 1 << times, step: step, n: vertexCount(dense)
      ) {
        area = 0
        for building in dense {
          let buffer = try GeometryEngine.buffer(around: building, distance: 10, segmentsPerQuadrant: segments)
          area += try areaOf(buffer)
        }
      }
      bench.report(
        "geometry.buffer\(segments)_buildings_x\(1 << times)_area", value: area, unit: "m2", n: dense.count,
        precise: true)
    }
  }
}

/// Runs `body` (three times below the third scale, once from there), reporting the median thread CPU
/// time, the median wall time and the growth over the previous scale (`previous`: each operation's
/// last CPU time).
private func measure(
  _ bench: inout Bench, _ previous: inout [String: Double], _ name: String, scale: Int, step: Int, n: Int,
  _ body: () throws -> Void
)
  rethrows
{
  var cpu: [Double] = []
  var wall: [Double] = []
  for _ in 0..<(step < 3 ? 3 : 1) {
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    wall.append(try Bench.seconds(body))
    cpu.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start)
  }
  let median = Bench.percentile(cpu, 0.5)
  bench.report("geometry.\(name)_x\(scale)_cpu_s", value: median, unit: "s", n: n)
  bench.report("geometry.\(name)_x\(scale)_s", value: Bench.percentile(wall, 0.5), unit: "s", n: n)
  if step > 0, let previous = previous[name] {
    bench.report("geometry.\(name)_x\(scale)_growth", value: median / previous, unit: "ratio", n: n)
  }
  previous[name] = median
}

/// The vertices of polygons.
private func vertexCount(_ polygons: [Polygon]) -> Int { polygons.reduce(0) { $0 + $1.parts.joined().count } }

/// A polygon's planar area, 0 when it has no parts (`area(of:)` refuses an empty polygon).
private func areaOf(_ polygon: Polygon) throws -> Double {
  polygon.parts.isEmpty ? 0 : try GeometryEngine.area(of: polygon)
}
