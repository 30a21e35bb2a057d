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

  @Test("country names at small scales: Finland, Sweden and Estonia at zoom 4; not Finland at zoom 8")
  func countries() throws {
    let cache = try Self.build(places: [])
    let z4 = Set(try Self.labels(cache, latitude: 60, longitude: 25, zoom: 4).map(\.text))
    #expect(z4.isSuperset(of: ["Finland", "Sweden", "Estonia", "Norway"]))
    // Carto names a country only while it covers under 360,000 square points: Finland is far larger
    // at zoom 8 (about 338,000 km², over 4 million square points there).
    let z8 = Set(try Self.labels(cache, latitude: 62, longitude: 26, zoom: 8).map(\.text))
    #expect(!z8.contains("Finland"))
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
