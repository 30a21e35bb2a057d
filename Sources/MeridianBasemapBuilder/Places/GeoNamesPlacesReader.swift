public import Foundation

/// Reads a GeoNames cities CSV file (the columns `geonameid`, `name`, `countrycode`, `population`,
/// `latitude`, `longitude` in any order, others ignored; RFC 4180 quoting, no line breaks inside fields),
/// such as the sample data's cities1000.
public enum GeoNamesPlacesReader {
  /// The largest file ``places(contentsOf:)`` reads: 256 MiB.
  public static let maximumFileBytes = 256 << 20

  /// The places of a file, in the order of its rows.
  ///
  /// - Parameter url: The file.
  /// - Returns: The rows.
  /// - Throws: ``GeoNamesPlacesReadError`` when the file cannot be read, is over
  ///   ``maximumFileBytes``, lacks a column or has a bad row; `CancellationError`.
  public static func places(contentsOf url: URL) throws -> [GeoNamesPlace] {
    let file = url.lastPathComponent
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch {
      throw GeoNamesPlacesReadError(file: file, reason: "cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumFileBytes else {
      throw GeoNamesPlacesReadError(
        file: file, reason: "is \(data.count) bytes, over the \(maximumFileBytes)-byte bound")
    }
    return try places(data, file: file)
  }

  /// The places of a file's bytes, in the order of its rows.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name, for errors.
  /// - Returns: The rows.
  /// - Throws: ``GeoNamesPlacesReadError`` when a column is missing or a row is bad; `CancellationError`.
  public static func places(_ data: Data, file: String) throws -> [GeoNamesPlace] {
    // Bytes, not characters: a field may start with a combining mark, which would join a preceding
    // comma into one grapheme (row 164,991 of the file does).
    let bytes = [UInt8](data)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).makeIterator()
    guard let head = lines.next() else {
      throw GeoNamesPlacesReadError(file: file, reason: "is empty: it has no header")
    }
    let header = fields(head)
    func column(_ name: String) throws -> Int {
      guard let index = header.firstIndex(of: name) else {
        throw GeoNamesPlacesReadError(file: file, line: 1, reason: "has no column '\(name)'")
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
    var places: [GeoNamesPlace] = []
    places.reserveCapacity(Swift.min(data.count / 40, 200_000))
    var line = 1
    while let next = lines.next() {
      line += 1
      if line & 0x3FFF == 0 { try Task.checkCancellation() }
      let fields = fields(next)
      if fields.count == 1 && fields[0].isEmpty { continue }
      guard fields.count == width else {
        throw GeoNamesPlacesReadError(
          file: file, line: line, reason: "has \(fields.count) fields, the header \(width)")
      }
      func number(_ index: Int) throws -> Double {
        guard let value = Double(fields[index]), value.isFinite else {
          throw GeoNamesPlacesReadError(
            file: file, line: line, field: header[index], reason: "\"\(fields[index])\" is not a number")
        }
        return value
      }
      let placeLatitude = try number(latitude), placeLongitude = try number(longitude)
      guard abs(placeLatitude) <= 90, abs(placeLongitude) <= 180 else {
        throw GeoNamesPlacesReadError(
          file: file, line: line, field: "latitude",
          reason: "\(placeLatitude), \(placeLongitude) is beyond ±90° latitude or ±180° longitude")
      }
      places.append(
        GeoNamesPlace(
          geonameID: Int(fields[id]) ?? 0, name: fields[name], countryCode: fields[country],
          population: Int(fields[population]) ?? 0, latitude: placeLatitude, longitude: placeLongitude))
    }
    return places
  }

  /// The fields of one line: commas split, double quotes group, a doubled quote inside quotes is one;
  /// a carriage return at the end is dropped.
  package static func fields(_ line: ArraySlice<UInt8>) -> [String] {
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
