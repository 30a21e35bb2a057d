import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// A person's own places, as the guide's "Your own data" writes them: each is found by its name, by
/// any whole words of its name, by its address, its street and its postcode, the exact matches
/// first. Every expected order and score is worked out by hand from the rows and the guide's score
/// table (words: 90 − 5 per word of the name not typed, at least 70; street and house number 90,
/// by the number's digits 85; street alone or postcode 70; each unmatched qualifier word −10).
@Suite("Own data: names by their words, places by their address")
struct OfflineOwnDataTests {
  /// The guide's `shops.csv`, row for row.
  static let guideCSV = """
    name,category,house_number,street,postcode,city,country,latitude,longitude,phone
    Café Regatta,Coffee Shop,10,Merikannontie,00260,Helsinki,FIN,60.1833,24.9115,+358 40 041 4223
    Kaivopuisto,Park,,Kaivopuisto,00140,Helsinki,FIN,60.1567,24.9560,

    """

  /// The guide's rows and more, in this order (record numbers 0–6): a place named exactly "Regatta"
  /// and one named "Oodi", a four-word name, a restaurant with a street in its name, and the
  /// address point at Café Regatta's door (no name).
  static let shopsCSV = """
    name,category,house_number,street,postcode,city,country,latitude,longitude
    Café Regatta,Coffee Shop,10,Merikannontie,00260,Helsinki,FIN,60.1833,24.9115
    Kaivopuisto,Park,,Kaivopuisto,00140,Helsinki,FIN,60.1567,24.9560
    Helsinki Central Library Oodi,Library,4,Töölönlahdenkatu,00100,Helsinki,FIN,60.1738,24.9382
    Ravintola Kalevankatu,Restaurant,13,Kalevankatu,00100,Helsinki,FIN,60.1666,24.9330
    Oodi,Coffee Shop,2,Mikonkatu,00100,Helsinki,FIN,60.1702,24.9445
    Regatta,Marina,,Merikannontie,00260,Helsinki,FIN,60.1830,24.9110
    ,,10,Merikannontie,00260,Helsinki,FIN,60.18331,24.91152

    """

  static func locator(_ csv: String, name: String = "My places") async throws -> OfflineLocator {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("own-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("shops.csv")
    try Data(csv.utf8).write(to: file)
    return try await OfflineLocator(name: name, sources: [.csv(file)])
  }

  /// The results of a search as (label, score) pairs, best first.
  static func found(
    _ locator: OfflineLocator, _ text: String, _ configure: (inout GeocodeParameters) -> Void = { _ in }
  ) async throws -> [Pair] {
    var parameters = GeocodeParameters()
    configure(&parameters)
    return try await locator.geocode(.searchText(text), parameters: parameters).map { Pair($0.label, $0.score) }
  }

  /// A result's label and score.
  struct Pair: Equatable, CustomStringConvertible {
    let label: String
    let score: Double
    init(_ label: String, _ score: Double) {
      self.label = label
      self.score = score
    }
    var description: String { "\(label) (\(score))" }
  }

  @Test("The guide's two rows: the row's address, postcode and a word of its name find Café Regatta")
  func guideRows() async throws {
    let shops = try await Self.locator(Self.guideCSV)
    // Exact name and a one-edit typo of it, as before.
    #expect(try await Self.found(shops, "Café Regatta") == [Pair("Café Regatta", 100)])
    #expect(try await Self.found(shops, "cafe regata") == [Pair("Café Regatta", 90)])
    // Street and house number: 90; with a qualifier that is the row's city, no penalty.
    #expect(try await Self.found(shops, "Merikannontie 10") == [Pair("Café Regatta", 90)])
    #expect(try await Self.found(shops, "Merikannontie 10, Helsinki") == [Pair("Café Regatta", 90)])
    // The postcode, and the street alone: 70.
    #expect(try await Self.found(shops, "00260") == [Pair("Café Regatta", 70)])
    #expect(try await Self.found(shops, "Merikannontie") == [Pair("Café Regatta", 70)])
    // One of the name's two words: 90 − 5 = 85.
    #expect(try await Self.found(shops, "Regatta") == [Pair("Café Regatta", 85)])
    // Kaivopuisto's street is its name: the exact name (100) is kept, not the street match (70).
    #expect(try await Self.found(shops, "Kaivopuisto") == [Pair("Kaivopuisto", 100)])
  }

  @Test("An exact name comes before a place that has the text as one of its words")
  func exactNamesFirst() async throws {
    let shops = try await Self.locator(Self.shopsCSV)
    // "Regatta" is record 5's whole name (100) and one of Café Regatta's two words (85).
    #expect(try await Self.found(shops, "Regatta") == [Pair("Regatta", 100), Pair("Café Regatta", 85)])
    // "Oodi" is record 4's name (100) and one of the library's four words: 90 − 3 × 5 = 75.
    #expect(
      try await Self.found(shops, "Oodi") == [Pair("Oodi", 100), Pair("Helsinki Central Library Oodi", 75)])
    // minScore 80 keeps the exact name only.
    #expect(try await Self.found(shops, "Oodi") { $0.minScore = 80 } == [Pair("Oodi", 100)])
  }

