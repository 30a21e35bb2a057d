import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianSampleData
import Testing

/// Typo tolerance of the world locator on queries written from the data by rule, one group per
/// kind of typo; the goal of the offline-locator issue (95 % with one typo) is asserted for each.
///
/// The towns: every 40th place of 15,000 people or more whose name has 7 letters or more (shorter
/// names with a typo are mostly other real names). The typos, made at the middle of the name (the
/// lower-case ASCII letter nearest it for substitutions and insertions):
/// - `one_typo`: a letter dropped; `two_typos`: two letters dropped from names of 10 letters or more;
/// - `typo_transposition`: two neighbouring letters swapped;
/// - `typo_substitution_keyboard` / `_unrelated`: a letter replaced by the key to its right on a
///   QWERTY keyboard (to its left at a row's end) / by the letter 13 places further (ROT13);
/// - `typo_insertion_keyboard` / `_doubled` / `_unrelated`: that key, the letter itself, or the
///   ROT13 letter inserted after it;
/// - `typo_space_removed` / `_moved`: for every 5th town of 15,000 people or more with a space in
///   its name, the first space removed, or moved one letter to the right ("LosA ngeles").
///
/// A query that is itself another place's exact name (score 98 or more) cannot be found and is
/// counted apart. A hit is a top result with the town's name (any place of that name: ties between
/// equal names go by population).
@Suite("Sample locator typo quality", .serialized)
struct QualityTypoTests {
  /// The figures of one kind of typo.
  struct Tally {
    var hits = 0
    var total = 0
    var ambiguous = 0

    /// Reports the accuracy with and without the queries that are other places' exact names.
    func report(_ name: String) -> Double {
      if ambiguous > 0 { _ = Quality.rate("\(name)_including_real_names", hits, total + ambiguous) }
      return Quality.rate(name, hits, total)
    }
  }

  static func towns() async throws -> [OfflinePlace] {
    let towns = try await Quality.worldPlaces.value.filter {
      $0.category == "City" && $0.rank >= 15_000 && $0.name.count >= 7
    }
    return stride(from: 0, to: towns.count, by: 40).map { towns[$0] }
  }

  /// Runs one kind of typo over places and tallies the hits.
  static func tally(
    _ locator: OfflineLocator, _ places: [OfflinePlace], kind: String, typo: (String) -> String?
  ) async throws -> Tally {
    var tally = Tally()
    for place in places {
      guard let query = typo(place.name), query != place.name else { continue }
      let first = try await Quality.top(locator, query)
      if (first?.attributes["PlaceName"] as? String).map(Quality.plain) == Quality.plain(place.name) {
        tally.hits += 1
        tally.total += 1
      } else if (first?.score ?? 0) >= 98 {
        tally.ambiguous += 1
      } else {
        tally.total += 1
        if Quality.debug {
          print("MISS \(kind)", place.name, query, first.map { "\($0.label) \($0.score)" } ?? "-")
        }
      }
    }
    return tally
  }

