public import Foundation
import MeridianCore
import MeridianGeocoding

/// An error from building, loading or querying an ``OfflineLocator``.
///
/// Data errors name the file, the line (1-based, the header is line 1) and the field, so a person
/// can open the file and fix it. Nothing is half-loaded: a build or load that throws leaves no
/// locator behind.
public enum OfflineLocatorError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// A data file could not be read.
  case unreadableFile(file: String, reason: String)
  /// A file could not be written (``OfflineLocator/write(to:)``); `reason` says why.
  case unwritableFile(file: String, reason: String)
  /// A data file lacks a column (CSV) or property (GeoJSON) that its schema requires.
  case missingColumn(file: String, column: String)
  /// A row of a data file has a bad value.
  case malformedRow(file: String, line: Int, field: String, reason: String)
  /// A data file holds no records: a CSV file with a header and no rows, a GeoJSON
  /// FeatureCollection without features (an index of it would find nothing).
  case noRecords(file: String)
  /// An index file is not an offline-locator index (wrong magic bytes).
  case foreignIndex(file: String)
  /// An index file was written by an index format version this build cannot read.
  case unsupportedIndexVersion(file: String, version: Int, supported: Int)
  /// An index file is damaged: truncated, inconsistent or failing its checksum.
  case corruptIndex(file: String, reason: String)
  /// A record given in memory is invalid (the index of the record and the field).
  case invalidRecord(index: Int, field: String, reason: String)
  /// A category name is not in the locator's category tree.
  case unknownCategory(String)
  /// The search text is empty or only whitespace.
  case emptySearchText
  /// A location is not finite or out of range, or is in an unsupported spatial reference; `name`
  /// names the parameter (`location`, `preferredSearchLocation`) and `reason` says what is wrong.
  case invalidLocation(name: String, reason: String)
  /// A parameter is out of range; `name` names it and `reason` says why.
  case invalidParameter(name: String, reason: String)
  /// The task running a synchronous build or query was cancelled (the `async` APIs and
  /// `LocatorTask` throw `CancellationError` instead).
  case cancelled

  /// A message that says what was wrong and where, fit to show as it is.
  public var description: String {
    switch self {
    case .unreadableFile(let file, let reason): return "Cannot read \(file): \(reason)."
    case .unwritableFile(let file, let reason): return "Cannot write \(file): \(reason)."
    case .missingColumn(let file, let column): return "\(file): required column '\(column)' is missing."
    case .malformedRow(let file, let line, let field, let reason): return "\(file):\(line): field '\(field)' \(reason)."
    case .noRecords(let file): return "\(file) holds no records (a header and no rows, or no features)."
    case .foreignIndex(let file): return "\(file) is not an offline locator index (bad magic bytes)."
    case .unsupportedIndexVersion(let file, let version, let supported):
      return "\(file) has index format version \(version); this build reads version \(supported)."
    case .corruptIndex(let file, let reason): return "\(file) is a corrupt offline locator index: \(reason)."
    case .invalidRecord(let index, let field, let reason): return "Record \(index): field '\(field)' \(reason)."
    case .unknownCategory(let name):
      let hint = OfflineCategories.suggestionHint(for: name)
      return hint.isEmpty ? "Unknown category '\(name)'." : "Unknown category '\(name)'" + hint
    case .emptySearchText: return "The search text is empty."
    case .invalidLocation(let name, let reason): return "Invalid location: \(name) \(reason)."
    case .invalidParameter(let name, let reason): return "Invalid parameter \(name): \(reason)."
    case .cancelled: return "The offline locator's work was cancelled."
    }
  }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}
