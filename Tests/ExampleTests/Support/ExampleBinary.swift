import Foundation
import MeridianExamples
import MeridianTestSupport
import Testing

/// Finds and runs the built example executables, as a person runs them from a shell.
///
/// SwiftPM builds the example products into the same folder as the test runner
/// (`.build/<triple>/debug/`), so the binaries are found next to the test bundle, as
/// swift-argument-parser's `TestHelpers` finds its examples.
enum ExampleBinary {
  /// What a finished example process left behind: its exit status and what it printed.
  typealias Outcome = ChildProcess.Outcome

  /// The folder the test runner and the example products were built into.
  static var productsDirectory: URL {
    get throws { try BuiltExecutable(named: ExampleName.demo.rawValue).productsDirectory }
  }

  /// Runs a built example and waits for it, suspended (not blocking a thread) while it runs.
  ///
  /// - Parameters:
  ///   - example: The example to run.
  ///   - arguments: Its command-line words.
  ///   - environment: Variables to set on top of this process's environment (with `MERIDIAN_API_KEY` removed).
  ///   - input: The text to give it on standard input (none: standard input is empty).
  /// - Returns: The exit status and what it printed.
  static func run(
    _ example: ExampleName, _ arguments: [String] = [], environment: [String: String] = [:], input: String = ""
  ) async throws -> Outcome {
    var variables = ProcessInfo.processInfo.environment
    variables["MERIDIAN_API_KEY"] = nil
    variables.merge(environment) { $1 }
    return try await BuiltExecutable(named: example.rawValue).run(arguments, environment: variables, input: input)
  }
}
