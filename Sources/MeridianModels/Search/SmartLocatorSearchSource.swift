public import MeridianCore
public import MeridianGeocoding

/// A locator search source that widens the search when a constrained search finds too little.
///
/// When a search or suggest with a search area or a preferred location returns no more than its
/// threshold, the source asks again without the search area (still preferring the location), then
/// without the location as well, and appends the new answers (no duplicates) up to the maximum. A
/// repeat search ("search here") is never widened: it stays strictly inside its extent.
public struct SmartLocatorSearchSource: SearchSource {
  /// The source asked first.
  public var base: LocatorSearchSource
  /// A search returning this many results or fewer is widened. The default is 1.
  public var repeatSearchResultThreshold: Int
  /// A suggest returning this many suggestions or fewer is widened. The default is 6.
  public var repeatSuggestResultThreshold: Int

  /// Creates a smart source over a locator.
  ///
  /// - Parameters:
  ///   - name: The name shown with results. The default is "Smart Locator".
  ///   - locator: The locator to search.
  ///   - maximumResults: The most results a search returns; `nil` for the locator's own default.
  ///   - maximumSuggestions: The most suggestions returned.
  ///   - repeatSearchResultThreshold: Widen a search that returns no more than this.
  ///   - repeatSuggestResultThreshold: Widen a suggest that returns no more than this.
  public init(
    name: String = "Smart Locator", locator: LocatorTask, maximumResults: Int? = 6, maximumSuggestions: Int = 6,
    repeatSearchResultThreshold: Int = 1, repeatSuggestResultThreshold: Int = 6
  ) {
    base = LocatorSearchSource(
      name: name, locator: locator, maximumResults: maximumResults, maximumSuggestions: maximumSuggestions)
    self.repeatSearchResultThreshold = repeatSearchResultThreshold
    self.repeatSuggestResultThreshold = repeatSuggestResultThreshold
  }

  /// The name shown with results: the base source's.
  public var name: String { base.name }

  /// Suggests as the base source does, widening while no more than ``repeatSuggestResultThreshold``
  /// suggestions came: without the search area, then without the location too.
  ///
  /// - Parameters:
  ///   - query: The text typed so far (not empty).
  ///   - searchArea: An area to keep suggestions inside at first, if any.
  ///   - preferredSearchLocation: A location near which suggestions rank higher at first, if any.
  /// - Returns: The suggestions, first asked first, without repeats, at most the base's maximum.
  /// - Throws: The locator's error.
  public func suggest(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchSuggestion]
  {
    try await widened(
      limit: base.maximumSuggestions, threshold: repeatSuggestResultThreshold, searchArea: searchArea,
      preferredSearchLocation: preferredSearchLocation
    ) { area, location in
      try await base.suggest(query, searchArea: area, preferredSearchLocation: location)
    }
  }

  /// Searches as the base source does, widening while no more than ``repeatSearchResultThreshold``
  /// results came: without the search area, then without the location too.
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchArea: An area to keep results inside at first, if any.
  ///   - preferredSearchLocation: A location near which results rank higher at first, if any.
  /// - Returns: The results, first asked first, without repeats, at most the base's maximum.
  /// - Throws: The locator's error.
  public func search(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchResult]
  {
    try await widened(
      limit: base.maximumResults ?? .max, threshold: repeatSearchResultThreshold, searchArea: searchArea,
      preferredSearchLocation: preferredSearchLocation
    ) { area, location in
      try await base.search(query, searchArea: area, preferredSearchLocation: location)
    }
  }

  /// Searches a suggestion as the base source does, widening as the text search does: while no more
  /// than ``repeatSearchResultThreshold`` results came.
  ///
  /// - Parameters:
  ///   - suggestion: The accepted suggestion.
  ///   - searchArea: An area to keep results inside at first, if any.
  ///   - preferredSearchLocation: A location near which results rank higher at first, if any.
  /// - Returns: The results, first asked first, without repeats, at most the base's maximum.
  /// - Throws: The locator's error.
  public func search(
    _ suggestion: SearchSuggestion, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  )
    async throws -> [SearchResult]
  {
    try await widened(
      limit: base.maximumResults ?? .max, threshold: repeatSearchResultThreshold, searchArea: searchArea,
      preferredSearchLocation: preferredSearchLocation
    ) { area, location in
      try await base.search(suggestion, searchArea: area, preferredSearchLocation: location)
    }
  }

  /// Searches strictly inside an extent, as the base source does; a repeat search is never widened.
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchExtent: The extent results must lie inside.
  /// - Returns: The results inside the extent, best first.
  /// - Throws: The locator's error.
  public func repeatSearch(_ query: String, searchExtent: Envelope) async throws -> [SearchResult] {
    try await base.repeatSearch(query, searchExtent: searchExtent)
  }

  /// Asks with the constraints, then (while it has no more than `threshold`) without the area, then
  /// without the location, appending answers not seen yet.
  private func widened<Answer: Equatable>(
    limit: Int, threshold: Int, searchArea: (any Geometry)?, preferredSearchLocation: Point?,
    ask: (_ area: (any Geometry)?, _ location: Point?) async throws -> [Answer]
  ) async throws -> [Answer] {
    var answers = try await ask(searchArea, preferredSearchLocation)
    var steps: [(area: (any Geometry)?, location: Point?)] = []
    if searchArea != nil { steps.append((nil, preferredSearchLocation)) }
    if preferredSearchLocation != nil { steps.append((nil, nil)) }
    for step in steps where answers.count <= threshold {
      try Task.checkCancellation()
      for answer in try await ask(step.area, step.location) where !answers.contains(answer) {
        answers.append(answer)
      }
    }
    return Array(answers.prefix(limit))
  }
}
