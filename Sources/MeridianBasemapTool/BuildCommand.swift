import Foundation
import InternalMeridianToolSupport
import MeridianBasemap
import MeridianBasemapBuilder

/// `meridian-basemap build`: reads an extract (and the world's countries), builds the basemap,
/// writes it, prints the build report.
enum BuildCommand {
  /// Runs a build.
  ///
  /// The inputs and the output are checked before anything is read (an existing output without
  /// `--force` stops the tool at once), and the file is written atomically, so a failed build never
  /// leaves a half-written basemap.
  ///
  /// - Parameters:
  ///   - options: The command line's options.
  ///   - console: Where the report and the progress go.
  ///   - clock: The clock the progress lines are timed by.
  /// - Returns: The summary printed, for tests.
  /// - Throws: A ``ToolError`` naming the file and, for a bad extract, the blob, element and field.
  @discardableResult
  static func run<C: Clock<Duration>>(
    _ options: BuildOptions, console: any ToolConsole, clock: C
  ) async throws(ToolError) -> BasemapSummary {
    let started = ContinuousClock.now
    let extract = try InputFile(path: options.extract)
    var world: InputFile?
    if let path = options.world { world = try InputFile(path: path) }
    var layers: [InputFile] = []
    for path in options.worldLayers { layers.append(try InputFile(path: path)) }
    var placesFile: InputFile?
    if let path = options.places { placesFile = try InputFile(path: path) }
    let outputPath = options.outputPath
    let output = URL(fileURLWithPath: outputPath)
    try ToolFiles.checkOutput(
      output, path: outputPath, force: options.force,
      inputs: [extract.url] + (world.map { [$0.url] } ?? []) + layers.map(\.url) + (placesFile.map { [$0.url] } ?? []),
      kind: "basemap")

    let progress = BuildProgress(console: console, enabled: !options.quiet)
    let ticker = Task { await progress.run(clock: clock) }
    let result: Result<VectorTileCache, ToolError>
    do {
      let places = try placesFile.map { try PopulatedPlace.labelled(GeoNamesPlacesReader.places(contentsOf: $0.url)) }
      let sources = WorldLayerSources(countries: world?.url, layerFiles: layers.map(\.url), places: places ?? [])
      result = .success(
        try await VectorTileCache(openStreetMapExtract: extract.url, world: sources) { progress.update($0) })
    } catch {
      result = .failure(toolError(error, extract: extract, world: world, layers: layers, places: placesFile))
    }
    ticker.cancel()
    await ticker.value
    progress.finish()
    let cache = try result.get()
    do {
      try cache.write(to: output)
    } catch {
      throw .io("cannot write \(outputPath): \(error.localizedDescription)")
    }
    let summary = BasemapSummary(cache: cache, fileBytes: ToolFiles.size(of: output))
    let seconds = (ContinuousClock.now - started) / .seconds(1)
    if !options.quiet {
      console.output(summary.headline(path: outputPath, verb: "Built", seconds: seconds))
      console.output(summary.reportLines(cache.buildReport))
      console.output(summary.lines())
    }
    return summary
  }

  /// The tool's error for what the build threw.
  static func toolError(
    _ error: any Error, extract: InputFile, world: InputFile?, layers: [InputFile] = [], places: InputFile? = nil
  ) -> ToolError {
    switch error {
    case let error as GeoNamesPlacesReadError:
      return .data(location: places?.path ?? error.file, message: error.description)
    case let error as WorldLayerReadError:
      // The error names the file by its last path component; the tool names it as typed.
      let layer = layers.first { $0.url.lastPathComponent == error.file }
      return .data(location: layer?.path ?? error.file, message: error.description)
    case let error as OpenStreetMapReadError:
      switch error.reason {
      case .cancelled: return .io("the build was cancelled")
      case .unreadableFile: return .io("cannot read \(extract.path): \(error.description)")
      default: return .data(location: extract.path, message: error.description)
      }
    case let error as BasemapBuildError:
      switch error {
      case .unreadableWorld: return .data(location: world?.path ?? extract.path, message: error.description)
      case .tooLarge, .unreadableExtract, .corruptFile: return .data(location: extract.path, message: error.description)
      }
    case is CancellationError: return .io("the build was cancelled")
    default: return .io("the build stopped: \(error)")
    }
  }
}
