import Foundation
import MeridianOfflineLocator

/// `meridian-locator build`: reads data files, builds the index, writes it, prints what it holds.
enum BuildCommand {
  /// Runs a build.
  ///
  /// The output is checked before anything is read (an existing file without `--force` stops the
  /// tool at once), and written atomically, so a failed build never leaves a half-written index.
  ///
  /// - Returns: The summary printed, for tests.
  /// - Throws: A ``ToolError`` naming the file (and for bad rows the line and column).
  @discardableResult
  static func run(_ options: BuildOptions, console: any ToolConsole) async throws(ToolError) -> IndexSummary {
    let clock = ContinuousClock()
    let start = clock.now
    var inputs: [InputFile] = []
    for path in options.inputs { inputs.append(try InputFile(path: path)) }
    let output = URL(fileURLWithPath: options.output)
    try checkOutput(output, path: options.output, force: options.force, inputs: inputs)

    let name = options.name ?? output.deletingPathExtension().lastPathComponent
    let build = OfflineLocator.build(name: name, sources: inputs.map(\.source))
    var bar = ProgressBar(console: console, enabled: !options.quiet)
    for await fraction in build.progress { bar.update(fraction) }
    bar.finish()
    let locator: OfflineLocator
    do {
      locator = try await build.locator
    } catch let error as OfflineLocatorError {
      throw DataErrorLocation.toolError(error, inputs: inputs)
    } catch {
      throw .io("the build stopped: \(error)")
    }
    do {
      try locator.write(to: output)
    } catch {
      throw .io("cannot write \(options.output): \(error.description)")
    }
    let summary = IndexSummary(locator: locator, fileBytes: IndexSummary.fileSize(output))
    let seconds = (clock.now - start) / .seconds(1)
    if !options.quiet { console.output(summary.lines(path: options.output, verb: "Built", seconds: seconds)) }
    return summary
  }

  /// Refuses an output that exists (without `force`), is a folder, is one of the inputs, or is in a
  /// folder that does not exist.
  private static func checkOutput(_ output: URL, path: String, force: Bool, inputs: [InputFile]) throws(ToolError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: output.path, isDirectory: &isFolder) {
      guard !isFolder.boolValue else { throw .io("\(path) is a folder; --output names the index file to write") }
      guard !inputs.contains(where: { $0.url.standardizedFileURL == output.standardizedFileURL }) else {
        throw .usage("--output \(path) is also an input file")
      }
      guard force else { throw .outputExists(path: path) }
    }
    let folder = output.deletingLastPathComponent()
    guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .io("cannot write \(path): the folder \(folder.path) does not exist")
    }
  }
}
