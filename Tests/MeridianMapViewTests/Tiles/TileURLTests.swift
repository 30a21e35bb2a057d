import Foundation
import MeridianCore
import Testing

@testable import MeridianMapView

/// The visible tiles of a map view with their URLs, for places whose tile numbers were worked by
/// hand with the OpenStreetMap wiki's "Slippy map tilenames" formulas
/// (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames): x = ⌊2^z · (lon + 180) / 360⌋,
/// y = ⌊2^z · (1 − ln(tan φ + sec φ) / π) / 2⌋ (the working is in MeridianCoreTests' TileSourceTests).
@MainActor
@Suite("Visible tiles with URLs")
struct TileURLTests {
  static let agent = "MeridianTests/1.0 (tests@example.com)"
  static let halfWorld = Double.pi * 6_378_137

  /// A view centred on a place at the resolution of a Web Mercator level (2πR / 256 / 2^level
  /// metres per point), over a basemap.
  static func view(
    latitude: Double, longitude: Double, level: Double, basemap: Basemap?,
    size: CGSize = CGSize(width: 100, height: 100),
    rotation: Double = 0
  ) throws -> MapView {
    let map = Map(spatialReference: .webMercator)
    map.basemap = basemap
    let center = try GeometryEngine.project(
      Point(x: longitude, y: latitude, spatialReference: .wgs84), into: .webMercator)
    let resolution = 2 * halfWorld / 256 / pow(2, level)
    map.initialViewpoint = Viewpoint(
      center: center, scale: Viewpoint.scale(forUnitsPerPoint: resolution, spatialReference: .webMercator),
      rotation: rotation)
    return MapView(map: map, viewSize: size)
  }

  @Test(
    "A 10-point view over a hand-worked place lists that one OpenStreetMap tile",
    arguments: [
      // Senate Square, Helsinki (60.1695° N, 24.9525° E): zoom 16 → x 37310.46, y 18969.76.
      (60.1695, 24.9525, 16, "https://tile.openstreetmap.org/16/37310/18969.png"),
      // The same square at zoom 19 → x 298483.71, y 151758.07.
      (60.1695, 24.9525, 19, "https://tile.openstreetmap.org/19/298483/151758.png"),
      // Golden Gate Bridge (37.8199° N, 122.4783° W): zoom 12 → x 654.47, y 1582.54.
      (37.8199, -122.4783, 12, "https://tile.openstreetmap.org/12/654/1582.png"),
      // Sydney Opera House (33.8568° S, 151.2153° E): zoom 15 → x 30147.95, y 19662.51.
      (-33.8568, 151.2153, 15, "https://tile.openstreetmap.org/15/30147/19662.png"),
    ])
  func openStreetMapTile(latitude: Double, longitude: Double, level: Int, expected: String) throws {
    // 10 points are 0.04 of a tile: the view stays inside the tile of its centre, whose fractional
    // tile coordinates (below) are at least 0.05 from an edge.
    let view = try Self.view(
      latitude: latitude, longitude: longitude, level: Double(level), basemap: Basemap(style: .osmStandard),
      size: CGSize(width: 10, height: 10))
    let tiles = try view.visibleTiles(scaleFactor: 1, userAgent: Self.agent)
    #expect(tiles.map { $0.url?.absoluteString } == [expected])
    #expect(tiles.first?.key.level == level)
    #expect(tiles.first?.headers["User-Agent"] == Self.agent)
    #expect(tiles.first?.headers.hasCredential == false)
    #expect(view.visibleTiles().map(\.url) == [nil], "visibleTiles() gives keys, never URLs")
  }

