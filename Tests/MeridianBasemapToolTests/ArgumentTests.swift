import Foundation
import MeridianTestSupport
import Testing

@testable import MeridianBasemapTool

@Suite("meridian-basemap command line")
struct ArgumentTests {
  @Test("--help prints the usage, every option, the exit statuses and examples")
  func help() async {
    let run = await ToolRun.run(["--help"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    for text in [
      "USAGE", "meridian-basemap build EXTRACT.osm.pbf", "--world FILE", "--output FILE", "--force", "--quiet",
      "meridian-basemap inspect FILE", "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(run.stdout.contains(text), "help lacks \(text)")
    }
    #expect(await ToolRun.run(["help", "build"]).stdout == ToolUsage.build)
    #expect(await ToolRun.run(["build", "--help"]).stdout == ToolUsage.build)
    #expect(await ToolRun.run(["inspect", "-h"]).stdout == ToolUsage.inspect)
    #expect(await ToolRun.run(["--version"]).stdout == "meridian-basemap \(BasemapTool.version)\n")
  }

  @Test("Options take values after a space or '=', and '--' ends the options")
  func parsing() throws {
    var expected = BuildOptions()
    expected.extract = "-odd.osm.pbf"
    expected.world = "countries.geojson"
    expected.output = "out.meridianbasemap"
    expected.force = true
    expected.quiet = true
    let command = try BasemapTool.table.parse([
      "build", "--output=out.meridianbasemap", "-w", "countries.geojson", "-f", "--quiet", "--", "-odd.osm.pbf",
    ])
    #expect(command == .command(.build(expected)))
    #expect(
      try BasemapTool.table.parse(["inspect", "x.meridianbasemap"]) == .command(.inspect(path: "x.meridianbasemap")))
  }

  @Test(
    "Without --output the file is the extract's name with .meridianbasemap, in the current folder",
    arguments: [
      ("data/helsinki.osm.pbf", "helsinki.meridianbasemap"), ("/x/Tampere.OSM.PBF", "Tampere.meridianbasemap"),
      ("city.pbf", "city.meridianbasemap"), (".osm.pbf", "basemap.meridianbasemap"),
    ])
  func defaultOutput(extract: String, output: String) throws {
    guard case .command(.build(let options)) = try BasemapTool.table.parse(["build", extract]) else {
      Issue.record("not a build")
      return
    }
    #expect(options.outputPath == output)
    #expect(options.world == nil)
  }

  @Test(
    "Usage errors exit 64 and say what is wrong",
    arguments: [
      (["build", "--colour", "a.osm.pbf"], "unknown option '--colour' for 'build'"),
      (["biuld"], "unknown command 'biuld'"),
      (["--verbose"], "unknown option '--verbose'"),
      ([], "no command given"),
      (["build"], "'build' takes exactly one OpenStreetMap extract (*.osm.pbf), got 0"),
      (["build", "a.osm.pbf", "b.osm.pbf"], "'build' takes exactly one OpenStreetMap extract (*.osm.pbf), got 2"),
      (["build", "a.osm.pbf", "-o"], "option '-o' needs a value"),
      (["build", "a.osm.pbf", "--world", "--force"], "option '--world' needs a value"),
      (["build", "--force=yes", "a.osm.pbf"], "option '--force' takes no value (got 'yes')"),
      (["build", "--output=", "a.osm.pbf"], "--output must not be empty"),
      (["build", "a.osm"], "a.osm: not an .osm.pbf file"),
      (["build", "a.osm.bz2"], "a.osm.bz2: not an .osm.pbf file"),
      (["inspect"], "'inspect' takes exactly one basemap file"),
      (["inspect", "--all", "x"], "unknown option '--all' for 'inspect'"),
      (["help", "draw"], "unknown command 'draw'"),
    ])
  func usageErrors(arguments: [String], message: String) async {
    let run = await ToolRun.run(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("meridian-basemap: error: "))
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.contains("Usage: meridian-basemap build EXTRACT.osm.pbf"))
    #expect(run.stdout.isEmpty)
  }
}
