public import MeridianCore

extension LocatorTask {
  /// Finds places and addresses matching single-line text, best first.
  ///
  /// - Parameters:
  ///   - searchText: An address, a place name or a category ("380 New York St, Redlands", "Coffee shop");
  ///     at most ``maxSearchTextBytes`` (2,048) UTF-8 bytes after trimming, with no control
  ///     character but tab, LF or CR.
  ///   - parameters: How many results (`maxResults` 1...1,000), which attributes, where to look and
  ///     in which spatial reference.
  /// - Returns: The results, ordered by score, at most `maxResults`, none below `minScore`.
  /// - Throws: ``GeocodingError/emptySearchText`` for empty or whitespace text,
  ///   ``GeocodingError/invalidParameter(name:reason:)`` naming `searchText` for text too long or
  ///   holding a control character, other
  ///   ``GeocodingError`` cases for bad parameters or a failed service, `CancellationError` when cancelled.
  public func geocode(
    forSearchText searchText: String, using parameters: GeocodeParameters = GeocodeParameters()
  ) async throws -> [GeocodeResult] {
    let query = GeocodeQuery.searchText(try Validation.searchText(searchText))
    return try await geocode(query, parameters: parameters)
  }

  /// Finds addresses matching multi-field address values, best first.
  ///
  /// - Parameters:
  ///   - searchValues: Values keyed by the locator's search attribute names (`Address`, `City`,
  ///     `Region`, `Postal`, ...). Blank values are left out.
  ///   - parameters: The geocode options.
  /// - Returns: The results, ordered by score.
  /// - Throws: ``GeocodingError/invalidParameter(name:reason:)`` when no value is given or a key is
  ///   blank, other ``GeocodingError`` cases as ``geocode(forSearchText:using:)``.
  public func geocode(
    forSearchValues searchValues: [String: String], using parameters: GeocodeParameters = GeocodeParameters()
  ) async throws -> [GeocodeResult] {
    let query = GeocodeQuery.searchValues(try Validation.searchValues(searchValues))
    return try await geocode(query, parameters: parameters)
  }

  /// Geocodes a suggestion returned by ``suggest(forSearchText:parameters:)``.
  ///
  /// - Parameters:
  ///   - suggestResult: The suggestion a person picked.
  ///   - parameters: The geocode options.
  /// - Returns: The results: one place, or many for a collection suggestion ("Coffee Shop").
  /// - Throws: ``GeocodingError/emptySearchText`` when the suggestion has no label, other
  ///   ``GeocodingError`` cases as ``geocode(forSearchText:using:)``.
  public func geocode(
    forSuggestResult suggestResult: SuggestResult, using parameters: GeocodeParameters = GeocodeParameters()
  ) async throws -> [GeocodeResult] {
    try Validation.suggestion(suggestResult)
    return try await geocode(.suggestion(suggestResult), parameters: parameters)
  }

  /// Suggests completions for partial text, best first.
  ///
  /// - Parameters:
  ///   - searchText: What the person has typed so far; bounded as in ``geocode(forSearchText:using:)``.
  ///   - parameters: Categories, the number of suggestions (1...15), a preferred location, an area.
  /// - Returns: At most `parameters.maxResults` suggestions.
  /// - Throws: ``GeocodingError/emptySearchText``, ``GeocodingError/invalidParameter(name:reason:)``
  ///   for `maxResults` outside 1...15, ``GeocodingError/invalidLocation(name:reason:)`` for bad
  ///   locations, service errors, `CancellationError` when cancelled.
  public func suggest(
    forSearchText searchText: String, parameters: SuggestParameters = SuggestParameters()
  ) async throws -> [SuggestResult] {
    let text = try Validation.searchText(searchText)
    let prepared = try Validation.prepare(parameters, into: transport.spatialReference)
    let transport = self.transport
    let results = try await call("suggest") { try await transport.suggest(text, parameters: prepared) }
    return Array(results.prefix(parameters.maxResults))
  }

  /// Finds what is at or near a location, nearest first.
  ///
  /// The location may be in any supported spatial reference (a Web Mercator map point works); it is
  /// projected into the transport's before it is checked.
  ///
  /// - Parameters:
  ///   - location: The location to look at.
  ///   - parameters: The number of results (1...100), the search radius (at most
  ///     ``maxReverseDistance`` metres), feature types, the output reference.
  /// - Returns: At most `parameters.maxResults` results; empty when nothing is near.
  /// - Throws: ``GeocodingError/invalidLocation(name:reason:)`` for NaN, infinite or out-of-range
  ///   coordinates, ``GeocodingError/invalidParameter(name:reason:)`` for bad parameters, service
  ///   errors, `CancellationError` when cancelled.
  public func reverseGeocode(
    forLocation location: Point, parameters: ReverseGeocodeParameters = ReverseGeocodeParameters()
  ) async throws -> [GeocodeResult] {
    let sr = transport.spatialReference
    try Validation.check(parameters)
    let projected = try Validation.location(location, field: "location", into: sr)
    let transport = self.transport
    let results = try await call("reverseGeocode") {
      try await transport.reverseGeocode(projected, parameters: parameters)
    }
    let output = try ResultProjection.project(
      results, into: parameters.outputSpatialReference ?? sr, transportReference: sr)
    return Array(output.prefix(parameters.maxResults))
  }

  /// Validates, calls the transport and finishes the results of one geocode.
  func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    let sr = transport.spatialReference
    let prepared = try Validation.prepare(parameters, into: sr)
    let transport = self.transport
    let results = try await call("geocode") { try await transport.geocode(query, parameters: prepared) }
    return try ResultProjection.finish(results, parameters: parameters, transportReference: sr)
  }
}
