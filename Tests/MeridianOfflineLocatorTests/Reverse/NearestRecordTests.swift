import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// The single-nearest query where straight-line order and geodesic order differ, where two records
/// tie, and where the distance is left for the caller to read.
///
/// The positions are chosen by hand from the ellipsoid's geometry: a geodesic along the equator is
/// the equator, so 9° of longitude there is `a·π/20` = 1,001,875.4171 m (a = 6,378,137 m). The
/// meridian curves more (radius `b²/a` = 6,335 km at the equator, against `a` along it), so a
/// meridian arc of the same chord is longer: the point at 9.060008° N, 0° has a chord from (0°, 0°)
/// 1.959 m shorter than (0°, 9° E)'s (1,000,843.764 m against 1,000,845.723 m, from the WGS84
/// Earth-centred positions), but a geodesic 11.843 m longer (1,001,887.2602 m; pyproj 3.7.2
/// `Geod(ellps="WGS84").inv`).
@Suite("Offline nearest record")
struct NearestRecordTests {
  /// The records, by hand: the chord-nearest but geodesic-farther one first.
  static let places = [
    OfflinePlace(name: "North", category: "City", countryCode: "AAA", latitude: 9.060008, longitude: 0),
    OfflinePlace(name: "East", category: "City", countryCode: "AAA", latitude: 0, longitude: 9),
    OfflinePlace(name: "Far", category: "City", countryCode: "AAA", latitude: -40, longitude: 120),
  ]

  static let eastDistance = 1_001_875.417_139  // a·π/20
  static let northDistance = 1_001_887.260_216  // pyproj

  @Test("The geodesic nearest wins over the straight-line nearest, and its distance is a·π/20")
  func geodesicOrderWins() throws {
    let locator = try OfflineLocator(name: "Order", places: Self.places)
    let nearest = try #require(try locator.nearestRecord(latitude: 0, longitude: 0))
    #expect(locator.place(at: nearest.id)?.name == "East")
    #expect(abs(nearest.distance - Self.eastDistance) < 1e-6)
    // Without East, North is nearest, at its own geodesic distance.
    let alone = try OfflineLocator(name: "North", places: [Self.places[0], Self.places[2]])
    let north = try #require(try alone.nearestRecord(latitude: 0, longitude: 0))
    #expect(alone.place(at: north.id)?.name == "North")
    #expect(abs(north.distance - Self.northDistance) < 1e-5)
  }

