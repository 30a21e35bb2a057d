import Foundation
import InternalMeridianToolSupport
import MeridianOfflineLocator

/// `meridian-locator inspect`: loads an index and prints what it holds.
enum InspectCommand {
  /// Loads and summarises an index file.
  ///
  /// - Returns: The summary printed.
  /// - Throws: ``ToolError/missingInput(path:)`` or ``ToolError/data(location:message:)`` for a file
  ///   that is not an index, of another format version, or damaged.
  @discardableResult
  static func run(path: String, console: any ToolConsole) throws(ToolError) -> IndexSummary {
    let clock = ContinuousClock()
    let start = clock.now
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.isReadableFile(atPath: url.path) else { throw .missingInput(path: path) }
    let locator: OfflineLocator
    do {
      locator = try OfflineLocator(contentsOf: url)
    } catch {
      throw .data(location: path, message: error.description)
    }
    let summary = IndexSummary(locator: locator, fileBytes: ToolFiles.size(of: url))
    console.output(summary.lines(path: path, verb: "Loaded", seconds: (clock.now - start) / .seconds(1)))
    return summary
  }
}
