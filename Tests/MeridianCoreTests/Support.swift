import MeridianTesting
import Testing

@testable import MeridianCore

/// Expects two numbers to agree within a tolerance, reporting both on failure.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double, _ comment: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected). \(comment)",
    sourceLocation: sourceLocation)
}

/// Expects an operation to throw a ``GeometryError`` that matches a predicate, and a non-empty message.
func expectGeometryError(
  _ matches: (GeometryError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("Expected a GeometryError, but nothing was thrown.", sourceLocation: sourceLocation)
  } catch let error as GeometryError {
    #expect(matches(error), "Unexpected error: \(error)", sourceLocation: sourceLocation)
    #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
  } catch {
    Issue.record("Expected a GeometryError, got \(error)", sourceLocation: sourceLocation)
  }
}

extension Point {
  /// A Web Mercator point.
  static func mercator(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y, spatialReference: .webMercator) }
}

extension SeededRandomNumberGenerator {
  /// A uniform value in `low..<high` from the next 53 bits.
  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}
