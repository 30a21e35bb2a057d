import Foundation
import MeridianCore
import MeridianGraphics
import Testing

/// Expects two numbers to agree within an absolute tolerance.
func expectClose(
  _ actual: Double?, _ expected: Double, within tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("Expected \(expected), got nil", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

/// Expects a screen point to agree with an expected one within a tolerance in points.
func expectClose(
  _ actual: CGPoint?, _ expected: CGPoint, within tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("Expected \(expected), got nil", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects a screen rectangle to agree with an expected one on every edge within a tolerance in points.
func expectClose(
  _ actual: CGRect?, _ expected: CGRect, within tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("Expected \(expected), got nil", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
    && abs(actual.maxX - expected.maxX) <= tolerance && abs(actual.maxY - expected.maxY) <= tolerance
  #expect(close, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects a map point to agree with expected coordinates within a tolerance in map units.
func expectClose(
  _ actual: Point?, x: Double, y: Double, within tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("Expected (\(x), \(y)), got nil", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual.x - x) <= tolerance && abs(actual.y - y) <= tolerance,
    "\(actual) is not within \(tolerance) of (\(x), \(y))", sourceLocation: sourceLocation)
}

/// The scale denominator at which one point covers `unitsPerPoint` metres: u × 96 / 0.0254 (DESIGN's scale rule).
func scale(metersPerPoint unitsPerPoint: Double) -> Double { unitsPerPoint * 96 / 0.0254 }

/// Metres per degree on the WGS84 equator, 2π × 6,378,137 / 360 = 111,319.49079327357 (DESIGN).
let metersPerDegree = 2 * Double.pi * 6_378_137 / 360

/// A text measurer with a fixed advance per character, as a UI front that measures glyphs might
/// supply: every character is half the font size wide and a line is one font size tall.
struct HalfEmMeasurer: TextMeasurer {
  func size(
    of text: String, fontSize: Double, fontFamily: String, fontWeight: TextSymbol.FontWeight,
    fontStyle: TextSymbol.FontStyle
  ) -> CGSize {
    CGSize(width: Double(text.count) * fontSize / 2, height: fontSize)
  }
}
