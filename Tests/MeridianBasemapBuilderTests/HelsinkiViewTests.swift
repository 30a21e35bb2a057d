import Foundation
import MeridianCore
import MeridianMapView
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The Helsinki basemap in a real map view: what `identifyLayers` finds under a tap, and the labels
/// placed over central Helsinki.
///
/// The points come from the extract, found with osmium 1.15.0 and shapely 2.2.0:
/// - Mannerheimintie: `osmium cat helsinki.osm.pbf -f opl` lists way 45150439 (`highway=primary`,
///   `name=Mannerheimintie`) with nodes 572766855, 317704051, ...; node 317704051
///   (`highway=traffic_signals`, x24.9379496 y60.170061) belongs to no other way.
/// - Buildings: `osmium export helsinki.osm.pbf --add-unique-id=type_id`, the closed ways 23648033
///   (Kaivotalo, `building=retail`) and 8033120 (Ateneum, `building=museum`), projected to EPSG:3857
///   with pyproj and `shape(geometry).representative_point()`: (2776370.52, 8437671.71), 45 m inside
///   Kaivotalo's outline, and (2776760.92, 8437688.07), 49 m inside Ateneum's.
@MainActor
@Suite("The Helsinki basemap in a map view") struct HelsinkiViewTests {
  /// A 1024 × 768 view of the Helsinki basemap centred on a point at a scale and rotation.
  func view(center: Point, scale: Double, rotation: Double = 0) throws -> MapView {
    let layer = VectorTiledLayer(vectorTileCache: try HelsinkiBasemap.cache())
    let map = Map(basemap: Basemap(baseLayers: [layer]))
    map.initialViewpoint = Viewpoint(center: center, scale: scale, rotation: rotation)
    return MapView(map: map, viewSize: CGSize(width: 1_024, height: 768))
  }

  @Test("A tap on Mannerheimintie's centre line at 1:5,000 names the street")
  func mannerheimintie() async throws {
    let node = Point(latitude: 60.170061, longitude: 24.9379496)
    let mapView = try view(center: node, scale: 5_000)
    let tap = try #require(mapView.screenPoint(fromLocation: node))
    #expect(abs(tap.x - 512) < 1e-6 && abs(tap.y - 384) < 1e-6)
    let results = try await mapView.identifyLayers(screenPoint: tap, tolerance: 4, maximumResultsPerLayer: nil)
    let road = try #require(results.flatMap(\.geoElements).first { $0.kind == "road" })
    #expect(road.attributes["name"] as? String == "Mannerheimintie")
    #expect(road.attributes["highway"] as? String == "primary")
    #expect(road.attributes["osm_type"] as? String == "way")
    // The result prints in a line: the road's class and OSM id, not its geometry or the layer's style.
    let line = try #require(results.first { $0.geoElements.contains { $0.kind == "road" } }).description
    #expect(line.contains(#"road "Mannerheimintie" (class: primary, osm: way/45150439, "#), "\(line)")
    #expect(line.count < 500, "\(line)")
    // The land under the street is background: left out unless asked for.
    let classes = results.flatMap(\.geoElements).compactMap { $0.attributes["class"] as? String }
    #expect(!classes.contains("land") && !classes.contains("sea"), "\(classes)")
  }

  @Test("A tap on the open sea south of Kaivopuisto finds nothing, and the sea when the background is asked for")
  func sea() async throws {
    // 60.1500 N, 24.9550 E: open water between Kaivopuisto's shore (60.156 N) and Harakka (24.976 E).
    let water = Point(latitude: 60.1500, longitude: 24.9550)
    let mapView = try view(center: water, scale: 5_000)
    let tap = try #require(mapView.screenPoint(fromLocation: water))
    let plain = try await mapView.identifyLayers(screenPoint: tap, tolerance: 0, maximumResultsPerLayer: nil)
    #expect(plain.isEmpty, "\(plain)")
    let all = try await mapView.identifyLayers(
      screenPoint: tap, tolerance: 0, maximumResultsPerLayer: nil, includeBackground: true)
    let classes = all.flatMap(\.geoElements).compactMap { $0.attributes["class"] as? String }
    #expect(classes.first == "sea", "\(all)")
  }

  @Test(
    "A tap inside a building at 1:5,000 finds that building",
    arguments: [(Int64(23_648_033), 2_776_370.52, 8_437_671.71), (Int64(8_033_120), 2_776_760.92, 8_437_688.07)])
  func building(id: Int64, x: Double, y: Double) async throws {
    let inside = Point(x: x, y: y, spatialReference: .webMercator)
    let mapView = try view(center: Point(latitude: 60.1699, longitude: 24.9384), scale: 5_000)
    let tap = try #require(mapView.screenPoint(fromLocation: inside))
    #expect(CGRect(x: 0, y: 0, width: 1_024, height: 768).contains(tap))
    let results = try await mapView.identifyLayers(screenPoint: tap, tolerance: 0, maximumResultsPerLayer: nil)
    let building = try #require(results.flatMap(\.geoElements).first { $0.kind == "building" })
    #expect(building.attributes["osm_id"] as? Int == Int(id))
    #expect(building.attributes["osm_type"] as? String == "way")
  }