  @Test("Words score by how much of the name they cover, in any order; only whole words count")
  func wordCoverage() async throws {
    let shops = try await Self.locator(Self.shopsCSV)
    // Both of Café Regatta's words, the other way round: 90. The fallback also reads "Regatta" as a
    // name (the marina) with "Café" as a qualifier matching none of its fields: 100 − 10 = 90. Equal
    // scores and ranks, no location: record order (the café is record 0, the marina 5).
    #expect(try await Self.found(shops, "Regatta Café") == [Pair("Café Regatta", 90), Pair("Regatta", 90)])
    // Two of the library's four words: 90 − 2 × 5 = 80; three: 85.
    #expect(try await Self.found(shops, "Library Oodi") == [Pair("Helsinki Central Library Oodi", 80)])
    #expect(try await Self.found(shops, "central library oodi") == [Pair("Helsinki Central Library Oodi", 85)])
    // "Oodi Helsinki" without a comma: the fallback reads "Oodi" as the name and "Helsinki" as its
    // city (Oodi, 100); the library has both words (two of four: 80).
    #expect(
      try await Self.found(shops, "Oodi Helsinki") == [Pair("Oodi", 100), Pair("Helsinki Central Library Oodi", 80)])
    // A word must be whole: "Regat" is no word of any name, and no name is within its one edit.
    #expect(try await Self.found(shops, "Regat").isEmpty)
    // Every typed word must be in the name: no name has both "Regatta" and "Oodi". The fallback then
    // reads "Regatta" as the name (the marina) and "Oodi" as a qualifier that matches none of its
    // fields (−10).
    #expect(try await Self.found(shops, "Regatta Oodi") == [Pair("Regatta", 90)])
  }

  @Test("The address point comes first at its address; the named place at it follows at 90")
  func addressOrder() async throws {
    let shops = try await Self.locator(Self.shopsCSV)
    // Record 6 is the address point Merikannontie 10 (100, labelled as an address); Café Regatta
    // is at that address (90). The marina on Merikannontie has no house number, so it is not at 10.
    #expect(
      try await Self.found(shops, "Merikannontie 10")
        == [Pair("Merikannontie 10, 00260 Helsinki", 100), Pair("Café Regatta", 90)])
    // A number matching by its digits only ("10 B" for "10"): 95 for the address point, 85 for the café.
    #expect(
      try await Self.found(shops, "Merikannontie 10 B")
        == [Pair("Merikannontie 10, 00260 Helsinki", 95), Pair("Café Regatta", 85)])
    // The street alone: the street as a whole (100, the address point), then the two named places
    // on it at 70, equal ranks, so in record order (Café Regatta is record 0, the marina record 5).
    #expect(
      try await Self.found(shops, "Merikannontie")
        == [Pair("Merikannontie, 00260 Helsinki", 100), Pair("Café Regatta", 70), Pair("Regatta", 70)])
  }

  @Test("Qualifiers: the row's city costs nothing, another city 10")
  func qualifiers() async throws {
    let shops = try await Self.locator(Self.shopsCSV)
    #expect(try await Self.found(shops, "Kalevankatu 13, Helsinki") == [Pair("Ravintola Kalevankatu", 90)])
    #expect(try await Self.found(shops, "Kalevankatu 13, Turku") == [Pair("Ravintola Kalevankatu", 80)])
    // No comma: nothing matches "Kalevankatu Helsinki" as a whole, so the fallback reads "Kalevankatu"
    // as words of a name (one of two: 85) with "Helsinki" as its city (no penalty).
    #expect(try await Self.found(shops, "Kalevankatu Helsinki") == [Pair("Ravintola Kalevankatu", 85)])
  }

  @Test("A postcode finds its named places at 70, the nearest first with a preferred location")
  func postcode() async throws {
    let shops = try await Self.locator(Self.shopsCSV)
    // Records 2, 3 and 4 are in 00100, all rank 0: without a location, in record order.
    let inOrder = [
      Pair("Helsinki Central Library Oodi", 70), Pair("Ravintola Kalevankatu", 70), Pair("Oodi", 70),
    ]
    #expect(try await Self.found(shops, "00100") == inOrder)
    // From Oodi's door (60.1702, 24.9445): Oodi 0 m; the library 0.0036° north and 0.0063° west,
    // about 400 m and 349 m (cos 60.17° = 0.498), so 531 m; the restaurant 0.0036° south and
    // 0.0115° west, about 400 m and 637 m, so 752 m. Equal scores and ranks: the nearest first.
    let near = try await Self.found(shops, "00100") {
      $0.preferredSearchLocation = Point(latitude: 60.1702, longitude: 24.9445)
    }
    #expect(near == [Pair("Oodi", 70), Pair("Helsinki Central Library Oodi", 70), Pair("Ravintola Kalevankatu", 70)])
  }

  @Test("A common word offers only its 256 most prominent places (maxTermMatches)")
  func termMatchBound() throws {
    // 300 kiosks named "Kiosk n" with rank n; kiosk 0 stands at the preferred location, the others
    // 1° north. Without the bound, kiosk 0 would come first (same score 85, nearest); with it, the
    // 44 least prominent (ranks 0–43) are never offered, so the first is kiosk 299, the most
    // prominent of those 1° away, and kiosk 0 is absent.
    #expect(OfflineLocator.maxTermMatches == 256)
    let kiosks = (0..<300).map { n in
      OfflinePlace(
        name: "Kiosk \(n)", category: "Convenience Store", latitude: n == 0 ? 60 : 61, longitude: 25, rank: Double(n))
    }
    let locator = try OfflineLocator(name: "Kiosks", places: kiosks)
    var parameters = GeocodeParameters()
    parameters.maxResults = 100
    parameters.preferredSearchLocation = Point(latitude: 60, longitude: 25)
    let results = try locator.geocode(text: "Kiosk", parameters: parameters)
    #expect(results.count == 100)
    #expect(results.first?.label == "Kiosk 299" && results.first?.score == 85)
    #expect(!results.contains { $0.label == "Kiosk 0" })
  }

  @Test("Without a location, a few results are the best scores first, then the highest ranks, among every match")
  func fewResultsBestFirst() throws {
    // One place of two words, rank 0 (85 for "Oodi"), and 30 of four words, ranks 1–30 (75): with
    // maxResults 4, the two-word place first, then the three largest four-word ones (30, 29, 28).
    var places = [OfflinePlace(name: "Oodi Kahvila", category: "Coffee Shop", latitude: 60, longitude: 25)]
    for n in 1...30 {
      places.append(
        OfflinePlace(
          name: "Oodi Library Branch \(n)", category: "Library", latitude: 60, longitude: 25, rank: Double(n)))
    }
    let locator = try OfflineLocator(name: "Libraries", places: places)
    var parameters = GeocodeParameters()
    parameters.maxResults = 4
    let results = try locator.geocode(text: "Oodi", parameters: parameters)
    #expect(
      results.map(\.label) == [
        "Oodi Kahvila", "Oodi Library Branch 30", "Oodi Library Branch 29", "Oodi Library Branch 28",
      ])
    #expect(results.map(\.score) == [85, 75, 75, 75])
  }

  @Test("A name of 20,000 words (half of them repeats) builds, and one word finds it at the floor, 70")
  func longName() throws {
    // Words "x0" ... "x9999", each twice: 10,000 distinct words, counted at most 255 for the score;
    // 90 − 5 × 254 is far below the floor, so 70.
    let name = (0..<20_000).map { "x\($0 % 10_000)" }.joined(separator: " ")
    let locator = try OfflineLocator(
      name: "Long", places: [OfflinePlace(name: name, category: "POI", latitude: 1, longitude: 1)])
    #expect(try locator.geocode(text: "x9999", parameters: GeocodeParameters()).map(\.score) == [70])
    #expect(locator.indexes[0].terms.nameWordCounts == [255])
  }

  @Test("Text of more than 16 distinct words is not matched by words (maxNameWords)")
  func wordBound() throws {
    let words = [
      "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo",
      "lima", "mike", "november", "oscar", "papa", "quebec",
    ]
    #expect(words.count == 17 && OfflineLocator.maxNameWords == 16)
    let locator = try OfflineLocator(
      name: "Long",
      places: [OfflinePlace(name: words.joined(separator: " "), category: "POI", latitude: 1, longitude: 1)])
    // 16 of them, reversed: one word of 17 left out, 90 − 5 = 85.
    let sixteen = try locator.geocode(text: words.dropLast().reversed().joined(separator: " "), parameters: .init())
    #expect(sixteen.map(\.score) == [85])
    // All 17, reversed: more than 16, so the text as a whole is not matched by words (and its key is
    // too long for typos). Only the fallback finds the place: its first 8 words (maxNameTokens) as
    // words of the name (8 of 17: the floor, 70), the other 9 as qualifiers matching nothing (−40).
    let all = try locator.geocode(text: words.reversed().joined(separator: " "), parameters: GeocodeParameters())
    #expect(all.map(\.score) == [30])
  }
}
