import MeridianBasemap
import MeridianCore
import Testing

@testable import MeridianBasemapBuilder

@Suite("Basemap build: style classes from tags") struct TagClassifierTests {
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
}
