import Foundation
import Testing

@testable import MeridianCore

/// Each basemap style's real source, against Esri's and OpenStreetMap's published values.
///
/// The style paths are those of Esri's basemap styles service (v2) REST reference,
/// https://developers.arcgis.com/rest/basemap-styles/ (for example `.../styles/osm/light-gray/base`
/// and `.../styles/arcgis/terrain/base` on their own pages; the full list of style enumerations as
/// the ArcGIS Maps SDKs' `BasemapStyle` names them). The service takes the key as
/// `Authorization: Bearer`, `X-Esri-Authorization: Bearer` or `token=` (each style page, "token").
@Suite("Basemap styles: sources")
struct BasemapStyleSourceTests {
  static let key = "AAPK-test-key-0123456789"

  @Test("Every ArcGIS style has its service path; osmStandard has none")
  func paths() {
    let expected: [BasemapStyle: String?] = [
      .arcGISTopographic: "arcgis/topographic", .arcGISStreets: "arcgis/streets", .arcGISImagery: "arcgis/imagery",
      .arcGISNavigation: "arcgis/navigation", .arcGISLightGray: "arcgis/light-gray",
      .arcGISDarkGray: "arcgis/dark-gray", .arcGISOceans: "arcgis/oceans", .arcGISTerrain: "arcgis/terrain",
      .arcGISChartedTerritory: "arcgis/charted-territory", .osmStandard: nil, .osmStreets: "osm/streets",
      .osmLightGray: "osm/light-gray", .osmDarkGray: "osm/dark-gray",
    ]
    #expect(expected.count == BasemapStyle.allCases.count)
    for style in BasemapStyle.allCases { #expect(style.arcGISStylePath == expected[style], "\(style)") }
  }

  @Test("A vector style is the v2 style URL without the key, which travels in X-Esri-Authorization")
  func vectorStyle() throws {
    let style = try #require(try BasemapStyle.arcGISTopographic.vectorStyle(apiKey: Self.key))
    #expect(
      style.styleURL.absoluteString
        == "https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/arcgis/topographic?echoToken=false"
    )
    #expect(style.headers.allHTTPHeaderFields == ["X-Esri-Authorization": "Bearer \(Self.key)"])
    #expect(style.headers.hasCredential)
    #expect(style.headers["X-Esri-Authorization"] == nil, "the subscript never reads a credential")
    #expect(style.attribution == "Powered by Esri")
    #expect(try BasemapStyle.osmStandard.vectorStyle(apiKey: Self.key) == nil)
    for style in BasemapStyle.allCases where style != .osmStandard {
      let source = try #require(try style.vectorStyle(apiKey: Self.key))
      let path = try #require(style.arcGISStylePath)
      #expect(source.styleURL.path == "/arcgis/rest/services/styles/v2/styles/\(path)")
    }
  }

