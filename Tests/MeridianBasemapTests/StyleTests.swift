import MeridianCore
import Testing

@testable import MeridianBasemap

@Suite("Basemap style: classes from tags, the Carto table") struct StyleTests {
  /// Classifies tags given as text, through a string table made for the test.
  func classes(_ tags: [String: String], multipolygon: Bool = false) -> (area: StyleClass?, line: StyleClass?) {
    var strings: [String] = []
    var pairs: [(Int32, Int32)] = []
    for (key, value) in tags.sorted(by: { $0.key < $1.key }) {
      strings.append(key)
      strings.append(value)
      pairs.append((Int32(strings.count - 2), Int32(strings.count - 1)))
    }
    let known = KnownTags(pairs, codes: KnownKey.codes(of: strings))
    return (
      TagClassifier.areaClass(known, strings: strings, isMultipolygon: multipolygon),
      TagClassifier.lineClass(known, strings: strings)
    )
  }

  @Test("Areas by the documented rules, first match wins")
  func areas() {
    #expect(classes(["building": "yes"]).area == .building)
    #expect(classes(["building": "no", "landuse": "retail"]).area == .retail)
    #expect(classes(["building": "yes", "landuse": "retail"]).area == .building)
    #expect(classes(["natural": "water"]).area == .water)
    #expect(classes(["waterway": "riverbank"]).area == .water)
    #expect(classes(["landuse": "reservoir"]).area == .water)
    #expect(classes(["leisure": "garden"]).area == .park)
    #expect(classes(["natural": "wood"]).area == .forest)
    #expect(classes(["landuse": "meadow"]).area == .grass)
    #expect(classes(["landuse": "railway"]).area == .railwayLand)
    #expect(classes(["highway": "pedestrian", "area": "yes"]).area == .pedestrianArea)
    #expect(classes(["highway": "pedestrian"]).area == nil)
    #expect(classes(["highway": "pedestrian"], multipolygon: true).area == .pedestrianArea)
    #expect(classes(["natural": "water", "area": "no"]).area == nil)
    #expect(classes(["amenity": "cafe"]).area == nil)
  }

  @Test("Lines: roads by class with links, rail and tram, no metro in its tunnel")
  func lines() {
    #expect(classes(["highway": "primary_link"]).line == .primary)
    #expect(classes(["highway": "living_street"]).line == .residentialRoad)
    #expect(classes(["highway": "steps"]).line == .path)
    #expect(classes(["highway": "bus_stop"]).line == nil)
    #expect(classes(["railway": "tram"]).line == .tram)
    #expect(classes(["railway": "subway", "tunnel": "yes"]).line == nil)
    #expect(classes(["railway": "rail", "tunnel": "yes"]).line == nil)
    #expect(classes(["railway": "rail"]).line == .rail)
  }

  @Test("The Carto table: the colours the issue names, road widths by zoom in steps")
  func cartoTable() {
    let style = VectorTileStyle.openStreetMapCarto
    func hex(_ color: Color?) -> String {
      guard let color else { return "none" }
      return [color.red, color.green, color.blue].map { String(format: "%02x", Color.byte($0)) }.joined()
    }
    #expect(hex(style[.land].fillColor) == "f2efe9")
    #expect(hex(style[.water].fillColor) == "aad3df")
    #expect(hex(style[.sea].fillColor) == "aad3df")
    #expect(hex(style[.park].fillColor) == "c8facc")
    #expect(hex(style[.grass].fillColor) == "cdebb0")
    #expect(hex(style[.forest].fillColor) == "add19e")
    #expect(hex(style[.building].fillColor) == "d9d0c9")
    #expect(hex(style[.residential].fillColor) == "e0dfdf")
    #expect(hex(style[.commercial].fillColor) == "f2dad9")
    #expect(hex(style[.retail].fillColor) == "ffd6d1")
    #expect(hex(style[.railwayLand].fillColor) == "ebdbe8")
    #expect(hex(style[.motorway].strokeColor) == "e892a2")
    #expect(hex(style[.trunk].strokeColor) == "f9b29c")
    #expect(hex(style[.primary].strokeColor) == "fcd6a4")
    #expect(hex(style[.secondary].strokeColor) == "f7fabf")
    #expect(hex(style[.tertiary].strokeColor) == "ffffff")
    #expect(hex(style[.pedestrian].strokeColor) == "dddde8")
    // Carto's @primary-width-z13 is 5, z15 10, z17 18; z16 keeps z15's 10.
    #expect(style[.primary].widths.value(atZoom: 13) == 5)
    #expect(style[.primary].widths.value(atZoom: 16.8) == 10)
    #expect(style[.primary].widths.value(atZoom: 17) == 18)
    #expect(style[.residentialRoad].widths.value(atZoom: 16) == 6)
    #expect(style[.residentialRoad].widths.value(atZoom: 11.9) == 0)
    #expect(!style[.path].dashPattern.isEmpty)
    var custom = style
    custom[.path].isHidden = true
    custom[.building].fillColor = .gray
    #expect(custom[.path].isHidden && !style[.path].isHidden)
    #expect(custom[.building].fillColor == .gray)
  }

  @Test("Class order is the draw order: land, landuse, parks, water, buildings, roads, rail")
  func drawOrder() {
    let order: [StyleClass] = [.land, .residential, .park, .water, .building, .residentialRoad, .primary, .rail]
    #expect(order.map(\.rawValue) == order.map(\.rawValue).sorted())
    #expect(StyleClass.building.isArea && !StyleClass.path.isArea)
    #expect(StyleClass.motorway.isRoad && !StyleClass.rail.isRoad && !StyleClass.building.isRoad)
  }
}
