import InternalMeridianToolSupport
import InternalMeridianUtilities

/// A console that keeps what a command-line tool prints, for in-process runs of `meridian-locator`
/// and `meridian-basemap`.
package final class RecordingConsole: ToolConsole {
  private let text = SharedLock((output: "", report: ""))
  package let reportsToTerminal: Bool

  /// A console; `terminal: true` makes the tool draw its progress bar as on a terminal.
  package init(terminal: Bool = false) { reportsToTerminal = terminal }

  package func output(_ string: String) { text.withLock { $0.output += string } }
  package func report(_ string: String) { text.withLock { $0.report += string } }

  /// Everything written to standard output.
  package var stdout: String { text.withLock { $0.output } }
  /// Everything written to standard error.
  package var stderr: String { text.withLock { $0.report } }
}
