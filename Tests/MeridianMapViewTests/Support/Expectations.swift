import Foundation
import MeridianCore
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
