import Foundation
import Testing

@testable import MeridianCore

/// Every bad template, parameter and tile a tile source can be given, each with its typed error.
///
/// A level past the source's zoom range gives no URL: `url(level:row:column:)` throws
/// `tileOutOfRange` (the map view never asks for one; it shows the finest level enlarged instead).
@Suite("Tile sources: bad input")
struct TileSourceBadInputTests {
  static let agent = "MeridianTests/1.0"

  @Test(
    "A template with an unknown placeholder names it",
    arguments: [
      ("https://t.example.com/{z}/{x}/{y}/{q}.png", "q"), ("https://t.example.com/{Z}/{x}/{y}.png", "Z"),
      ("https://t.example.com/{z}/{x}/{y}.png?key={apikey}", "apikey"), ("https://t.example.com/{}/{x}/{y}", ""),
    ])
  func unknownPlaceholder(template: String, name: String) {
    #expect(throws: TileSourceError.unknownPlaceholder(name: name)) { try TileSource(urlTemplate: template) }
  }

  @Test(
    "A template without the level, column or row names the missing one",
    arguments: [
      ("https://t.example.com/{x}/{y}.png", "{z}"), ("https://t.example.com/{z}/{y}.png", "{x}"),
      ("https://t.example.com/{z}/{x}.png", "{y}"), ("https://t.example.com/tiles.png", "{z}"),
    ])
  func missingPlaceholder(template: String, name: String) {
    #expect(throws: TileSourceError.missingPlaceholder(name: name)) { try TileSource(urlTemplate: template) }
  }

