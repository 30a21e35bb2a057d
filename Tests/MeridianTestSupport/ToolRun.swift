import Foundation

/// One in-process run of a command-line tool (`meridian-locator`, `meridian-basemap`): its exit
/// status and what it printed.
package struct ToolRun: Sendable {
  package var status: Int32
  package var stdout: String
  package var stderr: String

  /// Runs a tool's entry point against a ``RecordingConsole``.
  ///
  /// - Parameters:
  ///   - terminal: Whether the console reports to a terminal (progress drawn as a bar).
  ///   - tool: The tool's run, given the console (its arguments and clock are the caller's).
  /// - Returns: The exit status and everything the tool printed.
  package static func run(terminal: Bool = false, _ tool: (RecordingConsole) async -> Int32) async -> ToolRun {
    let console = RecordingConsole(terminal: terminal)
    let status = await tool(console)
    return ToolRun(status: status, stdout: console.stdout, stderr: console.stderr)
  }

  /// The value printed after `label:` on its own indented line of standard output, trimmed.
  package func field(_ label: String) -> String? {
    stdout.split(separator: "\n").first { $0.hasPrefix("  \(label):") }.map {
      String($0.dropFirst(label.count + 3)).trimmingCharacters(in: .whitespaces)
    }
  }
}
