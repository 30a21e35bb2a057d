/// A command-line tool: its table of commands, and the work each command does.
///
/// A tool's entry point is independent of the process, so tests run it in-process with a console
/// that collects what it prints and a clock they advance; `main.swift` only calls ``run(_:console:clock:)``.
package protocol CommandLineTool {
  /// The tool's own commands (`build`, `inspect`).
  associatedtype Command: Equatable & Sendable

  /// The tool's name, version, help and commands.
  static var table: CommandTable<Command> { get }

  /// Does what a command asks.
  ///
  /// - Parameters:
  ///   - command: The command parsed from the command line.
  ///   - console: Where the summary (standard output) and progress and errors (standard error) go.
  ///   - clock: The clock progress lines are timed by.
  /// - Throws: A ``ToolError`` saying why the tool stops, with its exit status.
  static func perform<C: Clock<Duration>>(
    _ command: Command, console: any ToolConsole, clock: C) async throws(ToolError)
}

extension CommandLineTool {
  /// Runs the tool.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - console: Where the summary (standard output) and progress and errors (standard error) go.
  ///   - clock: The clock the build's progress lines are timed by. The default is `ContinuousClock()`.
  /// - Returns: The exit status: 0, or one of ``ExitStatus`` (64 for a wrong command line, 65 for bad
  ///   data, 66 for a missing input, 73 for an output in the way, 74 for a failed write or read).
  package static func run<C: Clock<Duration>>(
    _ arguments: [String], console: any ToolConsole, clock: C = ContinuousClock()
  ) async -> Int32 {
    await table.run(arguments, console: console) { (command) throws(ToolError) in
      try await perform(command, console: console, clock: clock)
    }
  }
}
