import Foundation
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// The matching primitives: folding, abbreviations, edit distance, address and coordinate reading.
/// Every expected value is worked out by hand in the comment next to it.
@Suite("Offline matching rules")
struct OfflineMatchingTests {
  // MARK: - Folding

  @Test("Folding removes diacritics and case, and spells out letters without a decomposition")
  func folding() {
    #expect(TextFolding.foldedString("Jyväskylä") == "jyvaskyla")
    #expect(TextFolding.foldedString("Takht-e Qeyşar") == "takht e qeysar")
    #expect(TextFolding.foldedString("Straße") == "strasse")
    #expect(TextFolding.foldedString("Ærøskøbing") == "aeroskobing")
    #expect(TextFolding.foldedString("Łódź") == "lodz")
    #expect(TextFolding.foldedString("O'Brien  St.") == "obrien st")
    #expect(TextFolding.foldedString("São Paulo") == "sao paulo")
  }

  @Test("ä, ö, ü and å also fold to ae, oe, ue and aa")
  func spelledOutVariants() {
    #expect(TextFolding.foldedString("Jyväskylä", variant: .spelledOut) == "jyvaeskylae")
    #expect(TextFolding.foldedString("Müller", variant: .spelledOut) == "mueller")
    #expect(TextFolding.foldedString("Åland", variant: .spelledOut) == "aaland")
    #expect(TextFolding.foldedString("Köln", variant: .spelledOut) == "koeln")
    #expect(KeyNormalizer.keys("Köln").map { String(decoding: $0, as: UTF8.self) } == ["koln", "koeln"])
  }

  @Test("Street types and directions have one canonical token; Finnish compounds stay whole")
  func abbreviations() {
    func key(_ text: String) -> String { String(decoding: KeyNormalizer.key(text), as: UTF8.self) }
    #expect(key("7th Street") == key("7th St"))
    #expect(key("North Main Avenue") == key("N Main Ave"))
    #expect(key("Sunset Boulevard") == key("Sunset Blvd."))
    #expect(key("Ocean Road") == key("Ocean Rd"))
    #expect(key("Mikonkatu") == "mikonkatu")
    #expect(key("Mannerheimintie") == "mannerheimintie")
  }

  // MARK: - Edit distance

  @Test("Optimal string alignment counts a swap of neighbours as one edit")
  func editDistance() {
    func d(_ a: String, _ b: String, _ bound: Int = 3) -> Int? {
      EditDistance.osa(Array(a.utf8), Array(b.utf8), bound: bound)
    }
    #expect(d("biutng", "bitung") == 1)  // swap u,t
    #expect(d("sanmartin", "san martin") == 1)  // insert a space
    #expect(d("losa ngeles", "los angeles") == 1)  // swap "a" and " "
    #expect(d("kitten", "sitting") == 3)  // k→s, e→i, insert g (classic Levenshtein example)
    #expect(d("ca", "abc") == 3)  // OSA: no edit of a swapped pair again (true Damerau distance is 2)
    #expect(d("kitten", "sitting", 2) == nil)
    #expect(d("", "abc") == 3)
    #expect(d("santa monca", "santa monica") == 1)
  }

  @Test("Allowed edits: none below 4 letters, one from 4, two from 8")
  func allowedEdits() {
    #expect(EditDistance.allowedEdits(forLength: 3) == 0)
    #expect(EditDistance.allowedEdits(forLength: 4) == 1)
    #expect(EditDistance.allowedEdits(forLength: 7) == 1)
    #expect(EditDistance.allowedEdits(forLength: 8) == 2)
  }

  // MARK: - Addresses

