import Foundation
import Meridian
import MeridianSampleData
import MeridianTesting

/// The supercluster peer's data sets, point for point (`../shared/peers/supercluster/points.mjs`).
enum ClusterData {
  /// The Los Angeles box of the peer's random sets: lon −118.70…−117.90, lat 33.70…34.40.
  static let box = (west: -118.70, south: 33.70, east: -117.90, north: 34.40)

  /// `n` uniform points in the box from mulberry32 (a longitude draw, then a latitude draw per point),
  /// as the peer's `randomPoints(n, box, seed)`: `random100k` is the first 100,000 of `random1m`.
  static func random(_ n: Int, seed: UInt32 = 1) -> [Point] {
    var random = Mulberry32(seed: seed)
    var points: [Point] = []
    points.reserveCapacity(n)
    for _ in 0..<n {
      let longitude = box.west + (box.east - box.west) * random.nextUnit()
      let latitude = box.south + (box.north - box.south) * random.nextUnit()
      points.append(Point(latitude: latitude, longitude: longitude))
    }
    return points
  }

  /// The 170,391 GeoNames places in file order, as the peer's `geonames170k`.
  static func geonames() throws -> [Point] {
    try SampleData.geoNamesPlaces().map { Point(latitude: $0.latitude, longitude: $0.longitude) }
  }

  /// The peer's options: `{radius: 40, extent: 512, maxZoom: 16, minPoints: 2}`.
  static let options = ClusterIndex.Options(radius: 40, extent: 512, minZoom: 0, maxZoom: 16, minPoints: 2)
}
