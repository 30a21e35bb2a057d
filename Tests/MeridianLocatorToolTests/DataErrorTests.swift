import Foundation
import MeridianTestSupport
import Testing

@testable import MeridianLocatorTool

@Suite("meridian-locator bad data")
struct DataErrorTests {
  @Test("A bad number at line 3, column 4 is reported as file:line:column, exit 65, nothing written")
  func badNumber() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write(
      "bad.csv",
      """
      name,category,city,latitude,longitude
      Kaivopuisto,Park,Helsinki,60.1567,24.9560
      Esplanadi,Park,Helsinki,sixty,24.9480

      """)
    let output = scratch.path("bad.meridianindex")
    let run = await ToolRun.run(["build", "-o", output, input])
    #expect(run.status == 65)
    // The build had started (its first progress line), then stopped at the row.
    #expect(
      run.stderr
        == "Building:   0 %\nmeridian-locator: error: \(input):3:4: field 'latitude' is not a number ('sixty')\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("A header without latitude names the file and line 1")
  func badHeader() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("header.csv", "name,lat,longitude\nKaivopuisto,60.1567,24.9560\n")
    let run = await ToolRun.run(["build", "-o", scratch.path("x.meridianindex"), input])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(input):1: the header has no 'latitude' column (required)"))
  }

  @Test("A row longer than its header names the extra column")
  func extraField() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("long.csv", "name,latitude,longitude\nKaivopuisto,60.1567,24.9560,extra\n")
    let run = await ToolRun.run(["build", "-o", scratch.path("x.meridianindex"), input])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(input):2"), "\(run.stderr)")
  }

  @Test("A missing input file exits 66 naming it")
  func missingFile() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let missing = scratch.path("nowhere.csv")
    let run = await ToolRun.run(["build", "-o", scratch.path("x.meridianindex"), missing])
    #expect(run.status == 66)
    #expect(run.stderr == "meridian-locator: error: \(missing): no such file (or it cannot be read)\n")
  }

  @Test("A GeoJSON feature without a Point names the file and the feature")
  func badGeoJSON() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write(
      "bad.geojson",
      #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"LineString","coordinates":[]},"properties":{"name":"x"}}]}"#
    )
    let run = await ToolRun.run(["build", "-o", scratch.path("x.meridianindex"), input])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(input): field 'geometry' is not a Point"))
    #expect(run.stderr.contains("(feature 1)"))
  }

  @Test("Header names split at commas outside quotes")
  func headerNames() {
    #expect(
      DataErrorLocation.headerNames(Array(#"name,"a,b", latitude ,longitude"#.utf8)) == [
        "name", "a,b", "latitude", "longitude",
      ])
  }
}
