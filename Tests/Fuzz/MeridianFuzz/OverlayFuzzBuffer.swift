import Foundation

@testable import MeridianCore

/// The `geometry-overlay` target's buffer: a valid polygon (or a ``GeometryError``), holding every sample
/// point nearer the input than the inscribed circles' radius and none farther than the distance; a
/// positive buffer's area at least the input's, a negative one's at most.
enum OverlayFuzzBuffer {
  /// Buffer distances in grid units, by the parameter (the last four are refused or special).
  static let distances: [Double] = [0.5, 1, 2, 3, -0.5, -1, -2, 0, 1e-9, -1e-9, 0.25, 7, 1e300, .nan, .infinity, 2e15]

  static func buffer(_ input: OverlayFuzzInput) {
    let geometry = input.first
    let factor = input.parameter < 12 ? input.scale : 1
    let distance = distances[input.parameter] * factor
    // 90 segments a quadrant (the public buffer's) costs 100 ms an input under AddressSanitizer: kept to
    // inputs of 4 vertices or fewer, 16 for larger ones.
    let vertexCount = OverlayFuzzOperations.vectors(geometry).count
    let quadrant = input.segmentsPerQuadrant == 90 && vertexCount > 4 ? 16 : input.segmentsPerQuadrant
    guard
      let result = GeometryOverlayTarget.attempt(
        "buffer",
        {
          try GeometryEngine.buffer(around: geometry, distance: distance, segmentsPerQuadrant: quadrant)
        })
    else { return }
    expect(distance.isFinite && abs(distance) <= 1e15, "buffer accepted the distance \(distance)")
    OverlayChecks.checkValid(result, "buffer of \(geometry) by \(distance)")
    expect(result.spatialReference == geometry.spatialReference, "buffer changed the spatial reference")
    var rings: [[SIMD2<Double>]] = []
    var paths: [[SIMD2<Double>]] = []
    var points: [SIMD2<Double>] = []
    switch geometry {
    case let polygon as Polygon: rings = OverlayChecks.rings(polygon)
    case let line as Polyline: paths = line.parts.map { $0.map { SIMD2($0.x, $0.y) } }
    case let multipoint as Multipoint: points = multipoint.points.map { SIMD2($0.x, $0.y) }
    default: return
    }
    let resultRings = OverlayChecks.rings(result)
    if rings.isEmpty && distance <= 0 {
      expect(resultRings.isEmpty, "a buffer of \(distance) around a point or line is not empty: \(resultRings)")
      return
    }
    let vertices = Array((rings + paths).joined()) + points
    guard let first = vertices.first else { return }
    let reach = abs(distance)
    let magnitude = OverlayChecks.magnitude([vertices]) + reach
    guard magnitude < 1e12 else { return }
    let cell = OverlayGrid(magnitude: magnitude).cell
    let boundary = OverlayChecks.segments(rings, closed: true) + OverlayChecks.segments(paths, closed: false)
    let isolated = points
    let inscribed = reach * cos(Double.pi / Double(4 * quadrant))
    let margin = 64 * cell + 1e-9 * (reach + input.scale)
    let area = OverlayChecks.area(result)
    if !rings.isEmpty,
      let normalized = GeometryOverlayTarget.attempt(
        "union(A, ∅)",
        {
          try GeometryEngine.union(
            Polygon(parts: rings.map { $0.map { Point(x: $0.x, y: $0.y) } }), Polygon(parts: []))
        })
    {
      let inputArea = OverlayChecks.area(normalized)
      let tolerance =
        8 * cell
        * (OverlayChecks.length(boundary)
          + OverlayChecks.length(
            OverlayChecks.segments(resultRings, closed: true))) + 1e-12 * inputArea
      expect(distance < 0 || area >= inputArea - tolerance, "a buffer of \(distance) has area \(area) < \(inputArea)")
      expect(distance > 0 || area <= inputArea + tolerance, "a buffer of \(distance) has area \(area) > \(inputArea)")
    }
    let low = vertices.reduce(first) { pointwiseMin($0, $1) } - reach - input.scale
    let high = vertices.reduce(first) { pointwiseMax($0, $1) } + reach + input.scale
    for p in OverlayChecks.samples(min: low, max: high) {
      let edge = OverlayChecks.distance(p, segments: boundary, points: isolated)
      let inside = !rings.isEmpty && OverlayChecks.isInside(p, rings: rings)
      let found = OverlayChecks.isInside(p, rings: resultRings)
      let expected: Bool?
      if distance == 0 {
        expected = edge > margin ? inside : nil
      } else if distance > 0 {
        // Distance to the input: 0 inside its area.
        let d = inside ? 0 : edge
        expected = d < inscribed - margin ? true : d > reach + margin ? false : nil
      } else {
        expected =
          !inside && edge > margin
          ? false : inside && edge > reach + margin ? true : edge < inscribed - margin ? false : nil
      }
      guard let expected else { continue }
      expect(
        found == expected,
        "\(p) (\(edge) from the boundary, inside: \(inside)) is \(found ? "in" : "not in") the buffer of \(distance) "
          + "(\(quadrant) segments a quadrant) around \(rings)\(paths)\(points): \(resultRings)")
    }
  }
}
