import Foundation
import MeridianTestSupport
import Testing

@testable import MeridianBasemapTool

@Suite("meridian-basemap bad input")
struct BadInputTests {
  /// The first bytes of the bundled extract.
  static func extractPrefix(_ count: Int) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: SampleFiles.extract)).prefix(count)
  }

  @Test("A missing extract or world file exits 66 naming it; nothing is written")
  func missing() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let missing = scratch.path("nowhere.osm.pbf")
    let output = scratch.path("x.meridianbasemap")
    let run = await ToolRun.run(["build", missing, "-o", output])
    #expect(run.status == 66)
    #expect(run.stderr == "meridian-basemap: error: \(missing): no such file (or it cannot be read)\n")
    let noWorld = await ToolRun.run([
      "build", SampleFiles.extract, "--world", scratch.path("none.geojson"), "-o", output,
    ])
    #expect(noWorld.status == 66)
    #expect(noWorld.stderr.contains("\(scratch.path("none.geojson")): no such file"))
    let folder = await ToolRun.run(["build", scratch.folder.path + "/", "-o", output])
    #expect(folder.status == 64)  // a folder has no .pbf name
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("A garbled extract exits 65 naming the file, the blob and what is wrong")
  func garbled() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    // A blob header length of 0xFFFFFFFF: past the format's 64 KiB limit.
    let input = try scratch.write("garbled.osm.pbf", [0xFF, 0xFF, 0xFF, 0xFF] + Array(repeating: UInt8(0), count: 60))
    let output = scratch.path("x.meridianbasemap")
    let run = await ToolRun.run(["build", input, "-o", output])
    #expect(run.status == 65)
    #expect(
      run.stderr.hasPrefix(
        "meridian-basemap: error: \(input): Cannot read the OpenStreetMap extract: garbled.osm.pbf, blob 0"))
    #expect(run.stderr.contains("the format allows at most 65536"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("An extract cut short exits 65 saying how many bytes were announced and found")
  func truncated() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write("cut.osm.pbf", try Self.extractPrefix(1_000))
    let run = await ToolRun.run(["build", input, "-o", scratch.path("x.meridianbasemap")])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("\(input): Cannot read the OpenStreetMap extract: cut.osm.pbf, blob 1"), "\(run.stderr)")
    #expect(run.stderr.contains("the file ends after"))
  }

  @Test("A world file that is not GeoJSON countries exits 65 naming it")
  func badWorld() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let world = try scratch.write(
      "world.geojson",
      Array(
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[0,0]}}]}"#
          .utf8))
    let output = scratch.path("x.meridianbasemap")
    let run = await ToolRun.run(["build", SampleFiles.extract, "--world", world, "-o", output])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "meridian-basemap: error: \(world): The world's country polygons could not be read: features[0].geometry is not a Polygon or MultiPolygon"
      ),
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("A world layer file that is not one, or is cut short, exits 65 naming it as typed and the line")
  func badWorldLayer() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path("x.meridianbasemap")
    let other = try scratch.write("other.meridianworld", "hello\n")
    let run = await ToolRun.run(["build", SampleFiles.extract, "--world-layer", other, "-o", output, "-q"])
    #expect(run.status == 65)
    #expect(run.stderr.hasPrefix("meridian-basemap: error: \(other): "), "\(run.stderr)")
    // The bundled world-crude file's first three lines: its records and `end` line are gone.
    let crude = URL(fileURLWithPath: SampleFiles.world).deletingLastPathComponent()
      .appendingPathComponent("world-crude.meridianworld")
    let lines = try String(contentsOf: crude, encoding: .utf8).split(separator: "\n").prefix(3)
    let cut = try scratch.write("cut.meridianworld", lines.joined(separator: "\n") + "\n")
    let short = await ToolRun.run(["build", SampleFiles.extract, "-l", cut, "-o", output, "-q"])
    #expect(short.status == 65)
    #expect(short.stderr.contains(cut), "\(short.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let empty = await ToolRun.run(["build", SampleFiles.extract, "--world-layer=", "-o", output])
    #expect(empty.status == 64)
  }

  @Test("An output in a missing folder or naming a folder exits 74; the extract as output exits 64")
  func badOutput() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let nowhere = scratch.path("none/x.meridianbasemap")
    let run = await ToolRun.run(["build", SampleFiles.extract, "-o", nowhere])
    #expect(run.status == 74)
    #expect(run.stderr.contains("cannot write \(nowhere): the folder"))
    let folder = await ToolRun.run(["build", SampleFiles.extract, "-o", scratch.folder.path])
    #expect(folder.status == 74)
    #expect(folder.stderr.contains("is a folder"))
    let copy = try scratch.write("in.osm.pbf", try Self.extractPrefix(1_000))
    let same = await ToolRun.run(["build", copy, "-o", copy, "--force"])
    #expect(same.status == 64)
    #expect(same.stderr.contains("--output \(copy) is also an input file"))
  }

  @Test(
    "inspect refuses what is not a basemap file (exit 65) and a missing file (exit 66)",
    arguments: [
      ("empty.meridianbasemap", Data()), ("text.meridianbasemap", Data("not a basemap\n".utf8)),
      ("magic.meridianbasemap", Data("MRDNBMAP".utf8) + Data(repeating: 0, count: 40)),
    ])
  func inspectBadFile(name: String, bytes: Data) async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let path = try scratch.write(name, bytes)
    let run = await ToolRun.run(["inspect", path])
    #expect(run.status == 65)
    #expect(
      run.stderr.hasPrefix("meridian-basemap: error: \(path): The basemap file \(path) is not valid: "), "\(run.stderr)"
    )
    #expect(run.stdout.isEmpty)
    let missing = await ToolRun.run(["inspect", scratch.path("none.meridianbasemap")])
    #expect(missing.status == 66)
  }

  @Test("inspect refuses the extract itself and a basemap file cut short or with a flipped byte")
  func inspectDamaged() async throws {
    let (_, output) = try #require(await HelsinkiBuild.run.value)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x40
    for (name, data) in [("cut.meridianbasemap", bytes.prefix(bytes.count / 3)), ("flipped.meridianbasemap", flipped)] {
      let path = try scratch.write(name, data)
      let run = await ToolRun.run(["inspect", path])
      #expect(run.status == 65, "\(name)")
      #expect(run.stderr.contains("The basemap file \(path) is not valid"), "\(run.stderr)")
    }
    let foreign = await ToolRun.run(["inspect", SampleFiles.extract])
    #expect(foreign.status == 65)
  }
}
