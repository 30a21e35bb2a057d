import Foundation
import InternalMeridianToolSupport
import MeridianBasemap
import MeridianTestSupport
import Testing

@testable import MeridianBasemapTool

/// The bundled Helsinki extract built by the tool once per test process, with Natural Earth's
/// countries, into a temporary folder.
enum HelsinkiBuild {
  static let scratch = Result { try ScratchFolder() }
  static let run: Task<(run: ToolRun, output: String)?, Never> = Task {
    guard let scratch = try? scratch.get() else { return nil }
    let output = scratch.path("helsinki.meridianbasemap")
    return (await ToolRun.run(["build", SampleFiles.extract, "--world", SampleFiles.world, "-o", output]), output)
  }
}

@Suite("meridian-basemap build and inspect")
struct BuildInspectTests {
  /// `osmium fileinfo helsinki.osm.pbf` (osmium 1.15.0): the header's bounding box.
  static let osmiumBox = (west: 24.935_176_2, south: 60.164_155, east: 24.953_414_5, north: 60.179_113)

  @Test("The build prints what osmium counts, the box osmium reads, and writes a file that loads")
  func build() async throws {
    let (run, output) = try #require(await HelsinkiBuild.run.value)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Built \(output) in "))
    // osmium fileinfo -e: 24,260 nodes, 5,130 ways, 620 relations;
    // osmium tags-filter helsinki.osm.pbf w/natural=coastline: 3 ways.
    #expect(run.field("read") == "24260 nodes, 5130 ways, 620 relations")
    #expect(run.field("coastline")?.hasPrefix("3 ways, ") == true)
    // osmium tags-filter -R r/type=multipolygon, then osmium cat -f opl: 6 multipolygons list 9 member
    // ways the extract does not hold.
    #expect(run.field("incomplete") == "6 multipolygons miss 9 member ways")
    let box = try #require(run.field("extract box"))
    let degrees = box.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
    try #require(degrees.count == 4, "\(box)")
    let expected = Self.osmiumBox
    for (got, want) in zip(degrees, [expected.west, expected.south, expected.east, expected.north]) {
      #expect(abs(got - want) <= 0.51e-5, "\(box)")  // printed with 5 decimals
    }
    // The file on disk: its size as printed, and it loads with the features and checksum printed.
    let bytes = ToolFiles.size(of: URL(fileURLWithPath: output))
    #expect(run.field("file size") == ToolText.size(bytes))
    let cache = try VectorTileCache(contentsOf: URL(fileURLWithPath: output))
    #expect(run.field("features") == String(cache.featureCount))
    #expect(run.field("zoom levels") == "6-16")
    let checksum = try VectorTileCache.checksum(ofFiles: [
      URL(fileURLWithPath: SampleFiles.extract), URL(fileURLWithPath: SampleFiles.world),
    ])
    #expect(cache.sourceChecksum == checksum)
    #expect(run.field("source checksum") == ToolText.hex(checksum))
    let shapes = try #require(run.field("shapes per zoom"))
    #expect(shapes.hasPrefix("z6 ") && shapes.contains(", z16 "), "\(shapes)")
    // The issues line counts the issue lines that follow it.
    let issues = try #require(run.field("issues").flatMap { Int($0.prefix { $0.isNumber }) })
    #expect(run.stdout.components(separatedBy: "\n  issue: ").count - 1 == issues)
  }

  @Test("Progress goes to standard error: the build's tenths as lines in a log, a bar on a terminal")
  func progress() async throws {
    let (run, _) = try #require(await HelsinkiBuild.run.value)
    #expect(run.stderr.hasPrefix("Building:   0 %\n"))
    #expect(run.stderr.hasSuffix("Building: 100 %\n"))
    #expect(!run.stderr.contains("\r"))
  }

  @Test("inspect prints what build printed about the file: features, zooms, shapes, box, checksum, size")
  func inspect() async throws {
    let (built, output) = try #require(await HelsinkiBuild.run.value)
    let run = await ToolRun.run(["inspect", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.hasPrefix("Loaded \(output) in "))
    for label in ["features", "zoom levels", "extract box", "source checksum", "file size"] {
      #expect(run.field(label) != nil && run.field(label) == built.field(label), "\(label)")
    }
    #expect(run.field("shapes per zoom") == built.field("shapes per zoom"))
  }

  @Test("An existing output is refused without --force (exit 73, file untouched); --quiet prints nothing")
  func existingOutput() async throws {
    let (_, output) = try #require(await HelsinkiBuild.run.value)
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let copy = try scratch.write("copy.meridianbasemap", Data(contentsOf: URL(fileURLWithPath: output)))
    let refused = await ToolRun.run(["build", SampleFiles.extract, "-o", copy])
    #expect(refused.status == 73)
    #expect(refused.stderr == "meridian-basemap: error: \(copy) already exists; pass --force to replace it\n")
    let before = try Data(contentsOf: URL(fileURLWithPath: copy))
    #expect(before == (try Data(contentsOf: URL(fileURLWithPath: output))))

    // Replaced by a build without the world: another source checksum, fewer features.
    let forced = await ToolRun.run(["build", SampleFiles.extract, "-o", copy, "--force", "--quiet"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(forced.stdout.isEmpty && forced.stderr.isEmpty)
    let replaced = try VectorTileCache(contentsOf: URL(fileURLWithPath: copy))
    #expect(
      replaced.sourceChecksum == (try VectorTileCache.checksum(ofFiles: [URL(fileURLWithPath: SampleFiles.extract)])))
    #expect(replaced.featureCount < (try VectorTileCache(contentsOf: URL(fileURLWithPath: output))).featureCount)
  }
}
