import Foundation
import MeridianCore
import MeridianGeocoding
import MeridianOfflineLocator
import MeridianTestSupport
import Testing

@testable import MeridianLocatorTool

/// The offline locator guide's "Your own data", followed as written: its `shops.csv`, its build
/// command and the summary it shows, and the searches it says find Café Regatta.
@Suite("The guide's own-data walkthrough")
struct GuideWalkthroughTests {
  /// `docs/offline-locator.md` in the checkout.
  static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/offline-locator.md").standardizedFileURL

  /// The guide's "Your own data" section.
  static func section() throws -> Substring {
    let text = try String(contentsOf: guide, encoding: .utf8)
    let start = try #require(text.range(of: "## Your own data"))
    let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
    return text[start.lowerBound..<end.lowerBound]
  }

  /// The lines between a line that ends with `opening` and the next line equal to `closing`.
  static func lines(in text: Substring, after opening: String, until closing: String) throws -> [Substring] {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(all.firstIndex { $0.hasSuffix(opening) })
    let last = try #require(all[(first + 1)...].firstIndex { $0 == closing })
    return Array(all[(first + 1)..<last])
  }

  /// A shell command line split into words (double quotes group words; nothing else is special).
  static func words(_ line: Substring) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var inWord = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if character == " " && !quoted {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test("The guide's build command, run from the folder holding shops.csv, prints the summary it shows")
  func buildAsWritten() async throws {
    let section = try Self.section()
    let csv = try Self.lines(in: section, after: "cat > shops.csv <<'CSV'", until: "CSV")
    let command = try #require(
      section.split(separator: "\n").first { $0.hasPrefix("swift run meridian-locator build") })
    // The guide runs the tool in debug (no -c release) from the folder that holds shops.csv.
    let arguments = Array(Self.words(command).dropFirst(3))
    #expect(arguments.first == "build")

    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try scratch.write("shops.csv", csv.joined(separator: "\n") + "\n")
    // The guide's relative paths, resolved against that folder (the tool reads them from the
    // working directory, as `swift run` leaves it).
    let resolved = arguments.map { ["shops.csv", "places.meridianindex"].contains($0) ? scratch.path($0) : $0 }
    let run = await ToolRun.run(resolved)
    #expect(run.status == 0, "\(run.stderr)")

    // The summary lines the guide shows as comments after the command, but the timing.
    let shown = try Self.lines(in: section, after: command.description, until: "```")
      .prefix { $0.hasPrefix("# ") && !$0.hasPrefix("# A bad row") }
      .map { String($0.dropFirst(2)) }
    let printed = run.stdout.split(separator: "\n").map(String.init)
    #expect(shown.count == 5 && printed.count == 5)
    func comparable(_ line: String) -> String {
      line.replacingOccurrences(of: scratch.folder.path + "/", with: "")
        .replacingOccurrences(of: #" in [0-9.]+ s$"#, with: "", options: .regularExpression)
    }
    #expect(shown.map(comparable) == printed.map(comparable))

    // The searches the guide lists, with the scores it gives.
    let index = URL(fileURLWithPath: scratch.path("places.meridianindex"))
    let task = LocatorTask(transport: try OfflineLocator(contentsOf: index))
    #expect(try await task.locatorInfo.name == "My places")
    let expected: [(String, Double)] = [
      ("Café Regatta", 100), ("cafe regata", 90), ("Regatta", 85), ("Merikannontie 10", 90),
      ("Merikannontie 10, Helsinki", 90), ("00260", 70), ("Merikannontie", 70),
    ]
    for (text, score) in expected {
      #expect(section.contains("\"\(text)\""), "the guide lists \(text)")
      let results = try await task.geocode(forSearchText: text, using: GeocodeParameters())
      #expect(results.map(\.label) == ["Café Regatta"], "\(text)")
      #expect(results.first?.score == score, "\(text)")
    }
  }
}
