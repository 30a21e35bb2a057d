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
    if names.contains("*") { return all }
    let wanted = names.isEmpty ? defaultNames : names
    var result: [String: any Sendable] = [:]
    for name in wanted {
      if let value = all[name] {
        result[name] = value
      } else if let key = allNames.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }),
        let value = all[key]
      {
        result[name] = value
      }
    }
    return result
  }

  /// The full attribute set of a record.
  static func all(
    store: PlaceStore, record: Int, labels: PlaceLabels, score: Double, distance: Double, locatorName: String,
    extent: (Double, Double, Double, Double)
  ) -> [String: any Sendable] {
    let category = store.category(record)
    let x = store.longitudes[record]
    let y = store.latitudes[record]
    let values: [String: any Sendable] = [
      "Loc_name": locatorName, "Status": score >= 80 ? "M" : "T", "Score": score,
      "Match_addr": labels.matchAddress, "LongLabel": labels.longLabel, "ShortLabel": labels.shortLabel,
      "Addr_type": OfflineCategories.addressType(of: category), "Type": OfflineCategories.nodes[category].name,
      "PlaceName": store.text(record, .name), "Place_addr": labels.placeAddress, "Phone": store.text(record, .phone),
      "URL": store.text(record, .url), "Rank": store.ranks[record], "AddNum": store.text(record, .houseNumber),
      "StName": store.text(record, .street), "StAddr": labels.streetAddress, "City": store.text(record, .city),
      "Subregion": store.text(record, .subregion), "Region": store.text(record, .region),
      "RegionAbbr": store.text(record, .regionAbbreviation), "Postal": store.text(record, .postcode),
      "Country": store.text(record, .countryCode), "CntryName": store.text(record, .countryName),
      "Distance": distance, "X": x, "Y": y, "DisplayX": x, "DisplayY": y,
      "Xmin": extent.0, "Ymin": extent.1, "Xmax": extent.2, "Ymax": extent.3,
    ]
    return values
  }
}
