import Foundation
import InternalMeridianToolSupport

/// The `meridian-basemap` command: its entry point, independent of the process, so tests run it
/// in-process with a console that collects what it prints and a clock they advance.
enum BasemapTool {
  /// The tool's version, printed by `--version`.
  static let version = "1.0.0"

  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - console: Where the summary (standard output) and progress and errors (standard error) go.
  ///   - clock: The clock the build's progress lines are timed by. The default is `ContinuousClock()`.
  /// - Returns: The exit status: 0, or one of ``ExitStatus`` (64 for a wrong command line, 65 for bad
  ///   data, 66 for a missing input, 73 for an output in the way, 74 for a failed write or read).
  static func run<C: Clock<Duration>>(
    _ arguments: [String], console: any ToolConsole, clock: C = ContinuousClock()
  ) async -> Int32 {
    await ToolRunner.run(tool: "meridian-basemap", usage: ToolUsage.line, console: console) { () throws(ToolError) in
      switch try ToolCommand.parse(arguments) {
      case .help(let topic): console.output(ToolUsage.text(for: topic))
      case .version: console.output("meridian-basemap \(version)\n")
      case .build(let options): try await BuildCommand.run(options, console: console, clock: clock)
      case .inspect(let path): try InspectCommand.run(path: path, console: console)
      }
    }
  }
}
