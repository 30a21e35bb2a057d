import Foundation
import InternalMeridianToolSupport
import MeridianBasemap

/// `meridian-basemap inspect`: loads a basemap file and prints what it holds.
enum InspectCommand {
  /// Loads and summarises a basemap file.
  ///
  /// - Returns: The summary printed.
  /// - Throws: ``ToolError/missingInput(path:)``, or ``ToolError/data(location:message:)`` for a file
  ///   that is not a basemap, of another format version, or damaged.
  @discardableResult
  static func run(path: String, console: any ToolConsole) throws(ToolError) -> BasemapSummary {
    let started = ContinuousClock.now
    let input = try InputFile(path: path)
    let cache: VectorTileCache
    do {
      cache = try VectorTileCache(contentsOf: input.url)
    } catch {
      throw .data(location: path, message: "\(error)")
    }
    let summary = BasemapSummary(cache: cache, fileBytes: ToolFiles.size(of: input.url))
    console.output(summary.headline(path: path, verb: "Loaded", seconds: (ContinuousClock.now - started) / .seconds(1)))
    console.output(summary.lines())
    return summary
  }
}
