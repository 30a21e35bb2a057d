import Foundation

/// Where an example writes: its transcript (standard output) and its error messages (standard error).
@MainActor
public protocol TranscriptSink: AnyObject {
  /// Writes one line of the transcript.
  func writeLine(_ line: String)
  /// Writes one line of an error message.
  func writeError(_ line: String)
}

/// Writes the transcript to the process's standard output and errors to its standard error.
@MainActor
public final class StandardOutput: TranscriptSink {
  /// Creates a sink on the process's standard streams.
  public init() {}

  /// Writes a line to standard output at once, so a transcript interleaves correctly with a shell.
  public func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes a line to standard error.
  public func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Keeps everything an example writes in memory, for tests that run an example in-process.
@MainActor
public final class CapturedOutput: TranscriptSink {
  /// The transcript lines, in order.
  public private(set) var lines: [String] = []
  /// The error lines, in order.
  public private(set) var errors: [String] = []

  /// Creates an empty capture.
  public init() {}

  /// The transcript as one text, a newline after each line.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// Appends a transcript line.
  public func writeLine(_ line: String) { lines.append(line) }

  /// Appends an error line.
  public func writeError(_ line: String) { errors.append(line) }
}
