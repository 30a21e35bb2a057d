import MeridianCore
import Testing

@testable import MeridianOfflineLocator

/// A search area decides containment with the shared exact point-in-ring test (`PlanarMath`), so a
/// record a few ulps from a skew edge is on its true side.
@Suite("Search area: exact containment") struct SearchAreaExactTests {
  /// An invented triangle over central Helsinki with a long skew edge from (24.93, 60.16) to (24.96, 60.18).
  static let triangle = Polygon(
    points: [
      Point(x: 24.93, y: 60.16, spatialReference: .wgs84), Point(x: 24.96, y: 60.18, spatialReference: .wgs84),
      Point(x: 24.96, y: 60.16, spatialReference: .wgs84),
    ], spatialReference: .wgs84)

  @Test("A point a hair outside the skew edge is outside; one well inside is inside")
  func skewEdge() {
    // Exact rational arithmetic (Python's fractions.Fraction) on these doubles puts the point strictly
    // left of the upward edge, so outside the triangle: (24.96 − 24.93)·(lat − 60.16) −
    // (60.18 − 60.16)·(lon − 24.93) > 0. The rounded crossing abscissa put it inside.
    #expect(!SearchContext.contains(Self.triangle, latitude: 60.17912068543779, longitude: 24.958681028156683))
    #expect(!SearchContext.contains(Self.triangle, latitude: 60.17670997756259, longitude: 24.955064966343883))
    #expect(SearchContext.contains(Self.triangle, latitude: 60.165, longitude: 24.955))
    #expect(!SearchContext.contains(Self.triangle, latitude: 60.175, longitude: 24.935))
  }
}
