import Testing

@testable import MeridianCore

@Suite("Coordinate formatter") struct CoordinateFormatterTests {
  /// Expects a formatter error with the given reason.
  func expectFormatError(
    _ reason: CoordinateFormatError.Reason, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("Expected a CoordinateFormatError(\(reason))", sourceLocation: sourceLocation)
    } catch let error as CoordinateFormatError {
      #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
      #expect(error.text.isEmpty || error.description.contains(error.text), sourceLocation: sourceLocation)
    } catch {
      Issue.record("Unexpected error \(error)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Latitude and longitude

  @Test("Typed search-box coordinates in every notation read as Helsinki")
  func readHelsinki() throws {
    // 60°10'11.6"N = 60 + 10/60 + 11.6/3600 = 60.169889°; 24°56'18.2"E = 24.938389°.
    let cases: [(String, Double, Double)] = [
      ("60.1699, 24.9384", 60.1699, 24.9384),
      ("60.1699 24.9384", 60.1699, 24.9384),
      ("60.1699N 24.9384E", 60.1699, 24.9384),
      ("24.9384E, 60.1699N", 60.1699, 24.9384),
      ("60°10'11.6\"N 24°56'18.2\"E", 60 + 10.0 / 60 + 11.6 / 3600, 24 + 56.0 / 60 + 18.2 / 3600),
      ("60 10 11.6 N 24 56 18.2 E", 60 + 10.0 / 60 + 11.6 / 3600, 24 + 56.0 / 60 + 18.2 / 3600),
      ("60°10.194'N 24°56.303'E", 60 + 10.194 / 60, 24 + 56.303 / 60),
      ("-33.8688, 151.2093", -33.8688, 151.2093),
      ("33°52'07.7\"S 151°12'33.5\"E", -(33 + 52.0 / 60 + 7.7 / 3600), 151 + 12.0 / 60 + 33.5 / 3600),
      ("34.027, -118.805", 34.027, -118.805),
    ]
    for (text, latitude, longitude) in cases {
      let p = try CoordinateFormatter.point(from: text)
      expectClose(p.latitude, latitude, tolerance: 1e-9, text)
      expectClose(p.longitude, longitude, tolerance: 1e-9, text)
      #expect(p.spatialReference == .wgs84)
    }
  }

  @Test("Formatting in DD, DMS and DDM, with rounding carried into the next unit")
  func format() throws {
    let helsinki = Point(latitude: 60.1699, longitude: 24.9384)
    // 0.1699° = 10.194' = 10' 11.64"; 0.9384° = 56.304' = 56' 18.24".
    #expect(try CoordinateFormatter.latitudeLongitudeString(from: helsinki) == "60°10'11.64\"N 24°56'18.24\"E")
    #expect(
      try CoordinateFormatter.latitudeLongitudeString(from: helsinki, format: .degreesDecimalMinutes, decimalPlaces: 3)
        == "60°10.194'N 24°56.304'E")
    #expect(
      try CoordinateFormatter.latitudeLongitudeString(from: helsinki, format: .decimalDegrees, decimalPlaces: 4)
        == "60.1699N 24.9384E")
    // 9.99999° is 9°59'59.964", which rounds to 10°00'00" at 0 places.
    let carry = Point(latitude: -9.99999, longitude: -0.5)
    #expect(try CoordinateFormatter.latitudeLongitudeString(from: carry, decimalPlaces: 0) == "10°00'00\"S 0°30'00\"W")
    // Formatted text reads back.
    let text = try CoordinateFormatter.latitudeLongitudeString(from: helsinki, decimalPlaces: 4)
    let back = try CoordinateFormatter.point(from: text)
    expectClose(back.latitude, 60.1699, tolerance: 1e-8)
  }

