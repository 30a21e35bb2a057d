import Foundation
import InternalMeridianUtilities
import Meridian
import MeridianClustering
import MeridianSampleData

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

extension ClusterData {
  /// A query box in degrees, as supercluster's `getClusters` takes it.
  struct Box {
    var west: Double
    var south: Double
    var east: Double
    var north: Double
  }

  /// The peer's viewports (`bench_supercluster.mjs`): 1280 × 800 pixels of 512-pixel tiles at `zoom`,
  /// each centred on an input point drawn with `random`, in Web Mercator's unit square with the
  /// peer's formulas, its top and bottom clamped to the world.
  static func viewports(_ points: [Point], zoom: Int, count: Int, random: inout Mulberry32) -> [Box] {
    let worldPixels = 512 * Double(sign: .plus, exponent: zoom, significand: 1)
    let hw = 1280 / 2 / worldPixels
    let hh = 800 / 2 / worldPixels
    // The peer's lngX, latY, xLng and yLat are the index's own unit-square projection.
    typealias P = ClusterProjection
    return (0..<count).map { _ in
      let point = points[Int(random.nextUnit() * Double(points.count))]
      let cx = P.x(longitude: point.x)
      let cy = P.y(latitude: point.y)
      return Box(
        west: P.longitude(x: cx - hw), south: P.latitude(y: Swift.min(1, cy + hh)), east: P.longitude(x: cx + hw),
        north: P.latitude(y: Swift.max(0, cy - hh)))
    }
  }
}

/// Writes every zoom's clusters of an index for `Tests/ClusterEquality/compare.mjs`.
///
/// Little-endian: the zoom count, then per zoom its item count and per item the id (−1 − input index
/// for a single point), the point count, and the longitude and latitude as doubles.
enum ClusterDump {
  static func write(_ index: ClusterIndex, to url: URL) throws {
    var data = Data()
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    func append(_ value: Double) { append(value.bitPattern) }
    let zooms = Array(index.options.minZoom...(index.options.maxZoom + 1))
    append(Int32(zooms.count))
    for zoom in zooms {
      let items = try index.clusters(west: -180, south: -90, east: 180, north: 90, zoom: zoom)
      append(Int32(zoom))
      append(Int32(items.count))
      for item in items {
        append(Int64(item.id ?? -1 - (item.pointIndex ?? 0)))
        append(Int32(item.count))
        append(item.position.x)
        append(item.position.y)
      }
    }
    try data.write(to: url)
  }
}
