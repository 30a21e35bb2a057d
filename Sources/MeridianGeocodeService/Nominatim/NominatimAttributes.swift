import MeridianCore
import MeridianGeocoding

/// The attributes of Nominatim results, with the field names of the other locators.
///
/// `["*"]` asks for all of ``allNames``; a list asks for those (matched case-insensitively, keyed as
/// requested; unknown names are left out); an empty list gives ``defaultNames``, the offline
/// locator's default set. docs/nominatim.md lists where each comes from.
enum NominatimAttributes {
  /// Every field a Nominatim result can carry: the shared ones, then Nominatim's own.
  static let allNames = [
    "Loc_name", "Status", "Score", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type", "PlaceName",
    "Place_addr", "Phone", "URL", "Rank", "AddNum", "StName", "StAddr", "Nbrhd", "District", "City", "Subregion",
    "Region", "Postal", "Country", "CntryName", "Distance", "X", "Y", "DisplayX", "DisplayY", "Xmin", "Xmax", "Ymin",
    "Ymax", "OSM_type", "OSM_id", "OSM_key", "OSM_value", "Place_id", "Importance",
  ]

  /// The fields a result carries when the parameters name none (the offline locator's default set).
  static let defaultNames = [
    "PlaceName", "Place_addr", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type", "City", "Region",
    "Postal", "Country", "CntryName", "Score", "Distance",
  ]

  private static let canonical: [String: String] = Dictionary(
    allNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  /// Every attribute of a place; empty texts are left out.
  static func all(
    _ place: NominatimPlace, labels: NominatimLabels, addressType: String, typeName: String, score: Double,
    distance: Double?
  ) -> [String: any Sendable] {
    var result: [String: any Sendable] = [
      "Loc_name": "Nominatim", "Status": "M", "Score": score, "Match_addr": labels.matchAddress,
      "LongLabel": labels.longLabel, "ShortLabel": labels.shortLabel, "Addr_type": addressType, "Type": typeName,
      "PlaceName": place.name, "Place_addr": labels.placeAddress,
      "Phone": place.extraTags["phone"] ?? place.extraTags["contact:phone"] ?? "",
      "URL": place.extraTags["website"] ?? place.extraTags["contact:website"] ?? place.extraTags["url"] ?? "",
      "AddNum": place.address("house_number"), "StName": place.address("road", "pedestrian", "footway"),
      "StAddr": labels.streetAddress, "Nbrhd": place.address("neighbourhood", "quarter", "city_block"),
      "District": place.address("suburb", "city_district", "borough"),
      "City": place.address("city", "town", "village", "municipality", "hamlet"),
      "Subregion": place.address("county"), "Region": place.address("state", "region", "province"),
      "Postal": place.address("postcode"), "Country": place.address("country_code").uppercased(),
      "CntryName": place.address("country"), "X": place.longitude, "Y": place.latitude,
      "DisplayX": place.longitude, "DisplayY": place.latitude, "OSM_type": place.osmType ?? "",
      "OSM_key": place.osmKey, "OSM_value": place.osmValue,
    ]
    result = result.filter { ($0.value as? String)?.isEmpty != true }
    if let rank = place.placeRank { result["Rank"] = rank }
    if let id = place.osmID { result["OSM_id"] = id }
    if let id = place.placeID { result["Place_id"] = id }
    if let importance = place.importance { result["Importance"] = importance }
    if let distance { result["Distance"] = distance }
    if let box = place.boundingBox {
      result["Xmin"] = box.west
      result["Xmax"] = box.east
      result["Ymin"] = box.south
      result["Ymax"] = box.north
    }
    return result
  }

  /// Picks the requested attributes out of a full set.
  ///
  /// - Parameters:
  ///   - all: Every attribute, keyed by the names of ``allNames``.
  ///   - names: The requested names: `["*"]`, a list, or empty for ``defaultNames``.
  /// - Returns: The requested attributes that are present, keyed as requested.
  static func select(_ all: [String: any Sendable], names: [String]) -> [String: any Sendable] {
    if names.contains("*") { return all }
    var result: [String: any Sendable] = [:]
    for name in names.isEmpty ? defaultNames : names {
      if let key = canonical[name.lowercased()], let value = all[key] { result[name] = value }
    }
    return result
  }
}
