import Foundation

/// What a running flow needs: its options, its transcript, snapshots and the shell's input.
@MainActor
public final class ExampleContext {
  /// The example that runs.
  public let example: ExampleName
  /// The parsed command line.
  public let options: ExampleOptions
  /// Where the flow prints what happens.
  public let transcript: Transcript
  /// Where the interactive shell reads lines from.
  public let input: any LineSource

  /// Creates a context.
  public init(example: ExampleName, options: ExampleOptions, transcript: Transcript, input: any LineSource) {
    self.example = example
    self.options = options
    self.transcript = transcript
    self.input = input
  }

  /// The one-line message for an error a flow could not handle.
  nonisolated static func message(for error: any Error) -> String {
    let text = String(describing: error)
    return text.split(separator: "\n").first.map(String.init) ?? text
  }
}
