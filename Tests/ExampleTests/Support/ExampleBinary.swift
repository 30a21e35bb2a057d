import Foundation
import MeridianExamples
import Testing

/// Finds and runs the built example executables, as a person runs them from a shell.
///
/// SwiftPM builds the example products into the same folder as the test runner
/// (`.build/<triple>/debug/`), so the binaries are found next to the test bundle, as
/// swift-argument-parser's `TestHelpers` finds its examples.
enum ExampleBinary {
  /// What a finished example process left behind.
  struct Outcome: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// The standard output's lines.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  /// The folder the test runner and the example products were built into.
  static var productsDirectory: URL {
    get throws {
      var candidates: [URL] = []
      if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
      for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
      }
      candidates.append(Bundle.main.bundleURL)
      for candidate in candidates
      where FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("meridian-demo").path) {
        return candidate
      }
      throw ExampleBinaryError.notBuilt(looked: candidates.map(\.path))
    }
  }

  /// Runs a built example and waits for it.
  ///
  /// - Parameters:
  ///   - example: The example to run.
  ///   - arguments: Its command-line words.
  ///   - environment: Variables to set on top of this process's environment (with `MERIDIAN_API_KEY` removed).
  ///   - input: The text to give it on standard input (none: standard input is empty).
  /// - Returns: The exit status and what it printed.
  static func run(
    _ example: ExampleName, _ arguments: [String] = [], environment: [String: String] = [:], input: String = ""
  ) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stdinURL = folder.appendingPathComponent("stdin")
    let stdoutURL = folder.appendingPathComponent("stdout")
    let stderrURL = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: stdinURL)
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)

    let process = Process()
    process.executableURL = try productsDirectory.appendingPathComponent(example.rawValue)
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["MERIDIAN_API_KEY"] = nil
    variables.merge(environment) { $1 }
    process.environment = variables
    let stdin = try FileHandle(forReadingFrom: stdinURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
  }
}

/// Why an example binary could not be run.
enum ExampleBinaryError: Error, CustomStringConvertible {
  case notBuilt(looked: [String])

  var description: String {
    switch self {
    case .notBuilt(let looked):
      return "the example binaries are not built next to the tests (looked in \(looked.joined(separator: ", "))); "
        + "run swift build --build-tests first"
    }
  }
}
