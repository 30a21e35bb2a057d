import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianSampleData
import Testing

/// Alternate names of the world locator, written from `geonames-cities1000.csv` (read by the test
/// itself) by rule.
///
/// The rule: every 25th place of 15,000 people or more with alternate names; its first alternate
/// name written in ASCII letters, spaces and hyphens, of 4 letters or more, that is not the place's
/// own name as a person reads it. An alternate name that is also some place's primary name finds
/// that place first (a primary name scores 100, an alternate 98) and is counted apart. A hit is a
/// top result that is the most populous place with that alternate name, scored 98 (or 100 where the
/// locator's folding makes it the primary name, as "Borlaenge" is Borlänge with ä spelled out).
@Suite("Sample locator alternate-name quality")
struct QualityAlternateNameTests {
  @Test("Alternate names find their places")
  func alternateNames() async throws {
    let locator = try await SampleData.worldPlacesLocator()
    let rows = try Quality.cityRows()
    let primary = Set(try await Quality.worldPlaces.value.map { Quality.plain($0.name) })
    // The largest place of each alternate name, read from the file.
    var largest: [String: (name: String, population: Double)] = [:]
    for row in rows {
      for alternate in Set(row.alternateNames.map(Quality.plain)) where alternate != Quality.plain(row.name) {
        if row.population > largest[alternate]?.population ?? -1 { largest[alternate] = (row.name, row.population) }
      }
    }
    let towns = rows.filter { $0.population >= 15_000 && !$0.alternateNames.isEmpty }
    var hits = 0
    var total = 0
    var primaryNames = 0
    for row in stride(from: 0, to: towns.count, by: 25).map({ towns[$0] }) {
      let own = Quality.plain(row.name)
      guard
        let alternate = row.alternateNames.first(where: {
          $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == " " || $0 == "-") } && Quality.plain($0).count >= 4
            && Quality.plain($0) != own
        }),
        let expected = largest[Quality.plain(alternate)]
      else { continue }
      if primary.contains(Quality.plain(alternate)) {
        primaryNames += 1
        continue
      }
      total += 1
      let first = try await Quality.top(locator, alternate)
      if first?.attributes["PlaceName"] as? String == expected.name,
        first?.attributes["Rank"] as? Double == expected.population, (first?.score ?? 0) >= 98
      {
        hits += 1
      } else if Quality.debug {
        print("MISS alternate", row.name, alternate, expected, first.map { "\($0.label) \($0.score)" } ?? "-")
      }
    }
    print("quality.alternate_names: \(primaryNames) queries that are also primary names counted apart")
    #expect(Quality.rate("alternate_names", hits, total) >= 0.95)
  }
}
