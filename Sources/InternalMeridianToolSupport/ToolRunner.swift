/// The frame both tools run in: the command's work, then the exit status, with any ``ToolError``
/// printed on standard error as `TOOL: error: MESSAGE`.
package enum ToolRunner {
  /// Runs a tool's command.
  ///
  /// - Parameters:
  ///   - tool: The tool's name (`meridian-locator`), which starts every error line.
  ///   - usage: The usage line shown after a wrong command line.
  ///   - console: Where the error goes.
  ///   - command: The work: reading the command line, then doing what it asks.
  /// - Returns: 0, or the error's ``ToolError/exitStatus``.
  package static func run(
    tool: String, usage: String, console: any ToolConsole, _ command: () async throws(ToolError) -> Void
  ) async -> Int32 {
    do throws(ToolError) {
      try await command()
      return ExitStatus.success
    } catch {
      console.report("\(tool): error: \(error.message(tool: tool, usage: usage))\n")
      return error.exitStatus
    }
  }
}
