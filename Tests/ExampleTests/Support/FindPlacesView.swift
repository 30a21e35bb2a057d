import Foundation

/// The find-places flow's view (centred on 60.16990 N, 24.93840 E at 1:10,000) and where Web
/// Mercator puts a place in it, worked here independently of MapView.
enum FindPlacesView {
  /// helsinki-pois.csv line 273, node/1369465571: Coffee house at 60.1706628 N, 24.9389174 E, a café
  /// that no other coffee shop overlaps at 1:10,000, so the find-places model draws it as a marker
  /// of its own (others join clusters).
  static let coffeeHouse = (latitude: 60.1706628, longitude: 24.9389174)

  /// A place's offset from the view's centre in points at 1:10,000, east and north.
  ///
  /// From the EPSG:3857 formulas (R = 6,378,137 m; x = Rλ, y = R ln tan(π/4 + φ/2)) and 1:10,000 at
  /// 96 points per inch (10,000 × 0.0254 / 96 m per point).
  static func offset(latitude: Double, longitude: Double) -> (east: Double, north: Double) {
    let radius = 6_378_137.0
    func mercator(_ lat: Double, _ lon: Double) -> (Double, Double) {
      (radius * lon * .pi / 180, radius * log(tan(.pi / 4 + lat * .pi / 360)))
    }
    let metresPerPoint = 10_000 * 0.0254 / 96
    let centre = mercator(60.16990, 24.93840)
    let place = mercator(latitude, longitude)
    return ((place.0 - centre.0) / metresPerPoint, (place.1 - centre.1) / metresPerPoint)
  }
}