  @Test("US-style and Nordic-style addresses, with the house numbers the data has")
  func addresses() {
    func parse(_ text: String) -> SearchText.StreetAddress? { SearchText(text).address }
    #expect(parse("1612 7th Street, Oakland, CA 94607") == .init(street: "7th Street", houseNumber: "1612"))
    #expect(parse("Mikonkatu 18, 00100 Helsinki") == .init(street: "Mikonkatu", houseNumber: "18"))
    #expect(parse("Fredrikinkatu 5 A") == .init(street: "Fredrikinkatu", houseNumber: "5 A"))
    #expect(parse("Annankatu 13A") == .init(street: "Annankatu", houseNumber: "13A"))
    #expect(parse("Aleksanterinkatu 6-10") == .init(street: "Aleksanterinkatu", houseNumber: "6-10"))
    #expect(parse("Bulevardi 11 B 9") == .init(street: "Bulevardi", houseNumber: "11 B 9"))
    #expect(parse("John Stenbergin ranta 4") == .init(street: "John Stenbergin ranta", houseNumber: "4"))
    #expect(parse("Helsinki") == nil)
    #expect(parse("7th Street") == nil)
    #expect(SearchText.houseNumberKey("13 A, 5. krs./Floor 5") == "13a")
    #expect(SearchText.houseNumberKey("11 B 9") == "11b9")
  }

  // MARK: - Coordinates

  @Test("Decimal degrees and degrees-minutes-seconds")
  func coordinates() throws {
    let decimal = try #require(CoordinateText.parse("60.1699, 24.9384"))
    #expect(decimal.latitude == 60.1699 && decimal.longitude == 24.9384)
    let hemispheres = try #require(CoordinateText.parse("33.9425 S 18.4241 W"))
    #expect(hemispheres.latitude == -33.9425 && hemispheres.longitude == -18.4241)
    // 60°10′12″ = 60 + 10/60 + 12/3600 = 60.17; 24°56′24″ = 24 + 56/60 + 24/3600 = 24.94.
    let dms = try #require(CoordinateText.parse("60°10′12″N 24°56′24″E"))
    #expect(abs(dms.latitude - 60.17) < 1e-12 && abs(dms.longitude - 24.94) < 1e-12)
    let swapped = try #require(CoordinateText.parse("24.94E, 60.17N"))
    #expect(swapped.latitude == 60.17 && swapped.longitude == 24.94)
    #expect(CoordinateText.parse("Mikonkatu 18, 00100 Helsinki") == nil)
    #expect(CoordinateText.parse("95.0, 10.0") == nil)
    #expect(CoordinateText.parse("90265") == nil)
  }

  // MARK: - Categories

  @Test("Every mapped OpenStreetMap category exists in the tree")
  func categoryMappingIsComplete() {
    for name in Set(OpenStreetMapCategories.tags.values).union(OpenStreetMapCategories.cuisines.values) {
      #expect(OfflineCategories.index(named: name) != nil, "\(name) is not a category")
    }
    #expect(OpenStreetMapCategories.category(key: "amenity", value: "cafe") == "Coffee Shop")
    #expect(OpenStreetMapCategories.category(key: "amenity", value: "fuel") == "Gas Station")
    #expect(OpenStreetMapCategories.category(key: "leisure", value: "park") == "Park")
    #expect(OpenStreetMapCategories.category(key: "tourism", value: "hotel") == "Hotel")
    #expect(OpenStreetMapCategories.category(key: "amenity", value: "restaurant", cuisine: "sushi") == "Sushi")
    #expect(OpenStreetMapCategories.category(key: "amenity", value: "fast_food") == "Fast Food")
  }

  @Test("Category names compare case-insensitively, plural allowed, and include their subtrees")
  func categoryLookup() throws {
    let coffee = try #require(OfflineCategories.index(named: "coffee shops"))
    let food = try #require(OfflineCategories.index(named: "FOOD"))
    let poi = try #require(OfflineCategories.index(named: "POI"))
    #expect(OfflineCategories.nodes[coffee].name == "Coffee Shop")
    #expect(OfflineCategories.isDescendant(coffee, of: food))
    #expect(OfflineCategories.isDescendant(food, of: poi))
    #expect(OfflineCategories.addressType(of: coffee) == "POI")
    #expect(OfflineCategories.index(named: "Gas station").map { OfflineCategories.nodes[$0].name } == "Gas Station")
    #expect(throws: OfflineLocatorError.unknownCategory("Spaceport")) { try OfflineCategories.filter(["Spaceport"]) }
  }
}
