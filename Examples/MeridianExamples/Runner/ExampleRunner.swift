public import Foundation

/// Runs an example: parses its command line, prints usage or a one-line error, then runs its flows.
///
/// The exit statuses are 0 when the flows ran, 64 (`EX_USAGE`) for a bad command line and 1 when a flow
/// failed; a failure prints one line to the error stream.
@MainActor
public enum ExampleRunner {
  /// The exit status for a bad command line (`EX_USAGE` in `sysexits.h`).
  public static let usageStatus: Int32 = 64

  /// Runs an example in-process.
  ///
  /// - Parameters:
  ///   - example: Which example to run.
  ///   - arguments: The command-line words after the program name.
  ///   - output: Where the transcript and errors go.
  ///   - environment: The environment (`MERIDIAN_API_KEY`).
  ///   - input: Where the interactive shell reads lines from; `nil` reads standard input.
  /// - Returns: The exit status.
  public static func run(
    _ example: ExampleName, arguments: [String], output: any TranscriptSink,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    input: (any LineSource)? = nil
  ) async -> Int32 {
    let transcript = Transcript(sink: output)
    let options: ExampleOptions
    do {
      options = try ExampleArguments.parse(arguments, example: example, environment: environment)
    } catch {
      transcript.error("\(example.rawValue): \(error)")
      return usageStatus
    }
    if options.showsHelp {
      transcript.line(ExampleArguments.usage(of: example))
      return 0
    }
    let context = ExampleContext(
      example: example, options: options, transcript: transcript, input: input ?? StandardInput())
    do {
      try await ExampleFlows.run(example, context: context)
      return 0
    } catch {
      transcript.error("\(example.rawValue): \(ExampleContext.message(for: error))")
      return 1
    }
  }
}
