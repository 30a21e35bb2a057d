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

  /// Picks the requested attributes out of a full set.
  static func select(_ all: [String: any Sendable], names: [String]) -> [String: any Sendable] {
    select(names: names) { all[$0] }
  }

  /// Picks the requested attributes, asking `value` (by their names in ``allNames``) only for those.
  static func select(names: [String], value: (String) -> (any Sendable)?) -> [String: any Sendable] {
    let wanted = names.contains("*") ? allNames : (names.isEmpty ? defaultNames : names)
    var result: [String: any Sendable] = Dictionary(minimumCapacity: wanted.count)
    for name in wanted {
      if let found = value(name) {
        result[name] = found
      } else if let key = allNames.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }), key != name,
        let found = value(key)
      {
        result[name] = found
      }
    }
    return result
  }

  /// The attribute of a record named `name` (as in ``allNames``), or `nil` for another name.
  static func value(
    _ name: String, store: PlaceStore, record: Int, labels: PlaceLabels, score: Double, distance: Double,
    locatorName: String, extent: (Double, Double, Double, Double)
  ) -> (any Sendable)? {
    switch name {
    case "Loc_name": return locatorName
    case "Status": return score >= 80 ? "M" : "T"
    case "Score": return score
    case "Match_addr": return labels.matchAddress
    case "LongLabel": return labels.longLabel
    case "ShortLabel": return labels.shortLabel
    case "Addr_type": return OfflineCategories.addressType(of: store.category(record))
    case "Type": return OfflineCategories.nodes[store.category(record)].name
    case "PlaceName": return store.text(record, .name)
    case "Place_addr": return labels.placeAddress
    case "Phone": return store.text(record, .phone)
    case "URL": return store.text(record, .url)
    case "Rank": return store.ranks[record]
    case "AddNum": return store.text(record, .houseNumber)
    case "StName": return store.text(record, .street)
    case "StAddr": return labels.streetAddress
    case "City": return store.text(record, .city)
    case "Subregion": return store.text(record, .subregion)
    case "Region": return store.text(record, .region)
    case "RegionAbbr": return store.text(record, .regionAbbreviation)
    case "Postal": return store.text(record, .postcode)
    case "Country": return store.text(record, .countryCode)
    case "CntryName": return store.text(record, .countryName)
    case "Distance": return distance
    case "X", "DisplayX": return store.longitudes[record]
    case "Y", "DisplayY": return store.latitudes[record]
    case "Xmin": return extent.0
    case "Ymin": return extent.1
    case "Xmax": return extent.2
    case "Ymax": return extent.3
    default: return nil
    }
  }
}