  @Test("Reverse geocoding gives the same record with its Distance attribute")
  func reverseGeocodeAgrees() async throws {
    let locator = try OfflineLocator(name: "Order", places: Self.places)
    var parameters = ReverseGeocodeParameters()
    parameters.maxDistance = 2_000_000
    let result = try #require(
      try await locator.reverseGeocode(Point(latitude: 0, longitude: 0), parameters: parameters).first)
    #expect(result.attributes["PlaceName"] as? String == "East")
    #expect(abs((result.attributes["Distance"] as? Double ?? 0) - Self.eastDistance) < 1e-6)
  }

  @Test("A radius between the two records' chords and geodesics is decided by the geodesic")
  func radiusUsesTheGeodesic() throws {
    let locator = try OfflineLocator(name: "Order", places: Self.places)
    // 1,001,880 m: beyond East's geodesic, short of North's, and beyond both chords.
    let within = try #require(try locator.nearestRecord(latitude: 0, longitude: 0, within: 1_001_880))
    #expect(locator.place(at: within.id)?.name == "East")
    // 1,001,000 m: beyond both chords (≈ 1,000,845 m) but short of both geodesics.
    #expect(try locator.nearestRecord(latitude: 0, longitude: 0, within: 1_001_000) == nil)
    let alone = try OfflineLocator(name: "North", places: [Self.places[0]])
    #expect(try alone.nearestRecord(latitude: 0, longitude: 0, within: 1_001_880) == nil)
    #expect(try alone.nearestRecord(latitude: 0, longitude: 0, within: 1_001_890) != nil)
  }

  @Test("Two records at exactly the same distance (9° E and 9° W on the equator): the first record wins")
  func exactTieGoesToTheFirstRecord() throws {
    let west = OfflinePlace(name: "West", category: "City", countryCode: "AAA", latitude: 0, longitude: -9)
    let east = Self.places[1]
    for (order, first) in [([west, east], "West"), ([east, west], "East")] {
      let locator = try OfflineLocator(name: "Tie", places: order)
      let nearest = try #require(try locator.nearestRecord(latitude: 0, longitude: 0))
      #expect(locator.place(at: nearest.id)?.name == first)
      #expect(abs(nearest.distance - Self.eastDistance) < 1e-6)
    }
  }

  @Test("Records of several classes: the nearest across classes, POI against populated place")
  func acrossClasses() throws {
    let shop = OfflinePlace(name: "Shop", category: "Coffee Shop", countryCode: "AAA", latitude: 9.060008, longitude: 0)
    let locator = try OfflineLocator(name: "Classes", places: [shop, Self.places[1]])
    let nearest = try #require(try locator.nearestRecord(latitude: 0, longitude: 0))
    #expect(locator.place(at: nearest.id)?.name == "East")
    let poi = try #require(try locator.nearestRecord(latitude: 0, longitude: 0, featureTypes: ["POI"]))
    #expect(locator.place(at: poi.id)?.name == "Shop")
    #expect(abs(poi.distance - Self.northDistance) < 1e-5)
  }

  @Test("Feature types are read in any case: Locality, locality, LOCALITY; POI, poi, pOi")
  func featureTypesInAnyCase() throws {
    let shop = OfflinePlace(name: "Shop", category: "Coffee Shop", countryCode: "AAA", latitude: 9.060008, longitude: 0)
    let locator = try OfflineLocator(name: "Classes", places: [shop, Self.places[1]])
    for (spellings, name) in [(["Locality", "locality", "LOCALITY"], "East"), (["POI", "poi", "pOi"], "Shop")] {
      for spelling in spellings {
        let nearest = try #require(try locator.nearestRecord(latitude: 0, longitude: 0, featureTypes: [spelling]))
        #expect(locator.place(at: nearest.id)?.name == name, "\(spelling)")
      }
    }
    #expect(throws: OfflineLocatorError.self) {
      try locator.nearestRecord(latitude: 0, longitude: 0, featureTypes: ["Localities"])
    }
  }

  @Test("The distance read later equals MeridianCore's geodesic distance to the record, for random queries")
  func lazyDistanceIsTheGeodesic() throws {
    var state: UInt64 = 0x5EED
    func uniform(_ low: Double, _ high: Double) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return low + (high - low) * Double(state >> 11) / Double(1 << 53)
    }
    var places: [OfflinePlace] = []
    for i in 0..<500 {
      places.append(
        OfflinePlace(
          name: "P\(i)", category: "City", countryCode: "AAA", latitude: uniform(-80, 80),
          longitude: uniform(-180, 180)))
    }
    let locator = try OfflineLocator(name: "Random", places: places)
    for _ in 0..<300 {
      let latitude = uniform(-90, 90)
      let longitude = uniform(-180, 180)
      let nearest = try #require(try locator.nearestRecord(latitude: latitude, longitude: longitude))
      let place = try #require(locator.place(at: nearest.id))
      let query = Point(latitude: latitude, longitude: longitude)
      let expected = try GeometryEngine.geodeticDistance(
        from: query, to: Point(latitude: place.latitude, longitude: place.longitude)
      ).distance
      #expect(abs(nearest.distance - expected) < 1e-6)
      // And no record is nearer (brute force over all 500).
      var best = Double.infinity
      for other in places {
        best = min(
          best,
          try GeometryEngine.geodeticDistance(
            from: query, to: Point(latitude: other.latitude, longitude: other.longitude)
          ).distance)
      }
      #expect(abs(expected - best) < 1e-6, "(\(latitude), \(longitude))")
    }
  }

  @Test("Two answers are equal when they name the same record from the same position")
  func equality() throws {
    let locator = try OfflineLocator(name: "Order", places: Self.places)
    let a = try #require(try locator.nearestRecord(latitude: 0, longitude: 0))
    let b = try #require(try locator.nearestRecord(latitude: 0, longitude: 0))
    let c = try #require(try locator.nearestRecord(latitude: 0, longitude: 0.001))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.id == c.id)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
  }
}