  @Test("Unreadable or out-of-range latitude and longitude text throws typed errors")
  func badLatitudeLongitude() {
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(from: "coffee near me") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(from: "60.1699") }
    expectFormatError(.outOfRange) { _ = try CoordinateFormatter.point(from: "95.0, 24.9") }
    expectFormatError(.outOfRange) { _ = try CoordinateFormatter.point(from: "45, 190") }
    expectFormatError(.invalidComponent) { _ = try CoordinateFormatter.point(from: "60°75'00\"N 24°56'18\"E") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(from: "60N 24N") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(from: "") }
  }

  // MARK: - UTM

  /// Reference values: pyproj 3.7.2 / PROJ 9.5.1, `+proj=utm +zone=Z [+south] +ellps=WGS84`.
  static let utmPlaces: [(name: String, latitude: Double, longitude: Double, zone: String, e: Double, n: Double)] = [
    ("Helsinki", 60.1699, 24.9384, "35V", 385_611.3166863595, 6_672_118.380325005),
    ("Malibu", 34.027, -118.805, "11S", 333_354.53284310945, 3_766_618.8505454003),
    ("Sydney", -33.8688, 151.2093, "56H", 334_368.633648097, 6_250_948.345385009),
    ("Bergen (zone 32V exception)", 60.3913, 5.3221, "32V", 297_353.93272915104, 6_700_648.345231735),
    ("Longyearbyen (zone 33X exception)", 78.2232, 15.6356, "33X", 514_481.4848904258, 8_683_357.656181084),
    ("Quito (south of the equator)", -0.1807, -78.4678, "17M", 781_861.4574559445, 9_980_007.56688849),
  ]

  @Test("UTM coordinates match PROJ to a millimetre both ways", arguments: 0..<6)
  func utm(index: Int) throws {
    let place = Self.utmPlaces[index]
    let position = try CoordinateFormatter.utmPosition(of: Point(latitude: place.latitude, longitude: place.longitude))
    #expect("\(position.zone)\(position.band)" == place.zone)
    expectClose(position.easting, place.e, tolerance: 1e-3, place.name)
    expectClose(position.northing, place.n, tolerance: 1e-3, place.name)
    let text = "\(place.zone) \(place.e) \(place.n)"
    let back = try CoordinateFormatter.point(fromUTMString: text)
    // 1e-8° is about a millimetre.
    expectClose(back.latitude, place.latitude, tolerance: 1e-8, place.name)
    expectClose(back.longitude, place.longitude, tolerance: 1e-8, place.name)
    #expect(
      try CoordinateFormatter.utmString(from: Point(latitude: place.latitude, longitude: place.longitude))
        == "\(place.zone) \(Int(place.e)) \(Int(place.n))")
  }

  @Test("Bad UTM text and polar points throw")
  func badUTM() {
    expectFormatError(.invalidZone) { _ = try CoordinateFormatter.point(fromUTMString: "61V 385611 6672118") }
    expectFormatError(.invalidZone) { _ = try CoordinateFormatter.point(fromUTMString: "35I 385611 6672118") }
    expectFormatError(.outOfRange) { _ = try CoordinateFormatter.point(fromUTMString: "35V 985611 6672118") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(fromUTMString: "35V 385611") }
    expectFormatError(.outsideCoverage) {
      _ = try CoordinateFormatter.utmString(from: Point(latitude: 85, longitude: 0))
    }
  }

  // MARK: - MGRS

  @Test("MGRS letters, worked by hand from PROJ's UTM coordinates")
  func mgrs() throws {
    // Helsinki, 35V E 385,611 N 6,672,118 (PROJ): zone 35 mod 3 = 2 → columns J K L M N P Q R; the
    // easting's 100 km index 3 → "L". Odd zone → rows from A: 6,672,118 mod 2,000,000 = 672,118 → index 6
    // → "G" (A B C D E F G). Digits truncate: 85611 72118.
    #expect(try CoordinateFormatter.mgrsString(from: Point(latitude: 60.1699, longitude: 24.9384)) == "35VLG8561172118")
    // Malibu, 11S E 333,354 N 3,766,618: zone 11 mod 3 = 2 → "L"; 1,766,618 → row index 17 → "T".
    #expect(try CoordinateFormatter.mgrsString(from: Point(latitude: 34.027, longitude: -118.805)) == "11SLT3335466618")
    // Sydney, 56H E 334,368 N 6,250,948: zone 56 mod 3 = 2 → "L"; even zone: rows start at F, so
    // index (2 + 5) mod 20 = 7 → "H".
    #expect(
      try CoordinateFormatter.mgrsString(
        from: Point(latitude: -33.8688, longitude: 151.2093), precision: 3, addSpaces: true)
        == "56H LH 343 509")
  }

  @Test("MGRS text reads back to the square's south-west corner")
  func readMGRS() throws {
    // 35VLG8561172118 → E 385,611, N 6,672,118 in zone 35 north; PROJ's inverse of Helsinki's UTM
    // coordinates is within a metre of (60.1699, 24.9384).
    let p = try CoordinateFormatter.point(from: "35VLG8561172118")
    expectClose(p.latitude, 60.1699, tolerance: 1e-5)
    expectClose(p.longitude, 24.9384, tolerance: 1e-5)
    let spaced = try CoordinateFormatter.point(fromMGRSString: "56H LH 34368 50948")
    expectClose(spaced.latitude, -33.8688, tolerance: 1e-5)
    let spelledOut = try CoordinateFormatter.point(from: "35VLG8545578105")
    #expect(spelledOut.latitude > 60 && spelledOut.latitude < 61)
  }

  @Test("Bad MGRS text throws")
  func badMGRS() {
    expectFormatError(.invalidZone) { _ = try CoordinateFormatter.point(fromMGRSString: "35VAG8561172118") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(fromMGRSString: "35VLG856117211") }
    expectFormatError(.invalidZone) { _ = try CoordinateFormatter.point(fromMGRSString: "0VLG8561172118") }
    expectFormatError(.unreadable) { _ = try CoordinateFormatter.point(fromMGRSString: "35") }
  }
}
