import Foundation
import MeridianExamples
import Testing

/// Each tutorial ends with what its example prints; the block must be exactly what the binary prints.
@Suite("Tutorial output blocks")
struct TutorialOutputTests {
  /// The ```text block after `<!-- output: <example> -->` in a tutorial, line by line.
  static func outputBlock(in markdown: String, example: ExampleName) -> [String]? {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let marker = lines.firstIndex(of: "<!-- output: \(example.rawValue) -->"),
      let open = lines[marker...].firstIndex(of: "```text"),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return Array(lines[(open + 1)..<close])
  }

  @Test("The tutorial's output block is what the example prints", arguments: ExampleName.flows + [.spatialAnalysis])
  func outputMatches(example: ExampleName) async throws {
    let markdown = try String(
      contentsOf: PackageRoot.appending("docs/tutorials/\(example.rawValue).md"), encoding: .utf8)
    let block = try #require(
      Self.outputBlock(in: markdown, example: example), "no ```text block after <!-- output: \(example.rawValue) -->")
    var printed = try await SingleFlowRuns.outcome(example).lines
    if printed.last == "" { printed.removeLast() }  // the newline that ends the last line
    #expect(block == printed, "docs/tutorials/\(example.rawValue).md shows an output the example no longer prints")
  }
}
