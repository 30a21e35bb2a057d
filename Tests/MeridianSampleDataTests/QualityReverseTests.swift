import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianSampleData
import Testing

/// Reverse geocoding checked against a brute-force nearest over every eligible record: a spherical
/// pre-filter with a 1 % margin, then the exact geodesic of `GeometryEngine.geodeticDistance`
/// (MeridianCore's own geodesic, independent of the locator's).
@Suite("Sample locator reverse quality", .serialized)
struct QualityReverseTests {
  /// The records reverse geocoding considers by default: not countries, not postcodes.
  static func eligible(_ places: [OfflinePlace]) -> [OfflinePlace] {
    places.filter { !["Country", "Primary Postal"].contains($0.category) }
  }

  /// A place's position as a unit vector on a sphere: the dot product of two is the cosine of
  /// their central angle.
  struct UnitVector {
    var x: Double
    var y: Double
    var z: Double

    init(latitude: Double, longitude: Double) {
      let phi = latitude * .pi / 180
      let lambda = longitude * .pi / 180
      x = cos(phi) * cos(lambda)
      y = cos(phi) * sin(lambda)
      z = sin(phi)
    }
  }

  /// The geodesic distance in metres to the nearest of `places`, by brute force: every place within
  /// 1 % (and 1 m) of the spherical nearest is measured with the exact geodesic.
  static func bruteForceNearest(_ point: Point, among places: [OfflinePlace], _ vectors: [UnitVector]) throws -> Double
  {
    let q = UnitVector(latitude: point.y, longitude: point.x)
    var dots = [Double](repeating: 0, count: vectors.count)
    var best = -1.0
    vectors.withUnsafeBufferPointer { vectors in
      dots.withUnsafeMutableBufferPointer { dots in
        for index in 0..<vectors.count {
          let p = vectors[index]
          let dot = p.x * q.x + p.y * q.y + p.z * q.z
          dots[index] = dot
          if dot > best { best = dot }
        }
      }
    }
    let radius = 6_371_008.8
    let margin = (acos(min(1, best)) * radius * 1.01 + 1) / radius
    let limit = margin >= .pi ? -2 : cos(margin)
    var near: [Int] = []
    dots.withUnsafeBufferPointer { dots in
      for index in 0..<dots.count where dots[index] >= limit { near.append(index) }
    }
    var exact = Double.infinity
    for index in near {
      let place = places[index]
      let d = try GeometryEngine.geodeticDistance(
        from: point, to: Point(latitude: place.latitude, longitude: place.longitude))
      exact = min(exact, d.distance)
    }
    return exact
  }

  /// Counts the points whose reverse geocode is at the brute-force nearest distance (or finds
  /// nothing when the nearest is farther than the radius).
  static func hits(
    _ locator: OfflineLocator, _ points: [Point], among places: [OfflinePlace], maxDistance: Double
  ) async throws -> Int {
    var hits = 0
    var parameters = ReverseGeocodeParameters()
    parameters.maxDistance = maxDistance
    let vectors = places.map { UnitVector(latitude: $0.latitude, longitude: $0.longitude) }
    for point in points {
      let found = try await locator.reverseGeocode(point, parameters: parameters).first
      let exact = try bruteForceNearest(point, among: places, vectors)
      let distance = found?.attributes["Distance"] as? Double
      if exact > maxDistance ? distance == nil : abs((distance ?? .infinity) - exact) < 1e-3 {
        hits += 1
      } else if Quality.debug {
        print("MISS reverse", point, exact, distance ?? -1, found?.label ?? "-")
      }
    }
    return hits
  }

  @Test("Helsinki: a grid over the centre and points 0.03° off places elsewhere")
  func helsinki() async throws {
    let locator = try await SampleData.helsinkiLocator()
    let eligible = Self.eligible(try await Quality.helsinkiPlaces.value)
    var points: [Point] = []
    for i in 0..<20 {  // central Helsinki, on a grid
      points.append(Point(latitude: 60.1645 + Double(i % 5) * 0.0035, longitude: 24.936 + Double(i / 5) * 0.004))
    }
    for i in 0..<20 {  // 0.03° off every 9,973rd place (mod the count) elsewhere
      let place = eligible[(i * 9_973) % eligible.count]
      points.append(Point(latitude: max(-89, place.latitude - 0.03), longitude: min(179.9, place.longitude + 0.03)))
    }
    let hits = try await Self.hits(locator, points, among: eligible, maxDistance: 50_000)
    #expect(Quality.rate("reverse_nearest", hits, points.count) == 1)
  }

  @Test("World: random points on the sphere and random points near places")
  func world() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let eligible = Self.eligible(try await Quality.worldPlaces.value)
    // A fixed linear congruential generator (Knuth's MMIX constants), so the points are the same every run.
    var state: UInt64 = 0x4D45_5249_4449_414E
    func uniform() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var anywhere: [Point] = []
    for _ in 0..<200 {  // uniform by area: latitude = asin(2u − 1)
      anywhere.append(Point(latitude: asin(2 * uniform() - 1) * 180 / .pi, longitude: 360 * uniform() - 180))
    }
    var nearPlaces: [Point] = []
    for _ in 0..<200 {  // up to 0.2° from a random place
      let place = eligible[Int(uniform() * Double(eligible.count))]
      let latitude = min(90, max(-90, place.latitude + 0.4 * uniform() - 0.2))
      let longitude = min(180, max(-180, place.longitude + 0.4 * uniform() - 0.2))
      nearPlaces.append(Point(latitude: latitude, longitude: longitude))
    }
    let far = try await Self.hits(locator, anywhere, among: eligible, maxDistance: 1_000_000)
    let near = try await Self.hits(locator, nearPlaces, among: eligible, maxDistance: 50_000)
    #expect(Quality.rate("reverse_nearest_world", far + near, anywhere.count + nearPlaces.count) == 1)
  }
}
