import Foundation
import Testing

/// `meridian-demo`'s display-a-map flow: taps add markers at the map points under the finger.
@Suite("Display a map transcript")
struct DisplayMapTranscriptTests {
  @Test("A tap at the centre of the view adds a marker at the map's centre")
  func centreTap() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Display a map")
    // The view is 800 × 600 points, so (400, 300) is its centre, and the map starts centred on
    // Helsinki (GeoNames 658225: 60.16952, 24.93545).
    let step = ParsedTranscript.step("Tap the map at (400.0, 300.0)", in: flow)
    #expect(step.first == "  marker added at 60.16952 N, 24.93545 E")
  }

  @Test("A tap 200 points left and 150 up of the centre lands where Web Mercator says")
  func cornerTap() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Display a map")
    let step = ParsedTranscript.step("Tap the map at (200.0, 150.0)", in: flow)
    let point = try #require(step.first.flatMap(ParsedTranscript.coordinates(in:)))
    // Worked by hand: at 1:20,000 one point is 20,000 × 0.0254 / 96 = 5.291667 m of Web Mercator.
    // 200 points west: Δx = −1,058.333 m; Δλ = Δx / R × 180/π with R = 6,378,137 m: −0.0095072°.
    // 150 points north: Δy = +793.75 m. The centre's y = R·ln(tan(π/4 + φ/2)) at φ = 60.16952°;
    // φ' = 2·atan(exp((y + Δy)/R)) − π/2 gives 60.1730667° (Python, math module).
    #expect(abs(point.longitude - (24.93545 - 0.0095072)) < 0.00001)
    #expect(abs(point.latitude - 60.1730667) < 0.00001)
  }

  @Test("Choosing another map keeps the markers; clearing removes them")
  func chooseAndClear() async throws {
    let flow = try await DemoRuns.offlineTranscript().flow("Display a map")
    #expect(ParsedTranscript.step("Choose the map \"Streets\"", in: flow).first?.hasSuffix("3 markers kept") == true)
    #expect(ParsedTranscript.step("Clear the graphics", in: flow) == ["  0 markers, 0 graphics"])
  }
}
