import Foundation
import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// Builds the parameters of each GeocodeServer operation, as PROTOCOL.md describes them.
///
/// Names are sent in camelCase (the service matches them case-insensitively), arrays are
/// comma-joined, Booleans are `true`/`false`, absent values are left out, and `f=json` comes last.
enum GeocodeServiceEncoder {
  /// The path after the service URL and the parameters of an operation.
  ///
  /// JSON-valued parameters (`location` and `searchExtent` off WGS84, `addresses`) are written by the
  /// shared JSON writer, geometry by Core's Esri JSON coder, members in the documented order.
  ///
  /// - Throws: `GeocodingError/invalidLocation(name:reason:)` for a location or extent with a
  ///   non-finite coordinate (which `LocatorTask` refuses before it gets here).
  static func parameters(
    for operation: GeocodeServiceOperation
  ) throws(GeocodingError) -> (path: String, parameters: [(String, String)]) {
    var items: [(String, String)] = []
    let path: String
    switch operation {
    case .serviceInfo:
      path = ""
    case .findAddressCandidates(let query, let parameters):
      path = "findAddressCandidates"
      switch query {
      case .searchText(let text):
        items.append(("singleLine", text))
      case .searchValues(let values):
        for key in values.keys.sorted() { items.append((key, values[key] ?? "")) }
        if let code = parameters.countryCode,
          !values.keys.contains(where: { $0.caseInsensitiveCompare("countryCode") == .orderedSame })
        {
          items.append(("countryCode", code))
        }
      case .suggestion(let suggestion):
        items.append(("singleLine", suggestion.label))
        if let key = suggestion.magicKey { items.append(("magicKey", key)) }
      }
      try appendShared(parameters, to: &items)
      if let location = parameters.preferredSearchLocation {
        items.append(("location", try FormEncoding.location(location, name: "preferredSearchLocation")))
      }
      if !parameters.resultAttributeNames.isEmpty {
        items.append(("outFields", parameters.resultAttributeNames.joined(separator: ",")))
      }
      if let maxResults = parameters.maxResults { items.append(("maxLocations", String(maxResults))) }
      items.append(("forStorage", parameters.forStorage ? "true" : "false"))
    case .suggest(let text, let parameters):
      path = "suggest"
      items.append(("text", text))
      if !parameters.categories.isEmpty { items.append(("category", parameters.categories.joined(separator: ","))) }
      if let location = parameters.preferredSearchLocation {
        items.append(("location", try FormEncoding.location(location, name: "preferredSearchLocation")))
      }
      if let area = parameters.searchArea {
        items.append(("searchExtent", try FormEncoding.extent(area.extent, name: "searchArea")))
      }
      if let code = parameters.countryCode { items.append(("countryCode", code)) }
      items.append(("maxSuggestions", String(parameters.maxResults)))
    case .reverseGeocode(let location, let parameters):
      path = "reverseGeocode"
      items.append(("location", try FormEncoding.location(location, name: "location")))
      if let sr = parameters.outputSpatialReference { items.append(("outSR", String(sr.latestWKID ?? sr.wkid))) }
      if let language = parameters.outputLanguageCode { items.append(("langCode", language)) }
      if !parameters.featureTypes.isEmpty {
        items.append(("featureTypes", parameters.featureTypes.joined(separator: ",")))
      }
      if !parameters.resultAttributeNames.isEmpty {
        items.append(("outFields", parameters.resultAttributeNames.joined(separator: ",")))
      }
      items.append(("forStorage", parameters.forStorage ? "true" : "false"))
    case .geocodeAddresses(let queries, let parameters):
      path = "geocodeAddresses"
      items.append(("addresses", try records(queries)))
      try appendShared(parameters, to: &items)
      items.append(("forStorage", parameters.forStorage ? "true" : "false"))
    }
    items.append(("f", "json"))
    return (path, items)
  }

  /// The parameters `findAddressCandidates` and `geocodeAddresses` share: `category`, `searchExtent`,
  /// `outSR`, `sourceCountry`, `langCode`.
  private static func appendShared(
    _ parameters: GeocodeParameters, to items: inout [(String, String)]
  ) throws(GeocodingError) {
    if !parameters.categories.isEmpty { items.append(("category", parameters.categories.joined(separator: ","))) }
    if let area = parameters.searchArea {
      items.append(("searchExtent", try FormEncoding.extent(area.extent, name: "searchArea")))
    }
    if let sr = parameters.outputSpatialReference { items.append(("outSR", String(sr.latestWKID ?? sr.wkid))) }
    if let code = parameters.countryCode { items.append(("sourceCountry", code)) }
    if let language = parameters.outputLanguageCode { items.append(("langCode", language)) }
  }

  /// The `addresses` record set: `{"records":[{"attributes":{"OBJECTID":1,"SingleLine":"…"}},…]}`, the
  /// form arcgis-rest-js's bulk test asserts (members in that order; multi-field values after
  /// `OBJECTID` by name). A value named `OBJECTID` is left out: the record's own number is the key its
  /// result comes back under.
  static func records(_ queries: [GeocodeQuery]) throws(GeocodingError) -> String {
    var records: [JSONValue] = []
    records.reserveCapacity(queries.count)
    for (index, query) in queries.enumerated() {
      var attributes: JSONObject = ["OBJECTID": .int(index + 1)]
      switch query {
      case .searchText(let text):
        attributes.append("SingleLine", .string(text))
      case .suggestion(let suggestion):
        attributes.append("SingleLine", .string(suggestion.label))
      case .searchValues(let values):
        for key in values.keys.sorted() where key.caseInsensitiveCompare("OBJECTID") != .orderedSame {
          attributes.append(key, .string(values[key] ?? ""))
        }
      }
      records.append(.object(["attributes": .object(attributes)]))
    }
    return try FormEncoding.text(.object(["records": .array(records)]))
  }
}
