import MeridianBasemap

/// Which style class an OpenStreetMap element is drawn as, from its tags.
///
/// First match wins, in three groups: areas (a closed way or a `type=multipolygon` relation, unless
/// `area=no`; a closed `highway` way is a line unless `area=yes`), lines (any way; railways and rivers
/// in tunnels are not drawn) and nodes (named `place=*` nodes are labels). `natural=coastline` is not a
/// class: the builder turns coastlines into sea. The whole table, tag by tag, is in `docs/basemap.md`
/// ("The style").
enum TagClassifier {
  /// The class of an area element, or `nil` when it is not an area the style draws.
  static func areaClass(_ tags: KnownTags, strings: [String], isMultipolygon: Bool) -> StyleClass? {
    func value(_ key: KnownKey) -> String? { tags.text(key, in: strings) }
    if value(.area) == "no" { return nil }
    if let building = value(.building), building != "no" { return .building }
    switch (value(.natural), value(.waterway), value(.landuse)) {
    case ("water", _, _), (_, "riverbank", _), (_, "dock", _), (_, _, "basin"), (_, _, "reservoir"): return .water
    default: break
    }
    if let leisure = value(.leisure), leisure == "park" || leisure == "garden" { return .park }
    if value(.landuse) == "forest" || value(.natural) == "wood" { return .forest }
    switch value(.landuse) {
    case "grass", "meadow", "village_green": return .grass
    case "residential": return .residential
    case "commercial": return .commercial
    case "retail": return .retail
    case "industrial": return .industrial
    case "railway": return .railwayLand
    default: break
    }
    if value(.highway) == "pedestrian", isMultipolygon || value(.area) == "yes" { return .pedestrianArea }
    if value(.place) == "square" { return .pedestrianArea }
    return nil
  }

  /// The class of a way drawn as a line, or `nil`.
  static func lineClass(_ tags: KnownTags, strings: [String]) -> StyleClass? {
    func value(_ key: KnownKey) -> String? { tags.text(key, in: strings) }
    if let highway = value(.highway) {
      switch highway {
      case "motorway", "motorway_link": return .motorway
      case "trunk", "trunk_link": return .trunk
      case "primary", "primary_link": return .primary
      case "secondary", "secondary_link": return .secondary
      case "tertiary", "tertiary_link": return .tertiary
      case "residential", "unclassified", "living_street", "road": return .residentialRoad
      case "pedestrian": return .pedestrian
      case "service": return .service
      case "footway", "steps", "path", "cycleway", "track", "bridleway": return .path
      default: return nil
      }
    }
    if value(.waterway) == "river", value(.tunnel) != "yes" { return .river }
    if let railway = value(.railway), value(.tunnel) != "yes" {
      switch railway {
      case "rail", "light_rail", "narrow_gauge", "funicular", "monorail", "preserved": return .rail
      case "tram": return .tram
      default: return nil
      }
    }
    return nil
  }

  /// A Boolean value indicating whether a closed way with these tags is an area rather than a line.
  static func closedWayIsArea(_ tags: KnownTags, strings: [String]) -> Bool {
    func value(_ key: KnownKey) -> String? { tags.text(key, in: strings) }
    if value(.area) == "yes" { return true }
    if value(.area) == "no" { return false }
    return value(.highway) == nil && value(.railway) == nil
  }

  /// A Boolean value indicating whether a node is a place the style labels.
  static func isPlace(_ tags: KnownTags, strings: [String]) -> Bool {
    func value(_ key: KnownKey) -> String? { tags.text(key, in: strings) }
    guard value(.name) != nil else { return false }
    switch value(.place) {
    case "city", "town", "village", "suburb", "quarter", "neighbourhood", "hamlet", "locality", "square", "islet":
      return true
    default: return false
    }
  }
}
