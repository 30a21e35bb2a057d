import Foundation
import MeridianTestSupport
import Testing

@testable import MeridianLocatorTool

@Suite("meridian-locator command line")
struct ArgumentTests {
  @Test("--help prints the usage, every option, the schema and examples")
  func help() async {
    let run = await ToolRun.run(["--help"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    for text in [
      "USAGE", "meridian-locator build --output FILE", "--name NAME", "--force", "--quiet", "inspect INDEX-FILE",
      "latitude, longitude", "alternate_names", "EXAMPLES", "EXIT STATUS",
    ] {
      #expect(run.stdout.contains(text), "help lacks \(text)")
    }
    #expect(await ToolRun.run(["help", "build"]).stdout == ToolUsage.build)
    #expect(await ToolRun.run(["build", "--help"]).stdout == ToolUsage.build)
  }

  @Test("Options take values after a space or '=', and '--' ends the options")
  func parsing() throws {
    var expected = BuildOptions()
    expected.inputs = ["a.csv", "-odd.csv"]
    expected.output = "out.meridianindex"
    expected.name = "My places"
    expected.force = true
    expected.quiet = true
    let command = try LocatorTool.table.parse([
      "build", "--output=out.meridianindex", "-n", "My places", "-f", "--quiet", "a.csv", "--", "-odd.csv",
    ])
    #expect(command == .command(.build(expected)))
    #expect(try LocatorTool.table.parse(["inspect", "x.meridianindex"]) == .command(.inspect(path: "x.meridianindex")))
  }

  @Test(
    "Usage errors exit 64 and say what is wrong",
    arguments: [
      (["build", "--colour", "-o", "x", "a.csv"], "unknown option '--colour' for 'build'"),
      (["biuld"], "unknown command 'biuld'"),
      ([], "no command given"),
      (["build", "a.csv"], "'build' needs --output FILE"),
      (["build", "-o", "x.meridianindex"], "'build' needs at least one CSV or GeoJSON file"),
      (["build", "-o"], "option '-o' needs a value"),
      (["build", "--force=yes", "-o", "x", "a.csv"], "option '--force' takes no value"),
      (["build", "-o", "x", "a.txt"], "a.txt: unknown data format"),
      (["inspect"], "'inspect' takes exactly one index file"),
    ])
  func usageErrors(arguments: [String], message: String) async {
    let run = await ToolRun.run(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("meridian-locator: error: "))
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
