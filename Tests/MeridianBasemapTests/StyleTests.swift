import MeridianCore
import Testing

@testable import MeridianBasemap

@Suite("Basemap style: the Carto table") struct StyleTests {
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
