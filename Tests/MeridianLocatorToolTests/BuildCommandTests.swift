import Foundation
import InternalMeridianToolSupport
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianTestSupport
import Testing

@testable import MeridianLocatorTool

@Suite("meridian-locator build")
struct BuildCommandTests {
  @Test("A hand-written CSV of 3 places builds an index that OfflineLocator(contentsOf:) loads and geocodes")
  func buildsLoadableIndex() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("places.csv", ToolFixtures.csv)
    let output = scratch.path("places.meridianindex")
    let run = await ToolRun.run(["build", "--name", "My places", "--output", output, input])
    #expect(run.status == 0, "\(run.stderr)")
    // Not a terminal: progress as lines, at the start and the end of the build (BuildProgress).
    #expect(run.stderr.hasPrefix("Building:   0 %\n"))
    #expect(run.stderr.hasSuffix("Building: 100 %\n"))
    // 3 rows; "Café Regatta" twice, so 2 distinct names; "Coffee Shop" and "Park".
    #expect(run.stdout.contains("records:        3\n"))
    #expect(run.stdout.contains("distinct names: 2\n"))
    #expect(run.stdout.contains("categories:     2\n"))
    #expect(run.stdout.contains("(\"My places\")"))
    let bytes = try #require(try FileManager.default.attributesOfItem(atPath: output)[.size] as? NSNumber).intValue
    #expect(run.stdout.contains("file size:      \(ToolText.size(bytes))\n"))

    let locator = try OfflineLocator(contentsOf: URL(fileURLWithPath: output))
    #expect(locator.recordCount == 3)
    let task = LocatorTask(transport: locator)
    let results = try await task.geocode(forSearchText: "Kaivopuisto", using: GeocodeParameters())
    let first = try #require(results.first)
    let location = try #require(first.displayLocation)
    #expect(abs(location.y - 60.1567) < 1e-6 && abs(location.x - 24.9560) < 1e-6)
  }

  @Test("--name is kept in the file: inspect, OfflineLocator(contentsOf:) and locatorInfo say \"My places\"")
  func nameKept() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("shops.csv", ToolFixtures.csv)
    let output = scratch.path("places.meridianindex")
    #expect(await ToolRun.run(["build", "-q", "--name", "My places", "-o", output, input]).status == 0)
    let run = await ToolRun.run(["inspect", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Loaded \(output) (\"My places\") in "))
    let locator = try OfflineLocator(contentsOf: URL(fileURLWithPath: output))
    #expect(locator.name == "My places")
    #expect(try await LocatorTask(transport: locator).locatorInfo.name == "My places")
  }

  @Test("The built file finds a place by its address even when the street field holds the number")
  func addressInStreet() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    // The fixture writes "Merikannontie 10" and "Aleksanterinkatu 52" in `street`, no house_number:
    // the street is read as street and number, as search text is.
    let input = try scratch.write("shops.csv", ToolFixtures.csv)
    let output = scratch.path("places.meridianindex")
    #expect(await ToolRun.run(["build", "-q", "-o", output, input]).status == 0)
    let task = LocatorTask(transport: try OfflineLocator(contentsOf: URL(fileURLWithPath: output)))
    for (text, latitude) in [("Merikannontie 10", 60.1833), ("Aleksanterinkatu 52, Helsinki", 60.1687)] {
      let results = try await task.geocode(forSearchText: text, using: GeocodeParameters())
      // One café at that address, street and number matched: 90.
      #expect(results.map(\.label) == ["Café Regatta"], "\(text)")
      #expect(results.first?.score == 90)
      #expect(abs((results.first?.displayLocation?.y ?? 0) - latitude) < 1e-9)
    }
  }

  @Test("A header-only CSV is refused (exit 65, naming the file) and no index is written")
  func headerOnly() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("shops.csv", "name,category,latitude,longitude\n")
    let output = scratch.path("places.meridianindex")
    let run = await ToolRun.run(["build", "-o", output, input])
    #expect(run.status == 65)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasSuffix(
        "\nmeridian-locator: error: \(input): holds no records (a header and no rows); no index was written\n")
    )
    #expect(!FileManager.default.fileExists(atPath: output))
    // An empty FeatureCollection likewise.
    let geoJSON = try scratch.write("shops.geojson", #"{"type": "FeatureCollection", "features": []}"#)
    let empty = await ToolRun.run(["build", "-o", output, geoJSON])
    #expect(empty.status == 65)
    #expect(empty.stderr.contains("\(geoJSON): holds no records (a FeatureCollection without features)"))
  }

  @Test("CSV and GeoJSON inputs together: 4 records, 3 distinct names, 2 categories; name defaults to the file's")
  func csvAndGeoJSON() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let csv = try scratch.write("places.csv", ToolFixtures.csv)
    let geoJSON = try scratch.write("square.geojson", ToolFixtures.geoJSON)
    let output = scratch.path("helsinki.meridianindex")
    let run = await ToolRun.run(["build", "-o", output, csv, geoJSON])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("records:        4\n"))
    #expect(run.stdout.contains("distinct names: 3\n"))
    #expect(run.stdout.contains("categories:     2\n"))
    #expect(run.stdout.contains("(\"helsinki\")"))
  }

  @Test("An existing output is refused without --force (exit 73, file untouched) and replaced with it")
  func existingOutput() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("places.csv", ToolFixtures.csv)
    let output = try scratch.write("places.meridianindex", "keep me")
    let refused = await ToolRun.run(["build", "--output", output, input])
    #expect(refused.status == 73)
    #expect(refused.stderr.contains("\(output) already exists; pass --force to replace it"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me")

    let forced = await ToolRun.run(["build", "--output", output, "--force", input])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try OfflineLocator(contentsOf: URL(fileURLWithPath: output)).recordCount == 3)
  }

  @Test("A progress bar is redrawn on a terminal, and --quiet prints nothing")
  func progressAndQuiet() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("places.csv", ToolFixtures.csv)
    let terminal = await ToolRun.run(["build", "-o", scratch.path("a.meridianindex"), input], terminal: true)
    #expect(terminal.status == 0)
    #expect(terminal.stderr.contains("Building [##############################] 100 %"))
    let quiet = await ToolRun.run(["build", "-q", "-o", scratch.path("b.meridianindex"), input], terminal: true)
    #expect(quiet.status == 0)
    #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    #expect(FileManager.default.fileExists(atPath: scratch.path("b.meridianindex")))
  }

  @Test("inspect prints the same counts for the written index; a file that is not an index exits 65")
  func inspect() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("places.csv", ToolFixtures.csv)
    let output = scratch.path("places.meridianindex")
    #expect(await ToolRun.run(["build", "-q", "-o", output, input]).status == 0)
    let run = await ToolRun.run(["inspect", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("records:        3\n") && run.stdout.contains("categories:     2\n"))
    let foreign = await ToolRun.run(["inspect", input])
    #expect(foreign.status == 65)
    #expect(foreign.stderr.contains("\(input): places.csv is not an offline locator index"))
  }
}