  @Test("The credential goes to the style's host and to https hosts under arcgis.com, nowhere else")
  func credentialScope() throws {
    let style = try #require(try BasemapStyle.arcGISStreets.vectorStyle(apiKey: Self.key))
    let inScope = [
      "https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/arcgis/streets",
      "https://basemaps-api.arcgis.com/arcgis/rest/services/World_Basemap_v2/VectorTileServer/tile/1/0/0.pbf",
      "https://ibasemaps-api.arcgis.com/arcgis/rest/services/World_Imagery/MapServer/tile/1/0/0",
    ]
    let outOfScope = [
      "http://basemaps-api.arcgis.com/tile/1/0/0.pbf", "https://evil.example.com/tile/1/0/0.pbf",
      "https://arcgis.com.evil.example.com/x", "https://notarcgis.com/x", "https://fonts.example.org/glyphs/0-255.pbf",
    ]
    for text in inScope { #expect(try style.headers(for: #require(URL(string: text))).hasCredential, "\(text)") }
    for text in outOfScope { #expect(try style.headers(for: #require(URL(string: text))).isEmpty, "\(text)") }
  }

  @Test("Imagery's raster tiles are World Imagery's, addressed level/row/column, with the key in a header")
  func imageryTiles() throws {
    let imagery = try #require(try BasemapStyle.arcGISImagery.tileSource(apiKey: Self.key))
    #expect(imagery.tileSize == 256 && imagery.zoomRange == 0...23)
    let url = try imagery.url(level: 16, row: 18969, column: 37310)
    #expect(
      url.absoluteString
        == "https://ibasemaps-api.arcgis.com/arcgis/rest/services/World_Imagery/MapServer/tile/16/18969/37310")
    #expect(imagery.headers.allHTTPHeaderFields["X-Esri-Authorization"] == "Bearer \(Self.key)")
    #expect(try BasemapStyle.arcGISTopographic.tileSource(apiKey: Self.key) == nil, "a vector style has no tiles")
  }

  @Test("With no key passed, the environment's is read; with none at all, the style names itself")
  func environmentKey() throws {
    let style = try MeridianEnvironment.withAPIKey("ENV-KEY-42") { try BasemapStyle.osmLightGray.vectorStyle() }
    #expect(style?.headers.allHTTPHeaderFields["X-Esri-Authorization"] == "Bearer ENV-KEY-42")
    #expect(style?.attribution.contains("© OpenStreetMap contributors") == true)
    #expect(style?.usagePolicy.contains("mature support") == true)
    let passed = try MeridianEnvironment.withAPIKey("ENV-KEY-42") {
      try BasemapStyle.osmLightGray.vectorStyle(apiKey: "PASSED-KEY")
    }
    #expect(passed?.headers.allHTTPHeaderFields["X-Esri-Authorization"] == "Bearer PASSED-KEY")
    MeridianEnvironment.withAPIKey(nil) {
      #expect(throws: TileSourceError.missingAPIKey(style: "arcgis/navigation")) {
        try BasemapStyle.arcGISNavigation.vectorStyle()
      }
      #expect(throws: TileSourceError.missingAPIKey(style: "arcgis/imagery")) {
        try BasemapStyle.arcGISImagery.tileSource()
      }
    }
  }

  @Test("A style service over plain http to another host, or with a query, is refused; loopback is allowed")
  func serviceURL() throws {
    #expect(throws: TileSourceError.insecureURL(host: "styles.example.com")) {
      try BasemapStyle.arcGISOceans.vectorStyle(
        apiKey: Self.key, serviceURL: URL(string: "http://styles.example.com/v2/styles")!)
    }
    #expect {
      try BasemapStyle.arcGISOceans.vectorStyle(
        apiKey: Self.key, serviceURL: URL(string: "https://styles.example.com/v2/styles?token=abc")!)
    } throws: { error in
      if case .invalidParameter(let name, _) = error as? TileSourceError { return name == "serviceURL" }
      return false
    }
    let local = try #require(
      try BasemapStyle.arcGISOceans.vectorStyle(
        apiKey: Self.key, serviceURL: URL(string: "http://127.0.0.1:8089/styles/")!))
    #expect(local.styleURL.absoluteString == "http://127.0.0.1:8089/styles/arcgis/oceans?echoToken=false")
    #expect(local.headers(for: URL(string: "http://127.0.0.1:8089/sprites/sprite.json")!).hasCredential)
    #expect(!local.headers(for: URL(string: "http://127.0.0.2:8089/sprites/sprite.json")!).hasCredential)
  }

  @Test("A tiled layer's MapServer URL gets /tile/{z}/{y}/{x}; a template is used as it is")
  func tiledLayers() throws {
    let server = TiledLayer(
      url: URL(string: "https://services.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/")!)
    #expect(
      server.tileURLTemplate
        == "https://services.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/tile/{z}/{y}/{x}")
    let source = try #require(try MeridianEnvironment.withAPIKey(nil) { try server.tileSource() })
    #expect(source.headers.isEmpty, "a public service with no key anywhere is fetched without one")
    #expect(try server.tileSource(apiKey: Self.key)?.headers.hasCredential == true)
    // Foundation keeps the braces of a path percent-encoded (%7Bz%7D); the template reads them back.
    let template = TiledLayer(url: URL(string: "https://tiles.example.com/{z}/{x}/{y}{r}.png")!)
    #expect(template.tileURLTemplate == "https://tiles.example.com/{z}/{x}/{y}{r}.png")
    let filled = try #require(try template.tileSource(apiKey: Self.key))
    #expect(!filled.headers.hasCredential, "the key goes to ArcGIS hosts only")
    #expect(
      try filled.url(level: 2, row: 1, column: 3, scaleFactor: 2).absoluteString
        == "https://tiles.example.com/2/3/1@2x.png")
    #expect(try TiledLayer(tileCacheName: "streetmap_SD").tileSource() == nil)
  }
}
