import Foundation
import MeridianCore
import Testing

@testable import MeridianGraphics

@Suite("PictureMarkerSymbol")
struct PictureMarkerSymbolTests {
  @Test("Width and height come from the PNG header: one pixel is one point")
  func sizeFromHeader() throws {
    // The header written by pngHeaderBytes says 40 × 60 pixels.
    let symbol = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 40, height: 60))
    #expect(symbol.width == 40 && symbol.height == 60)
    #expect(symbol.imageError == nil)
    _ = try symbol.validated()
  }

  @Test("A scale of 2 halves the size; a given size wins over the header")
  func scaleAndGivenSize() {
    let retina = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 40, height: 60), scale: 2)
    #expect(retina.width == 20 && retina.height == 30)
    let given = PictureMarkerSymbol(imageData: pngHeaderBytes(width: 40, height: 60), width: 12)
    #expect(given.width == 12 && given.height == 60)
  }

  @Test("Images by name are looked up in a bundle, and by file URL")
  func byNameAndURL() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pms-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("pin.png")
    try pngHeaderBytes(width: 24, height: 36).write(to: file)
    let bundle = try #require(Bundle(path: directory.path))
    let named = PictureMarkerSymbol(name: "pin", bundle: bundle)
    #expect(named.width == 24 && named.height == 36, "\(String(describing: named.imageError))")
    let withExtension = PictureMarkerSymbol(name: "pin.png", bundle: bundle)
    #expect(withExtension.height == 36)
    let byURL = PictureMarkerSymbol(url: file)
    #expect(byURL.width == 24 && byURL.height == 36)
  }

  @Test("Unreadable images leave the size 0 and say why")
  func unreadable() throws {
    let notPNG = PictureMarkerSymbol(imageData: Data("GIF89a, not a png at all".utf8))
    #expect(notPNG.width == 0)
    #expect(throws: GraphicsError.self) { try notPNG.validated() }
    guard case .invalidImage(_, let reason)? = notPNG.imageError else {
      Issue.record("expected invalidImage, got \(String(describing: notPNG.imageError))")
      return
    }
    #expect(reason.contains("PNG signature"))
    let short = PictureMarkerSymbol(imageData: Data([0x89, 0x50]))
    #expect(short.imageError != nil)
    let missing = PictureMarkerSymbol(name: "no-such-image", bundle: .main)
    #expect(missing.imageError != nil)
    let remoteURL = try #require(URL(string: "https://example.com/pin.png"))
    let remote = PictureMarkerSymbol(url: remoteURL)
    #expect(remote.imageError != nil)
    let remoteSized = PictureMarkerSymbol(url: remoteURL, width: 10, height: 10)
    #expect(remoteSized.imageError == nil)
  }

  @Test("An image URL's query never reaches the error's text; the error is a LocalizedError with that text")
  func imageURLRedacted() throws {
    let symbol = PictureMarkerSymbol(url: try #require(URL(string: "https://h.example/marker.png?token=SECRET")))
    do {
      _ = try symbol.validated()
      Issue.record("a remote image without a size was accepted")
    } catch {
      #expect(!error.description.contains("SECRET"), "leaked in: \(error.description)")
      #expect(error.description.contains("https://h.example/marker.png?<redacted>"))
      #expect(error.localizedDescription == error.description)
    }
  }
}
