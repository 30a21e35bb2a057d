import Foundation
import MeridianCore
import Testing

@testable import MeridianBasemap

@Suite("Basemap file: round trip and damaged files") struct BasemapFileTests {
  @Test("A written basemap loads with the same features, levels and labels")
  func roundTrip() throws {
    let cache = try InventedBasemap.cache()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("basemap-\(UUID().uuidString).bin")
    defer { try? FileManager.default.removeItem(at: url) }
    try cache.write(to: url)
    let loaded = try VectorTileCache(contentsOf: url)
    #expect(loaded.data.featureClass == cache.data.featureClass)
    #expect(loaded.data.strings == cache.data.strings)
    #expect(loaded.data.extractLevels == cache.data.extractLevels)
    #expect(loaded.data.worldLevels == cache.data.worldLevels)
    #expect(loaded.fileData() == cache.fileData())
    let request = LayerDrawRequest(
      extent: Envelope(xMin: -100, yMin: -100, xMax: 1_100, yMax: 1_100, spatialReference: .webMercator),
      unitsPerPoint: 0.5, scale: 1_890)
    let a = try VectorTiledLayer(vectorTileCache: cache).drawing(for: request)
    let b = try VectorTiledLayer(vectorTileCache: loaded).drawing(for: request)
    #expect(a.points == b.points && a.shapes == b.shapes && a.labels == b.labels)
  }

  @Test("Damaged, foreign, truncated and other-version files are refused with a typed error")
  func damaged() throws {
    let bytes = try InventedBasemap.cache().fileData()
    func reason(_ data: Data) -> String? {
      do {
        _ = try BasemapFile.decode(data, path: "test.bin")
        return nil
      } catch {
        if case .corruptFile(_, let reason) = error { return reason }
        return "\(error)"
      }
    }
    var flipped = bytes
    flipped[100] ^= 0x40
    #expect(reason(flipped) == "the checksum does not match")
    #expect(reason(bytes.prefix(bytes.count / 2)) == "the checksum does not match")
    #expect(reason(bytes.prefix(10)) == "it is not a Meridian basemap file")
    #expect(reason(Data("MERIDIDX0000000000000000".utf8)) == "it is not a Meridian basemap file")
    var newer = bytes
    newer[8] = 99
    #expect(reason(newer)?.hasPrefix("it has format version 99") == true)
  }

  @Test("A file whose checksum is right but whose indices are not is refused, not trusted")
  func inconsistent() throws {
    var data = try InventedBasemap.cache().data
    // Zoom 12 holds the invented extract's shapes (its lower levels may be empty).
    let level = try #require(data.extractLevels.firstIndex { $0.zoom == 12 && !$0.tileShapes.isEmpty })
    data.extractLevels[level].tileShapes[0] = 1_000
    let bytes = BasemapFile.encode(data, sourceChecksum: 7)
    #expect(throws: BasemapBuildError.self) { _ = try BasemapFile.decode(bytes, path: "x") }
    var names = try InventedBasemap.cache().data
    names.featureName[1] = 500
    #expect(throws: BasemapBuildError.self) {
      _ = try BasemapFile.decode(BasemapFile.encode(names, sourceChecksum: 7), path: "x")
    }
  }

  @Test("A missing file is a typed error naming it")
  func missing() {
    #expect(throws: BasemapBuildError.self) {
      _ = try VectorTileCache(contentsOf: URL(fileURLWithPath: "/nonexistent/basemap.bin"))
    }
  }
}
