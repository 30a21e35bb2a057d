import Foundation

/// When and in what order a place is labelled: OpenStreetMap Carto's thresholds (`placenames.mss`:
/// its capital names, its "high" and "medium importance" cities, its towns and villages), with Carto's
/// score (the population, or 100,000 for a city and 1,000 for a town without one).
enum PlaceRank {
  /// The zoom from which a place is labelled.
  ///
  /// Capitals: zoom 4 with over 600,000 people, else 5. Cities: 4 from 3,000,000, 5 from 400,000,
  /// 6 from 70,000, else 7. Towns: 9. Villages: 12.
  static func minimumZoom(_ kind: PopulatedPlace.Kind, isCapital: Bool, population: Int?) -> Double {
    if isCapital { return (population ?? 0) > 600_000 ? 4 : 5 }
    switch kind {
    case .city:
      let score = population ?? 100_000
      if score >= 3_000_000 { return 4 }
      if score >= 400_000 { return 5 }
      return score >= 70_000 ? 6 : 7
    case .town: return 9
    case .village: return 12
    }
  }

  /// How early a place is placed among labels of one priority: higher first. Three steps per doubling
  /// of Carto's score (10,000 people: 39; 1,000,000: 59), capitals 20 more, at most 99.
  static func importance(_ kind: PopulatedPlace.Kind, isCapital: Bool, population: Int?) -> Int16 {
    let fallback: Int
    switch kind {
    case .city: fallback = 100_000
    case .town: fallback = 1_000
    case .village: fallback = 1
    }
    let score = Double(Swift.max(1, population ?? fallback))
    let value = Int((3 * log2(score)).rounded(.down)) + (isCapital ? 20 : 0)
    return Int16(Swift.min(99, Swift.max(0, value)))
  }

  /// When a city or town of the extract is labelled, as OpenStreetMap Carto's `placenames.mss` says
  /// (by its `population` and `capital=yes|2`, as a world place is: towns from zoom 9, cities from 4
  /// to 7), and its importance; `nil` for other places, labelled from the style's place zoom.
  static func extractPlace(_ known: KnownTags, strings: [String]) -> (zoom: Double, importance: Int16)? {
    let kind: PopulatedPlace.Kind
    switch known.text(.place, in: strings) {
    case "city": kind = .city
    case "town": kind = .town
    default: return nil
    }
    let population = known.text(.population, in: strings).flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    let capital = known.text(.capital, in: strings)
    let isCapital = capital == "yes" || capital == "2"
    return (
      PlaceRank.minimumZoom(kind, isCapital: isCapital, population: population),
      PlaceRank.importance(kind, isCapital: isCapital, population: population)
    )
  }
}