  @Test("Zoomed in past zoom 19, OpenStreetMap's finest tiles come enlarged")
  func overzoom() throws {
    // At zoom 21's resolution a zoom-19 tile is 2² × 256 = 1,024 points wide.
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 21, basemap: Basemap(style: .osmStandard))
    let tiles = try view.visibleTiles(scaleFactor: 2, userAgent: Self.agent)
    #expect(tiles.map { $0.url?.absoluteString } == ["https://tile.openstreetmap.org/19/298483/151758.png"])
    expectClose(tiles.first.map { Double($0.screenRect.width) }, 1_024, within: 1e-6)
  }

  @Test("OpenStreetMap without a user agent throws, naming the host")
  func missingAgent() throws {
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .osmStandard))
    #expect(throws: TileSourceError.missingUserAgent(host: "tile.openstreetmap.org")) {
      try view.visibleTiles(scaleFactor: 1)
    }
  }

  @Test("No bulk download: more than 512 OpenStreetMap tiles in a view throws; a 4,096-point view at 45° fits")
  func tileLimit() throws {
    let large = try Self.view(
      latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .osmStandard),
      size: CGSize(width: 4_096, height: 4_096), rotation: 45)
    let tiles = try large.visibleTiles(scaleFactor: 1, userAgent: Self.agent)
    // Unrotated, a 4,096-point square meets 16 or 17 columns and rows; at 45° its 5,793-point
    // diagonal spans about 23, but only the tiles that meet the square are listed.
    #expect(tiles.count > 256 && tiles.count <= 512)
    #expect(Set(tiles.compactMap(\.url)).count == tiles.count, "each tile once")
    let huge = try Self.view(
      latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .osmStandard),
      size: CGSize(width: 8_192, height: 8_192))
    #expect(throws: TileSourceError.tooManyTiles(limit: 512)) {
      try huge.visibleTiles(scaleFactor: 1, userAgent: Self.agent)
    }
  }

  @Test("A MapServer base layer is addressed /tile/{z}/{y}/{x}; its key goes in the header")
  func mapServerLayer() throws {
    let layer = TiledLayer(
      url: try #require(
        URL(string: "https://services.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer")))
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(baseLayer: layer))
    let tiles = try view.visibleTiles(scaleFactor: 1, apiKey: "LAYER-KEY")
    #expect(
      tiles.map { $0.url?.absoluteString }
        == ["https://services.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/tile/16/18969/37310"])
    #expect(tiles.first?.headers.allHTTPHeaderFields == ["X-Esri-Authorization": "Bearer LAYER-KEY"])
  }

  @Test("A template layer with {r} gets, at scale 2, the retina tile")
  func templateLayer() throws {
    let layer = TiledLayer(url: try #require(URL(string: "https://tiles.example.com/{z}/{x}/{y}{r}.png")))
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(baseLayer: layer))
    #expect(
      try view.visibleTiles(scaleFactor: 2).map { $0.url?.absoluteString }
        == ["https://tiles.example.com/16/37310/18969@2x.png"])
    #expect(
      try view.visibleTiles(scaleFactor: 1).map { $0.url?.absoluteString }
        == ["https://tiles.example.com/16/37310/18969.png"])
  }

  @Test("Any tile source gives its tiles: {s} cycles by (x + y) mod count, a 512-pixel source picks its own level")
  func anySource() throws {
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 16, basemap: nil)
    let source = try TileSource(
      urlTemplate: "https://{s}.tiles.example.com/{z}/{x}/{y}.png", subdomains: ["a", "b", "c"])
    // 37310 + 18969 = 56279 ≡ 2 (mod 3) → c.
    #expect(
      try view.visibleTiles(from: source, scaleFactor: 1).map { $0.url?.absoluteString }
        == ["https://c.tiles.example.com/16/37310/18969.png"])
    // 512-pixel tiles at zoom 16's 256-pixel resolution: level z of a 512 source has resolution
    // 2πR / 512 / 2^z, so zoom 16's is level 15's; Senate Square is x 37310.46 / 2 = 18655.23,
    // y 18969.76 / 2 = 9484.88 there, and the 100-point view (a fifth of a tile) stays inside it.
    let large = try TileSource(urlTemplate: "https://big.example.com/{z}/{x}/{y}.png", tileSize: 512)
    let tiles = try view.visibleTiles(from: large, scaleFactor: 1)
    #expect(tiles.map { $0.url?.absoluteString } == ["https://big.example.com/15/18655/9484.png"])
    expectClose(tiles.first.map { Double($0.screenRect.width) }, 512, within: 1e-6)
  }

  @Test("Imagery gives World Imagery tiles with the key in a header; a vector style gives keys without URLs")
  func arcGISStyles() throws {
    let imagery = try Self.view(
      latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .arcGISImagery))
    let tiles = try MeridianEnvironment.withAPIKey("ENV-KEY") { try imagery.visibleTiles(scaleFactor: 1) }
    #expect(
      tiles.map { $0.url?.absoluteString }
        == ["https://ibasemaps-api.arcgis.com/arcgis/rest/services/World_Imagery/MapServer/tile/16/18969/37310"])
    #expect(tiles.first?.headers.allHTTPHeaderFields["X-Esri-Authorization"] == "Bearer ENV-KEY")
    MeridianEnvironment.withAPIKey(nil) {
      _ = #expect(throws: TileSourceError.missingAPIKey(style: "arcgis/imagery")) {
        try imagery.visibleTiles(scaleFactor: 1)
      }
    }
    let vector = try Self.view(
      latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .arcGISTopographic))
    let keys = try vector.visibleTiles(scaleFactor: 2)
    #expect(keys.map(\.key) == [TileKey(level: 16, row: 18969, column: 37310)])
    #expect(keys.allSatisfy { $0.url == nil && $0.headers.isEmpty })
  }

  @Test("A bad scale factor is named; a tile's description and dump never show the key")
  func badScaleAndSecrecy() throws {
    let view = try Self.view(latitude: 60.1695, longitude: 24.9525, level: 16, basemap: Basemap(style: .arcGISImagery))
    for factor in [0, -2, .nan, .infinity, 32] {
      #expect {
        try view.visibleTiles(scaleFactor: factor, apiKey: "K")
      } throws: { error in
        if case .invalidParameter(let name, _) = error as? TileSourceError { return name == "scaleFactor" }
        return false
      }
    }
    let secret = "SECRET-TILE-KEY-51"
    let tile = try #require(try view.visibleTiles(scaleFactor: 2, apiKey: secret).first)
    var dumped = ""
    dump(tile, to: &dumped)
    for text in [String(describing: tile), String(reflecting: tile), dumped, tile.url?.absoluteString ?? ""] {
      #expect(!text.contains(secret), "the key leaked into: \(text)")
    }
    #expect(tile.headers.allHTTPHeaderFields["X-Esri-Authorization"] == "Bearer \(secret)")
  }
}
