import Foundation

/// Where the tool writes: results to standard output, progress and errors to standard error.
///
/// Tests pass a console that collects the text; the executable passes ``StandardConsole``.
package protocol ToolConsole: Sendable {
  /// Writes text to standard output (the summary a script may read).
  func output(_ text: String)
  /// Writes text to standard error (progress, warnings and errors).
  func report(_ text: String)
  /// Whether standard error is a terminal, where the progress line redraws itself in place.
  var reportsToTerminal: Bool { get }
}

/// The process's own standard output and standard error.
package struct StandardConsole: ToolConsole {
  package init() {}
  package func output(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  package func report(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
  package var reportsToTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
