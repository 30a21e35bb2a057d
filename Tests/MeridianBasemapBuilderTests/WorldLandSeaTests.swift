import Foundation
import MeridianCore
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// Land and sea where GSHHG puts them, at every scale from 1:50,000,000 to 1:50,000: the class of the
/// top filled shape the layer draws at points whose kind GMT itself gives (`gmt select -D{l,i,h,f}
/// -Ns/k/s/k/s` for land, `-Ns/s/k/s/k` for lakes, GMT 6.4.0 with GSHHG 2.3.7; each point has the same
/// answer at all four resolutions).
@Suite("World layer land and sea")
struct WorldLandSeaTests {
  static let resources = HelsinkiExtract.url.deletingLastPathComponent()

  static let cache = build(["world-crude", "world-low", "baltic-intermediate", "gulf-of-finland-high", "helsinki-full"])

  /// The Helsinki extract built with the sample's world layer files named, in that order.
  static func build(_ names: [String]) -> Result<VectorTileCache, any Error> {
    Result {
      let world = WorldLayerSources(
        countries: resources.appendingPathComponent("naturalearth-countries.geojson"),
        layerFiles: names.map { resources.appendingPathComponent("\($0).meridianworld") })
      let countries = try Data(contentsOf: resources.appendingPathComponent("naturalearth-countries.geojson"))
      let (data, report) = try VectorTileCache.build(
        try HelsinkiExtract.extract.get(), countries: countries, world: world
      ) { _ in }
      return VectorTileCache(data: data, buildReport: report)
    }
  }

  /// The kind of the top filled shape at a point: "land", or "water" (sea or lake), in this suite's
  /// basemap or another.
  static func kind(
    at longitude: Double, _ latitude: Double, zoom: Double, in other: VectorTileCache? = nil
  ) throws
    -> String?
  {
    let cache = try other ?? cache.get()
    let p = try WorldFeatures.project([SIMD2(longitude, latitude)])[0]
    let resolution = TileLevel.scheme.resolution(atZoom: zoom)
    let half = SIMD2(512, 384) * resolution
    let request = LayerDrawRequest(
      extent: Envelope(
        xMin: p.x - half.x, yMin: p.y - half.y, xMax: p.x + half.x, yMax: p.y + half.y, spatialReference: .webMercator),
      unitsPerPoint: resolution, scale: resolution / 0.0254 * 96)
    let drawing = try VectorTiledLayer(vectorTileCache: cache).drawing(for: request)
    for shape in drawing.shapes.reversed() where drawing.paints[shape.paint].fillColor != nil {
      var inside = false
      for part in shape.parts {
        let ring = Array(drawing.part(part))
        for i in ring.indices {
          let a = ring[i]
          let b = ring[(i + 1) % ring.count]
          if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
      }
      guard inside else { continue }
      let styleClass = cache.data.featureClass[Int(shape.feature.rawValue)]
      return styleClass == .land ? "land" : styleClass == .sea || styleClass == .water ? "water" : "\(styleClass)"
    }
    return nil
  }

  @Test(
    "GMT's sea, land and lake points are drawn so at zooms 3.5 (1:50,000,000) to 13.5 (1:50,000)",
    arguments: [3.5, 5.9, 6.9, 8.5, 10.2, 13.5])
  func points(zoom: Double) throws {
    let expected: [(Double, Double, String, String)] = [
      (24.96, 60.10, "water", "the open sea south of Helsinki"),
      (24.95, 60.21, "land", "Helsinki's mainland north of the extract"),
      (24.75, 59.35, "land", "Estonia south of Tallinn"),
      (20.0, 58.0, "water", "the Baltic Sea"),
      (24.9880, 60.1455, "water", "GSHHG's sea at Suomenlinna (its island lies about 150 m west)"),
      (24.9570, 60.1650, "land", "GSHHG's land at the South Harbour (the World Vector Shoreline's error)"),
    ]
    for (longitude, latitude, kind, what) in expected {
      #expect(try Self.kind(at: longitude, latitude, zoom: zoom) == kind, "\(what) at zoom \(zoom)")
    }
    // Päijänne, Finland's second lake (about 1,100 km²): a lake in GSHHG from the low resolution on.
    if zoom >= 5.9 { #expect(try Self.kind(at: 25.55, 61.45, zoom: zoom) == "water", "Päijänne at zoom \(zoom)") }
  }
}
