import Foundation

/// Where the tool writes: results to standard output, progress and errors to standard error.
///
/// Tests pass a console that collects the text; the executable passes ``StandardConsole``.
protocol ToolConsole: Sendable {
  /// Writes text to standard output (the summary a script may read).
  func output(_ text: String)
  /// Writes text to standard error (progress and errors).
  func report(_ text: String)
  /// Whether standard error is a terminal, where the progress line redraws itself in place.
  var reportsToTerminal: Bool { get }
}

/// The process's own standard output and standard error.
struct StandardConsole: ToolConsole {
  func output(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  func report(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
  var reportsToTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
