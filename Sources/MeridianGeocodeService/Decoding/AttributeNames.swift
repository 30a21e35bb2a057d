import Foundation
import MeridianCore
import MeridianGeocoding

/// The canonical spellings of attribute keys, looked up case-insensitively.
///
/// The service echoes attribute keys in the case of the request's `outFields` (`type`, `Place_Addr`);
/// decoding maps each key to its canonical spelling (`Type`, `Place_addr`) so results look the same
/// however the fields were asked for. Unknown keys are kept as they came.
struct AttributeNames: Sendable {
  private var canonical: [String: String]
  private var exact: Set<String>

  /// The World geocoder's candidate and reverse-geocode fields (PROTOCOL.md §7.1, §7.2), plus `ResultID`.
  static let world = AttributeNames(
    [
      "ResultID", "Loc_name", "Status", "Score", "Match_addr", "LongLabel", "ShortLabel", "Addr_type", "Type",
      "PlaceName", "Place_addr", "Phone", "URL", "Rank", "AddBldg", "AddNum", "AddNumFrom", "AddNumTo", "AddRange",
      "Side", "StPreDir", "StPreType", "StName", "StType", "StDir", "BldgComp", "BldgType", "BldgName", "LevelType",
      "LevelName", "UnitType", "UnitName", "RoomType", "RoomName", "WingType", "WingName", "SubAddr", "StAddr",
      "Block", "Sector", "Nbrhd", "District", "City", "MetroArea", "Subregion", "Region", "RegionAbbr", "Territory",
      "Zone", "Postal", "PostalExt", "Country", "CntryName", "LangCode", "Distance", "X", "Y", "DisplayX",
      "DisplayY", "Xmin", "Xmax", "Ymin", "Ymax", "ExInfo", "MatchID", "PotentialID", "StrucType", "StrucDet",
      "Address", "Neighborhood", "CountryCode", "InputX", "InputY",
    ])

  /// Creates a table from canonical names.
  init(_ names: [String]) {
    canonical = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    exact = Set(canonical.values)
  }

  /// Returns a table with more names; names already known keep their spelling.
  func adding(_ names: [String]) -> AttributeNames {
    var table = self
    for name in names where table.canonical[name.lowercased()] == nil {
      table.canonical[name.lowercased()] = name
      table.exact.insert(name)
    }
    return table
  }

  /// The canonical spelling of a key, or the key itself when it is unknown.
  func canonicalName(_ key: String) -> String {
    if exact.contains(key) { return key }
    return canonical[key.lowercased()] ?? key
  }
}

extension Dictionary where Key == String, Value == any Sendable {
  /// The value of a key matched case-insensitively.
  func value(caseInsensitive key: String) -> (any Sendable)? {
    if let value = self[key] { return value }
    return first { $0.key.caseInsensitiveCompare(key) == .orderedSame }?.value
  }
}
