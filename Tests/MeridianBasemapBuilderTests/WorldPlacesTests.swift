import Foundation
import MeridianCore
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The world layer's labels: OSM Carto's zoom thresholds against counts worked by hand, one label
/// for a place both the world and the extract hold, country names at small scales.
@Suite("World layer places")
struct WorldPlacesTests {
  static let resources = HelsinkiExtract.url.deletingLastPathComponent()

  static func build(places: [PopulatedPlace], files: [String] = ["world-low"]) throws -> VectorTileCache {
    let world = WorldLayerSources(
      countries: resources.appendingPathComponent("naturalearth-countries.geojson"),
      layerFiles: files.map { resources.appendingPathComponent("\($0).meridianworld") }, places: places)
    let countries = try Data(contentsOf: try #require(world.countries))
    let (data, report) = try VectorTileCache.build(
      try HelsinkiExtract.extract.get(), countries: countries, world: world
    ) { _ in }
    return VectorTileCache(data: data, buildReport: report)
  }

  /// The labels a layer gives for a view centred on a point (degrees) at a zoom, 1024 × 768 points.
  static func labels(
    _ cache: VectorTileCache, latitude: Double, longitude: Double, zoom: Double
  ) throws
    -> [LayerLabel]
  {
    let centre = try WorldFeatures.project([SIMD2(longitude, latitude)])[0]
    let resolution = TileLevel.scheme.resolution(atZoom: zoom)
    let half = SIMD2(512, 384) * resolution
    let extent = Envelope(
      xMin: centre.x - half.x, yMin: centre.y - half.y, xMax: centre.x + half.x, yMax: centre.y + half.y,
      spatialReference: .webMercator)
    let request = LayerDrawRequest(extent: extent, unitsPerPoint: resolution, scale: resolution / 0.0254 * 96)
    return try VectorTiledLayer(vectorTileCache: cache).drawing(for: request).labels
  }

  @Test("capitals, cities, towns and villages appear from Carto's zooms (counts worked by hand)")
  func thresholds() throws {
    // Ten places 1° apart on the equator in the Pacific, far from each other and from any land.
    let rows: [(PopulatedPlace.Kind, Bool, Int?)] = [
      (.city, true, 700_000),  // capital over 600,000: zoom 4
      (.city, true, 300_000),  // capital: zoom 5
      (.city, false, 3_500_000),  // city over 3,000,000: zoom 4
      (.city, false, 500_000),  // city over 400,000: zoom 5
      (.city, false, 80_000),  // city over 70,000: zoom 6
      (.city, false, nil),  // city without a population: Carto's score 100,000, zoom 6
      (.city, false, 50_000),  // any other city: zoom 7
      (.town, false, 20_000),  // town: zoom 9
      (.town, false, nil),  // town without a population: by its kind, zoom 9
      (.village, false, 2_000),  // village: zoom 12
    ]
    let places = rows.enumerated().map { index, row in
      PopulatedPlace(
        name: "P\(index)", latitude: 0, longitude: -170 + Double(index) * 0.02, kind: row.0, isCapital: row.1,
        population: row.2)
    }
    let cache = try Self.build(places: places)
    // By hand: z4 {P0, P2}; z5 adds P1, P3; z6 adds P4, P5; z7 adds P6; z9 adds P7, P8; z12 adds P9.
    let expected: [(Double, Int)] = [
      (3.5, 0), (4, 2), (4.5, 2), (5, 4), (6, 6), (7, 7), (8, 7), (9, 9), (11, 9), (12, 10),
    ]
    for (zoom, count) in expected {
      let found = try Self.labels(cache, latitude: 0, longitude: -169.91, zoom: zoom).filter { $0.text.hasPrefix("P") }
      #expect(found.count == count, "zoom \(zoom): \(found.map(\.text))")
    }
    // Priority by importance: the capital of 700,000 before the city of 3,500,000 (capitals first).
    let z4 = try Self.labels(cache, latitude: 0, longitude: -169.91, zoom: 4).filter { $0.text.hasPrefix("P") }
    #expect(z4.sorted { $0.priority < $1.priority }.map(\.text) == ["P0", "P2"])
  }

  @Test("Helsinki, in GeoNames and in the extract, is one label at 1:500,000 and at zoom 5")
  func oneHelsinki() throws {
    // GeoNames' row (cities1000: 60.16952 N, 24.93545 E, 658,864); the extract's node 1372477580.
    let helsinki = PopulatedPlace(
      name: "Helsinki", latitude: 60.16952, longitude: 24.93545, kind: .city, isCapital: true, population: 658_864)
    let cache = try Self.build(places: [helsinki])
    // 1:500,000 at 96 points per inch: 132.29 metres per point, zoom log2(2πR / (256 · 132.29)).
    let zoom500k = TileLevel.scheme.zoom(forResolution: 500_000 * 0.0254 / 96)
    for zoom in [5, zoom500k, 14] {
      let named = try Self.labels(cache, latitude: 60.1699, longitude: 24.9384, zoom: zoom).filter {
        $0.text == "Helsinki"
      }
      #expect(named.count == 1, "zoom \(zoom)")
      let label = try #require(named.first)
      let feature = try #require(VectorTiledLayer(vectorTileCache: cache).feature(label.feature))
      #expect(feature.attributes["osm_id"] as? Int == 1_372_477_580)
    }
  }

  @Test("country names at small scales: Finland, Sweden and Estonia at zoom 4; Finland to zoom 10")
  func countries() throws {
    let cache = try Self.build(places: [])
    let z4 = Set(try Self.labels(cache, latitude: 60, longitude: 25, zoom: 4).map(\.text))
    #expect(z4.isSuperset(of: ["Finland", "Sweden", "Estonia", "Norway"]))
    // A country covering over 360,000 square points is named below zoom 10 only: Finland (about
    // 338,000 km², over 4 million square points at zoom 8) at zoom 8, not at zoom 10.5.
    let z8 = Set(try Self.labels(cache, latitude: 62, longitude: 26, zoom: 8).map(\.text))
    #expect(z8.contains("Finland"))
    let z10 = Set(try Self.labels(cache, latitude: 62, longitude: 26, zoom: 10.5).map(\.text))
    #expect(!z10.contains("Finland"))
  }

  @Test("countries whose label point is out of view are named inside the part of them in view, once")
  func countriesInsideView() throws {
    let cache = try Self.build(places: [])
    // 1:1,000,000 around Liechtenstein (47.16 N, 9.55 E), zoom 9.2: the view spans 9.55° ± 1.23° of
    // longitude (512 points of 267 m, 111.3 km a degree in Web Mercator) and 47.16° ± 0.63° of
    // latitude. Switzerland's label point (7.57 E) and Austria's (14.55 E) lie outside; Switzerland
    // fills the view west of the Rhine (9.5 E), Austria the east from about 47° N to Lake Constance.
    let zoom = TileLevel.scheme.zoom(forResolution: 1_000_000 * 0.0254 / 96)
    let labels = try Self.labels(cache, latitude: 47.16, longitude: 9.55, zoom: zoom)
    let resolution = TileLevel.scheme.resolution(atZoom: zoom)
    let centre = try WorldFeatures.project([SIMD2(9.55, 47.16)])[0]
    for (name, west) in [("Switzerland", true), ("Austria", false)] {
      let named = labels.filter { $0.text == name }
      #expect(named.count == 1, "\(name): \(named.count) labels")
      guard case .point(let p)? = named.first?.placement else { continue }
      let offset = (p - centre) / resolution
      // At least the inset inside the view, on its side of the Rhine.
      #expect(abs(offset.x) <= 512 - 24 && abs(offset.y) <= 384 - 24, "\(name) at \(offset)")
      #expect(west ? offset.x < 0 : offset.x > 0, "\(name) at \(offset)")
    }
    // Liechtenstein's own label point is in view: it is named there.
    #expect(labels.filter { $0.text == "Liechtenstein" }.count == 1)
    // At zoom 10 and beyond, a country as large as Switzerland (over 360,000 square points) is not.
    let z10 = try Self.labels(cache, latitude: 47.16, longitude: 9.55, zoom: 10.2).map(\.text)
    #expect(!z10.contains("Switzerland") && !z10.contains("Austria"))
  }

  @Test("GeoNames rows: a city from 100,000, a town from 10,000, a village when no population is given")
  func geoNamesKinds() {
    let rows = [
      ("Big", 250_000), ("Mid", 12_000), ("Small", 4_000), ("Unknown", 0),
    ]
    .enumerated().map { index, row in
      GeoNamesPlace(
        geonameID: index + 1, name: row.0, countryCode: "FI", population: row.1, latitude: 60, longitude: 25)
    }
    // Small (4,000, no capital) is not labelled; Unknown is a village with no population.
    let places = PopulatedPlace.labelled(rows)
    #expect(places.map(\.name) == ["Big", "Mid", "Unknown"])
    #expect(places.map(\.kind) == [.city, .town, .village])
    #expect(places.map(\.population) == [250_000, 12_000, nil])
    // A village is named from zoom 12 (Carto's), not at a town's 9.
    #expect(PlaceRank.minimumZoom(places[2].kind, isCapital: false, population: nil) == 12)
    // A capital with no population stays a capital (zoom 5).
    let capital = PopulatedPlace.labelled([rows[3]], capitalRows: [0])
    #expect(capital.map(\.isCapital) == [true])
  }

  @Test("names with bidirectional text and combining marks are labelled as given")
  func unicodeNames() throws {
    let names = [
      "\u{5EA}\u{5DC} \u{5D0}\u{5D1}\u{5D9}\u{5D1}", "Sa\u{301}o Tome\u{301}",
      "\u{627}\u{644}\u{631}\u{64A}\u{627}\u{636} 2",
    ]
    let places = names.enumerated().map { index, name in
      PopulatedPlace(
        name: name, latitude: 10, longitude: -160 + Double(index) * 0.5, kind: .city, population: 5_000_000)
    }
    let cache = try Self.build(places: places)
    let texts = try Self.labels(cache, latitude: 10, longitude: -159.5, zoom: 6).map(\.text)
    for name in names {
      #expect(texts.contains { $0.unicodeScalars.elementsEqual(name.unicodeScalars) }, "\(name)")
    }
  }
}
