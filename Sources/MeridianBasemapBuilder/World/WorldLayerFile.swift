import Foundation

/// One world layer file: a cut of the world (a box in degrees, or the whole world), the zoom levels
/// the builder makes from it, and its land, water, borders, rivers and country labels in degrees
/// (longitude, latitude). The format is in `docs/data.md` ("The world layer").
struct WorldLayerFile: Sendable {
  /// A country's label: its name, ISO 3166-1 alpha-2 code, label point and area.
  struct Country: Sendable, Hashable {
    var name: String
    var isoCode: String
    var point: SIMD2<Double>
    /// The country's area in square Web Mercator metres (what it covers on the map).
    var area: Double
  }

  /// The format line's word and the version this reader reads.
  static let formatName = "meridian-world-layer"
  static let version = 1

  var name = ""
  var sources: [String] = []
  /// The cut's box (west, south, east, north in degrees), or `nil` for the whole world.
  var box: (min: SIMD2<Double>, max: SIMD2<Double>)?
  var zooms: ClosedRange<Int> = 0...0
  /// Polygons: each an outer ring and its holes, open (the first point is not repeated).
  var land: [[[SIMD2<Double>]]] = []
  var water: [[[SIMD2<Double>]]] = []
  var borders: [[SIMD2<Double>]] = []
  var rivers: [[SIMD2<Double>]] = []
  var countries: [Country] = []
}

extension WorldLayerFile {
  /// Reads a world layer file.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - maximumBytes: The largest file read.
  ///   - maximumPoints: The most points the file may hold.
  /// - Throws: ``WorldLayerReadError`` naming the file and the record; `CancellationError`.
  init(contentsOf url: URL, maximumBytes: Int, maximumPoints: Int) throws {
    let file = url.lastPathComponent
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      guard size <= maximumBytes else {
        throw WorldLayerReadError(.tooLarge(bytes: size, limit: maximumBytes), file: file)
      }
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch let error as WorldLayerReadError {
      throw error
    } catch {
      throw WorldLayerReadError(.unreadableFile(error.localizedDescription), file: file)
    }
    try self.init(data, file: file, maximumBytes: maximumBytes, maximumPoints: maximumPoints)
  }

  /// Reads a world layer file's bytes.
  ///
  /// - Throws: ``WorldLayerReadError`` naming `file` and the record; `CancellationError`.
  init(_ data: Data, file: String, maximumBytes: Int, maximumPoints: Int) throws {
    guard data.count <= maximumBytes else {
      throw WorldLayerReadError(.tooLarge(bytes: data.count, limit: maximumBytes), file: file)
    }
    let bytes = [UInt8](data)
    var parser = WorldLayerParser(bytes: bytes, file: file, maximumPoints: maximumPoints)
    self = try parser.parse()
  }
}

/// Reads a world layer file's lines: the format line, the header, the records, the `end` line.
private struct WorldLayerParser {
  let bytes: [UInt8]
  let file: String
  let maximumPoints: Int
  private var points = 0
  private var line = 0
  private var kind = ""

  init(bytes: [UInt8], file: String, maximumPoints: Int) {
    self.bytes = bytes
    self.file = file
    self.maximumPoints = maximumPoints
  }

  private func error(_ reason: WorldLayerReadError.Reason) -> WorldLayerReadError {
    WorldLayerReadError(reason, file: file, line: line, record: kind.isEmpty ? nil : kind)
  }

  private func malformed(_ why: String) -> WorldLayerReadError { error(.malformed(why)) }

  mutating func parse() throws -> WorldLayerFile {
    var result = WorldLayerFile()
    var start = 0
    var records = 0
    var sawBox = false
    var sawZooms = false
    while start < bytes.count {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      line += 1
      kind = ""
      if line & 0x3FF == 0 { try Task.checkCancellation() }
      let fields = bytes[start..<newline].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      if line == 1 {
        try formatLine(fields)
        start = newline + 1
        continue
      }
      kind = String(decoding: fields[0], as: UTF8.self)
      switch kind {
      case "end":
        try end(fields, records: records, checksumOf: bytes[..<start])
        guard newline + 1 == bytes.count else { throw malformed("bytes follow the end line") }
        guard sawBox, sawZooms else { throw malformed("the header has no \(sawBox ? "zooms" : "box") line") }
        return result
      case "name": result.name = try text(fields, 1)
      case "source", "made": result.sources.append(try text(fields, 1))
      case "box":
        result.box = try box(fields)
        sawBox = true
      case "zooms":
        guard fields.count == 3, let low = Int(try text(fields, 1)), let high = Int(try text(fields, 2)),
          (0...22).contains(low), (low...22).contains(high)
        else { throw malformed("zooms are not two levels in 0...22, ascending") }
        result.zooms = low...high
        sawZooms = true
      case "land", "water":
        let polygon = try rings(fields)
        if kind == "land" { result.land.append(polygon) } else { result.water.append(polygon) }
        records += 1
      case "border", "river":
        guard fields.count == 2 else { throw malformed("a line record holds one encoded path") }
        let path = try decode(fields[1], minimum: 2, what: "its path")
        if kind == "border" { result.borders.append(path) } else { result.rivers.append(path) }
        records += 1
      case "country":
        result.countries.append(try country(fields))
        records += 1
      default:
        throw malformed("\"\(kind.prefix(40))\" is not a record kind of version \(WorldLayerFile.version)")
      }
      start = newline + 1
    }
    line += 1
    kind = ""
    throw line == 1 ? error(.notAWorldLayer) : error(.truncated)
  }

