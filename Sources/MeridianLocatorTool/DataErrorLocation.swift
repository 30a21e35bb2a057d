import Foundation
import InternalMeridianToolSupport
import MeridianOfflineLocator

/// Turns the engine's errors about a data file into messages that name the file as typed, the line
/// and the column (`places.csv:3:4: field 'longitude' is not a number ('abc')`), as compilers do.
enum DataErrorLocation {
  /// The longest header line read to find a column's position (the engine accepts longer ones; the
  /// message then names the line and the field without the column).
  static let maximumHeaderBytes = 1 << 16

  /// The tool's error for an engine error raised while reading `inputs`.
  ///
  /// - Parameters:
  ///   - error: The engine's error, which names the file by its last path component.
  ///   - inputs: The input files as typed on the command line.
  /// - Returns: A ``ToolError/data(location:message:)`` (or ``ToolError/io(_:)`` for a cancelled build).
  static func toolError(_ error: OfflineLocatorError, inputs: [InputFile]) -> ToolError {
    func input(_ file: String) -> InputFile? { inputs.first { $0.url.lastPathComponent == file } }
    switch error {
    case .malformedRow(let file, let line, let field, let reason):
      guard let source = input(file) else {
        return .data(location: "\(file):\(line)", message: "field '\(field)' \(reason)")
      }
      guard source.format == .csv else {
        // GeoJSON keeps no line numbers; the engine's reason names the feature.
        return .data(location: source.path, message: "field '\(field)' \(reason)")
      }
      let location =
        column(of: field, in: source.url).map { "\(source.path):\(line):\($0)" } ?? "\(source.path):\(line)"
      return .data(location: location, message: "field '\(field)' \(reason)")
    case .missingColumn(let file, let column):
      let source = input(file)
      guard source?.format != .geoJSON else {
        return .data(location: source?.path ?? file, message: "is not a GeoJSON FeatureCollection of Point features")
      }
      return .data(location: "\(source?.path ?? file):1", message: "the header has no '\(column)' column (required)")
    case .unreadableFile(let file, let reason):
      return .data(location: input(file)?.path ?? file, message: reason)
    case .noRecords(let file):
      let source = input(file)
      let what = source?.format == .geoJSON ? "a FeatureCollection without features" : "a header and no rows"
      return .data(location: source?.path ?? file, message: "holds no records (\(what)); no index was written")
    case .cancelled:
      return .io("the build was cancelled")
    default:
      return .data(location: inputs.count == 1 ? inputs[0].path : "input", message: error.description)
    }
  }

  /// The 1-based position of a column in a CSV file's header (`field 7` names the 7th column of a
  /// row longer than its header), or `nil` when the header cannot be read or has no such column.
  static func column(of field: String, in url: URL) -> Int? {
    if field.hasPrefix("field "), let number = Int(field.dropFirst("field ".count)), number > 0 { return number }
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumHeaderBytes) else { return nil }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let names = headerNames(bytes.prefix { $0 != 0x0A && $0 != 0x0D })
    return names.firstIndex { $0.caseInsensitiveCompare(field) == .orderedSame }.map { $0 + 1 }
  }

  /// The names of a CSV header line: split at commas outside quotes, quotes removed, trimmed.
  static func headerNames(_ line: some Collection<UInt8>) -> [String] {
    var names: [String] = []
    var current: [UInt8] = []
    var quoted = false
    for byte in line {
      switch byte {
      case 0x22: quoted.toggle()
      case 0x2C where !quoted:
        names.append(String(decoding: current, as: UTF8.self).trimmingCharacters(in: .whitespaces))
        current.removeAll(keepingCapacity: true)
      default: current.append(byte)
      }
    }
    names.append(String(decoding: current, as: UTF8.self).trimmingCharacters(in: .whitespaces))
    return names
  }
}
