import Foundation
public import MeridianCore
public import MeridianGeocoding

/// The locator as a `LocatorTransport`: what `LocatorTask` calls.
///
/// Every error leaves through ``transported(_:)``, the one place where the engine's
/// ``OfflineLocatorError`` becomes the `GeocodingError` that `LocatorTask` documents, so a caller of
/// `LocatorTask` handles one error type whatever its transport. The engine's own synchronous API
/// (building from records, loading and writing an index) keeps throwing `OfflineLocatorError`.
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
  /// - Throws: `GeocodingError/emptySearchText`, `GeocodingError/invalidLocation(name:reason:)`,
  ///   `GeocodingError/invalidParameter(name:reason:)` (a text past the length limit and an
  ///   unknown category among them), or `CancellationError`.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    try Task.checkCancellation()
    return try transported { () throws(OfflineLocatorError) in
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
  /// - Throws: `GeocodingError/emptySearchText`, `GeocodingError/invalidParameter(name:reason:)`,
  ///   or `CancellationError`.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    try Task.checkCancellation()
    return try transported { () throws(OfflineLocatorError) in
      try suggestions(for: text, parameters: parameters)
    }
  }

  /// Finds the nearest records to a location within the search radius, nearest first.
  ///
  /// `maxResults` is clamped to ``OfflineLocator/maxReverseResults`` and `maxDistance` to
  /// ``OfflineLocator/maxReverseDistance``.
  ///
  /// - Throws: `GeocodingError/invalidLocation(name:reason:)`,
  ///   `GeocodingError/invalidParameter(name:reason:)`, or `CancellationError`.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    try Task.checkCancellation()
    return try transported { () throws(OfflineLocatorError) in try reverse(location, parameters: parameters) }
  }
}

/// Runs synchronous engine work for the transport API: `CancellationError` when the task was
/// cancelled, else the work's error as a `GeocodingError`.
private func transported<T>(_ work: () throws(OfflineLocatorError) -> T) throws -> T {
  do {
    return try work()
  } catch {
    throw error.geocodingError ?? CancellationError()
  }
}

extension OfflineLocatorError {
  /// The error as `LocatorTask` documents it: the `GeocodingError` case of the same meaning,
  /// carrying every value of this one (nothing is lost, so no underlying error is kept).
  ///
  /// - Bad input maps to `GeocodingError/emptySearchText`,
  ///   `GeocodingError/invalidLocation(name:reason:)` and
  ///   `GeocodingError/invalidParameter(name:reason:)` (an unknown category names `categories`;
  ///   an invalid record names `records[i].field`).
  /// - Data errors (unreadable, unwritable, malformed, empty, foreign, unsupported or corrupt files) map to
  ///   `GeocodingError/dataFile(path:line:message:)` with the file, the line when known and the reason.
  /// - ``cancelled`` maps to `nil`: the transport throws `CancellationError` for it.
  var geocodingError: GeocodingError? {
    switch self {
    case .unreadableFile(let file, let reason): .dataFile(path: file, line: nil, message: "cannot be read: \(reason)")
    case .unwritableFile(let file, let reason):
      .dataFile(path: file, line: nil, message: "cannot be written: \(reason)")
    case .missingColumn(let file, let column):
      .dataFile(path: file, line: nil, message: "the required column '\(column)' is missing")
    case .malformedRow(let file, let line, let field, let reason):
      .dataFile(path: file, line: line, message: "field '\(field)' \(reason)")
    case .noRecords(let file): .dataFile(path: file, line: nil, message: "it holds no records")
    case .foreignIndex(let file):
      .dataFile(path: file, line: nil, message: "it is not an offline locator index (bad magic bytes)")
    case .unsupportedIndexVersion(let file, let version, let supported):
      .dataFile(
        path: file, line: nil, message: "index format version \(version); this build reads version \(supported)")
    case .corruptIndex(let file, let reason): .dataFile(path: file, line: nil, message: "corrupt index: \(reason)")
    case .invalidRecord(let index, let field, let reason):
      .invalidParameter(name: "records[\(index)].\(field)", reason: reason)
    case .unknownCategory(let name):
      .invalidParameter(
        name: "categories", reason: "unknown category '\(name)'" + OfflineCategories.suggestionHint(for: name))
    case .emptySearchText: .emptySearchText
    case .invalidLocation(let name, let reason): .invalidLocation(name: name, reason: reason)
    case .invalidParameter(let name, let reason): .invalidParameter(name: name, reason: reason)
    case .cancelled: nil
    }
  }
}
