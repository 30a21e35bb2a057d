import Foundation
import MeridianCore
import MeridianGeocoding

@testable import MeridianOfflineLocator

/// Checks shared by the offline targets: a query answers with typed errors or well-formed results.
enum LocatorChecks {
  /// Geocodes text and checks the results: best first, scores in range, coordinates finite, at most
  /// the number asked for.
  ///
  /// - Returns: The results, or `nil` when the locator threw (a typed error).
  @discardableResult
  static func geocode(_ locator: OfflineLocator, _ text: String, maxResults: Int? = nil) -> [GeocodeResult]? {
    var parameters = GeocodeParameters()
    parameters.maxResults = maxResults
    guard let results = try? locator.geocode(text: text, parameters: parameters) else { return nil }
    let limit = maxResults ?? OfflineLocator.defaultMaxResults
    expect(results.count <= limit, "geocode returned \(results.count) results, more than \(limit)")
    ResultChecks.checkSorted(results, "geocode(\(text.debugDescription.prefix(80)))")
    return results
  }

  /// Suggests for text and checks the count and that every suggestion geocodes without trapping.
  static func suggest(_ locator: OfflineLocator, _ text: String, maxResults: Int = 5) {
    var parameters = SuggestParameters()
    parameters.maxResults = maxResults
    guard let suggestions = try? locator.suggestions(for: text, parameters: parameters) else { return }
    expect(suggestions.count <= maxResults, "suggest returned \(suggestions.count), more than \(maxResults)")
    for suggestion in suggestions.prefix(2) {
      guard let results = try? locator.geocode(suggestion: suggestion, parameters: GeocodeParameters()) else {
        continue
      }
      ResultChecks.checkSorted(results, "geocode(suggestion: \(suggestion.label.debugDescription.prefix(80)))")
    }
  }

  /// A Boolean value indicating whether a record's name is a plain name query: some ASCII letter or
  /// digit, no comma, not a coordinate and not a category name (those search differently).
  static func isPlainName(_ name: String) -> Bool {
    guard
      name.unicodeScalars.contains(where: { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    else { return false }
    guard !name.contains(","), CoordinateText.parse(OfflineLocator.trimmed(name)) == nil else { return false }
    return OfflineCategories.index(named: OfflineLocator.trimmed(name)) == nil
  }

  /// Checks that a locator answers for records it holds: the first few plain names geocode to at least
  /// one result, and reverse geocoding at a record's location finds a record.
  static func answersLoadedNames(_ locator: OfflineLocator, _ context: String) {
    for id in 0..<min(locator.recordCount, 3) {
      guard let place = locator.place(at: id) else {
        violation("\(context): place(at: \(id)) is nil for a locator of \(locator.recordCount) records")
      }
      if isPlainName(place.name), let results = geocode(locator, place.name) {
        guard
          finding(
            "loaded-name-not-found", !results.isEmpty,
            "\(context): record \(id) named \(place.name.debugDescription) is not found by its name")
        else { return }
      }
      // Reverse geocoding searches every class but "other" (countries and coordinate systems).
      let reverseClass = OfflineCategories.index(named: place.category).map { Int(ReverseClass.ofNode[$0]) }
      if place.latitude.isFinite, place.longitude.isFinite, reverseClass != ReverseClass.other {
        let nearest = try? locator.nearestRecord(
          latitude: place.latitude, longitude: place.longitude,
          featureTypes: ["POI", "PointAddress", "Locality", "Postal"])
        guard
          finding(
            "loaded-place-not-near", nearest != nil,
            "\(context): no record near record \(id) at \(place.latitude), \(place.longitude)")
        else { return }
      }
    }
  }
}
