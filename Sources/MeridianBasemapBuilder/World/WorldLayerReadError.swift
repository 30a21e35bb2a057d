/// An error thrown when a world layer file (`.meridianworld`) cannot be read: what was wrong and where.
///
/// Every error names the file; an error inside the file names the record (its line, counting the
/// format line as 1, and its kind: `land`, `water`, `border`, `river`, `country`, or a header key)
/// and, for a shape, the ring or path. Its ``description`` can be shown as it is. A read that throws
/// returns nothing: no file is half-applied to a basemap.
public struct WorldLayerReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The file cannot be opened or read; the value says why.
    case unreadableFile(String)
    /// The file is larger than the reader's bound (``WorldLayerSources/maximumFileBytes``).
    case tooLarge(bytes: Int, limit: Int)
    /// The first line is not `meridian-world-layer <version>`.
    case notAWorldLayer
    /// The file is of another format version than this reader's.
    case unsupportedVersion(found: String, supported: Int)
    /// A record is broken; the value says how (an unknown kind, a missing field, a character outside
    /// an encoded polyline's alphabet, a coordinate beyond ±90° or ±180°, text that is not UTF-8).
    case malformed(String)
    /// The file holds more points than the reader's bound (``WorldLayerSources/maximumPoints``).
    case tooManyPoints(limit: Int)
    /// The file ends before its `end` line: it was cut short.
    case truncated
    /// The `end` line's record count or CRC-32 does not match the records read: the file is damaged.
    case damaged(String)
  }

  /// What went wrong.
  public var reason: Reason
  /// The file's name.
  public var file: String
  /// The line of the record (1-based), or `nil` when the problem is the whole file.
  public var line: Int?
  /// The record's kind (`land`, `country`, `box`, `end`, ...), when the problem is in one record.
  public var record: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - file: The file's name.
  ///   - line: The record's line, 1-based.
  ///   - record: The record's kind.
  public init(_ reason: Reason, file: String, line: Int? = nil, record: String? = nil) {
    self.reason = reason
    self.file = file
    self.line = line
    self.record = record
  }

  /// A message that says what was wrong and where.
  public var description: String {
    var place = "The world layer file \(file)"
    if let line { place += ", line \(line)" }
    if let record { place += " (\(record) record)" }
    switch reason {
    case .unreadableFile(let why): return "\(place) cannot be read: \(why)."
    case .tooLarge(let bytes, let limit): return "\(place) is \(bytes) bytes, over the \(limit)-byte bound."
    case .notAWorldLayer: return "\(place) is not a world layer file: it does not start with \"meridian-world-layer\"."
    case .unsupportedVersion(let found, let supported):
      return "\(place) has format version \(found); this build reads version \(supported)."
    case .malformed(let why): return "\(place) is broken: \(why)."
    case .tooManyPoints(let limit): return "\(place) holds more than \(limit) points."
    case .truncated: return "\(place) ends without its end line: it was cut short."
    case .damaged(let why): return "\(place) is damaged: \(why)."
    }
  }
}
