import Foundation
import InternalMeridianToolSupport

/// The `meridian-basemap` command: builds a basemap file from an extract, and inspects one.
enum BasemapTool: CommandLineTool {
  /// The tool's version, printed by `--version`.
  static let version = "1.0.0"

  /// The tool's commands, options and help.
  static let table = CommandTable<ToolCommand>(
    tool: "meridian-basemap", version: version, usage: ToolUsage.line, overview: ToolUsage.overview,
    commands: [
      ToolSubcommand(
        "build", help: ToolUsage.build, defaults: BuildOptions(),
        options: [
          .value("-w", "--world", into: \.world), .values("-l", "--world-layer", into: \.worldLayers),
          .value("-p", "--places", into: \.places),
          .value("-o", "--output", into: \.output),
          .flag("-f", "--force", into: \.force), .flag("-q", "--quiet", into: \.quiet),
        ], finish: BuildOptions.finished),
      .oneFile("inspect", help: ToolUsage.inspect, file: "basemap file") { .inspect(path: $0) },
    ], appendix: [ToolUsage.examples])

  static func perform<C: Clock<Duration>>(
    _ command: ToolCommand, console: any ToolConsole, clock: C
  ) async throws(ToolError) {
    switch command {
    case .build(let options): try await BuildCommand.run(options, console: console, clock: clock)
    case .inspect(let path): try InspectCommand.run(path: path, console: console)
    }
  }
}
