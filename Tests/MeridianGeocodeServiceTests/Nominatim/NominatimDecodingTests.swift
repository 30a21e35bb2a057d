import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Decoding of responses recorded from a real Nominatim (Fixtures/Nominatim). Expected values are
/// read off the fixture files with Python's json module; scores are worked by hand from the rule
/// 90 + 10 × importance (docs/nominatim.md), labels from the address parts.
@Suite("Nominatim: decoding recorded responses")
struct NominatimDecodingTests {
  // MARK: - Points of interest

  @Test("A café: label, location, extent from the bounding box, score and attributes")
  func cafe() throws {
    let cafe = try NominatimFixture.only("search-cafe")
    #expect(cafe.label == "Cafe Esplanad")
    #expect(cafe.displayLocation == Point(x: 24.9446395, y: 60.1678132, spatialReference: .wgs84))
    #expect(cafe.routeLocation == cafe.displayLocation)
    #expect(
      cafe.extent
        == Envelope(xMin: 24.9445895, yMin: 60.1677632, xMax: 24.9446895, yMax: 60.1678632, spatialReference: .wgs84))
    // importance 9.99999999995449e-06: 90 + 10 × 0.00001 = 90.0001, which rounds to 90.00.
    #expect(cafe.score == 90)
    #expect(cafe.text("PlaceName") == "Cafe Esplanad")
    #expect(cafe.text("Match_addr") == "Cafe Esplanad")
    #expect(cafe.text("Place_addr") == "Pohjoisesplanadi 37, 00130 Helsinki")
    #expect(cafe.text("StAddr") == "Pohjoisesplanadi 37")
    #expect(
      cafe.text("LongLabel") == "Cafe Esplanad, 37, Pohjoisesplanadi, Keskusta, Kaartinkaupunki, Helsinki, 00130, Suomi"
    )
    #expect(cafe.text("Addr_type") == "POI")
    #expect(cafe.text("Type") == "Coffee Shop")
    #expect(cafe.text("City") == "Helsinki")
    #expect(cafe.text("District") == "Kaartinkaupunki")
    #expect(cafe.text("Nbrhd") == "Keskusta")
    #expect(cafe.text("Postal") == "00130")
    #expect(cafe.text("Country") == "FI")
    #expect(cafe.text("CntryName") == "Suomi")
    #expect(cafe.text("URL") == "http://www.esplanad.fi")
    #expect(cafe.text("OSM_type") == "node")
    #expect(cafe.attributes["OSM_id"] as? Int == 1_985_598_534)
    #expect(cafe.attributes["Rank"] as? Int == 30)
    #expect(cafe.attributes["Xmin"] as? Double == 24.9445895)
    #expect(cafe.attributes["Ymax"] as? Double == 60.1678632)
    #expect(cafe.attributes["Region"] == nil, "the extract's address has no state")
  }

  @Test(
    "Each OpenStreetMap key and value maps onto the offline locator's category tree",
    arguments: [
      ("search-cafe", "Coffee Shop", "POI"), ("search-restaurant-sushi", "Sushi", "POI"),
      ("search-fast-food", "Grill", "POI"), ("search-pub", "Bar or Pub", "POI"), ("search-hotel", "Hotel", "POI"),
      ("search-museum", "Museum", "POI"), ("search-shop-clothes", "Clothing Store", "POI"),
      ("search-office", "Business Facility", "POI"), ("search-memorial", "Historical Monument", "POI"),
      ("search-park", "Park", "POI"), ("search-square", "Landmark", "POI"), ("search-bus-stop", "Bus Stop", "POI"),
      ("search-railway-station", "Train Station", "POI"), ("search-subway-entrance", "Metro Station", "POI"),
      ("search-tram-stop", "Other Travel", "POI"), ("search-building", "Building", "POI"),
      ("search-bay", "Bay", "POI"), ("search-water", "Lake", "POI"),
      ("search-landuse-commercial", "Business Facility", "POI"), ("search-tower", "Tower", "POI"),
      ("search-bridge", "Bridge", "POI"), ("search-city", "City", "Locality"),
      ("search-suburb", "District", "Locality"), ("search-neighbourhood", "Neighborhood", "Locality"),
      ("search-city-block", "Block", "Locality"), ("search-country", "Country", "Locality"),
      ("search-postcode", "Primary Postal", "Postal"), ("search-street-bridge", "Street Name", "StreetName"),
    ])
  func categories(fixture: String, type: String, addressType: String) throws {
    let result = try #require(try NominatimFixture.results(fixture).first)
    #expect(result.text("Type") == type)
    #expect(result.text("Addr_type") == addressType)
  }

  // MARK: - Addresses, streets and places

  @Test("A free-form address: the address point first (PointAddress), then the restaurant at it")
  func address() throws {
    let results = try NominatimFixture.results("search-address")
    try #require(results.count == 2)
    let house = results[0]
    #expect(house.label == "Mikonkatu 18, 00014 Helsinki")
    #expect(house.text("Addr_type") == "PointAddress")
    #expect(house.text("Type") == "Point Address")
    #expect(house.text("ShortLabel") == "Mikonkatu 18")
    #expect(house.text("AddNum") == "18")
    #expect(house.text("StName") == "Mikonkatu")
    #expect(house.text("PlaceName") == nil, "an address point has no name")
    #expect(results[1].label == "Maya Bar & Grill")
    #expect(results[1].text("Type") == "Restaurant")
    #expect(results[1].text("Place_addr") == "Mikonkatu 18, 00100 Helsinki")
  }

  @Test("The structured search answers the same places as the free-form one")
  func structured() throws {
    let free = try NominatimFixture.results("search-address").map(\.label)
    let structured = try NominatimFixture.results("search-structured").map(\.label)
    #expect(structured == free)
  }

  @Test("Streets, places, a postcode and a country: labels and scores from importance")
  func places() throws {
    let streets = try NominatimFixture.results("search-street")
    // importance 0.0533433333333333: 90 + 0.533433 = 90.5334 → 90.53, both ways of Mikonkatu.
    #expect(streets.map(\.label) == ["Mikonkatu, 00014 Helsinki", "Mikonkatu, 00014 Helsinki"])
    #expect(streets.map(\.score) == [90.53, 90.53])
    let city = try NominatimFixture.only("search-city")
    #expect(city.label == "Helsinki, Suomi")
    #expect(city.score == 92)  // importance 0.20001 → 92.0001
    #expect(city.text("URL") == "http://www.hel.fi")
    #expect(
      city.extent
        == Envelope(xMin: 24.7825769, yMin: 60.0074098, xMax: 25.1025769, yMax: 60.3274098, spatialReference: .wgs84))
    #expect(try NominatimFixture.only("search-suburb").score == 91.47)  // 0.146676... → 91.4668
    let postcode = try NominatimFixture.only("search-postcode")
    #expect(postcode.label == "00100")
    #expect(postcode.score == 91.2)  // 0.12001 → 91.2001
    let country = try NominatimFixture.only("search-country")
    #expect(country.label == "Suomi")
    #expect(country.score == 93.47)  // 0.34667666 → 93.4668
    #expect(country.text("Country") == "FI")
    #expect(country.attributes["OSM_id"] == nil, "Nominatim's country rows carry no OpenStreetMap id")
  }

  @Test("A category search near a point: importance is minus the distance, so every score is 90")
  func categoryNear() throws {
    let results = try NominatimFixture.results("search-category-cafe-near")
    #expect(results.map(\.label) == ["Robert's Coffee", "Ciao! Caffé", "Picnic"])
    #expect(results.map(\.score) == [90, 90, 90])
    #expect(results.allSatisfy { $0.text("Type") == "Coffee Shop" })
    #expect(results[0].text("Phone") == "+358 44 972 2058")
    #expect(results[0].text("Place_addr") == "Mannerheimintie 20 B, 00100 Helsinki")
  }

  @Test("Distance is measured from the preferred search location")
  func distance() throws {
    // The café's own point: 0 m.
    let origin = Point(x: 24.9446395, y: 60.1678132, spatialReference: .wgs84)
    let data = try NominatimFixture.data("search-cafe")
    let cafe = try #require(
      try NominatimDecoder.results(from: data, attributeNames: ["Distance"], origin: origin).first)
    #expect(cafe.attributes["Distance"] as? Double == 0)
    #expect(cafe.attributes.count == 1, "only the attribute asked for")
  }

  @Test("The default attribute set is the offline locator's; names match case-insensitively, keyed as asked")
  func attributeSelection() throws {
    let data = try NominatimFixture.data("search-cafe")
    let defaults = try #require(try NominatimDecoder.results(from: data, attributeNames: []).first)
    #expect(
      Set(defaults.attributes.keys) == [
        "PlaceName", "Place_addr", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type", "City", "Postal",
        "Country", "CntryName", "Score",
      ])
    let asked = try #require(try NominatimDecoder.results(from: data, attributeNames: ["placename", "Nope"]).first)
    #expect(asked.attributes.count == 1)
    #expect(asked.attributes["placename"] as? String == "Cafe Esplanad")
  }

  // MARK: - Reverse, lookup, status

  @Test("Reverse: the restaurant at Mikonkatu 18, score 100, its distance from the input")
  func reverse() throws {
    let input = Point(x: 24.945, y: 60.1721, spatialReference: .wgs84)
    let results = try NominatimDecoder.reverseResults(
      from: try NominatimFixture.data("reverse-restaurant"), inputLocation: input)
    let result = try #require(results.first)
    #expect(result.label == "Maya Bar & Grill")
    #expect(result.score == 100)
    #expect(result.inputLocation == input)
    // Geodesic distance from (60.1721, 24.945) to (60.1721106, 24.9449953): Δφ = 0.0000106° ≈ 1.18 m
    // north, Δλ = -0.0000047° × cos 60.17° ≈ 0.26 m west: about 1.21 m.
    let distance = try #require(result.attributes["Distance"] as? Double)
    #expect(abs(distance - 1.21) < 0.05)
  }

  @Test("Reverse with nothing there (\"Unable to geocode\") is an empty result, not an error")
  func reverseMiss() throws {
    let data = try NominatimFixture.data("reverse-unable-to-geocode")
    #expect(try NominatimDecoder.reverseResults(from: data, inputLocation: Point(x: 0, y: 0)).isEmpty)
  }

  @Test("Lookup by OpenStreetMap id, and an id that is not there")
  func lookup() throws {
    #expect(try NominatimFixture.only("lookup-restaurant").label == "Maya Bar & Grill")
    #expect(try NominatimFixture.results("lookup-empty").isEmpty)
    #expect(try NominatimFixture.results("search-empty").isEmpty)
  }

  @Test("Status: 0, OK and the versions")
  func status() throws {
    let status = try NominatimDecoder.status(from: try NominatimFixture.data("status"))
    #expect(status == NominatimStatus(status: 0, message: "OK", softwareVersion: "5.3.3", databaseVersion: "5.3.3-0"))
    #expect(status.isOK)
  }

  // MARK: - Errors

  @Test("An error body with HTTP 400 is a typed service error with the server's code and message")
  func errorBody() throws {
    #expect(
      throws: GeocodingError.service(code: 400, message: "Bounding box parameter needs 4 coordinates.", details: [])
    ) {
      try NominatimFixture.results("error-400-viewbox")
    }
  }
}
