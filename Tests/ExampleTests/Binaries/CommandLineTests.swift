import Foundation
import MeridianExamples
import Testing

/// The built executables, run as a person runs them: usage, bad arguments, exit statuses.
@Suite("Example command lines")
struct CommandLineTests {
  @Test("--help prints the usage and exits 0", arguments: ExampleName.allCases)
  func help(example: ExampleName) async throws {
    let outcome = try await ExampleBinary.run(example, ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("USAGE: \(example.rawValue) [options]\n"))
    #expect(outcome.stderr.isEmpty)
  }

  @Test("A bad argument prints one line to standard error and exits 64", arguments: ExampleName.allCases)
  func badArgument(example: ExampleName) async throws {
    let outcome = try await ExampleBinary.run(example, ["--bogus"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr == "\(example.rawValue): unknown option '--bogus' (try --help)\n")
    #expect(outcome.stdout.isEmpty)
  }

  @Test("--online without a key explains where the key comes from")
  func onlineWithoutKey() async throws {
    let outcome = try await ExampleBinary.run(.demo, ["--online"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr == "meridian-demo: \(ArgumentError.missingAPIKey)\n")
  }

  @Test("A demo-only option given to a single example is refused")
  func demoOnly() async throws {
    let outcome = try await ExampleBinary.run(.searchAddress, ["--interactive"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr == "search-address: option '--interactive' is only for meridian-demo, not search-address\n")
  }

  @Test("In-process runs give the same status and message as the binary")
  @MainActor
  func inProcess() async {
    let output = CapturedOutput()
    let status = await ExampleRunner.run(.displayMap, arguments: ["--bogus"], output: output, environment: [:])
    #expect(status == 64)
    #expect(output.errors == ["display-map: unknown option '--bogus' (try --help)"])
    #expect(output.lines.isEmpty)
  }
}
