import Foundation
import Testing

@testable import MeridianCore

/// Tile URL templates filled for tiles whose numbers were worked by hand.
///
/// The tile numbers follow the OpenStreetMap wiki's "Slippy map tilenames" formulas
/// (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames, "Derivation of tile names"):
/// n = 2^zoom, x = ⌊n · (lon + 180) / 360⌋, y = ⌊n · (1 − ln(tan φ + sec φ) / π) / 2⌋.
/// Helsinki's Senate Square (60.1695° N, 24.9525° E) at zoom 16:
/// x = 65536 · 204.9525 / 360 = 37310.46 → 37310;
/// tan φ = 1.74395, sec φ = 2.01031, ln(3.75426) = 1.32289, / π = 0.421089,
/// (1 − 0.421089) / 2 · 65536 = 18969.76 → 18969 (Python's math module gives 37310.464, 18969.759).
@Suite("Tile sources: templates filled")
struct TileSourceTests {
  static let agent = "MeridianTests/1.0 (tests@example.com)"

  @Test("OpenStreetMap's standard tile for Senate Square at zoom 16 is 16/37310/18969")
  func openStreetMapTile() throws {
    let osm = try #require(try BasemapStyle.osmStandard.tileSource(userAgent: Self.agent))
    #expect(osm.urlTemplate == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    #expect(osm.tileSize == 256)
    #expect(osm.zoomRange == 0...19)
    #expect(osm.attribution == "© OpenStreetMap contributors")
    #expect(osm.maximumTilesPerView == 512)
    #expect(osm.usagePolicyURL?.absoluteString == "https://operations.osmfoundation.org/policies/tiles/")
    let url = try osm.url(level: 16, row: 18969, column: 37310)
    #expect(url.absoluteString == "https://tile.openstreetmap.org/16/37310/18969.png")
    // OpenStreetMap has no retina tiles: a scale factor of 2 gives the same URL.
    #expect(try osm.url(level: 16, row: 18969, column: 37310, scaleFactor: 2) == url)
    #expect(osm.headers["User-Agent"] == Self.agent)
    #expect(osm.headers.names == ["User-Agent"])
    #expect(!osm.headers.hasCredential)
  }

  @Test("Level 0 is one tile, 0/0/0; level 19 is OpenStreetMap's finest")
  func levelBounds() throws {
    let osm = try #require(try BasemapStyle.osmStandard.tileSource(userAgent: Self.agent))
    #expect(try osm.url(level: 0, row: 0, column: 0).absoluteString == "https://tile.openstreetmap.org/0/0/0.png")
    // Senate Square at zoom 19: x = 524288 · 204.9525 / 360 = 298483.71, y = 151758.07.
    #expect(
      try osm.url(level: 19, row: 151_758, column: 298_483).absoluteString
        == "https://tile.openstreetmap.org/19/298483/151758.png")
  }

  @Test("{s} cycles through the subdomains by (x + y) mod count, as Leaflet's _getSubdomain does")
  func subdomains() throws {
    let source = try TileSource(
      urlTemplate: "https://{s}.tiles.example.com/{z}/{x}/{y}.png", subdomains: ["a", "b", "c"])
    // 37310 + 18969 = 56279 = 3 · 18759 + 2 → the third subdomain, c.
    #expect(
      try source.url(level: 16, row: 18969, column: 37310).absoluteString
        == "https://c.tiles.example.com/16/37310/18969.png")
    // 0 + 0 → a; 1 + 0 → b; 1 + 1 → c; 2 + 1 = 3 → a again.
    #expect(try source.url(level: 2, row: 0, column: 0).host == "a.tiles.example.com")
    #expect(try source.url(level: 2, row: 0, column: 1).host == "b.tiles.example.com")
    #expect(try source.url(level: 2, row: 1, column: 1).host == "c.tiles.example.com")
    #expect(try source.url(level: 2, row: 1, column: 2).host == "a.tiles.example.com")
  }

  @Test("{r} becomes the retina suffix above scale factor 1 and nothing at 1")
  func retina() throws {
    let source = try TileSource(urlTemplate: "https://tiles.example.com/{z}/{x}/{y}{r}.png")
    #expect(try source.url(level: 3, row: 2, column: 5).absoluteString == "https://tiles.example.com/3/5/2.png")
    #expect(
      try source.url(level: 3, row: 2, column: 5, scaleFactor: 2).absoluteString
        == "https://tiles.example.com/3/5/2@2x.png")
    #expect(
      try source.url(level: 3, row: 2, column: 5, scaleFactor: 1.5).absoluteString
        == "https://tiles.example.com/3/5/2@2x.png")
    let custom = try TileSource(urlTemplate: "https://tiles.example.com/{z}/{x}/{y}{r}.png", retinaSuffix: "_hd")
    #expect(
      try custom.url(level: 3, row: 2, column: 5, scaleFactor: 3).absoluteString
        == "https://tiles.example.com/3/5/2_hd.png")
  }

  @Test("ArcGIS WebTiledLayer names and the TMS row fill the same tile")
  func otherSpellings() throws {
    let arcgis = try TileSource(
      urlTemplate: "https://{subDomain}.example.com/tile/{level}/{row}/{col}", subdomains: ["s1", "s2"])
    // 18969 + 37310 = 56279, odd → the second subdomain.
    #expect(
      try arcgis.url(level: 16, row: 18969, column: 37310).absoluteString
        == "https://s2.example.com/tile/16/18969/37310")
    // TMS counts rows from the bottom: 2^16 − 1 − 18969 = 46566.
    let tms = try TileSource(urlTemplate: "https://tms.example.com/{z}/{x}/{-y}.png")
    #expect(
      try tms.url(level: 16, row: 18969, column: 37310).absoluteString == "https://tms.example.com/16/37310/46566.png")
  }

  @Test("Hand-worked tiles in the four hemispheres")
  func placesByHand() throws {
    // Golden Gate Bridge (37.8199° N, 122.4783° W), zoom 12: x = 4096 · 57.5217 / 360 = 654.47;
    // y = 4096 · (1 − ln(0.77624 + 1.26592) / π) / 2 = 1582.54.
    // Sydney Opera House (33.8568° S, 151.2153° E), zoom 15: x = 32768 · 331.2153 / 360 = 30147.95;
    // y = 32768 · (1 − ln(−0.67088 + 1.20419) / π) / 2 = 19662.51.
    let source = try TileSource(urlTemplate: "https://tiles.example.com/{z}/{x}/{y}.png")
    #expect(try source.url(level: 12, row: 1582, column: 654).path == "/12/654/1582.png")
    #expect(try source.url(level: 15, row: 19662, column: 30147).path == "/15/30147/19662.png")
  }

  @Test("A loopback test server may be reached over plain http")
  func loopback() throws {
    for template in [
      "http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://localhost/{z}/{x}/{y}.png", "http://[::1]:9/{z}/{x}/{y}.png",
    ] {
      let source = try TileSource(urlTemplate: template)
      #expect(try source.url(level: 1, row: 1, column: 0).absoluteString.hasSuffix("/1/0/1.png"))
    }
  }
}
