import Foundation
import MeridianCore
import MeridianGeocoding

/// Builds the path and query parameters of each Nominatim request.
///
/// Every request asks for `format=jsonv2` (the format with `category`, `type`, `place_rank`,
/// `importance` and `boundingbox`, which the score and the category mapping need; `geocodejson`
/// carries none of importance, rank or box), `addressdetails=1` and `extratags=1`, and carries the
/// transport's `email` when one is set. Parameters come out in a fixed order, so equal calls send
/// equal URLs.
enum NominatimEncoder {
  /// One request: the path below the server's URL and the query parameters in order.
  struct Endpoint: Sendable {
    var path: String
    var parameters: [(String, String)]
    /// The operation's name for errors and log lines (`search`, `reverse`, `lookup`, `status`).
    var operation: String { path }
  }

  /// The largest `limit` Nominatim serves: 50.
  static let maxLimit = 50
  /// The `limit` when the parameters give no `maxResults`: 10, Nominatim's own default.
  static let defaultLimit = 10
  /// Half the side of the box that biases a search towards `preferredSearchLocation`: 0.05° of latitude
  /// (about 5.6 km), and as many kilometres of longitude.
  static let biasHalfSide = 0.05

  /// The structured-search fields Nominatim takes, by the Meridian (and online service) field name and
  /// Nominatim's own, matched case-insensitively.
  static let structuredFields: [String: String] = [
    "address": "street", "street": "street", "city": "city", "postal": "postalcode", "postalcode": "postalcode",
    "region": "state", "state": "state", "subregion": "county", "county": "county", "countrycode": "country",
    "country": "country", "placename": "amenity", "amenity": "amenity",
  ]

  /// A free-form `/search`.
  static func search(text: String, parameters: GeocodeParameters, limit: Int, email: String?) -> Endpoint {
    Endpoint(path: "search", parameters: [("q", text)] + area(parameters) + common(limit, parameters, email))
  }

  /// A structured `/search` (street, city, county, state, postalcode, country, amenity).
  ///
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `searchValues[Key]` for a field
  ///   Nominatim has no parameter for.
  static func search(
    fields: [String: String], parameters: GeocodeParameters, limit: Int, email: String?
  ) throws -> Endpoint {
    var named: [(String, String)] = []
    for key in fields.keys.sorted() {
      guard let name = structuredFields[key.lowercased()], let value = fields[key] else {
        throw GeocodingError.invalidParameter(
          name: "searchValues[\(key)]",
          reason:
            "Nominatim's structured search takes Address, City, Subregion, Region, Postal, CountryCode and PlaceName "
            + "(or its own street, city, county, state, postalcode, country, amenity).")
      }
      if let existing = named.firstIndex(where: { $0.0 == name }) {
        named[existing].1 += ", \(value)"
      } else {
        named.append((name, value))
      }
    }
    return Endpoint(path: "search", parameters: named + area(parameters) + common(limit, parameters, email))
  }

  /// A category `/search` near a point: `q=[key=value] lat,lon`, which Nominatim serves nearest first
  /// within 0.1° of the point.
  static func search(
    tag: (key: String, value: String), near anchor: Point, parameters: GeocodeParameters, limit: Int, email: String?
  ) -> Endpoint {
    let text = "[\(tag.key)=\(tag.value)] \(coordinate(anchor.y)),\(coordinate(anchor.x))"
    var bounded = parameters
    bounded.preferredSearchLocation = nil
    return Endpoint(path: "search", parameters: [("q", text)] + area(bounded) + common(limit, parameters, email))
  }

  /// A `/reverse` at a location (`layer` from the feature types).
  static func reverse(_ location: Point, parameters: ReverseGeocodeParameters, email: String?) throws -> Endpoint {
    var items = [("lat", coordinate(location.y)), ("lon", coordinate(location.x))]
    let layers = try self.layers(parameters.featureTypes)
    if !layers.isEmpty { items.append(("layer", layers.joined(separator: ","))) }
    items += formatItems()
    if let language = parameters.outputLanguageCode { items.append(("accept-language", language)) }
    if let email { items.append(("email", email)) }
    return Endpoint(path: "reverse", parameters: items)
  }

  /// A `/lookup` of OpenStreetMap identifiers (`N123`, `W45`, `R6`).
  static func lookup(_ ids: [String], language: String?, email: String?) -> Endpoint {
    var items = [("osm_ids", ids.joined(separator: ","))] + formatItems()
    if let language { items.append(("accept-language", language)) }
    if let email { items.append(("email", email)) }
    return Endpoint(path: "lookup", parameters: items)
  }

  /// `/status?format=json`.
  static func status(email: String?) -> Endpoint {
    Endpoint(path: "status", parameters: [("format", "json")] + (email.map { [("email", $0)] } ?? []))
  }

  /// Nominatim's `layer` values for the reverse-geocode feature types: `POI` → `poi`, the address
  /// types → `address`.
  ///
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `featureTypes[i]` for a type
  ///   with no layer.
  static func layers(_ featureTypes: [String]) throws -> [String] {
    var layers: [String] = []
    for (index, type) in featureTypes.enumerated() {
      let layer: String
      switch type.lowercased() {
      case "poi": layer = "poi"
      case "pointaddress", "streetaddress", "streetint", "streetname", "subaddress", "locality", "postal":
        layer = "address"
      default:
        throw GeocodingError.invalidParameter(
          name: "featureTypes[\(index)]",
          reason:
            "\"\(type)\" has no Nominatim layer; use POI, PointAddress, StreetAddress, StreetName, Locality or Postal.")
      }
      if !layers.contains(layer) { layers.append(layer) }
    }
    return layers
  }

  /// `viewbox` (and `bounded=1`) from the search area, or a biasing box around the preferred location.
  static func area(_ parameters: GeocodeParameters) -> [(String, String)] {
    if let area = parameters.searchArea?.extent {
      let box = [area.xMin, area.yMin, area.xMax, area.yMax].map(coordinate).joined(separator: ",")
      return [("viewbox", box), ("bounded", "1")]
    }
    guard let location = parameters.preferredSearchLocation else { return [] }
    let latitude = min(max(location.y, -89.9), 89.9)
    let halfWidth = min(biasHalfSide / max(cos(latitude * .pi / 180), 0.01), 180)
    let box = [
      max(location.x - halfWidth, -180), max(latitude - biasHalfSide, -90), min(location.x + halfWidth, 180),
      min(latitude + biasHalfSide, 90),
    ]
    return [("viewbox", box.map(coordinate).joined(separator: ","))]
  }

  /// `format`, details, `limit`, `countrycodes`, `accept-language` and `email`.
  private static func common(_ limit: Int, _ parameters: GeocodeParameters, _ email: String?) -> [(String, String)] {
    var items = formatItems() + [("limit", String(limit))]
    if let country = parameters.countryCode { items.append(("countrycodes", country.lowercased())) }
    if let language = parameters.outputLanguageCode { items.append(("accept-language", language)) }
    if let email { items.append(("email", email)) }
    return items
  }

  private static func formatItems() -> [(String, String)] {
    [("format", "jsonv2"), ("addressdetails", "1"), ("extratags", "1")]
  }

  /// A coordinate with seven decimals (about 1 cm), as Nominatim writes its own.
  static func coordinate(_ value: Double) -> String { String(format: "%.7f", value) }
}
