import Foundation

/// Robert's Coffee, the find-places flow's first coffee shop, where Web Mercator puts it on screen.
enum RobertsCoffee {
  /// Its offset from the find-places view's centre in points at 1:10,000, east and north.
  ///
  /// helsinki-pois.csv line 382, node/1381017836: Robert's Coffee at 60.1696135 N, 24.9381557 E.
  /// The view is centred on 60.16990 N, 24.93840 E. Worked here from the EPSG:3857 formulas
  /// (R = 6,378,137 m; x = Rλ, y = R ln tan(π/4 + φ/2)) and 1:10,000 at 96 points per inch
  /// (10,000 × 0.0254 / 96 m per point), independent of MapView.
  static var offset: (east: Double, north: Double) {
    let radius = 6_378_137.0
    func mercator(_ lat: Double, _ lon: Double) -> (Double, Double) {
      (radius * lon * .pi / 180, radius * log(tan(.pi / 4 + lat * .pi / 360)))
    }
    let metresPerPoint = 10_000 * 0.0254 / 96
    let centre = mercator(60.16990, 24.93840)
    let cafe = mercator(60.1696135, 24.9381557)
    return ((cafe.0 - centre.0) / metresPerPoint, (cafe.1 - centre.1) / metresPerPoint)
  }
}