  @Test("One typo: a letter dropped, and two letters dropped")
  func droppedLetters() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let towns = try await Self.towns()
    let one = try await Self.tally(locator, towns, kind: "one_typo") { Quality.dropMiddle($0, 1) }
    #expect(one.report("one_typo") >= 0.95)
    let long = towns.filter { $0.name.count >= 10 }
    let two = try await Self.tally(locator, long, kind: "two_typos") { Quality.dropMiddle($0, 2) }
    _ = two.report("two_typos")
  }

  @Test("One typo of each other kind: swapped neighbours, substituted and inserted letters")
  func otherKinds() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let towns = try await Self.towns()
    let kinds: [(String, (String) -> String?)] = [
      ("typo_transposition", Quality.swapMiddle),
      ("typo_substitution_keyboard", { Quality.substituteMiddle($0, Quality.keyboardNeighbour) }),
      ("typo_substitution_unrelated", { Quality.substituteMiddle($0, Quality.unrelatedLetter) }),
      ("typo_insertion_keyboard", { Quality.insertMiddle($0, Quality.keyboardNeighbour) }),
      ("typo_insertion_doubled", { Quality.insertMiddle($0, { $0 }) }),
      ("typo_insertion_unrelated", { Quality.insertMiddle($0, Quality.unrelatedLetter) }),
    ]
    for (name, typo) in kinds {
      let tally = try await Self.tally(locator, towns, kind: name, typo: typo)
      #expect(tally.report(name) >= 0.95, "\(name)")
    }
  }

  @Test("A space removed or moved by one letter")
  func spaces() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let named = try await Quality.worldPlaces.value.filter {
      $0.category == "City" && $0.rank >= 15_000 && $0.name.contains(" ")
    }
    let sample = stride(from: 0, to: named.count, by: 5).map { named[$0] }
    let removed = try await Self.tally(locator, sample, kind: "space_removed", typo: Quality.removeSpace)
    #expect(removed.report("typo_space_removed") >= 0.95)
    let moved = try await Self.tally(locator, sample, kind: "space_moved", typo: Quality.moveSpace)
    #expect(moved.report("typo_space_moved") >= 0.95)
  }

  @Test(
    "The issue's examples find their places",
    arguments: [
      // geonames-cities1000.csv: "SanMartin" is, folded, exactly the name of five Romanian villages
      // (Sânmartin 667005, 667007, 667008, Sânmărtin 667004, 667006; the largest, Sânmartin in
      // Harghita, has 4,272 people), so the first result is an exact match (see `sanMartin()`).
      ("SanMartin", "Sânmartin", "Harghita", 100),
      // 5368361 Los Angeles, California (3,820,914 people), one moved space away.
      ("LosA ngeles", "Los Angeles", "California", 90),
      // 1648637 Bitung, North Sulawesi, one swap of neighbours away (there is no "Beitong" in the data).
      ("Biutng", "Bitung", "North Sulawesi", 90),
    ])
  func issueExamples(_ query: String, _ name: String, _ region: String, _ score: Double) async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let first = try #require(try await Quality.top(locator, query))
    #expect(first.attributes["PlaceName"] as? String == name)
    #expect(first.attributes["Region"] as? String == region)
    #expect(first.score == score)
  }

  /// geonames-cities1000.csv: five villages are, folded, exactly "sanmartin" (Sânmartin 667008 in
  /// Harghita, 4,272 people; 667005 Bihor, 3,856; 667007 Arad, 1,767; Sânmărtin 667006, 1,721, and
  /// 667004 Cluj, 296). Fourteen places are named San Martín or San Martin, one edit (the space)
  /// away; the largest is 12157008 San Martin, Peru (130,000 people, 5.18591° S 80.66927° W), then
  /// 3836992 San Martín, Mendoza (82,549). The exact matches score 100 and come first; the typo
  /// matches follow at 90, largest first.
  @Test("\"SanMartin\" finds the Sânmartins exactly, then the San Martíns one edit away")
  func sanMartin() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    var parameters = GeocodeParameters()
    parameters.resultAttributeNames = ["*"]
    let results = try await locator.geocode(.searchText("SanMartin"), parameters: parameters)
    try #require(results.count >= 7)
    let exact = results.prefix(5)
    #expect(exact.allSatisfy { $0.score == 100 })
    #expect(Set(exact.map { $0.attributes["PlaceName"] as? String }) == ["Sânmartin", "Sânmărtin"])
    #expect(results[0].attributes["Region"] as? String == "Harghita")
    #expect(results[5].score == 90)
    #expect(results[5].attributes["PlaceName"] as? String == "San Martin")
    let peru = try #require(results[5].displayLocation)
    #expect(abs(peru.y - -5.18591) < 1e-5)
    #expect(abs(peru.x - -80.66927) < 1e-5)
    #expect(results[6].score == 90)
    #expect(results[6].attributes["PlaceName"] as? String == "San Martín")
    #expect(results[6].attributes["Region"] as? String == "Mendoza")
  }
}
