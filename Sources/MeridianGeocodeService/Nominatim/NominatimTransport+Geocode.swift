import Foundation
import InternalMeridianUtilities
public import MeridianCore
public import MeridianGeocoding

extension NominatimTransport {
  /// Finds candidates for a query.
  ///
  /// See “`NominatimTransport.geocode(_:parameters:)`” in `docs/nominatim.md`.
  ///
  /// - Parameters:
  ///   - query: The validated query.
  ///   - parameters: The options, their locations in WGS84.
  /// - Returns: The candidates, best first, in WGS84.
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` for an unknown category, a country
  ///   code that is not two letters or a field structured search lacks; the HTTP and decoding errors
  ///   of the request; `CancellationError` when cancelled.
  public func geocode(_ query: GeocodeQuery, parameters: GeocodeParameters) async throws -> [GeocodeResult] {
    try Self.checkCountryCode(parameters.countryCode)
    let wanted = try NominatimCategories.nodes(named: parameters.categories)
    let limit = min(max(parameters.maxResults ?? NominatimEncoder.defaultLimit, 1), NominatimEncoder.maxLimit)
    let origin = parameters.preferredSearchLocation
    let places: [NominatimPlace]
    switch query {
    case .searchText(let text):
      let anchor = origin ?? parameters.searchArea?.extent.center
      if let node = NominatimCategories.names.index(named: text), let anchor {
        places = try await categorySearch(
          wanted.isEmpty ? [node] : wanted, anchor: anchor, parameters: parameters, limit: limit)
      } else {
        let endpoint = NominatimEncoder.search(text: text, parameters: parameters, limit: limit, email: email)
        places = try NominatimDecoder.places(from: try await json(for: endpoint))
      }
    case .searchValues(let fields):
      let endpoint = try NominatimEncoder.search(fields: fields, parameters: parameters, limit: limit, email: email)
      places = try NominatimDecoder.places(from: try await json(for: endpoint))
    case .suggestion(let suggestion):
      guard let key = suggestion.magicKey, Self.isLookupID(key) else {
        return try await geocode(.searchText(suggestion.label), parameters: parameters)
      }
      let endpoint = NominatimEncoder.lookup([key], language: parameters.outputLanguageCode, email: email)
      places = try NominatimDecoder.places(from: try await json(for: endpoint))
    }
    let kept =
      wanted.isEmpty ? places : places.filter { NominatimCategories.matches(NominatimCategories.node(of: $0), wanted) }
    return NominatimDecoder.results(
      Array(kept.prefix(limit)), attributeNames: parameters.resultAttributeNames, origin: origin)
  }

  /// Suggests places for partial text: a `/search` with the suggestion limit (Nominatim has no
  /// autocomplete endpoint, so the text must hold whole words). Text that names a category gives
  /// that category first, as a collection.
  ///
  /// - Parameters:
  ///   - text: The trimmed, non-empty text.
  ///   - parameters: The categories, number (1...15), preferred location, area and country.
  /// - Returns: The suggestions: label "PlaceName, Place_addr" (or `Match_addr`), `magicKey` the
  ///   OpenStreetMap id (`N123`) that ``geocode(_:parameters:)`` looks up.
  /// - Throws: As ``geocode(_:parameters:)``.
  public func suggest(_ text: String, parameters: SuggestParameters) async throws -> [SuggestResult] {
    var search = GeocodeParameters()
    search.categories = parameters.categories
    search.maxResults = parameters.maxResults
    search.preferredSearchLocation = parameters.preferredSearchLocation
    search.searchArea = parameters.searchArea
    search.countryCode = parameters.countryCode
    search.resultAttributeNames = ["Match_addr", "PlaceName", "Place_addr", "OSM_type", "OSM_id"]
    var suggestions: [SuggestResult] = []
    if let node = NominatimCategories.names.index(named: text) {
      suggestions.append(SuggestResult(label: WorldCategories.nodes[node].name, isCollection: true))
    }
    let endpoint = NominatimEncoder.search(text: text, parameters: search, limit: parameters.maxResults, email: email)
    var places = try NominatimDecoder.places(from: try await json(for: endpoint))
    let wanted = try NominatimCategories.nodes(named: parameters.categories)
    if !wanted.isEmpty {
      places = places.filter { NominatimCategories.matches(NominatimCategories.node(of: $0), wanted) }
    }
    for (place, result) in zip(places, NominatimDecoder.results(places, attributeNames: ["*"], origin: nil)) {
      let name = result.attributes["PlaceName"] as? String ?? ""
      let address = result.attributes["Place_addr"] as? String ?? ""
      let label = name.isEmpty || name == address ? result.label : LabelText.join([name, address])
      suggestions.append(SuggestResult(label: label, magicKey: place.lookupID))
    }
    return Array(suggestions.prefix(parameters.maxResults))
  }

  /// Finds the place at or near a location with one `/reverse`.
  ///
  /// Nominatim answers at most one place, so a reverse geocode gives at most one result.
  /// `featureTypes` become `layer` (`POI` → `poi`, address types → `address`); `outputLanguageCode`
  /// `accept-language`. Nominatim's "Unable to geocode" is an empty result, and so is a place farther
  /// than `maxDistance` (1,000 m by default), measured geodesically.
  ///
  /// - Parameters:
  ///   - location: The location, in WGS84.
  ///   - parameters: The options.
  /// - Returns: The place found, or an empty array.
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `featureTypes[i]` for a type
  ///   with no layer, the HTTP and decoding errors of the request, `CancellationError` when cancelled.
  public func reverseGeocode(_ location: Point, parameters: ReverseGeocodeParameters) async throws -> [GeocodeResult] {
    let endpoint = try NominatimEncoder.reverse(location, parameters: parameters, email: email)
    let value: JSONValue
    do {
      value = try await json(for: endpoint)
    } catch let error as GeocodingError where NominatimDecoder.isUnableToGeocode(error) {
      return []
    }
    guard let place = try NominatimDecoder.reversePlace(from: value) else { return [] }
    let result = NominatimDecoder.reverseResult(place, inputLocation: location, attributeNames: ["*"])
    let radius = parameters.maxDistance ?? ReverseGeocodeParameters.defaultMaxDistance
    if let distance = result.attributes["Distance"] as? Double, distance > radius { return [] }
    var selected = result
    selected.attributes = NominatimAttributes.select(result.attributes, names: parameters.resultAttributeNames)
    return [selected]
  }

  /// A category search: one request per OpenStreetMap key and value the categories cover (at most
  /// ``Configuration/maxCategoryRequests``), merged without repeats, kept in the categories, nearest first.
  func categorySearch(
    _ wanted: [Int], anchor: Point, parameters: GeocodeParameters, limit: Int
  ) async throws -> [NominatimPlace] {
    let tags = NominatimCategories.searchTags(for: wanted).prefix(configuration.categoryRequests)
    var seen = Set<String>()
    var found: [(distance: Double, place: NominatimPlace)] = []
    let origin = Point(x: anchor.x, y: anchor.y, spatialReference: .wgs84)
    for tag in tags {
      try Task.checkCancellation()
      let endpoint = NominatimEncoder.search(tag: tag, near: anchor, parameters: parameters, limit: limit, email: email)
      for place in try NominatimDecoder.places(from: try await json(for: endpoint)) {
        let key = place.lookupID ?? place.placeID.map { "P\($0)" } ?? "\(place.latitude),\(place.longitude)"
        guard seen.insert(key).inserted,
          NominatimCategories.matches(NominatimCategories.node(of: place), wanted)
        else { continue }
        let point = Point(x: place.longitude, y: place.latitude, spatialReference: .wgs84)
        found.append((NominatimDecoder.distance(from: origin, to: point) ?? .infinity, place))
      }
    }
    return found.sorted { $0.distance < $1.distance }.prefix(limit).map(\.place)
  }

  /// A Boolean value indicating whether a key is an OpenStreetMap id as `/lookup` takes it (`N123`).
  static func isLookupID(_ key: String) -> Bool {
    guard let first = key.first, "NWR".contains(first), key.count > 1, key.count <= 21 else { return false }
    return key.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Checks a country code: two ASCII letters (ISO 3166-1 alpha-2), or several separated by commas.
  ///
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `countryCode`.
  static func checkCountryCode(_ code: String?) throws {
    guard let code else { return }
    let parts = code.split(separator: ",", omittingEmptySubsequences: false)
    let valid = parts.count <= 64 && parts.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
    guard valid else {
      throw GeocodingError.invalidParameter(
        name: "countryCode",
        reason: "\"\(code)\" is not a two-letter ISO 3166-1 code (such as FI); Nominatim takes no three-letter codes.")
    }
  }
}