  @Test(
    "Unbalanced braces, {s} without subdomains and bad subdomains are invalid templates",
    arguments: [
      ("https://t.example.com/{z/{x}/{y}.png", [String]()), ("https://t.example.com/{z}/{x}/{y}.png}", []),
      ("https://t.example.com/{z}/{x}/{y", []), ("https://t.example.com/{{z}}/{x}/{y}", []),
      ("https://{s}.t.example.com/{z}/{x}/{y}.png", []), ("https://{s}.t.example.com/{z}/{x}/{y}.png", ["a.b"]),
      ("https://{s}.t.example.com/{z}/{x}/{y}.png", [""]),
      ("https://{s}.t.example.com/{z}/{x}/{y}.png", (0..<17).map { "s\($0)" }),
      ("ftp://t.example.com/{z}/{x}/{y}.png", []), ("https:///{z}/{x}/{y}.png", []), ("{z}/{x}/{y}.png", []),
      ("https://t.example.com/" + String(repeating: "a", count: 2_048) + "/{z}/{x}/{y}", []),
    ])
  func invalidTemplate(template: String, subdomains: [String]) {
    #expect {
      try TileSource(urlTemplate: template, subdomains: subdomains)
    } throws: { error in
      if case .invalidTemplate = error as? TileSourceError { return true }
      return false
    }
  }

  @Test("Plain http to a host that is not loopback is refused, naming the host")
  func insecure() {
    #expect(throws: TileSourceError.insecureURL(host: "tile.example.com")) {
      try TileSource(urlTemplate: "http://tile.example.com/{z}/{x}/{y}.png")
    }
    #expect(throws: TileSourceError.insecureURL(host: "127.0.0.1.example.com")) {
      try TileSource(urlTemplate: "http://127.0.0.1.example.com/{z}/{x}/{y}.png")
    }
  }

  @Test("OpenStreetMap's tile servers need a user agent, whoever builds the source")
  func openStreetMapNeedsAgent() {
    let host = "tile.openstreetmap.org"
    #expect(throws: TileSourceError.missingUserAgent(host: host)) { try BasemapStyle.osmStandard.tileSource() }
    #expect(throws: TileSourceError.missingUserAgent(host: host)) {
      try TileSource(urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    }
    #expect(throws: TileSourceError.missingUserAgent(host: "a.tile.openstreetmap.org")) {
      try TileSource(urlTemplate: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", subdomains: ["a", "b"])
    }
    #expect(throws: TileSourceError.missingUserAgent(host: host)) {
      try TiledLayer(url: URL(string: "https://tile.openstreetmap.org/{z}/{x}/{y}.png")!).tileSource()
    }
    #expect(throws: TileSourceError.missingUserAgent(host: "tiles.example.com")) {
      try TileSource(urlTemplate: "https://tiles.example.com/{z}/{x}/{y}.png", requiresUserAgent: true)
    }
  }

  @Test(
    "A user agent that is blank, too long or holds a control character is refused",
    arguments: ["", "   ", "App/1.0\r\nX-Evil: 1", "App\u{7F}", String(repeating: "a", count: 257)])
  func badUserAgent(agent: String) {
    #expect {
      try BasemapStyle.osmStandard.tileSource(userAgent: agent)
    } throws: { error in
      if case .invalidParameter(let name, _) = error as? TileSourceError { return name == "userAgent" }
      return false
    }
  }

  @Test("Tile size, zoom range, retina suffix and tiles per view outside their ranges are named")
  func badParameters() {
    let template = "https://t.example.com/{z}/{x}/{y}{r}.png"
    let cases: [(String, () throws -> TileSource)] = [
      ("tileSize", { try TileSource(urlTemplate: template, tileSize: 0) }),
      ("tileSize", { try TileSource(urlTemplate: template, tileSize: 8_192) }),
      ("zoomRange", { try TileSource(urlTemplate: template, zoomRange: 0...31) }),
      ("zoomRange", { try TileSource(urlTemplate: template, zoomRange: -1...3) }),
      ("retinaSuffix", { try TileSource(urlTemplate: template, retinaSuffix: "/../x") }),
      ("retinaSuffix", { try TileSource(urlTemplate: template, retinaSuffix: String(repeating: "x", count: 17)) }),
      ("maximumTilesPerView", { try TileSource(urlTemplate: template, maximumTilesPerView: 0) }),
      ("maximumTilesPerView", { try TileSource(urlTemplate: template, maximumTilesPerView: 16_385) }),
    ]
    for (expected, make) in cases {
      #expect {
        try make()
      } throws: { error in
        if case .invalidParameter(let name, _) = error as? TileSourceError { return name == expected }
        return false
      }
    }
  }

  @Test("A level past the zoom range, a row or column outside the level, or a bad scale factor gives no URL")
  func badTiles() throws {
    let osm = try #require(try BasemapStyle.osmStandard.tileSource(userAgent: Self.agent))
    for (level, row, column) in [(20, 0, 0), (-1, 0, 0), (16, 65_536, 0), (16, 0, 65_536), (16, -1, 3), (1, 0, 2)] {
      #expect {
        try osm.url(level: level, row: row, column: column)
      } throws: { error in
        error as? TileSourceError
          == .tileOutOfRange(
            level: level, row: row, column: column,
            reason: (0...19).contains(level)
              ? "rows and columns at level \(level) are 0..<\(1 << level)."
              : "the level is outside the source's zoom range 0...19.")
      }
    }
    for factor in [0, -1, .nan, .infinity, 16.5] {
      #expect {
        try osm.url(level: 1, row: 0, column: 0, scaleFactor: factor)
      } throws: { error in
        if case .invalidParameter(let name, _) = error as? TileSourceError { return name == "scaleFactor" }
        return false
      }
    }
  }

  @Test("A template's query never reaches an error or a description")
  func queryRedacted() throws {
    let source = try TileSource(urlTemplate: "https://t.example.com/{z}/{x}/{y}.png?token=QUERY-SECRET")
    #expect(!source.description.contains("QUERY-SECRET"))
    #expect(source.description.contains("?<redacted>"))
    var dumped = ""
    dump(source, to: &dumped)
    #expect(!dumped.contains("QUERY-SECRET"))
    let error = TileSourceError.invalidTemplate(
      reason: TileRequestChecks.redacted("https://t.example.com/x?token=QUERY-SECRET") + " does not make a URL.")
    #expect(!error.description.contains("QUERY-SECRET"))
  }
}
