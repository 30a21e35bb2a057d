import MeridianTestSupport
import Testing

/// The built `meridian-basemap` executable, run as a shell runs it (main.swift's wiring and exit status).
@Suite("meridian-basemap executable")
struct ExecutableTests {
  @Test("--help exits 0 on standard output; a missing extract exits 66 on standard error")
  func helpAndMissingInput() async throws {
    let tool = try BuiltExecutable(named: "meridian-basemap")
    let help = try await tool.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE"))
    let missing = try await tool.run(["build", "/nonexistent/x.osm.pbf"])
    #expect(missing.status == 66)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr == "meridian-basemap: error: /nonexistent/x.osm.pbf: no such file (or it cannot be read)\n")
  }
}
