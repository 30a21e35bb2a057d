import MeridianTestSupport
import Testing

/// The built `meridian-locator` executable, run as a shell runs it (main.swift's wiring and exit status).
@Suite("meridian-locator executable")
struct ExecutableTests {
  @Test("--help exits 0 with the usage on standard output; an unknown option exits 64 on standard error")
  func helpAndUsageError() async throws {
    let tool = try BuiltExecutable(named: "meridian-locator")
    let help = try await tool.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE"))
    let wrong = try await tool.run(["build", "--bogus"])
    #expect(wrong.status == 64)
    #expect(wrong.stdout.isEmpty)
    #expect(wrong.stderr.contains("unknown option '--bogus'"))
  }
}
