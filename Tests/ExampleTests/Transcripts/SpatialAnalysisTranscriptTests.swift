import Foundation
import MeridianExamples
import Testing

/// `spatial-analysis`: a walk along Kaisaniemi Park buffered by 50 m, intersected with the park and
/// subtracted from it, checked against answers Meridian has no part in. They were printed by
/// `scripts/spatial-analysis/make-kaisaniemi.py` (GeographicLib 2.0 for lengths and areas on WGS84;
/// shapely 2.2.0 / GEOS 3.14.1 for the buffer, `quad_segs=256`, and the overlays, in an azimuthal
/// equidistant frame made with GeographicLib):
///
/// walk 82 points, 1175.688 m · park 141378.449 m² · buffer 123727.849 m², 1 ring ·
/// park within 50 m 28763.834 m², 1 ring · park beyond 50 m 112614.616 m², 2 rings.
///
/// Meridian's geodetic buffer may miss the true outline by its `maxDeviation` (5 cm for 50 m), so an
/// area may differ by up to its outline's length times 5 cm: 0.1 % here, plus the print's 10 m².
@Suite("Spatial analysis transcript")
struct SpatialAnalysisTranscriptTests {
  func flow() async throws -> [String] {
    let outcome = try await SingleFlowRuns.outcome(.spatialAnalysis)
    #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    return ParsedTranscript(text: outcome.stdout).flow("Spatial analysis")
  }

  /// The number before a unit in a line ("123,720 m²" → 123720), or nil.
  static func value(before unit: String, in line: String) -> Double? {
    guard let end = line.range(of: " " + unit)?.lowerBound else { return nil }
    let digits = line[..<end].reversed().prefix { $0.isNumber || $0 == "," || $0 == "." }
    return Double(String(digits.reversed()).replacingOccurrences(of: ",", with: ""))
  }

  /// Expects the first line with a prefix to state an area within 0.1 % + 10 m² of GEOS's, and its rings.
  func expectArea(
    _ lines: [String], _ prefix: String, _ reference: Double, rings: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let line = lines.first(where: { $0.hasPrefix(prefix) }), let area = Self.value(before: "m²", in: line)
    else {
      Issue.record("no line \(prefix)… with an area in \(lines)", sourceLocation: sourceLocation)
      return
    }
    #expect(abs(area - reference) <= reference * 0.001 + 10, "\(line)", sourceLocation: sourceLocation)
    if let rings {
      #expect(line.contains(rings == 1 ? "1 ring," : "\(rings) rings,"), "\(line)", sourceLocation: sourceLocation)
    }
  }

  @Test("The park's area and the walk's length are GeographicLib's")
  func measures() async throws {
    let lines = try await flow()
    expectArea(lines, "Park: Kaisaniemi Park", 141_378.449)
    let walk = try #require(lines.first { $0.hasPrefix("Walk: ") })
    #expect(walk.hasPrefix("Walk: 82 points, "))
    let length = try #require(Self.value(before: "m along", in: walk))
    #expect(abs(length - 1_175.688) <= 1)
  }

  @Test("The 50 m buffer, the park within it and the park beyond it are GEOS's, measured by GeographicLib")
  func overlay() async throws {
    let lines = try await flow()
    expectArea(ParsedTranscript.step("Buffer the walk by 50 m", in: lines), "  buffer: ", 123_727.849, rings: 1)
    let within = ParsedTranscript.step("Intersect the buffer with the park", in: lines)
    expectArea(within, "  the park within 50 m", 28_763.834, rings: 1)
    // 28,763.834 / 141,378.449 = 20.345 %.
    #expect(within.first?.hasSuffix(", 20.3 % of the park") == true)
    let beyond = ParsedTranscript.step("Subtract the buffer from the park", in: lines)
    expectArea(beyond, "  the park farther than 50 m", 112_614.616, rings: 2)
    expectArea(beyond, "  the two together", 141_378.449)
  }

  @Test("The view zooms to the buffer, over the walk's middle")
  func view() async throws {
    let step = ParsedTranscript.step("Draw them and zoom to the buffer", in: try await flow())
    let centre = try #require(step.first.flatMap(ParsedTranscript.coordinates(in:)))
    // The walk's nodes span 60.1706388–60.1770505 N, 24.9422431–24.9504111 E (KaisaniemiData); the
    // buffer reaches 50 m beyond them on every side, so its extent has the same centre.
    #expect(abs(centre.latitude - (60.1706388 + 60.1770505) / 2) < 0.00002)
    #expect(abs(centre.longitude - (24.9422431 + 24.9504111) / 2) < 0.00002)
  }
}
