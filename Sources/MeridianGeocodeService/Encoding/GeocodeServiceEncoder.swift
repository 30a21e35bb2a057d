import Foundation
import MeridianCore
import MeridianGeocoding

/// Builds the parameters of each GeocodeServer operation, as PROTOCOL.md describes them.
///
/// Names are sent in camelCase (the service matches them case-insensitively), arrays are
/// comma-joined, Booleans are `true`/`false`, absent values are left out, and `f=json` comes last.
enum GeocodeServiceEncoder {
  /// The path after the service URL and the parameters of an operation.
  static func parameters(for operation: GeocodeServiceOperation) -> (path: String, parameters: [(String, String)]) {
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
      appendShared(parameters, to: &items)
      if let location = parameters.preferredSearchLocation {
        items.append(("location", FormEncoding.location(location)))
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
        items.append(("location", FormEncoding.location(location)))
      }
      if let area = parameters.searchArea { items.append(("searchExtent", FormEncoding.extent(area.extent))) }
      if let code = parameters.countryCode { items.append(("countryCode", code)) }
      items.append(("maxSuggestions", String(parameters.maxResults)))
    case .reverseGeocode(let location, let parameters):
      path = "reverseGeocode"
      items.append(("location", FormEncoding.location(location)))
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
      items.append(("addresses", records(queries)))
      appendShared(parameters, to: &items)
      items.append(("forStorage", parameters.forStorage ? "true" : "false"))
    }
    items.append(("f", "json"))
    return (path, items)
  }

  /// The parameters `findAddressCandidates` and `geocodeAddresses` share: `category`, `searchExtent`,
  /// `outSR`, `sourceCountry`, `langCode`.
  private static func appendShared(_ parameters: GeocodeParameters, to items: inout [(String, String)]) {
    if !parameters.categories.isEmpty { items.append(("category", parameters.categories.joined(separator: ","))) }
    if let area = parameters.searchArea { items.append(("searchExtent", FormEncoding.extent(area.extent))) }
    if let sr = parameters.outputSpatialReference { items.append(("outSR", String(sr.latestWKID ?? sr.wkid))) }
    if let code = parameters.countryCode { items.append(("sourceCountry", code)) }
    if let language = parameters.outputLanguageCode { items.append(("langCode", language)) }
  }

  /// The `addresses` record set: `{"records":[{"attributes":{"OBJECTID":1,"SingleLine":"…"}},…]}`.
  static func records(_ queries: [GeocodeQuery]) -> String {
    var json = "{\"records\":["
    for (index, query) in queries.enumerated() {
      if index > 0 { json += "," }
      json += "{\"attributes\":{\"OBJECTID\":\(index + 1)"
      switch query {
      case .searchText(let text):
        json += ",\"SingleLine\":\(FormEncoding.jsonString(text))"
      case .suggestion(let suggestion):
        json += ",\"SingleLine\":\(FormEncoding.jsonString(suggestion.label))"
      case .searchValues(let values):
        for key in values.keys.sorted() {
          json += ",\(FormEncoding.jsonString(key)):\(FormEncoding.jsonString(values[key] ?? ""))"
        }
      }
      json += "}}"
    }
    return json + "]}"
  }
}
