import Foundation
import MeridianOfflineLocator

extension SampleData {
  /// One populated place of the bundled GeoNames cities file (CC BY 4.0), as the file lists it.
  public struct GeoNamesPlace: Sendable, Hashable {
    /// The GeoNames id.
    public var geonameID: Int
    /// The place's name.
    public var name: String
    /// The ISO 3166 two-letter country code.
    public var countryCode: String
    /// The population.
    public var population: Int
    /// The latitude in degrees (WGS84).
    public var latitude: Double
    /// The longitude in degrees (WGS84).
    public var longitude: Double
  }

  /// The 170,391 places of ``DataSet/cities`` (GeoNames cities1000, CC BY 4.0) in file order: the
  /// points of the clustering example, and of the supercluster peer's `geonames170k` set.
  ///
  /// - Returns: The places, in the order of the file's rows.
  /// - Throws: `OfflineLocatorError` when the file is missing, lacks a column or has a row whose
  ///   coordinates or population do not read as numbers; `CancellationError` when the task is cancelled.
  public static func geoNamesPlaces() throws -> [GeoNamesPlace] {
    let url = try url(of: .cities)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw OfflineLocatorError.unreadableFile(file: url.lastPathComponent, reason: "\(error)")
    }
    return try GeoNamesPlacesReader(file: url.lastPathComponent).read(data)
  }
}

/// Reads the GeoNames cities CSV (RFC 4180 quoting; no line breaks inside fields in this file).
struct GeoNamesPlacesReader {
  let file: String

  func read(_ data: Data) throws -> [SampleData.GeoNamesPlace] {
    // Bytes, not characters: a field may start with a combining mark, which would join a preceding
    // comma into one grapheme (row 164,991 of the file does).
    let bytes = [UInt8](data)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).makeIterator()
    guard let head = lines.next() else { throw OfflineLocatorError.missingColumn(file: file, column: "geonameid") }
    let header = Self.fields(head)
    func column(_ name: String) throws -> Int {
      guard let index = header.firstIndex(of: name) else {
        throw OfflineLocatorError.missingColumn(file: file, column: name)
      }
      return index
    }
    let id = try column("geonameid")
    let name = try column("name")
    let country = try column("countrycode")
    let population = try column("population")
    let latitude = try column("latitude")
    let longitude = try column("longitude")
    let width = header.count
    var places: [SampleData.GeoNamesPlace] = []
    places.reserveCapacity(171_000)
    var line = 1
    while let next = lines.next() {
      line += 1
      if line & 0x3FFF == 0 { try Task.checkCancellation() }
      let fields = Self.fields(next)
      if fields.count == 1 && fields[0].isEmpty { continue }
      guard fields.count == width else {
        throw OfflineLocatorError.malformedRow(
          file: file, line: line, field: "(row)", reason: "has \(fields.count) fields, the header \(width)")
      }
      func number(_ index: Int) throws -> Double {
        guard let value = Double(fields[index]), value.isFinite else {
          throw OfflineLocatorError.malformedRow(
            file: file, line: line, field: header[index], reason: "\"\(fields[index])\" is not a number")
        }
        return value
      }
      places.append(
        SampleData.GeoNamesPlace(
          geonameID: Int(fields[id]) ?? 0, name: fields[name], countryCode: fields[country],
          population: Int(fields[population]) ?? 0, latitude: try number(latitude), longitude: try number(longitude)))
    }
    return places
  }

  /// The fields of one line: commas split, double quotes group, a doubled quote inside quotes is one;
  /// a carriage return at the end is dropped.
  static func fields(_ line: ArraySlice<UInt8>) -> [String] {
    var fields: [String] = []
    var current: [UInt8] = []
    var quoted = false
    var previousWasQuote = false
    let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), carriageReturn = UInt8(ascii: "\r")
    for byte in line {
      if quoted {
        if byte == quote {
          quoted = false
          previousWasQuote = true
        } else {
          current.append(byte)
        }
        continue
      }
      if byte == quote {
        if previousWasQuote { current.append(quote) }
        quoted = true
      } else if byte == comma {
        fields.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      } else if byte != carriageReturn {
        current.append(byte)
      }
      previousWasQuote = false
    }
    fields.append(String(decoding: current, as: UTF8.self))
    return fields
  }
}
