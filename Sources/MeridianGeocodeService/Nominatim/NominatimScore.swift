/// The 0...100 score of a Nominatim result, from its `importance` and `place_rank`.
///
/// See “The internal `NominatimScore`” in `docs/nominatim.md`.
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
