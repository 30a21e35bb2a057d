/// The 0...100 score of a Nominatim result, from its `importance` and `place_rank`.
///
/// Nominatim gives no match score: every result it returns matched the query's words, and it orders
/// them by its own accuracy. What it does give is `importance`, a prominence of 0...1 (from Wikipedia
/// links where the place has them, else 0.40001 − search rank / 75, so a country scores about 0.35, a
/// city 0.2, a street 0.05 and a point of interest 0.00001), and `place_rank`, 4 for a country to 30
/// for a house. Meridian's score is
///
///     score = 90 + 10 × prominence,   prominence = clamp(importance, 0...1)
///
/// with `importance` missing counted as 0.40001 − place_rank / 75 (the server's own fallback), and
/// each result capped at the score of the one before it, so the scores fall in the server's order:
/// 90 for a point of interest or a house found by name, about 92 for a city, 100 only for a place
/// whose importance is 1. A category search near a point (where importance is minus the distance)
/// scores 90 throughout, nearest first. Every reverse-geocode result scores 100, as the online
/// service's do; its `Distance` attribute says how far it is.
enum NominatimScore {
  /// The lowest score a found place gets.
  static let floor = 90.0

  /// The score of one place before the cap.
  static func score(importance: Double?, placeRank: Int?) -> Double {
    let prominence = importance ?? (0.40001 - Double(placeRank ?? 30) / 75)
    let clamped = min(max(prominence, 0), 1)
    return ((floor + (100 - floor) * clamped) * 100).rounded() / 100
  }

  /// The scores of places in the server's order, each capped at the one before it.
  static func scores(_ places: [NominatimPlace]) -> [Double] {
    var previous = 100.0
    return places.map { place in
      previous = min(previous, score(importance: place.importance, placeRank: place.placeRank))
      return previous
    }
  }
}
