import MeridianCore
import MeridianGeocoding

/// The attributes of offline results, with the online service's field names.
///
/// `["*"]` asks for all of ``allNames``; a list asks for those (matched case-insensitively, keyed
/// as requested; unknown names are left out); an empty list gives ``defaultNames``.
enum ResultAttributes {
  /// Every field an offline result can carry.
  static let allNames = [
    "Loc_name", "Status", "Score", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type", "PlaceName",
    "Place_addr", "Phone", "URL", "Rank", "AddNum", "StName", "StAddr", "City", "Subregion", "Region",
    "RegionAbbr", "Postal", "Country", "CntryName", "Distance", "X", "Y", "DisplayX", "DisplayY", "Xmin", "Xmax",
    "Ymin", "Ymax",
  ]

  /// The fields a result carries when the parameters name none.
  static let defaultNames = [
    "PlaceName", "Place_addr", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type", "City", "Region",
    "Postal", "Country", "CntryName", "Score", "Distance",
  ]

  /// The position in ``allNames`` of each name, as spelled there and lower-cased.
  private static let positions: [String: Int] = {
    var table: [String: Int] = [:]
    for (position, name) in allNames.enumerated() {
      table[name] = position
      table[name.lowercased()] = position
    }
    return table
  }()

  /// Picks the requested attributes out of a full set.
  static func select(_ all: [String: any Sendable], names: [String]) -> [String: any Sendable] {
    select(names: names) { all[allNames[$0]] }
  }

  /// Picks the requested attributes, asking `value` (by their positions in ``allNames``) only for
  /// those.
  static func select(names: [String], value: (Int) -> (any Sendable)?) -> [String: any Sendable] {
    if names.contains("*") {
      var result: [String: any Sendable] = Dictionary(minimumCapacity: allNames.count)
      for (position, name) in allNames.enumerated() {
        if let found = value(position) { result[name] = found }
      }
      return result
    }
    let wanted = names.isEmpty ? defaultNames : names
    var result: [String: any Sendable] = Dictionary(minimumCapacity: wanted.count)
    for name in wanted {
      guard let position = positions[name] ?? positions[name.lowercased()], let found = value(position) else {
        continue
      }
      result[name] = found
    }
    return result
  }

  /// The attribute of a record at `position` in ``allNames``.
  static func value(
    _ position: Int, store: PlaceStore, record: Int, labels: PlaceLabels, score: Double, distance: Double,
    locatorName: String, extent: (Double, Double, Double, Double)
  ) -> (any Sendable)? {
    // The cases follow the order of `allNames`.
    switch position {
    case 0: return locatorName
    case 1: return score >= 80 ? "M" : "T"
    case 2: return score
    case 3: return labels.matchAddress
    case 4: return labels.longLabel
    case 5: return labels.shortLabel
    case 6: return OfflineCategories.addressType(of: store.category(record))
    case 7: return OfflineCategories.nodes[store.category(record)].name
    case 8: return store.text(record, .name)
    case 9: return labels.placeAddress
    case 10: return store.text(record, .phone)
    case 11: return store.text(record, .url)
    case 12: return store.ranks[record]
    case 13: return store.text(record, .houseNumber)
    case 14: return store.text(record, .street)
    case 15: return labels.streetAddress
    case 16: return store.text(record, .city)
    case 17: return store.text(record, .subregion)
    case 18: return store.text(record, .region)
    case 19: return store.text(record, .regionAbbreviation)
    case 20: return store.text(record, .postcode)
    case 21: return store.text(record, .countryCode)
    case 22: return store.text(record, .countryName)
    case 23: return distance
    case 24, 26: return store.longitudes[record]
    case 25, 27: return store.latitudes[record]
    case 28: return extent.0
    case 29: return extent.2
    case 30: return extent.1
    case 31: return extent.3
    default: return nil
    }
  }
}
