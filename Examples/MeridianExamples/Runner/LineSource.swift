import Foundation

/// Where the interactive shell reads its lines from.
@MainActor
public protocol LineSource: AnyObject {
  /// The next line without its newline, or `nil` at the end of the input.
  func nextLine() -> String?
  /// A Boolean value indicating whether a person types the lines (then the shell prompts), rather
  /// than a script or a pipe (then the shell echoes each line, so the transcript reads on its own).
  var isInteractive: Bool { get }
}

/// Reads lines from the process's standard input.
@MainActor
public final class StandardInput: LineSource {
  /// Creates a reader of standard input.
  public init() {}

  /// Reads the next line, or `nil` at the end of input (also when standard input is closed).
  public func nextLine() -> String? { readLine(strippingNewline: true) }

  /// Whether standard input is a terminal.
  public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Gives lines from a list, for tests and scripted sessions.
@MainActor
public final class ScriptedInput: LineSource {
  private var lines: [String]

  /// Creates a source that yields the lines in order, then ends.
  public init(_ lines: [String]) { self.lines = lines }

  /// The next scripted line, or `nil` when none is left.
  public func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }

  /// Always `false`: scripted lines are echoed, not prompted for.
  public var isInteractive: Bool { false }
}
