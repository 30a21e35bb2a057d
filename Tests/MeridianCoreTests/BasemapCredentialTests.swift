import Foundation
import Testing

@testable import MeridianCore

/// The API key of the basemap sources travels in a header and nowhere else: every string the
/// sources and their errors produce is scanned for it.
@Suite("Basemap styles: the key stays secret")
struct BasemapCredentialTests {
  static let secret = "SECRET-KEY-7f3a9c"

  /// Every way a value turns into text: its description, its debug description, and `dump`.
  static func texts(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped]
  }

  /// The texts of an error, including the ones Foundation makes.
  static func texts(of error: any Error) -> [String] {
    texts(of: error as Any) + ["\(error)", error.localizedDescription]
  }

  @Test("No description, dump, URL or header text of any source holds the key; the header fields do")
  func sourcesNeverShowTheKey() throws {
    var texts: [String] = []
    var sent: [String] = []
    for style in BasemapStyle.allCases {
      if let vector = try style.vectorStyle(apiKey: Self.secret) {
        texts += Self.texts(of: vector) + Self.texts(of: vector.headers) + [vector.styleURL.absoluteString]
        texts += vector.headers.names + [vector.headers.description]
        let tileURL = try #require(URL(string: "https://basemaps-api.arcgis.com/tile/1/0/0.pbf"))
        texts += Self.texts(of: vector.headers(for: tileURL))
        sent += [vector.headers(for: tileURL).allHTTPHeaderFields["X-Esri-Authorization"]].compactMap { $0 }
      }
      if let tiles = try style.tileSource(userAgent: "MeridianTests/1.0", apiKey: Self.secret) {
        texts += Self.texts(of: tiles) + Self.texts(of: tiles.headers) + [tiles.urlTemplate]
        texts += try [tiles.url(level: 3, row: 2, column: 5, scaleFactor: 2).absoluteString]
        sent += [tiles.headers.allHTTPHeaderFields["X-Esri-Authorization"]].compactMap { $0 }
      }
    }
    let layer = TiledLayer(
      url: try #require(URL(string: "https://services.arcgisonline.com/ArcGIS/rest/services/X/MapServer")))
    let layerSource = try #require(try layer.tileSource(apiKey: Self.secret))
    texts += Self.texts(of: layerSource) + [try layerSource.url(level: 1, row: 0, column: 1).absoluteString]
    sent += [layerSource.headers.allHTTPHeaderFields["X-Esri-Authorization"]].compactMap { $0 }
    #expect(texts.count > 100)
    for text in texts { #expect(!text.contains(Self.secret), "the key leaked into: \(text)") }
    #expect(sent.count == 14, "12 vector styles, imagery's tiles and the layer each send it")
    #expect(sent.allSatisfy { $0 == "Bearer \(Self.secret)" })
  }

  @Test(
    "A key that cannot be sent is refused with an error that says why and never shows it",
    arguments: ["\n", " tail", "é", "\u{0}", "\r\nX-Evil: 1"])
  func badKeyErrorsNeverShowTheKey(suffix: String) {
    let key = Self.secret + suffix
    let attempts: [@Sendable () throws -> Void] = [
      { _ = try BasemapStyle.arcGISStreets.vectorStyle(apiKey: key) },
      { _ = try BasemapStyle.arcGISImagery.tileSource(apiKey: key) },
    ]
    for attempt in attempts {
      do {
        try attempt()
        Issue.record("a key ending in \(suffix.debugDescription) was accepted")
      } catch {
        guard case .invalidCredential(let reason) = error as? TileSourceError else {
          Issue.record("expected invalidCredential, got \(error)")
          continue
        }
        #expect(reason.contains("byte \(Self.secret.utf8.count)"), "the reason names the bad byte: \(reason)")
        for text in Self.texts(of: error) { #expect(!text.contains(Self.secret), "the key leaked into: \(text)") }
      }
    }
  }

  @Test("An empty or overlong key is refused without showing it")
  func emptyAndLongKeys() {
    #expect(throws: TileSourceError.invalidCredential(reason: "the API key is empty.")) {
      try BasemapStyle.arcGISTerrain.vectorStyle(apiKey: "")
    }
    let long = String(repeating: Self.secret, count: 600)
    #expect {
      try BasemapStyle.arcGISTerrain.vectorStyle(apiKey: long)
    } throws: { error in
      Self.texts(of: error).allSatisfy { !$0.contains(Self.secret) }
        && (error as? TileSourceError)
          == .invalidCredential(reason: "the API key is \(long.utf8.count) bytes long; at most 8192 are sent.")
    }
  }

  @Test("The insecure-URL error of a keyed style names the host only")
  func insecureErrorNamesHostOnly() throws {
    let url = try #require(URL(string: "http://styles.example.com/v2/styles"))
    #expect {
      try BasemapStyle.arcGISDarkGray.vectorStyle(apiKey: Self.secret, serviceURL: url)
    } throws: { error in
      Self.texts(of: error).allSatisfy { !$0.contains(Self.secret) }
        && (error as? TileSourceError) == .insecureURL(host: "styles.example.com")
    }
  }
}
