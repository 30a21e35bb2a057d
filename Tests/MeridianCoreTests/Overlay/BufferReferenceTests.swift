import Foundation
import Testing

@testable import MeridianCore

/// Buffers of any shape, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, `shapely.buffer(g, d, quad_segs=8)`, recorded by
/// `scripts/geos-overlay/make-buffer-fixtures.py` in `Fixtures/Overlay/buffer-cases.txt` (the format is
/// in its header). Meridian buffers with 8 segments per quadrant too. Both put their vertices on the
/// circles, so both lie inside the true buffer and within the flattening error `e = d·(1 − cos(π/32))`
/// of it: the areas may differ by at most GEOS's outline length times `e` (plus 10⁻⁹ of the area).
@Suite("Buffer: any shape against GEOS") struct BufferReferenceTests {
  @Test("Every recorded buffer is valid and has GEOS's area within the flattening error") func agreesWithGEOS() throws {
    let url = try #require(
      Bundle.module.url(forResource: "buffer-cases", withExtension: "txt", subdirectory: "Fixtures/Overlay"))
    let text = try String(contentsOf: url, encoding: .utf8)
    var cases = 0
    var failures: [String] = []
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    for (index, line) in lines.enumerated() where index % OverlayFixture.caseStride == 0 {
      let fields = line.split(separator: " ", maxSplits: 4)
      let distance = try #require(Double(String(fields[1])))
      let area = try #require(Double(String(fields[2])))
      let length = try #require(Double(String(fields[3])))
      let parts = try OverlayFixture.rings(fields[4]).map { $0.map { Point(x: $0.x, y: $0.y) } }
      let geometry: any Geometry =
        switch fields[0] {
        case "polygon": Polygon(parts: parts)
        case "polyline": Polyline(parts: parts)
        default: Multipoint(points: parts.flatMap { $0 })
        }
      cases += 1
      do {
        let buffer = try GeometryEngine.buffer(around: geometry, distance: distance, segmentsPerQuadrant: 8)
        let ours = buffer.isEmpty ? 0 : try GeometryEngine.area(of: buffer)
        let flattening = abs(distance) * (1 - cos(Double.pi / 32))
        if abs(ours - area) > length * flattening + 1e-9 * area {
          failures.append("case \(index + 1): area \(ours), GEOS \(area)")
        } else if let problem = overlayValidityProblem(buffer) {
          failures.append("case \(index + 1): invalid: \(problem)")
        }
      } catch {
        failures.append("case \(index + 1): \(error)")
      }
    }
    #expect(cases >= 2_000 / OverlayFixture.caseStride)
    #expect(
      failures.isEmpty, "\(failures.count) of \(cases) buffers differ: \(failures.prefix(20).joined(separator: "\n"))")
  }
}
