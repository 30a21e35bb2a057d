import Foundation
public import MeridianCore
public import MeridianGeocoding

extension OfflineLocator: LocatorTransport {
  /// Describes the locator: its result fields, capabilities and the category tree.
  public func locatorInfo() async throws -> LocatorInfo {
    let present = Set(indexes.flatMap { Set($0.store.categories) })
    func has(_ root: String) -> Bool {
      guard let root = OfflineCategories.index(named: root) else { return false }
      return present.contains { OfflineCategories.isDescendant(Int($0), of: root) }
    }
    let numeric: Set<String> = [
      "Score", "Rank", "Distance", "X", "Y", "DisplayX", "DisplayY", "Xmin", "Xmax", "Ymin", "Ymax",
    ]
    return LocatorInfo(
      name: name,
      description:
        "Embedded offline locator (\(recordCount) records): places, addresses, postcodes and points of interest.",
      resultAttributes: ResultAttributes.allNames.map {
        LocatorAttribute(name: $0, type: numeric.contains($0) ? "esriFieldTypeDouble" : "esriFieldTypeString")
      },
      searchAttributes: ["Address", "Neighborhood", "City", "Subregion", "Region", "Postal", "CountryCode"].map {
        LocatorAttribute(name: $0)
      },
      supportsPOI: has("POI"), supportsAddresses: has("Address"), supportsSuggestions: true, spatialReference: .wgs84,
      categories: OfflineCategories.worldTree)
  }

  /// Finds candidates for a query, best first.
  ///
  /// The text may be at most ``OfflineLocator/maxSearchTextLength`` UTF-8 bytes; `maxResults` is
  /// clamped to ``OfflineLocator/maxResultsLimit``. A cancelled task stops within a few thousand
  /// steps of the engine's loops.
  ///
  /// - Throws: ``OfflineLocatorError/emptySearchText``, ``OfflineLocatorError/invalidLocation(_:)``,
  ///   ``OfflineLocatorError/invalidParameter(name:reason:)`` (a text past the length limit among
  ///   them), ``OfflineLocatorError/unknownCategory(_:)``, or `CancellationError`.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    try Task.checkCancellation()
    return try surfacingCancellation { () throws(OfflineLocatorError) in
      switch query {
      case .searchText(let text): return try geocode(text: text, parameters: parameters)
      case .searchValues(let values):
        let order = [
          "Address", "Address2", "Address3", "Neighborhood", "City", "Subregion", "Region", "Postal", "CountryCode",
        ]
        let text = order.compactMap { values[$0]?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
          .joined(separator: ", ")
        return try geocode(text: text, parameters: parameters)
      case .suggestion(let suggestion): return try geocode(suggestion: suggestion, parameters: parameters)
      }
    }
  }

  /// Suggests completions for partial text, best first.
  ///
  /// The text may be at most ``OfflineLocator/maxSearchTextLength`` UTF-8 bytes.
  ///
  /// - Throws: ``OfflineLocatorError/emptySearchText``, an invalid-parameter error, or `CancellationError`.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    try Task.checkCancellation()
    return try surfacingCancellation { () throws(OfflineLocatorError) in
      try suggestions(for: text, parameters: parameters)
    }
  }

  /// Finds the nearest records to a location within the search radius, nearest first.
  ///
  /// `maxResults` is clamped to ``OfflineLocator/maxReverseResults`` and `maxDistance` to
  /// ``OfflineLocator/maxReverseDistance``.
  ///
  /// - Throws: ``OfflineLocatorError/invalidLocation(_:)``, an invalid-parameter error, or `CancellationError`.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    try Task.checkCancellation()
    return try surfacingCancellation { () throws(OfflineLocatorError) in try reverse(location, parameters: parameters) }
  }
}
