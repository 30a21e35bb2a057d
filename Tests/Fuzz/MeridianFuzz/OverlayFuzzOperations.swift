import Foundation

@testable import MeridianCore

/// The `geometry-overlay` target's cut, simplify, convex hull and densify, each checked independently
/// of the code that computes it.
enum OverlayFuzzOperations {
  /// Cuts the first geometry (a polygon or polyline) by the second's parts as a cutter: polygon pieces
  /// are valid, their areas add up to the input's and each sample point inside the input is in one piece
  /// only; polyline pieces' lengths add up to the input's.
  static func cut(_ input: OverlayFuzzInput) {
    let target = input.first
    let cutterParts: [[Point]] =
      switch input.second {
      case let multipoint as Multipoint: [multipoint.points]
      case let line as Polyline: line.parts
      case let polygon as Polygon: polygon.parts
      default: []
      }
    let cutter = Polyline(parts: cutterParts, spatialReference: input.second.spatialReference)
    guard let pieces = GeometryOverlayTarget.attempt("cut", { try GeometryEngine.cut(target, usingCutter: cutter) })
    else { return }
    expect(!GeometryOverlayTarget.mixed(target, cutter), "cut accepted mixed spatial references")
    expect(!(target is Multipoint) || pieces.isEmpty, "cut a multipoint into \(pieces)")
    if let line = target as? Polyline {
      let paths = line.parts.map { $0.map { SIMD2($0.x, $0.y) } }
      let total = OverlayChecks.length(OverlayChecks.segments(paths, closed: false))
      var sum = 0.0
      for piece in pieces {
        guard let path = piece as? Polyline else { violation("a polyline cut gave \(piece)") }
        let parts = path.parts.map { $0.map { SIMD2($0.x, $0.y) } }
        expect(parts.allSatisfy { $0.count >= 2 }, "a cut piece has a path of fewer than 2 points: \(parts)")
        sum += OverlayChecks.length(OverlayChecks.segments(parts, closed: false))
      }
      let scale = OverlayChecks.magnitude(paths) * 1e-9 + total * 1e-9
      expect(pieces.isEmpty || abs(sum - total) <= scale, "cut pieces of \(paths) by \(cutterParts) sum to \(sum)")
      return
    }
    guard let polygon = target as? Polygon, !pieces.isEmpty else { return }
    let rings = OverlayChecks.rings(polygon)
    guard
      let normalized = GeometryOverlayTarget.attempt(
        "union(A, ∅)",
        {
          try GeometryEngine.union(polygon, Polygon(parts: [], spatialReference: polygon.spatialReference))
        })
    else { violation("cut accepted \(rings), which union refuses") }
    let cutterPaths = cutterParts.map { $0.map { SIMD2($0.x, $0.y) } }
    let boundary = OverlayChecks.segments(rings, closed: true) + OverlayChecks.segments(cutterPaths, closed: false)
    let magnitude = OverlayChecks.magnitude(rings + cutterPaths)
    let cell = OverlayGrid(magnitude: magnitude).cell
    var pieceRings: [[[SIMD2<Double>]]] = []
    var sum = 0.0
    for piece in pieces {
      guard let part = piece as? Polygon else { violation("a polygon cut gave \(piece)") }
      OverlayChecks.checkValid(part, "a piece of \(rings) cut by \(cutterPaths)")
      sum += OverlayChecks.area(part)
      pieceRings.append(OverlayChecks.rings(part))
    }
    let area = OverlayChecks.area(normalized)
    let tolerance = 8 * cell * OverlayChecks.length(boundary) + 1e-12 * area
    expect(abs(sum - area) <= tolerance, "cut pieces of \(rings) by \(cutterPaths) sum to \(sum), not \(area)")
    let all = Array(rings.joined())
    guard magnitude < 1e12, let first = all.first else { return }
    let low = all.reduce(first) { pointwiseMin($0, $1) }
    let high = all.reduce(first) { pointwiseMax($0, $1) }
    for p in OverlayChecks.samples(min: low, max: high)
    where OverlayChecks.distance(p, segments: boundary) > 64 * cell + 1e-9 * input.scale {
      let count = pieceRings.filter { OverlayChecks.isInside(p, rings: $0) }.count
      let inside = OverlayChecks.isInside(p, rings: rings)
      expect(count == (inside ? 1 : 0), "\(p) (inside: \(inside)) is in \(count) pieces of \(rings) by \(cutterPaths)")
    }
  }

  /// Simplifies the first geometry: a polygon becomes valid with every sample point inside it exactly
  /// when the input's even-odd rule says; polylines lose repeated vertices, multipoints repeated points.
  static func simplify(_ input: OverlayFuzzInput) {
    let geometry = input.first
    guard let result = GeometryOverlayTarget.attempt("simplify", { try GeometryEngine.simplify(geometry) }) else {
      return
    }
    expect(result.spatialReference == geometry.spatialReference, "simplify changed the spatial reference")
    switch (geometry, result) {
    case (let polygon as Polygon, let simple as Polygon):
      OverlayChecks.checkValid(simple, "simplify of \(polygon)")
      let rings = OverlayChecks.rings(polygon)
      let all = Array(rings.joined())
      let magnitude = OverlayChecks.magnitude(rings)
      guard let first = all.first, magnitude < 1e12 else { return }
      let cell = OverlayGrid(magnitude: magnitude).cell
      let boundary = OverlayChecks.segments(rings, closed: true)
      let simpleRings = OverlayChecks.rings(simple)
      for p in OverlayChecks.samples(
        min: all.reduce(first) { pointwiseMin($0, $1) }, max: all.reduce(first) { pointwiseMax($0, $1) })
      where OverlayChecks.distance(p, segments: boundary) > 64 * cell + 1e-9 * input.scale {
        let inside = OverlayChecks.isInside(p, rings: rings)
        let found = OverlayChecks.isInside(p, rings: simpleRings)
        expect(found == inside, "\(p) inside \(rings): \(inside), inside its simplification \(simpleRings): \(found)")
      }
    case (is Polyline, let simple as Polyline):
      for path in simple.parts {
        let points = path.map { SIMD2($0.x, $0.y) }
        expect(points.count >= 2, "simplify left a path of \(points.count) points")
        expect(zip(points, points.dropFirst()).allSatisfy { $0 != $1 }, "simplify left a repeated vertex: \(points)")
      }
    case (is Multipoint, let simple as Multipoint):
      let points = simple.points.map { SIMD2($0.x, $0.y) }
      expect(Set(points).count == points.count, "simplify left a repeated point: \(points)")
    default:
      violation("simplify turned a \(type(of: geometry)) into a \(type(of: result))")
    }
  }
}
