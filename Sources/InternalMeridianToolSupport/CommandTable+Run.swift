extension CommandTable {
  /// Runs the tool: prints the help or the version, or hands the command to `perform`; any
  /// ``ToolError`` is printed on standard error as `TOOL: error: MESSAGE`.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words after the program name.
  ///   - console: Where the help, the version and errors go.
  ///   - perform: Runs one of the tool's commands.
  /// - Returns: 0, or the error's ``ToolError/exitStatus``.
  package func run(
    _ arguments: [String], console: any ToolConsole, perform: (Command) async throws(ToolError) -> Void
  ) async -> Int32 {
    do throws(ToolError) {
      switch try parse(arguments) {
      case .help(let topic): console.output(helpText(for: topic))
      case .version: console.output("\(tool) \(version)\n")
      case .command(let command): try await perform(command)
      }
      return ExitStatus.success
    } catch {
      console.report("\(tool): error: \(error.message(tool: tool, usage: usage))\n")
      return error.exitStatus
    }
  }
}
