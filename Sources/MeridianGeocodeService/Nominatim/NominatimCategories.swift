import Foundation
import MeridianCore
import MeridianGeocoding

/// How a Nominatim place's OpenStreetMap key and value (its `category` and `type`) map onto the
/// category tree the offline locator uses (``WorldCategories``), and back.
///
/// Points of interest go through the offline locator's own table (``OpenStreetMapCategories``:
/// `amenity=cafe` → "Coffee Shop", `tourism=hotel` → "Hotel", a restaurant by its `cuisine` tag), so
/// both locators put a place in the same category. Nominatim also returns what the offline sources
/// hold no rows of, mapped by ``placeTable`` and a few rules: `place=house` → "Point Address", a
/// road → "Street Name", `place=city` → "City", an administrative boundary by its rank, a postcode
/// → "Primary Postal".
enum NominatimCategories {
  /// Names fold as Foundation folds them: case and diacritics ignored.
  static let names = WorldCategories.NameTable(fold: {
    $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  })

  /// Keys and values Nominatim returns beyond the points of interest of ``OpenStreetMapCategories``.
  static let placeTable: [String: String] = [
    "place=house": "Point Address", "place=city": "City", "place=town": "City", "place=village": "City",
    "place=hamlet": "City", "place=municipality": "City", "place=suburb": "District", "place=quarter": "District",
    "place=city_district": "District", "place=borough": "District", "place=neighbourhood": "Neighborhood",
    "place=city_block": "Block", "place=locality": "Neighborhood", "place=county": "Subregion",
    "place=state": "Region", "place=province": "Region", "place=region": "Region", "place=country": "Country",
    "place=postcode": "Primary Postal", "place=square": "Landmark", "place=island": "Island",
    "place=islet": "Island", "boundary=postal_code": "Primary Postal", "highway=bus_stop": "Bus Stop",
    "railway=station": "Train Station", "railway=halt": "Train Station", "railway=subway_entrance": "Metro Station",
    "railway=tram_stop": "Other Travel", "railway=stop": "Other Travel", "railway=platform": "Other Travel",
    "public_transport=station": "Train Station", "aeroway=aerodrome": "Airport", "aeroway=helipad": "Heliport",
    "natural=water": "Lake", "natural=bay": "Bay", "natural=peak": "Mountain", "natural=wood": "Forest",
    "natural=beach": "Beach", "waterway=river": "Stream", "waterway=stream": "Stream", "waterway=canal": "Canal",
    "landuse=residential": "Residential Area", "landuse=commercial": "Business Facility",
    "landuse=retail": "Business Facility", "landuse=industrial": "Industrial Zone", "man_made=tower": "Tower",
    "man_made=bridge": "Bridge", "man_made=pier": "Pier", "man_made=lighthouse": "Landmark",
  ]

  /// The category name of a place.
  ///
  /// - Parameter place: The place, with its key, value, rank, name, address and tags.
  /// - Returns: A name of the tree, such as "Coffee Shop", "Point Address" or "City".
  static func category(of place: NominatimPlace) -> String {
    let key = place.osmKey
    let value = place.osmValue
    if let name = placeTable["\(key)=\(value)"] { return name }
    switch key {
    case "boundary" where value == "administrative":
      return administrativeCategory(rank: place.placeRank ?? 30)
    case "place", "boundary":
      return "Populated Place"
    case "highway":
      return (place.placeRank ?? 30) <= 27 ? "Street Name" : "Other Travel"
    case "building" where place.name.isEmpty && !place.address("house_number").isEmpty:
      return "Point Address"
    case "building":
      return "Building"
    case "natural":
      return "Other Land Feature"
    case "waterway":
      return "Other Water Feature"
    case "railway", "public_transport", "aeroway":
      return "Other Travel"
    default:
      return OpenStreetMapCategories.category(key: key, value: value, cuisine: place.extraTags["cuisine"] ?? "")
    }
  }

  /// An administrative boundary's category by its rank: 4 a country, 5...9 a region, 10...12 a
  /// subregion, 13...16 a city, 17...20 a district, 21 and above a neighbourhood.
  static func administrativeCategory(rank: Int) -> String {
    switch rank {
    case ...4: "Country"
    case 5...9: "Region"
    case 10...12: "Subregion"
    case 13...16: "City"
    case 17...20: "District"
    default: "Neighborhood"
    }
  }

  /// The tree node of a place's category.
  static func node(of place: NominatimPlace) -> Int {
    names.index(named: category(of: place)) ?? poiNode
  }

  /// The node of "POI", where an unknown category falls.
  static let poiNode = names.index(named: "POI") ?? 0

  /// The node of each category name given, or a typed error naming the first unknown one.
  ///
  /// - Throws: `GeocodingError/invalidParameter(name:reason:)` naming `categories[i]`.
  static func nodes(named categories: [String]) throws -> [Int] {
    try categories.enumerated().map { index, name in
      guard let node = names.index(named: name) else {
        throw GeocodingError.invalidParameter(
          name: "categories[\(index)]",
          reason: "\"\(name)\" is not a category of the locator (see docs/nominatim.md for the tree and the mapping).")
      }
      return node
    }
  }

  /// A Boolean value indicating whether a node lies under any of the wanted nodes.
  static func matches(_ node: Int, _ wanted: [Int]) -> Bool {
    wanted.contains { WorldCategories.isDescendant(node, of: $0) }
  }

  /// The OpenStreetMap key and value pairs a category search asks Nominatim for, most specific first.
  ///
  /// A pair is asked for when a place with it can land under one of the wanted nodes: `amenity=cafe`
  /// for "Coffee Shop", `amenity=restaurant` for "Sushi" (the cuisine is checked on the results).
  /// Pairs whose own category is a wanted node come first, then the rest, each group sorted by key
  /// and value, so the order is the same on every run.
  static func searchTags(for wanted: [Int]) -> [(key: String, value: String)] {
    var direct: [String] = []
    var below: [String] = []
    for (tag, names) in possibleCategories {
      let nodes = names.compactMap { self.names.index(named: $0) }
      guard nodes.contains(where: { matches($0, wanted) }) else { continue }
      if nodes.contains(where: { wanted.contains($0) }) { direct.append(tag) } else { below.append(tag) }
    }
    return (direct.sorted() + below.sorted()).compactMap { tag in
      let parts = tag.split(separator: "=", maxSplits: 1).map(String.init)
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
  }

  /// Every `key=value` pair the tables know, with the categories a place with it can have.
  static let possibleCategories: [String: [String]] = {
    var table: [String: [String]] = [:]
    for (tag, name) in OpenStreetMapCategories.tags { table[tag, default: []].append(name) }
    for (tag, name) in placeTable where !tag.hasPrefix("place=house") { table[tag, default: []].append(name) }
    let cuisines = Array(Set(OpenStreetMapCategories.cuisines.values))
    table["amenity=restaurant", default: []] += ["Restaurant"] + cuisines
    table["amenity=fast_food", default: []] += ["Fast Food"] + cuisines
    table["amenity=cafe", default: []] += ["Coffee Shop", "Ice Cream Shop"]
    return table
  }()
}
