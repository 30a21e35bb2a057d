import Foundation
import Testing

@testable import MeridianCore

@Suite("Map, Viewpoint and Color") struct MapTests {
  @Test("A saved map restores its basemap, reference, viewpoint, scale limits and layers")
  func mapCodable() throws {
    let map = Map(baseLayer: TiledLayer(tileCacheName: "streetmap_SD"))
    map.initialViewpoint = Viewpoint(latitude: 32.7157, longitude: -117.1611, scale: 10_000, rotation: 15)
    map.minScale = 1_000_000
    map.maxScale = 1_000
    map.addOperationalLayer(
      TiledLayer(url: URL(string: "https://example.com/arcgis/rest/services/Hillshade/MapServer")!))
    let data = try JSONEncoder().encode(map)
    let restored = try JSONDecoder().decode(Map.self, from: data)
    #expect(restored.baseLayer?.source == .tileCache(name: "streetmap_SD"))
    #expect(restored.spatialReference == .webMercator)
    #expect(restored.initialViewpoint == map.initialViewpoint)
    #expect(restored.minScale == 1_000_000)
    #expect(restored.maxScale == 1_000)
    #expect(restored.operationalLayers.map(\.name) == ["MapServer"])
    #expect(Map(spatialReference: .wgs84).spatialReference == .wgs84)
  }

  @Test("A bounding-geometry viewpoint keeps NaN scale through Codable")
  func viewpointCodable() throws {
    let box = Envelope(xMin: 0, yMin: 0, xMax: 10, yMax: 10, spatialReference: .webMercator)
    let viewpoint = Viewpoint(boundingGeometry: box, rotation: 30)
    let back = try JSONDecoder().decode(Viewpoint.self, from: try JSONEncoder().encode(viewpoint))
    #expect(back == viewpoint)
    #expect(back.targetScale.isNaN)
    #expect(back.kind == .boundingGeometry)
    let malformed = Data(#"{"targetGeometry":{"x":"east","y":1}}"#.utf8)
    #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Viewpoint.self, from: malformed) }
  }

  @Test("Each access to changes is a new stream that sees every later change in order")
  func changes() async {
    let map = Map(basemapStyle: .arcGISTopographic)
    let first = map.changes
    let second = map.changes
    map.basemapStyle = .arcGISImagery
    map.minScale = 5
    map.addOperationalLayer(TiledLayer(tileCacheName: "a"))
    _ = map.removeOperationalLayer(at: 0)
    #expect(map.removeOperationalLayer(at: 3) == nil)
    var seen: [Map.Change] = []
    for await change in first {
      seen.append(change)
      if seen.count == 5 { break }
    }
    #expect(seen == [.basemap, .scaleLimits, .operationalLayers, .operationalLayers, .operationalLayers])
    var iterator = second.makeAsyncIterator()
    #expect(await iterator.next() == .basemap)
  }

  @Test("Color(hex:) reads #RGB, #RRGGBB and #RRGGBBAA, and throws on anything else")
  func colorHex() throws {
    #expect(try Color(hex: "#A52A2A") == .brown)
    #expect(try Color(hex: "fff") == .white)
    #expect(try Color(hex: "#00000000") == .clear)
    #expect(try Color(hex: "#FF000080").alpha == 128.0 / 255)
    #expect(Color.brown.hexString == "#A52A2AFF")
    for bad in ["", "#12", "#GGGGGG", "#1234567", "red", "#ＦＦＦ"] {
      #expect(throws: ColorParseError(text: bad)) { _ = try Color(hex: bad) }
    }
  }
}
