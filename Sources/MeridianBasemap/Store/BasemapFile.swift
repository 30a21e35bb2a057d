import Foundation
import InternalMeridianUtilities

/// The basemap file format: a sectioned binary file (magic `MRDNBMAP`, ``version``, sections, a
/// checksum; see `SectionedFileWriter`), validated field by field when read, so a damaged or foreign
/// file is refused with a typed error and never trusted.
///
/// Sections: 1 the source checksum; 2–3 the strings (UTF-8 bytes, offsets); 4–13 the feature table
/// (class, OpenStreetMap type, id, name, layer, tag starts, tag keys, tag values, label points,
/// areas); 14 the place features; 15 the extract's box; then per level (the world's, then the
/// extract's, each preceded by its count in section 16) sections 17–24: zoom, shape features, shape
/// part starts, part starts, points, tile keys, tile starts, tile shapes. Version 2 adds the places'
/// minimum zooms and importances (25–26) and the world layer's regional cuts (27, a count; per cut 28,
/// its box, then its levels as above).
enum BasemapFile {
  static let magic: [UInt8] = Array("MRDNBMAP".utf8)
  /// The format version; a cache puts it in its file names.
  static let version: UInt32 = 2

  /// The file bytes of a basemap built from a source with a checksum.
  static func encode(_ data: BasemapData, sourceChecksum: UInt64) -> Data {
    var writer = SectionedFileWriter(magic: magic, version: version)
    writer.section(1, [sourceChecksum])
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    for string in data.strings {
      bytes += Array(string.utf8)
      offsets.append(UInt32(bytes.count))
    }
    writer.section(2, bytes)
    writer.section(3, offsets)
    writer.section(4, data.featureClass.map(\.rawValue))
    writer.section(5, data.featureOSMType)
    writer.section(6, data.featureOSMID)
    writer.section(7, data.featureName)
    writer.section(8, data.featureLayer)
    writer.section(9, data.featureTagStart)
    writer.section(10, data.tagKeys)
    writer.section(11, data.tagValues)
    writer.section(12, data.featureLabelPoint)
    writer.section(13, data.featureArea)
    writer.section(14, data.placeFeatures)
    writer.section(15, [data.extractMin, data.extractMax])
    for levels in [data.worldLevels, data.extractLevels] { write(levels, to: &writer) }
    writer.section(25, data.placeMinimumZoom)
    writer.section(26, data.placeImportance)
    writer.section(27, [UInt32(data.regions.count)])
    for region in data.regions {
      writer.section(28, [region.min, region.max])
      write(region.levels, to: &writer)
    }
    return writer.finished()
  }

  private static func write(_ levels: [TileLevel], to writer: inout SectionedFileWriter) {
    writer.section(16, [UInt32(levels.count)])
    for level in levels {
      writer.section(17, [Int32(level.zoom)])
      writer.section(18, level.shapeFeature)
      writer.section(19, level.shapePartStart)
      writer.section(20, level.partStart)
      writer.section(21, level.points)
      writer.section(22, level.tileKeys)
      writer.section(23, level.tileStart)
      writer.section(24, level.tileShapes)
    }
  }

  /// Reads and validates file bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - path: The file's path, for messages.
  /// - Returns: The basemap and the checksum of the source it was built from.
  /// - Throws: ``BasemapBuildError/corruptFile(path:reason:)`` saying what is wrong.
  static func decode(_ bytes: Data, path: String) throws(BasemapBuildError) -> (BasemapData, sourceChecksum: UInt64) {
    do throws(SectionedFileError) {
      return try read(bytes)
    } catch {
      switch error {
      case .foreign:
        throw .corruptFile(path: path, reason: "it is not a Meridian basemap file")
      case .version(let found):
        throw .corruptFile(path: path, reason: "it has format version \(found); this build reads version \(version)")
      case .corrupt(let reason):
        throw .corruptFile(path: path, reason: reason)
      }
    }
  }

