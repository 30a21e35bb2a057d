import Foundation
import MeridianCore
import MeridianMapView
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// A whole country zoomed out: Liechtenstein at 1:200,000 and 1:1,000,000 shows its main roads and
/// its town's name, as OpenStreetMap Carto draws them at zooms 11 and 9.
///
/// The expected values are the extract's own, read with pyosmium 4.3.2 (`Tests/Data/Liechtenstein/
/// README.md`): 81 `highway=primary` and 90 `highway=secondary` ways (plus one `secondary_link`), 1,008
/// `residential`, `unclassified` and `living_street` ways; one `place=town`, Vaduz; villages
/// Schaan (47.1663397 N, 9.5103120 E), Triesen (47.106994 N, 9.5274876 E) and Balzers (47.0666667 N,
/// 9.5 E). Carto's zooms
/// (`roads.mss`, `placenames.mss`): primary roads from 8, secondary from 9, residential roads from
/// 12; towns from 9, villages from 12. A nominal 1:200,000 is zoom 11.5, 1:1,000,000 zoom 9.2.
@MainActor
@Suite("A country extract at country scales") struct CountryScaleTests {
  static let center = Point(latitude: 47.16, longitude: 9.55)

  func frame(scale: Double) throws -> (DisplayFrame, VectorTiledLayer) {
    let layer = VectorTiledLayer(vectorTileCache: try LiechtensteinBasemap.cache())
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(center: Self.center, scale: scale)
    let mapView = MapView(map: map, viewSize: CGSize(width: 1_024, height: 768))
    return (mapView.displayFrame(), layer)
  }

  /// The OpenStreetMap ways of a `highway` value drawn in a frame.
  func drawnWays(_ frame: DisplayFrame, _ layer: VectorTiledLayer, highway: Set<String>) -> Set<Int> {
    var ways = Set<Int>()
    for item in frame.layerItems {
      guard let feature = layer.feature(item.feature), feature.attributes["osm_type"] as? String == "way",
        let value = feature.attributes["highway"] as? String, highway.contains(value),
        let id = feature.attributes["osm_id"] as? Int
      else { continue }
      ways.insert(id)
    }
    return ways
  }

  @Test("At 1:200,000: primary and secondary roads, Vaduz named; no streets, no village names")
  func twoHundredThousand() throws {
    let (frame, layer) = try frame(scale: 200_000)
    let texts = Set(frame.labels.map(\.text))
    #expect(texts.contains("Vaduz"))
    #expect(!texts.contains("Schaan") && !texts.contains("Balzers"))
    // A way under a point long (about 40 m here) is dropped: nearly all are drawn.
    #expect(drawnWays(frame, layer, highway: ["primary"]).count >= 75)
    #expect(drawnWays(frame, layer, highway: ["secondary", "secondary_link"]).count >= 80)
    #expect(drawnWays(frame, layer, highway: ["residential", "unclassified", "living_street"]).isEmpty)
  }

  @Test("At 1:1,000,000: the country's name, Vaduz, its primary roads; at 1:100,000 the villages too")
  func oneMillion() throws {
    let (frame, layer) = try frame(scale: 1_000_000)
    let texts = Set(frame.labels.map(\.text))
    #expect(texts.contains("Vaduz") && texts.contains("Liechtenstein"))
    #expect(!texts.contains("Schaan"))
    #expect(drawnWays(frame, layer, highway: ["primary"]).count >= 40)
    let (closer, _) = try self.frame(scale: 100_000)
    let names = Set(closer.labels.map(\.text))
    // The view at 1:100,000 spans 47.10-47.22 N: Balzers lies south of it.
    #expect(names.contains("Schaan") && names.contains("Triesen") && names.contains("Vaduz"), "\(names.sorted())")
  }

  @Test("At 1:1,000,000: Switzerland and Austria named once each, on their sides of the Rhine, on screen")
  func neighbours() throws {
    // Their label points (Natural Earth: 7.57 E and 14.55 E) lie off this view (9.55° ± 1.23° E);
    // Switzerland fills it west of the Rhine and Liechtenstein, Austria the east (Vorarlberg).
    let (frame, _) = try frame(scale: 1_000_000)
    let vaduz = try #require(frame.labels.first { $0.text == "Vaduz" })
    for (name, west) in [("Switzerland", true), ("Austria", false)] {
      let named = frame.labels.filter { $0.text == name }
      #expect(named.count == 1, "\(name): \(named.count) labels")
      guard let label = named.first else { continue }
      #expect(label.center.x > 0 && label.center.x < 1_024 && label.center.y > 0 && label.center.y < 768)
      #expect(west ? label.center.x < vaduz.center.x : label.center.x > vaduz.center.x, "\(name): \(label.center)")
    }
  }

  @Test("The middle zooms hold Carto's classes only: no building or street below zoom 12")
  func middleLevels() throws {
    let data = try LiechtensteinBasemap.cache().data
    #expect(data.extractLevels.map(\.zoom) == Array(6...16))
    for level in data.extractLevels where level.zoom < 12 {
      let classes = Set(level.shapeFeature.map { data.featureClass[Int($0)] })
      #expect(!classes.contains(.building) && !classes.contains(.residentialRoad) && !classes.contains(.path))
      #expect(level.zoom < 8 || classes.contains(.primary), "zoom \(level.zoom): \(classes)")
    }
  }
}
