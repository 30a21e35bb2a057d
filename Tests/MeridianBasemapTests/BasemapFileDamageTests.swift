import Foundation
import InternalMeridianUtilities
import Testing

@testable import MeridianBasemap

/// Basemap files damaged behind a valid checksum (the checksum computed again over the damage, as a
/// faulty writer or a deliberate forgery would): `VectorTileCache(contentsOf:)` refuses each with
/// ``BasemapBuildError/corruptFile(path:reason:)`` saying what is wrong, never trusting an index.
///
/// The layout is the format's (`SectionedFileWriter`): a 12-byte magic and version, then sections of
/// `count: UInt64`, `elementSize: UInt32`, `tag: UInt32` and the elements padded to 8 bytes, then an
/// 8-byte checksum.
@Suite("Bad input: basemap files behind a valid checksum")
struct BasemapFileDamageTests {
  /// Where a section lies in the file.
  struct Section {
    var tag: UInt32
    /// The offset of its `count` field.
    var header: Int
    /// The offset of its first element.
    var body: Int
    var count: Int
  }

  /// The sections of a file, walked by the layout above (independently of the reader).
  static func sections(_ bytes: [UInt8]) -> [Section] {
    func scalar(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    var sections: [Section] = []
    var offset = 12
    while offset < bytes.count - 8 {
      let count = scalar(offset, 8)
      let size = scalar(offset + 8, 4)
      sections.append(Section(tag: UInt32(scalar(offset + 12, 4)), header: offset, body: offset + 16, count: count))
      offset += 16 + count * size
      offset += (8 - offset % 8) % 8
    }
    return sections
  }

  /// The bytes with their last 8 replaced by the checksum of the rest.
  static func signed(_ bytes: [UInt8]) -> [UInt8] {
    let body = Array(bytes.dropLast(8))
    let checksum = body.withUnsafeBytes { ByteChecksum.update(ByteChecksum.offset, $0) }
    return body + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * $0)) }
  }

  /// Writes `bytes` to a file and loads it; the reason of the refusal, or `nil` when it loads.
  static func refusal(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString).bin")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(bytes).write(to: url)
    do {
      _ = try VectorTileCache(contentsOf: url)
      Issue.record("a damaged file loaded", sourceLocation: sourceLocation)
      return nil
    } catch let error as BasemapBuildError {
      guard case .corruptFile(let path, let reason) = error else {
        Issue.record("expected a corrupt file, got \(error)", sourceLocation: sourceLocation)
        return nil
      }
      #expect(path == url.path, sourceLocation: sourceLocation)
      return reason
    }
  }

  static func good() throws -> [UInt8] { [UInt8](try InventedBasemap.cache().fileData()) }

  /// Sets the little-endian integer of `size` bytes at `offset`.
  static func set(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt64, size: Int) {
    for i in 0..<size { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
  }

  @Test("The walk finds the format's sections in order: 1–15, each level's 16–24, then 25–27")
  func layout() throws {
    let tags = Self.sections(try Self.good()).map(\.tag)
    // The invented basemap: six world levels (zooms 0–5) and eleven extract levels (6–16), then the
    // places' zooms and importances and the count of regional cuts (none).
    let levels: [UInt32] = Array(17...24)
    let expected: [UInt32] =
      Array(1...16) + Array(repeating: levels, count: 6).flatMap { $0 } + [16]
      + Array(repeating: levels, count: 11).flatMap { $0 } + [25, 26, 27]
    #expect(tags == expected)
  }

  @Test("The world layer's sections: a region count past its bound, places' zooms of another length")
  func worldSections() throws {
    let good = try Self.good()
    let sections = Self.sections(good)
    let regions = try #require(sections.first { $0.tag == 27 })
    var many = good
    Self.set(&many, regions.header + 16, 65, size: 4)
    #expect(try Self.refusal(Self.signed(many)) == "section 27 does not give a region count")
    let zooms = try #require(sections.first { $0.tag == 25 })
    var short = good
    Self.set(&short, zooms.header, 0, size: 8)
    #expect(try Self.refusal(Self.signed(short)) != nil)
  }

  @Test("Section lengths that overflow or run past the end, a wrong element size, a cut file")
  func sectionBounds() throws {
    let good = try Self.good()
    let sections = Self.sections(good)
    let strings = try #require(sections.first { $0.tag == 2 })
    var overflow = good
    Self.set(&overflow, strings.header, UInt64.max, size: 8)
    #expect(try Self.refusal(Self.signed(overflow)) == "section 2 claims 18446744073709551615 elements")
    var long = good
    Self.set(&long, strings.header, UInt64(good.count), size: 8)
    #expect(try Self.refusal(Self.signed(long)) == "section 2 runs past the end of the file")
    let classes = try #require(sections.first { $0.tag == 4 })
    var size = good
    Self.set(&size, classes.header + 8, 2, size: 4)
    #expect(try Self.refusal(Self.signed(size)) == "section 4 is missing or has the wrong element size")
    // Cut before the last section's header, with a checksum for what is left.
    let last = try #require(sections.last)
    let cut = Array(good.prefix(last.header)) + [UInt8](repeating: 0, count: 8)
    #expect(try Self.refusal(Self.signed(cut)) == "the file is truncated")
    // A section more than the format has.
    let extra =
      Array(good.dropLast(8)) + [1, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 99, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
    #expect(try Self.refusal(Self.signed(extra)) == "it has unexpected trailing bytes")
  }

  @Test("Counts past their bounds, unknown classes, offsets and keys that do not ascend")
  func contents() throws {
    let good = try Self.good()
    let sections = Self.sections(good)
    // Section 3: the string offsets, 0 first and the string bytes' count last; the second set past
    // the end of the string bytes.
    let offsets = try #require(sections.first { $0.tag == 3 })
    var descending = good
    Self.set(&descending, offsets.body + 4, 1_000, size: 4)
    #expect(
      try Self.refusal(Self.signed(descending)) == "the string offsets are not ascending within the string bytes")
    let classes = try #require(sections.first { $0.tag == 4 })
    var unknown = good
    unknown[classes.body] = 200
    #expect(try Self.refusal(Self.signed(unknown)) == "feature 0 has class 200")
    let levelCount = try #require(sections.first { $0.tag == 16 })
    var levels = good
    Self.set(&levels, levelCount.body, 33, size: 4)
    #expect(try Self.refusal(Self.signed(levels)) == "section 16 does not give a level count")
    let zoom = try #require(sections.first { $0.tag == 17 })
    var farZoom = good
    Self.set(&farZoom, zoom.body, 31, size: 4)
    #expect(try Self.refusal(Self.signed(farZoom)) == "a level has no zoom in 0...30")
  }

  @Test("Levels whose indices leave their arrays or whose keys do not ascend (written whole, then loaded)")
  func levels() throws {
    let data = try InventedBasemap.cache().data
    func refusal(
      _ change: (inout BasemapData) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
      -> String?
    {
      var damaged = data
      change(&damaged)
      return try Self.refusal(
        [UInt8](BasemapFile.encode(damaged, sourceChecksum: 1)), sourceLocation: sourceLocation)
    }
    // Zoom 12 of the invented basemap: the land, the park, the road (and the building from z13).
    let index = try #require(data.extractLevels.firstIndex { $0.zoom == 12 })
    let level = data.extractLevels[index]
    #expect(level.zoom == 12 && level.shapeCount >= 2 && level.tileKeys.count >= 1)
    #expect(
      try refusal { $0.extractLevels[index].shapeFeature[0] = 1_000 }
        == "level 12 has a shape of a feature that does not exist")
    #expect(
      try refusal { $0.extractLevels[index].shapeFeature.swapAt(0, 1) }
        == "level 12's shapes are not in ascending feature order")
    #expect(try refusal { $0.extractLevels[index].points[0].x = .nan } == "level 12 has a point that is not finite")
    #expect(
      try refusal { $0.extractLevels[index].partStart[1] = 1_000_000 }
        == "level 12's part starts do not ascend within its parts and points")
    #expect(
      try refusal { $0.extractLevels[index].tileShapes[0] = 1_000 }
        == "level 12 lists a shape that does not exist in a tile")
    #expect(
      try refusal { $0.extractLevels[index].tileStart[1] = -1 }
        == "level 12's tile starts do not ascend within its tile shapes")
    // Tile keys: a second key equal to the first.
    #expect(
      try refusal { level in
        level.extractLevels[index].tileKeys.append(level.extractLevels[index].tileKeys[0])
        level.extractLevels[index].tileStart.append(level.extractLevels[index].tileStart.last ?? 0)
      } == "level 12's tile keys are not ascending")
    #expect(try refusal { $0.tagKeys[0] = 10_000 } == "a feature refers to a string, tag or place that does not exist")
    #expect(try refusal { $0.extractMin.x = .infinity } == "the extract's box is not a box")
  }

  @Test("A file over the 1 GiB bound is refused before it is read")
  func tooLarge() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).bin")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    // A sparse file: its size is set, nothing is written.
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(VectorTileCache.maximumFileBytes) + 1)
    try handle.close()
    do {
      _ = try VectorTileCache(contentsOf: url)
      Issue.record("a file over the bound loaded")
    } catch let error as BasemapBuildError {
      #expect(error == .corruptFile(path: url.path, reason: "it is larger than 1073741824 bytes"))
    }
  }
}
