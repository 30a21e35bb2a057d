import Foundation
import MeridianBasemap
import MeridianCore
import MeridianTestSupport
import Testing

@testable import MeridianBasemapBuilder
@testable import MeridianBasemapTool

/// `meridian-basemap build --places`: a hand-written GeoNames CSV, its places labelled beyond the
/// extract by the rule the usage states; a bad row refused with its file and line.
@Suite("meridian-basemap build --places")
struct PlacesOptionTests {
  /// GeoNames' rows (cities1000, CC BY 4.0) for Tampere and Lahti, a made-up place of 5,000 people
  /// next to Tampere, and a quoted name with a comma; columns in the sample file's order.
  static let csv = """
    geonameid,name,alternatenames,admin1,admin2,countrycode,population,latitude,longitude
    634963,Tampere,Tammerfors,Pirkanmaa,Tampere,FI,206171,61.49911,23.78712
    649360,Lahti,Lahtis,Paijat-Hame,Lahti,FI,120027,60.98267,25.66151
    1,Smallby,,Pirkanmaa,,FI,5000,61.45,23.70
    2,"Comma, Town",,Pirkanmaa,,FI,12000,61.40,23.60

    """

  /// The labels of a 1024 × 768 view centred on a point (degrees) at a zoom.
  static func labels(_ cache: VectorTileCache, latitude: Double, longitude: Double, zoom: Double) throws -> [String] {
    let centre = try WorldFeatures.project([SIMD2(longitude, latitude)])[0]
    let resolution = TileLevel.scheme.resolution(atZoom: zoom)
    let half = SIMD2(512, 384) * resolution
    let extent = Envelope(
      xMin: centre.x - half.x, yMin: centre.y - half.y, xMax: centre.x + half.x, yMax: centre.y + half.y,
      spatialReference: .webMercator)
    let request = LayerDrawRequest(extent: extent, unitsPerPoint: resolution, scale: resolution / 0.0254 * 96)
    return try VectorTiledLayer(vectorTileCache: cache).drawing(for: request).labels.map(\.text)
  }

  @Test("Cities label from zoom 6, towns of 10,000 from 9, smaller places never (Carto's zooms)")
  func places() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let places = try scratch.write("places.csv", Array(Self.csv.utf8))
    let output = scratch.path("x.meridianbasemap")
    let run = await ToolRun.run([
      "build", SampleFiles.extract, "--world", SampleFiles.world, "-p", places, "-o", output,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let cache = try VectorTileCache(contentsOf: URL(fileURLWithPath: output))
    // Tampere (206,171) and Lahti (120,027) are cities of under 400,000: zoom 6, not 5.
    let z5 = try Self.labels(cache, latitude: 61.2, longitude: 24.7, zoom: 5.5)
    #expect(!z5.contains("Tampere") && !z5.contains("Lahti"), "\(z5)")
    let z6 = try Self.labels(cache, latitude: 61.2, longitude: 24.7, zoom: 6.5)
    #expect(z6.contains("Tampere") && z6.contains("Lahti"), "\(z6)")
    #expect(!z6.contains("Comma, Town"), "\(z6)")
    // Near Tampere at zoom 9.5: the town of 12,000 is named, the place of 5,000 is not.
    let z9 = try Self.labels(cache, latitude: 61.45, longitude: 23.7, zoom: 9.5)
    #expect(z9.contains("Comma, Town"), "\(z9)")
    #expect(!z9.contains("Smallby"), "\(z9)")
  }

  @Test("A row whose latitude is not a number exits 65 naming the file, line and field")
  func badRow() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let bad = Self.csv.replacingOccurrences(of: "120027,60.98267", with: "120027,north")
    let places = try scratch.write("places.csv", Array(bad.utf8))
    let output = scratch.path("x.meridianbasemap")
    let run = await ToolRun.run(["build", SampleFiles.extract, "--places", places, "-o", output])
    #expect(run.status == 65)
    #expect(
      run.stderr == "meridian-basemap: error: \(places): places.csv:3: field 'latitude': \"north\" is not a number.\n",
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let empty = await ToolRun.run(["build", SampleFiles.extract, "--places", "", "-o", output])
    #expect(empty.status == 64)
  }
}
