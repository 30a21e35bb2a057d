public import MeridianCore

/// Where a ``SearchModel`` gets suggestions and results: a locator, or anything else that can search.
///
/// ``LocatorSearchSource`` searches a `LocatorTask`; ``SmartLocatorSearchSource`` also widens the
/// search when it finds too little. Conform your own type to search another service, or to control
/// answers in a test.
public protocol SearchSource: Sendable {
  /// The name shown with the source's results.
  var name: String { get }

  /// Suggests completions for partial text.
  ///
  /// - Parameters:
  ///   - query: The text typed so far (not empty).
  ///   - searchArea: An area to keep suggestions inside, if any.
  ///   - preferredSearchLocation: A location near which suggestions rank higher, if any.
  /// - Returns: The suggestions, best first.
  /// - Throws: The source's error when it cannot suggest.
  func suggest(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchSuggestion]

  /// Searches for text.
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchArea: An area to keep results inside, if any.
  ///   - preferredSearchLocation: A location near which results rank higher, if any.
  /// - Returns: The results, best first.
  /// - Throws: The source's error when it cannot search.
  func search(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchResult]

  /// Searches for a suggestion the source gave earlier.
  ///
  /// - Parameters:
  ///   - suggestion: The accepted suggestion.
  ///   - searchArea: An area to keep results inside, if any.
  ///   - preferredSearchLocation: A location near which results rank higher, if any.
  /// - Returns: The results, best first.
  /// - Throws: The source's error when it cannot search.
  func search(
    _ suggestion: SearchSuggestion, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  )
    async throws -> [SearchResult]

  /// Searches for text strictly inside an extent ("repeat search here").
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchExtent: The extent results must lie inside.
  /// - Returns: The results inside the extent, best first.
  /// - Throws: The source's error when it cannot search.
  func repeatSearch(_ query: String, searchExtent: Envelope) async throws -> [SearchResult]
}
