import Foundation
import MeridianCore
import MeridianGeocoding

/// Reads RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote inside a quoted
/// field is doubled; quoted fields may hold commas and line breaks), CRLF or LF line ends, UTF-8
/// with or without a byte-order mark. The first row is the header.
///
/// Refused, with ``OfflineLocatorError/malformedRow(file:line:field:reason:)`` naming the line and
/// the column: a field that is not valid UTF-8, a quote inside an unquoted field, text after a
/// closing quote, an unterminated quote, and a row with more or fewer fields than the header.
/// Reading checks for cancellation every few thousand rows (``OfflineLocatorError/cancelled``).
struct CSVReader {
  /// The file name used in error messages.
  let file: String
  /// The header's column names, trimmed.
  private(set) var header: [String]
  private let bytes: [UInt8]
  private var position: Int
  /// The 1-based line of the next row.
  private(set) var line: Int
  private var cancellation = CancellationCheck()

  /// Opens CSV bytes and reads the header.
  ///
  /// - Throws: ``OfflineLocatorError/malformedRow(file:line:field:reason:)`` for a bad header.
  init(data: Data, file: String) throws(OfflineLocatorError) {
    self.file = file
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
    self.position = 0
    self.line = 1
    self.header = []
    guard let first = try nextRowFields() else {
      throw .malformedRow(file: file, line: 1, field: "(header)", reason: "is missing: the file is empty")
    }
    self.header = first.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The position of a column, or `nil`.
  func column(_ name: String) -> Int? {
    header.firstIndex { $0.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// The position of a required column.
  ///
  /// - Throws: ``OfflineLocatorError/missingColumn(file:column:)``.
  func requiredColumn(_ name: String) throws(OfflineLocatorError) -> Int {
    guard let index = column(name) else { throw .missingColumn(file: file, column: name) }
    return index
  }

  /// The fraction of the bytes read so far.
  var fractionRead: Double { bytes.isEmpty ? 1 : Double(position) / Double(bytes.count) }

  /// Reads the next row, checking it has as many fields as the header; `nil` at the end.
  ///
  /// Blank lines are skipped. Returns the row's first line number with the fields.
  mutating func nextRow() throws(OfflineLocatorError) -> (line: Int, fields: [String])? {
    while true {
      // One step per row and per 64 bytes of it (a GeoNames row's alternate names can run to kilobytes).
      let rowStart = position
      defer { cancellation.count((position - rowStart) / 64) }
      try cancellation.step()
      let start = line
      guard let fields = try nextRowFields() else { return nil }
      if fields.count == 1 && fields[0].isEmpty { continue }
      guard fields.count == header.count else {
        let field = fields.count < header.count ? header[fields.count] : "(extra field \(header.count + 1))"
        throw .malformedRow(
          file: file, line: start, field: field,
          reason: "is missing or surplus: the row has \(fields.count) fields, the header \(header.count)")
      }
      return (start, fields)
    }
  }

  private mutating func nextRowFields() throws(OfflineLocatorError) -> [String]? {
    guard position < bytes.count else { return nil }
    let bytes = self.bytes
    return try bytes.withUnsafeBufferPointer { buffer throws(OfflineLocatorError) in try readRow(buffer) }
  }

  /// Reads one row from `position`. An unquoted field becomes a string straight from its bytes; a
  /// quoted one is copied without its quotes first.
  private mutating func readRow(_ bytes: UnsafeBufferPointer<UInt8>) throws(OfflineLocatorError) -> [String] {
    var fields: [String] = []
    fields.reserveCapacity(header.count)
    var field: [UInt8] = []
    var quoted = false
    var wasQuoted = false
    // The start of the unquoted field being read (its bytes are `fieldStart..<position`).
    var fieldStart = position
    let startLine = line
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if quoted {
        if byte == 0x22 {
          if position < bytes.count && bytes[position] == 0x22 {
            field.append(0x22)
            position += 1
          } else {
            quoted = false
          }
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case 0x22 where position - 1 == fieldStart && !wasQuoted:
        quoted = true
        wasQuoted = true
      case 0x2C:
        fields.append(try finish(bytes, fieldStart, position - 1, wasQuoted, &field, column: fields.count))
        wasQuoted = false
        fieldStart = position
      case 0x0A:
        line += 1
        var end = position - 1
        if wasQuoted {
          if field.last == 0x0D { field.removeLast() }
        } else if end > fieldStart && bytes[end - 1] == 0x0D {
          end -= 1
        }
        fields.append(try finish(bytes, fieldStart, end, wasQuoted, &field, column: fields.count, line: line - 1))
        return fields
      case 0x22:
        throw .malformedRow(
          file: file, line: line, field: columnName(fields.count),
          reason: wasQuoted ? "has text after its closing quote" : "has a quote inside an unquoted field")
      default:
        if wasQuoted && byte != 0x0D {
          throw .malformedRow(
            file: file, line: line, field: columnName(fields.count), reason: "has text after its closing quote")
        }
        if wasQuoted { field.append(byte) }
      }
    }
    if quoted {
      throw .malformedRow(
        file: file, line: startLine, field: columnName(fields.count), reason: "has an unterminated quote")
    }
    var end = position
    if wasQuoted {
      if field.last == 0x0D { field.removeLast() }
    } else if end > fieldStart && bytes[end - 1] == 0x0D {
      end -= 1
    }
    fields.append(try finish(bytes, fieldStart, end, wasQuoted, &field, column: fields.count))
    return fields
  }

  /// The text of a field that ends at `end`: the unquoted bytes `start..<end`, or the quoted
  /// field's copied bytes (which are then cleared for the next field).
  private func finish(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ wasQuoted: Bool, _ field: inout [UInt8],
    column: Int, line: Int? = nil
  ) throws(OfflineLocatorError) -> String {
    if wasQuoted {
      defer { field.removeAll(keepingCapacity: true) }
      return try field.withUnsafeBufferPointer { copied throws(OfflineLocatorError) in
        try text(copied, column: column, line: line)
      }
    }
    return try text(UnsafeBufferPointer(rebasing: bytes[start..<end]), column: column, line: line)
  }

  /// The header's name of a column, or "field N" past the header (or while reading it).
  private func columnName(_ column: Int) -> String {
    column < header.count ? header[column] : "field \(column + 1)"
  }

  /// A field's text.
  ///
  /// - Throws: ``OfflineLocatorError/malformedRow(file:line:field:reason:)`` when it is not valid UTF-8.
  private func text(
    _ bytes: UnsafeBufferPointer<UInt8>, column: Int, line: Int? = nil
  ) throws(OfflineLocatorError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .malformedRow(
        file: file, line: line ?? self.line, field: columnName(column), reason: "is not valid UTF-8")
    }
    return text
  }
}