  private func formatLine(_ fields: [ArraySlice<UInt8>]) throws {
    let words = fields[0].split(separator: UInt8(ascii: " "))
    guard fields.count == 1, words.count == 2, String(decoding: words[0], as: UTF8.self) == WorldLayerFile.formatName
    else { throw WorldLayerReadError(.notAWorldLayer, file: file, line: 1) }
    let version = String(decoding: words[1], as: UTF8.self)
    guard version == String(WorldLayerFile.version) else {
      throw WorldLayerReadError(
        .unsupportedVersion(found: String(version.prefix(20)), supported: WorldLayerFile.version), file: file, line: 1)
    }
  }

  private func end(_ fields: [ArraySlice<UInt8>], records: Int, checksumOf body: ArraySlice<UInt8>) throws {
    guard fields.count == 3, let count = Int(try text(fields, 1)), let stated = UInt32(try text(fields, 2), radix: 16)
    else { throw malformed("the end line is not \"end, record count, CRC-32\"") }
    guard count == records else {
      throw error(.damaged("it ends after \(records) records, its end line says \(count)"))
    }
    let computed = CRC32.checksum(body)
    guard computed == stated else {
      throw error(.damaged("its CRC-32 is \(hex(computed)), its end line says \(hex(stated))"))
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  private func text(_ fields: [ArraySlice<UInt8>], _ index: Int) throws -> String {
    guard index < fields.count else { throw malformed("field \(index) is missing") }
    guard let value = String(validating: fields[index], as: UTF8.self) else {
      throw malformed("field \(index) is not UTF-8")
    }
    return value
  }

  private func number(_ fields: [ArraySlice<UInt8>], _ index: Int, in range: ClosedRange<Double>) throws -> Double {
    let value = try text(fields, index)
    guard let number = Double(value), range.contains(number) else {
      throw malformed(
        "field \(index) \"\(value.prefix(40))\" is not a number in \(range.lowerBound)...\(range.upperBound)")
    }
    return number
  }

  private func box(_ fields: [ArraySlice<UInt8>]) throws -> (min: SIMD2<Double>, max: SIMD2<Double>)? {
    if fields.count == 2, try text(fields, 1) == "world" { return nil }
    guard fields.count == 5 else { throw malformed("a box is \"world\" or west, south, east, north") }
    let low = SIMD2(try number(fields, 1, in: -180...180), try number(fields, 2, in: -90...90))
    let high = SIMD2(try number(fields, 3, in: -180...180), try number(fields, 4, in: -90...90))
    guard low.x < high.x, low.y < high.y else {
      throw malformed("the box's west or south is not below its east or north")
    }
    return (low, high)
  }

  private mutating func rings(_ fields: [ArraySlice<UInt8>]) throws -> [[SIMD2<Double>]] {
    guard fields.count >= 2 else { throw malformed("a polygon record holds at least one encoded ring") }
    var rings: [[SIMD2<Double>]] = []
    for index in 1..<fields.count {
      rings.append(try decode(fields[index], minimum: 3, what: "ring \(index - 1)"))
    }
    return rings
  }

  private mutating func decode(_ field: ArraySlice<UInt8>, minimum: Int, what: String) throws -> [SIMD2<Double>] {
    let decoded: [SIMD2<Double>]
    do {
      decoded = try EncodedPolyline.decode(field, limit: maximumPoints - points)
    } catch {
      if points + field.count / 2 > maximumPoints || error.message.hasPrefix("more than") {
        throw self.error(.tooManyPoints(limit: maximumPoints))
      }
      throw malformed("\(what): \(error.message)")
    }
    guard decoded.count >= minimum else {
      throw malformed("\(what) has \(decoded.count) points, fewer than \(minimum)")
    }
    points += decoded.count
    return decoded
  }

  private func country(_ fields: [ArraySlice<UInt8>]) throws -> WorldLayerFile.Country {
    guard fields.count == 6 else { throw malformed("a country is its name, ISO code, longitude, latitude and area") }
    let name = try text(fields, 1)
    guard !name.isEmpty else { throw malformed("the country has no name") }
    return WorldLayerFile.Country(
      name: name, isoCode: try text(fields, 2),
      point: SIMD2(try number(fields, 3, in: -180...180), try number(fields, 4, in: -90...90)),
      area: try number(fields, 5, in: 0...1e16))
  }
}
