import Foundation
import InternalMeridianToolSupport
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
    \(verb) \(path) ("\(name)") in \(ToolText.number(seconds, digits: 2)) s
      records:        \(records)
      distinct names: \(distinctNames)
      categories:     \(categories)
      file size:      \(ToolText.size(fileBytes))

    """
  }
}