  private static func read(_ bytes: Data) throws(SectionedFileError) -> (BasemapData, sourceChecksum: UInt64) {
    var reader = try SectionedFileReader(bytes, magic: magic, version: version)
    let checksum: [UInt64] = try reader.section(1)
    guard checksum.count == 1 else { throw .corrupt("section 1 holds no source checksum") }
    var data = BasemapData()
    let stringBytes: [UInt8] = try reader.section(2)
    let offsets: [UInt32] = try reader.section(3)
    guard offsets.first == 0, offsets.last.map(Int.init) == stringBytes.count,
      zip(offsets, offsets.dropFirst()).allSatisfy(<=)
    else { throw .corrupt("the string offsets are not ascending within the string bytes") }
    for i in 1..<offsets.count {
      guard let text = String(validating: stringBytes[Int(offsets[i - 1])..<Int(offsets[i])], as: UTF8.self) else {
        throw .corrupt("string \(i - 1) is not UTF-8")
      }
      data.strings.append(text)
    }
    let classes: [UInt8] = try reader.section(4)
    data.featureClass = try classes.enumerated().map { (index, raw) throws(SectionedFileError) in
      guard let styleClass = StyleClass(rawValue: raw) else { throw .corrupt("feature \(index) has class \(raw)") }
      return styleClass
    }
    let n = data.featureClass.count
    data.featureOSMType = try reader.section(5)
    data.featureOSMID = try reader.section(6)
    data.featureName = try reader.section(7)
    data.featureLayer = try reader.section(8)
    data.featureTagStart = try reader.section(9)
    data.tagKeys = try reader.section(10)
    data.tagValues = try reader.section(11)
    data.featureLabelPoint = try reader.section(12)
    data.featureArea = try reader.section(13)
    data.placeFeatures = try reader.section(14)
    let box: [SIMD2<Double>] = try reader.section(15)
    guard n >= 1,
      [
        data.featureOSMType.count, data.featureOSMID.count, data.featureName.count, data.featureLayer.count,
        data.featureLabelPoint.count, data.featureArea.count, data.featureTagStart.count - 1,
      ]
      .allSatisfy({ $0 == n })
    else { throw .corrupt("the feature table's columns differ in length") }
    let strings = Int32(data.strings.count)
    guard data.featureName.allSatisfy({ $0 >= -1 && $0 < strings }),
      data.tagKeys.count == data.tagValues.count, ascending(data.featureTagStart, upTo: data.tagKeys.count),
      data.tagKeys.allSatisfy({ $0 >= 0 && $0 < strings }), data.tagValues.allSatisfy({ $0 >= 0 && $0 < strings }),
      data.placeFeatures.allSatisfy({ $0 >= 0 && Int($0) < n && data.featureClass[Int($0)].isLabelOnly })
    else { throw .corrupt("a feature refers to a string, tag or place that does not exist") }
    guard box.count == 2, box.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), box[0].x <= box[1].x, box[0].y <= box[1].y
    else { throw .corrupt("the extract's box is not a box") }
    data.extractMin = box[0]
    data.extractMax = box[1]
    data.worldLevels = try levels(&reader, features: n)
    data.extractLevels = try levels(&reader, features: n)
    try readWorld(&reader, into: &data)
    guard reader.isAtEnd else { throw .corrupt("it has unexpected trailing bytes") }
    return (data, checksum[0])
  }

  /// The places' minimum zooms and importances, and the regional cuts (version 2).
  private static func readWorld(
    _ reader: inout SectionedFileReader, into data: inout BasemapData
  ) throws(SectionedFileError) {
    data.placeMinimumZoom = try reader.section(25)
    data.placeImportance = try reader.section(26)
    guard data.placeMinimumZoom.count == data.placeFeatures.count,
      data.placeImportance.count == data.placeFeatures.count,
      data.placeMinimumZoom.allSatisfy({ $0.isNaN || (0...30).contains($0) })
    else { throw .corrupt("the places' minimum zooms or importances do not match the places") }
    let count: [UInt32] = try reader.section(27)
    guard count.count == 1, count[0] <= 64 else { throw .corrupt("section 27 does not give a region count") }
    for index in 0..<Int(count[0]) {
      let box: [SIMD2<Double>] = try reader.section(28)
      guard box.count == 2, box.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), box[0].x < box[1].x,
        box[0].y < box[1].y
      else { throw .corrupt("region \(index)'s box is not a box") }
      let levels = try levels(&reader, features: data.featureCount)
      guard !levels.isEmpty else { throw .corrupt("region \(index) has no level") }
      data.regions.append(WorldRegion(min: box[0], max: box[1], levels: levels))
    }
  }

  private static func levels(
    _ reader: inout SectionedFileReader, features: Int
  ) throws(SectionedFileError)
    -> [TileLevel]
  {
    let count: [UInt32] = try reader.section(16)
    guard count.count == 1, count[0] <= 32 else { throw .corrupt("section 16 does not give a level count") }
    var levels: [TileLevel] = []
    for _ in 0..<count[0] {
      let zoom: [Int32] = try reader.section(17)
      guard zoom.count == 1, (0...30).contains(zoom[0]) else { throw .corrupt("a level has no zoom in 0...30") }
      var level = TileLevel(zoom: Int(zoom[0]))
      level.shapeFeature = try reader.section(18)
      level.shapePartStart = try reader.section(19)
      level.partStart = try reader.section(20)
      level.points = try reader.section(21)
      level.tileKeys = try reader.section(22)
      level.tileStart = try reader.section(23)
      level.tileShapes = try reader.section(24)
      try validate(level, features: features)
      levels.append(level)
    }
    return levels
  }

  /// Checks that a level's indices stay within its arrays and the feature table, that its offsets
  /// and keys ascend and that its points are finite, naming the first that does not.
  private static func validate(_ level: TileLevel, features: Int) throws(SectionedFileError) {
    let shapes = level.shapeFeature.count
    let name = "level \(level.zoom)"
    guard level.shapeFeature.allSatisfy({ $0 >= 0 && Int($0) < features }) else {
      throw .corrupt("\(name) has a shape of a feature that does not exist")
    }
    guard zip(level.shapeFeature, level.shapeFeature.dropFirst()).allSatisfy(<) else {
      throw .corrupt("\(name)'s shapes are not in ascending feature order")
    }
    guard level.shapePartStart.count == shapes + 1, ascending(level.shapePartStart, upTo: level.partStart.count - 1),
      ascending(level.partStart, upTo: level.points.count)
    else { throw .corrupt("\(name)'s part starts do not ascend within its parts and points") }
    guard level.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      throw .corrupt("\(name) has a point that is not finite")
    }
    guard level.tileStart.count == level.tileKeys.count + 1, ascending(level.tileStart, upTo: level.tileShapes.count)
    else { throw .corrupt("\(name)'s tile starts do not ascend within its tile shapes") }
    guard zip(level.tileKeys, level.tileKeys.dropFirst()).allSatisfy(<) else {
      throw .corrupt("\(name)'s tile keys are not ascending")
    }
    guard level.tileShapes.allSatisfy({ $0 >= 0 && Int($0) < shapes }) else {
      throw .corrupt("\(name) lists a shape that does not exist in a tile")
    }
  }

  /// A Boolean value indicating whether offsets start at 0, never decrease and end at `end`.
  private static func ascending(_ offsets: [Int32], upTo end: Int) -> Bool {
    guard offsets.first == 0, offsets.last.map(Int.init) == end else { return false }
    return zip(offsets, offsets.dropFirst()).allSatisfy(<=)
  }
}
