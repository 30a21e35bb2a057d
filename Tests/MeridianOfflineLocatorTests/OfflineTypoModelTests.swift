import Foundation
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// The error model that orders typo matches of equal score, and the corrections of typos that touch
/// street-type and direction words. Expected values are worked out by hand next to each check.
@Suite("Offline typo model")
struct OfflineTypoModelTests {
  static func cost(_ typed: String, _ intended: String) -> Double {
    TypoModel.cost(typed: Array(typed.utf8), intended: Array(intended.utf8))
  }

  @Test("Neighbouring keys of a QWERTY keyboard, in a row and between staggered rows")
  func keyboard() {
    let n = { (a: Character, b: Character) in TypoModel.areNeighbours(a.asciiValue ?? 0, b.asciiValue ?? 0) }
    #expect(n("r", "t"))  // same row
    #expect(n("d", "r") && n("d", "e"))  // d sits below e and r
    #expect(n("a", "z") && n("m", "k") && n("m", "j"))  // z below a (and s); m below j and k
    #expect(!n("q", "s"))  // s is below w and e, not q
    #expect(!n("a", "p") && !n("a", "a") && !n("é", "e"))
  }

  @Test("A skipped key, a swap, a doubled or neighbouring key and a space cost nothing; other letters cost one")
  func costs() {
    #expect(Self.cost("cliton", "clinton") == 0)  // n skipped
    #expect(Self.cost("biutng", "bitung") == 0)  // t and u swapped
    #expect(Self.cost("helssinki", "helsinki") == 0)  // s typed twice
    #expect(Self.cost("helsinlki", "helsinki") == 0)  // l is next to k
    #expect(Self.cost("hel sinki", "helsinki") == 0)  // a space
    #expect(Self.cost("loudes", "loures") == 0)  // d for r: neighbouring keys
    #expect(Self.cost("takaashi", "takaishi") == 0)  // a for i: two vowels
    #expect(Self.cost("gunaur", "guntur") == TypoModel.unexplainedEditCost)  // a for t: neither
    #expect(Self.cost("sakrai", "sakai") == TypoModel.unexplainedEditCost)  // r between k and a: neither
    #expect(Self.cost("xlintpn", "clinton") == 0)  // x for c, p for o: both neighbours
    #expect(Self.cost("qlintzn", "clinton") == 2 * TypoModel.unexplainedEditCost)  // q for c, z for o
    #expect(Self.cost("clinton", "clinton") == 0)
  }

  @Test("Corrections of typos next to or inside street-type and direction words")
  func wordVariants() {
    func variants(_ text: String) -> [String: Double] {
      var result: [String: Double] = [:]
      for variant in WordTypoVariants.variants(of: TextFolding.fold(text)) {
        result[String(decoding: variant.key, as: UTF8.self)] = variant.typoCost
      }
      return result
    }
    #expect(variants("WestPalm Beach")["w palm beach"] == 0)  // a space inserted after "west"
    #expect(variants("BeaufortW est")["beaufort w"] == 0)  // the space moved back by one letter
    #expect(variants("Nor th Main")["n main"] == 0)  // the space removed
    #expect(variants("Kowloon est End")["kowloon w end"] == 0)  // "west" with its w skipped
    #expect(variants("Kowloon est End")["kowloon e end"] == 0)  // or "east" with its a skipped
    #expect(variants("7th Stret")["7th st"] == 0)  // "street" with an e skipped
    #expect(variants("Helsinki").isEmpty)  // no part of it is near such a word
  }

  /// Towns one edit from the queries below, in the shape of GeoNames records (populations invented).
  static let places = [
    OfflinePlace(
      name: "Gunnaur", category: "City", countryCode: "IND", latitude: 28.24, longitude: 78.43, rank: 100_000),
    OfflinePlace(name: "Guntur", category: "City", countryCode: "IND", latitude: 16.3, longitude: 80.45, rank: 500_000),
    OfflinePlace(name: "Kowloon West End", category: "City", countryCode: "HKG", latitude: 22.3, longitude: 114.2),
    OfflinePlace(name: "West Palm Beach", category: "City", countryCode: "USA", latitude: 26.7, longitude: -80.1),
  ]

  @Test("A skipped key ranks above a five times larger town that needs an unexplained letter")
  func ranking() async throws {
    let locator = try OfflineLocator(name: "Test", places: Self.places)
    let results = try await locator.geocode(.searchText("Gunaur"), parameters: GeocodeParameters())
    // Both are one edit (score 90); Guntur has 5× the people (log10 5 ≈ 0.7) but needs "a" for "t" (cost 1).
    #expect(results.map(\.label) == ["Gunnaur", "Guntur"])
    #expect(results.map(\.score) == [90, 90])
  }

  @Test("A typo inside or next to a direction word is one edit")
  func directionWords() async throws {
    let locator = try OfflineLocator(name: "Test", places: Self.places)
    for text in ["Kowloon est End", "KowloonWest End", "WestPalm Beach", "West PalmBeach", "WestP alm Beach"] {
      let first = try await locator.geocode(.searchText(text), parameters: GeocodeParameters()).first
      #expect(first?.score == 90, "\(text)")
      #expect(first?.label.hasPrefix(text.hasPrefix("Kowloon") ? "Kowloon West End" : "West Palm Beach") == true)
    }
  }
}