  @Test("Aleksanterinkatu, six ways of 19 to 190 m, is named along its length at 1:5,000")
  func aleksanterinkatu() throws {
    // The extract (pyosmium 4.3.2): ways 14601899, 166170097, 28545316, 166170099, 36730331 (service)
    // and 26427722 (unclassified) meet end to end from 24.94084 E to 24.95328 E along 60.169 N:
    // 126 + 147 + 19 + 190 + 94 + 125 = 701 m. At 1:5,000 a point is 1.3229 Web Mercator metres, half
    // a ground metre at 60° N: the view spans 24.9460° ± 0.0061° E, and holds the street from 24.94084
    // to 24.9521 E, about 627 m or 945 points, room for its name twice at 250-point spacing. Its
    // service pieces were not named at all before, the unclassified one (125 m) once.
    let mapView = try view(center: Point(latitude: 60.1690, longitude: 24.9460), scale: 5_000)
    let named = mapView.displayFrame().labels.filter { $0.text == "Aleksanterinkatu" && abs($0.angle) < 10 }
    let onScreen = named.filter { $0.center.x > 0 && $0.center.x < 1_024 }
    #expect(onScreen.count >= 2, "\(named.map(\.center))")
  }

  @Test(
    "No two placed labels overlap over central Helsinki",
    arguments: [5_000.0, 10_000, 20_000], [0.0, 30])
  func labelsApart(scale: Double, rotation: Double) throws {
    let mapView = try view(center: Point(latitude: 60.1699, longitude: 24.9384), scale: scale, rotation: rotation)
    let labels = mapView.displayFrame().labels
    #expect(labels.count >= 5, "\(labels.count) labels")
    for i in labels.indices {
      for j in labels.indices where j > i {
        #expect(
          !LabelOverlap.overlaps(labels[i].corners, labels[j].corners),
          "'\(labels[i].text)' and '\(labels[j].text)' overlap")
      }
    }
  }
}

@Suite("Label overlap, the test's own check") struct LabelOverlapTests {
  static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [CGPoint] {
    [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h)]
  }

  @Test("Hand-worked boxes: overlapping, touching, apart, and a 45° diamond beside a square's corner")
  func cases() {
    #expect(LabelOverlap.overlaps(Self.box(0, 0, 10, 4), Self.box(9, 3, 10, 4)))
    #expect(!LabelOverlap.overlaps(Self.box(0, 0, 10, 4), Self.box(10, 0, 10, 4)))
    #expect(!LabelOverlap.overlaps(Self.box(0, 0, 10, 4), Self.box(0, 5, 10, 4)))
    // A diamond centred on (12, 6) with half-diagonal 2.5 reaches (9.5, 6): past x = 10 only where
    // y is near 6, and the square ends at y = 4, so the bounding boxes meet but the shapes do not.
    let diamond = [CGPoint(x: 9.5, y: 6), CGPoint(x: 12, y: 3.5), CGPoint(x: 14.5, y: 6), CGPoint(x: 12, y: 8.5)]
    #expect(!LabelOverlap.overlaps(Self.box(0, 0, 10, 4), diamond))
    #expect(LabelOverlap.overlaps(Self.box(0, 0, 11, 5), diamond))
  }
}

/// Overlap of two convex quadrilaterals by the separating axis theorem: they overlap when their
/// projections overlap on every edge normal of both, by more than a thousandth of a point (boxes that
/// only touch do not overlap).
enum LabelOverlap {
  static func overlaps(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
    for polygon in [a, b] {
      for i in polygon.indices {
        let p = polygon[i]
        let q = polygon[(i + 1) % polygon.count]
        let normal = (x: Double(q.y - p.y), y: Double(p.x - q.x))
        let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
        guard length > 0 else { continue }
        func extent(_ points: [CGPoint]) -> (Double, Double) {
          let values = points.map { (Double($0.x) * normal.x + Double($0.y) * normal.y) / length }
          return (values.min() ?? 0, values.max() ?? 0)
        }
        let (aLow, aHigh) = extent(a)
        let (bLow, bHigh) = extent(b)
        if min(aHigh, bHigh) - max(aLow, bLow) <= 1e-3 { return false }
      }
    }
    return true
  }
}
