import Foundation
import MeridianOfflineLocator

/// What an index holds, as `build` and `inspect` print it.
struct IndexSummary: Equatable {
  var name: String
  var records: Int
  /// Distinct non-empty names (compared exactly).
  var distinctNames: Int
  /// Distinct categories.
  var categories: Int
  /// The index file's size in bytes.
  var fileBytes: Int

  /// The summary of a locator and the file it was written to or read from.
  init(locator: OfflineLocator, fileBytes: Int) {
    let places = locator.places
    name = locator.name
    records = places.count
    distinctNames = Set(places.lazy.map(\.name).filter { !$0.isEmpty }).count
    categories = Set(places.lazy.map(\.category)).count
    self.fileBytes = fileBytes
  }

  /// The lines printed for the summary; `seconds` is the build or load time.
  func lines(path: String, verb: String, seconds: Double) -> String {
    """
    \(verb) \(path) ("\(name)") in \(Self.format(seconds, digits: 2)) s
      records:        \(records)
      distinct names: \(distinctNames)
      categories:     \(categories)
      file size:      \(Self.size(fileBytes))

    """
  }

  /// A byte count as people read it: `812 bytes`, `14.2 KB`, `3.10 MB` (powers of 1,000).
  static func size(_ bytes: Int) -> String {
    switch bytes {
    case ..<1000: "\(bytes) bytes"
    case ..<1_000_000: "\(format(Double(bytes) / 1e3, digits: 1)) KB"
    default: "\(format(Double(bytes) / 1e6, digits: 2)) MB"
    }
  }

  /// A number with a fixed number of decimals, in the POSIX locale.
  static func format(_ value: Double, digits: Int) -> String {
    value.formatted(
      .number.precision(.fractionLength(digits)).grouping(.never).locale(Locale(identifier: "en_US_POSIX")))
  }
}
