import Foundation
import InternalMeridianUtilities
import MeridianCore

/// The `core` suite's geometry-kernel figures, on one large ring: a star-shaped polygon of 1,000,000
/// vertices (radius 1,000 + 50·sin 37θ + uniform noise of ±5, SplitMix64 seed 7, the same data as the
/// shapely script in docs/performance.md).
///
/// `clip.vertices_per_s`: `RectangleClipper.clipPolygon` (the kernel of `GeometryEngine.clip`) to the
/// box −800...800 on both axes, which the jagged ring crosses thousands of times; `clip.fill_vertices_per_s`:
/// the Sutherland–Hodgman fill kernel on the same ring; `generalize.vertices_per_s`:
/// `DouglasPeucker.simplifyRing` (the kernel of `GeometryEngine.generalize`) at a deviation of 1. Best of
/// five runs each, input vertices per second.
func runGeometryKernelFigures(_ bench: inout Bench) {
  let count = 1_000_000
  let ring = starRing(count: count, seed: 7)
  let rect = ClipRectangle(xMin: -800, yMin: -800, xMax: 800, yMax: 800)
  let rings = FlatParts([ring])

  var best = Double.infinity
  var pieces = 0
  for _ in 0..<5 {
    let seconds = Bench.seconds { pieces = RectangleClipper.clipPolygon(rings, to: rect).count }
    best = min(best, seconds)
  }
  blackHole(pieces)
  bench.report("clip.vertices_per_s", value: Double(count) / best, unit: "vertices/s", n: count)

  var fill: [SIMD2<Double>] = []
  var workspace = RectangleClipper.Workspace()
  best = .infinity
  for _ in 0..<5 {
    fill.removeAll(keepingCapacity: true)
    let seconds = Bench.seconds {
      ring.withUnsafeBufferPointer {
        _ = RectangleClipper.clipRingForFill($0, to: rect, into: &fill, workspace: &workspace)
      }
    }
    best = min(best, seconds)
  }
  blackHole(fill.count)
  bench.report("clip.fill_vertices_per_s", value: Double(count) / best, unit: "vertices/s", n: count)

  var simplified: [SIMD2<Double>] = []
  var stack: [(Int, Int)] = []
  best = .infinity
  for _ in 0..<5 {
    simplified.removeAll(keepingCapacity: true)
    let seconds = Bench.seconds {
      ring.withUnsafeBufferPointer {
        _ = DouglasPeucker.simplifyRing($0, tolerance: 1, into: &simplified, stack: &stack)
      }
    }
    best = min(best, seconds)
  }
  blackHole(simplified.count)
  bench.report("generalize.vertices_per_s", value: Double(count) / best, unit: "vertices/s", n: count)
}

/// The benchmark ring: vertex k at angle θ = 2πk/count, radius 1,000 + 50·sin 37θ + uniform(−5, 5).
func starRing(count: Int, seed: UInt64) -> [SIMD2<Double>] {
  var generator = SplitMix64(seed: seed)
  return (0..<count).map { k in
    let theta = 2 * Double.pi * Double(k) / Double(count)
    let radius = 1_000 + 50 * sin(37 * theta) + generator.uniform(-5, 5)
    return SIMD2(radius * cos(theta), radius * sin(theta))
  }
}
