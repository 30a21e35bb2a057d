import Foundation
import InternalMeridianToolSupport
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
  static func run<C: Clock<Duration>>(
    _ options: BuildOptions, console: any ToolConsole, clock: C
  ) async throws(ToolError) -> IndexSummary {
    let start = ContinuousClock.now
    var inputs: [InputFile] = []
    for path in options.inputs { inputs.append(try InputFile(path: path)) }
    let output = URL(fileURLWithPath: options.output)
    try ToolFiles.checkOutput(
      output, path: options.output, force: options.force, inputs: inputs.map(\.url), kind: "index")

    let name = options.name ?? output.deletingPathExtension().lastPathComponent
    let build = OfflineLocator.build(name: name, sources: inputs.map(\.source))
    let progress = BuildProgress(console: console, enabled: !options.quiet)
    let ticker = Task { await progress.run(clock: clock) }
    for await fraction in build.progress { progress.update(fraction) }
    ticker.cancel()
    await ticker.value
    progress.finish()
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
    let summary = IndexSummary(locator: locator, fileBytes: ToolFiles.size(of: output))
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    if !options.quiet { console.output(summary.lines(path: options.output, verb: "Built", seconds: seconds)) }
    return summary
  }
}
