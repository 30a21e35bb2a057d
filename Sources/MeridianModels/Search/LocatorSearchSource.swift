public import MeridianCore
public import MeridianGeocoding

/// A search source over a `LocatorTask`: suggestions, text and suggestion searches, and searches
/// strictly inside an extent.
///
/// ```swift
/// let source = LocatorSearchSource(locator: LocatorTask(transport: try await SampleData.helsinkiLocator()))
/// let model = SearchModel(source: source, mapView: mapView)
/// ```
public struct LocatorSearchSource: SearchSource {
  /// The name shown with results. The default is "Locator".
  public var name: String
  /// The locator searched.
  public let locator: LocatorTask
  /// The most results a search returns; `nil` leaves the count to the locator's own default. The
  /// default is 6.
  public var maximumResults: Int?
  /// The most suggestions returned. The default is 6.
  public var maximumSuggestions: Int
  /// The parameters each geocode starts from (all attributes by default); the source sets the area,
  /// the location and the result count.
  public var geocodeParameters: GeocodeParameters
  /// The parameters each suggest starts from; the source sets the area, the location and the count.
  public var suggestParameters: SuggestParameters

  /// Creates a source over a locator.
  ///
  /// - Parameters:
  ///   - name: The name shown with results.
  ///   - locator: The locator to search.
  ///   - maximumResults: The most results a search returns; `nil` for the locator's own default.
  ///   - maximumSuggestions: The most suggestions returned (the locator accepts 1...15).
  public init(name: String = "Locator", locator: LocatorTask, maximumResults: Int? = 6, maximumSuggestions: Int = 6) {
    self.name = name
    self.locator = locator
    self.maximumResults = maximumResults
    self.maximumSuggestions = maximumSuggestions
    var geocodeParameters = GeocodeParameters()
    geocodeParameters.resultAttributeNames = ["*"]
    self.geocodeParameters = geocodeParameters
    self.suggestParameters = SuggestParameters()
  }

  /// Asks the locator for suggestions, at most ``maximumSuggestions``, starting from
  /// ``suggestParameters``.
  ///
  /// - Parameters:
  ///   - query: The text typed so far (not empty).
  ///   - searchArea: An area to keep suggestions inside, if any.
  ///   - preferredSearchLocation: A location near which suggestions rank higher, if any.
  /// - Returns: The locator's suggestions, best first, named with ``name``.
  /// - Throws: The locator's error.
  public func suggest(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchSuggestion]
  {
    var parameters = suggestParameters
    parameters.maxResults = maximumSuggestions
    parameters.searchArea = searchArea
    parameters.preferredSearchLocation = preferredSearchLocation
    return try await locator.suggest(forSearchText: query, parameters: parameters).map {
      SearchSuggestion($0, sourceName: name)
    }
  }

  /// Geocodes text, at most ``maximumResults`` (when set), starting from ``geocodeParameters``.
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchArea: An area to keep results inside, if any.
  ///   - preferredSearchLocation: A location near which results rank higher, if any.
  /// - Returns: The results, best first, named with ``name``.
  /// - Throws: The locator's error.
  public func search(
    _ query: String, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  ) async throws
    -> [SearchResult]
  {
    let parameters = geocodeParameters(searchArea: searchArea, preferredSearchLocation: preferredSearchLocation)
    return try await locator.geocode(forSearchText: query, using: parameters).map { SearchResult($0, sourceName: name) }
  }

  /// Geocodes a suggestion: the locator's own suggestion when it has one, else its text.
  ///
  /// - Parameters:
  ///   - suggestion: The accepted suggestion.
  ///   - searchArea: An area to keep results inside, if any.
  ///   - preferredSearchLocation: A location near which results rank higher, if any.
  /// - Returns: The results, best first, named with ``name``.
  /// - Throws: The locator's error.
  public func search(
    _ suggestion: SearchSuggestion, searchArea: (any Geometry)?, preferredSearchLocation: Point?
  )
    async throws -> [SearchResult]
  {
    let parameters = geocodeParameters(searchArea: searchArea, preferredSearchLocation: preferredSearchLocation)
    let results: [GeocodeResult]
    if let suggestResult = suggestion.suggestResult {
      results = try await locator.geocode(forSuggestResult: suggestResult, using: parameters)
    } else {
      results = try await locator.geocode(forSearchText: suggestion.displayTitle, using: parameters)
    }
    return results.map { SearchResult($0, sourceName: name) }
  }

  /// Geocodes text inside an extent and keeps only the results strictly inside it (not on its edge).
  ///
  /// The results come back in the extent's spatial reference.
  ///
  /// - Parameters:
  ///   - query: The text to search for (not empty).
  ///   - searchExtent: The extent results must lie inside.
  /// - Returns: The results inside the extent, best first.
  /// - Throws: The locator's error.
  public func repeatSearch(_ query: String, searchExtent: Envelope) async throws -> [SearchResult] {
    var parameters = geocodeParameters(searchArea: searchExtent, preferredSearchLocation: nil)
    parameters.outputSpatialReference = searchExtent.spatialReference ?? parameters.outputSpatialReference
    return try await locator.geocode(forSearchText: query, using: parameters)
      .filter { result in result.displayLocation.map { Self.isStrictlyInside($0, searchExtent) } ?? false }
      .map { SearchResult($0, sourceName: name) }
  }

  private func geocodeParameters(searchArea: (any Geometry)?, preferredSearchLocation: Point?) -> GeocodeParameters {
    var parameters = geocodeParameters
    parameters.maxResults = maximumResults
    parameters.searchArea = searchArea
    parameters.preferredSearchLocation = preferredSearchLocation
    return parameters
  }

  /// A Boolean value indicating whether a point lies inside an extent, not on its edge.
  static func isStrictlyInside(_ point: Point, _ extent: Envelope) -> Bool {
    point.x > extent.xMin && point.x < extent.xMax && point.y > extent.yMin && point.y < extent.yMax
  }
}
