import Foundation
import InternalMeridianToolSupport

/// The `meridian-locator` command: builds an offline index from data files, inspects one, and lists
/// the categories a data file may name.
enum LocatorTool: CommandLineTool {
  /// The tool's version, printed by `--version`.
  static let version = "1.0.0"

  /// The tool's commands, options and help.
  static let table = CommandTable<ToolCommand>(
    tool: "meridian-locator", version: version, usage: ToolUsage.line, overview: ToolUsage.overview,
    commands: [
      ToolSubcommand(
        "build", help: ToolUsage.build, defaults: BuildOptions(),
        options: [
          .value("-o", "--output", into: \.output), .value("-n", "--name", into: \.name),
          .flag("-f", "--force", into: \.force), .flag("-q", "--quiet", into: \.quiet),
        ], finish: BuildOptions.finished),
      .oneFile("inspect", help: ToolUsage.inspect, file: "index file") { .inspect(path: $0) },
      ToolSubcommand("categories", help: ToolUsage.categories, defaults: (), options: []) {
        (_, operands) throws(ToolError) in
        guard operands.isEmpty else { throw .usage("'categories' takes no file") }
        return .categories
      },
    ], appendix: [ToolUsage.schema, ToolUsage.examples])

  static func perform<C: Clock<Duration>>(
    _ command: ToolCommand, console: any ToolConsole, clock: C
  ) async throws(ToolError) {
    switch command {
    case .build(let options): try await BuildCommand.run(options, console: console, clock: clock)
    case .inspect(let path): try InspectCommand.run(path: path, console: console)
    case .categories: CategoriesCommand.run(console: console)
    }
  }
}
