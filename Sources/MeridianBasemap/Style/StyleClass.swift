/// What a basemap feature is, as its style draws it: one class per row of the style table.
///
/// The classes follow OpenStreetMap Carto's layers. Their order here is the draw order, bottom
/// first: land, then landuse, parks and grass, water, buildings, roads, rail (labels and graphics
/// come after, in the map view).
public enum StyleClass: UInt8, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// Land: the extract's land and the world's countries.
  case land
  /// Sea: the water side of the coastline, and the world's oceans.
  case sea
  /// `landuse=residential`.
  case residential
  /// `landuse=commercial`.
  case commercial
  /// `landuse=retail`.
  case retail
  /// `landuse=industrial`.
  case industrial
  /// `landuse=railway`.
  case railwayLand
  /// `landuse=grass`, `landuse=meadow`, `landuse=village_green`.
  case grass
  /// `landuse=forest`, `natural=wood`.
  case forest
  /// `leisure=park`, `leisure=garden`.
  case park
  /// `highway=pedestrian` areas (squares) and `place=square`.
  case pedestrianArea
  /// `natural=water`, `waterway=riverbank`, `waterway=dock`, `landuse=basin`, `landuse=reservoir`.
  case water
  /// `building=*` (but `building=no`).
  case building
  /// `highway=footway`, `highway=steps`, `highway=path`, `highway=cycleway`, `highway=track`,
  /// `highway=bridleway`: thin dashed lines.
  case path
  /// `highway=service`.
  case service
  /// `highway=pedestrian` lines.
  case pedestrian
  /// `highway=residential`, `unclassified`, `living_street`, `road`.
  case residentialRoad
  /// `highway=tertiary` and `tertiary_link`.
  case tertiary
  /// `highway=secondary` and `secondary_link`.
  case secondary
  /// `highway=primary` and `primary_link`.
  case primary
  /// `highway=trunk` and `trunk_link`.
  case trunk
  /// `highway=motorway` and `motorway_link`.
  case motorway
  /// `railway=tram`.
  case tram
  /// `railway=rail`, `light_rail`, `narrow_gauge`, `funicular`, `monorail`, `preserved`.
  case rail
  /// `place=*` nodes with a name, and the world layer's cities and towns: labels only.
  case place
  /// Big rivers (the world layer's): lines.
  case river
  /// National borders (the world layer's): lines, over rivers.
  case boundary
  /// Country names (the world layer's): labels only.
  case country

  /// The class's name in the style table: `building`, `primary`, `railwayLand`, ...
  public var description: String {
    switch self {
    case .land: return "land"
    case .sea: return "sea"
    case .residential: return "residential"
    case .commercial: return "commercial"
    case .retail: return "retail"
    case .industrial: return "industrial"
    case .railwayLand: return "railwayLand"
    case .grass: return "grass"
    case .forest: return "forest"
    case .park: return "park"
    case .pedestrianArea: return "pedestrianArea"
    case .water: return "water"
    case .building: return "building"
    case .path: return "path"
    case .service: return "service"
    case .pedestrian: return "pedestrian"
    case .residentialRoad: return "residentialRoad"
    case .tertiary: return "tertiary"
    case .secondary: return "secondary"
    case .primary: return "primary"
    case .trunk: return "trunk"
    case .motorway: return "motorway"
    case .tram: return "tram"
    case .rail: return "rail"
    case .place: return "place"
    case .boundary: return "boundary"
    case .river: return "river"
    case .country: return "country"
    }
  }

  /// A Boolean value indicating whether the class draws areas (filled rings).
  public var isArea: Bool { rawValue <= StyleClass.building.rawValue }

  /// A Boolean value indicating whether the class is background: the land and sea under everything
  /// else, which identify leaves out unless asked.
  public var isBackground: Bool { self == .land || self == .sea }

  /// A Boolean value indicating whether the class is only a label at a point (places, countries).
  public var isLabelOnly: Bool { self == .place || self == .country }

  /// A Boolean value indicating whether the class is a road drawn with a casing under its fill.
  public var isRoad: Bool { (StyleClass.path.rawValue...StyleClass.motorway.rawValue).contains(rawValue) }

  /// What identify calls a feature of this class: `land`, `water` (sea, water, rivers), `landuse`,
  /// `park`, `building`, `road`, `rail`, `place` (places and countries), `boundary`.
  public var kind: String {
    switch self {
    case .land: return "land"
    case .sea, .water: return "water"
    case .residential, .commercial, .retail, .industrial, .railwayLand, .pedestrianArea: return "landuse"
    case .grass, .forest, .park: return "park"
    case .building: return "building"
    case .path, .service, .pedestrian, .residentialRoad, .tertiary, .secondary, .primary, .trunk, .motorway:
      return "road"
    case .tram, .rail: return "rail"
    case .place, .country: return "place"
    case .boundary: return "boundary"
    case .river: return "water"
    }
  }
}
