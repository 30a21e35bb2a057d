import Foundation
import MeridianTestSupport
import Testing

@testable import MeridianLocatorTool

/// `meridian-locator categories`, the tree the guide lists, and the category error's suggestions.
@Suite("meridian-locator categories")
struct CategoriesCommandTests {
  /// `docs/offline-locator.md` in the checkout.
  static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/offline-locator.md").standardizedFileURL

  @Test("The tree prints parents before children, two spaces a level, as the World service nests it")
  func tree() async throws {
    let run = await ToolRun.run(["categories"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // The World service's tree (its category filtering documentation): POI > Food > Coffee Shop,
    // Populated Place > City, Address > Point Address, Postal > Primary Postal.
    func index(_ line: String) throws -> Int { try #require(lines.firstIndex(of: line), "\(line)") }
    #expect(try index("POI") < index("  Food"))
    #expect(try index("  Food") < index("    Coffee Shop"))
    #expect(try index("Populated Place") < index("  City"))
    #expect(try index("Address") < index("  Point Address"))
    #expect(try index("Postal") < index("  Primary Postal"))
    #expect(lines.allSatisfy { !$0.hasPrefix("      ") })
    let rejected = await ToolRun.run(["categories", "extra.csv"])
    #expect(rejected.status == 64)
  }

  @Test("The guide's Categories section lists the tree the tool prints, line for line")
  func guideListsTheTree() async throws {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    let marker = "<!-- The tree below is `swift run meridian-locator categories`; a test checks it. -->\n```text\n"
    let start = try #require(text.range(of: marker), "docs/offline-locator.md has no generated tree")
    let end = try #require(text.range(of: "\n```\n", range: start.upperBound..<text.endIndex))
    let listed = String(text[start.upperBound..<end.lowerBound]) + "\n"
    let printed = await ToolRun.run(["categories"]).stdout
    #expect(listed == printed, "regenerate with: swift run meridian-locator categories")
  }

  @Test("A misspelt category in a data file names the nearest categories of the tree, exit 65")
  func misspeltCategory() async throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let input = try scratch.write(
      "shops.csv", "name,category,latitude,longitude\nCafé Regatta,Cofee Shop,60.1833,24.9115\n")
    let output = scratch.path("shops.meridianindex")
    let run = await ToolRun.run(["build", "--quiet", "-o", output, input])
    #expect(run.status == 65)
    // "Cofee Shop" is one deleted letter from "Coffee Shop" and from nothing else in the tree.
    #expect(run.stderr.contains("'Cofee Shop'"))
    #expect(run.stderr.contains("did you mean 'Coffee Shop'?"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
