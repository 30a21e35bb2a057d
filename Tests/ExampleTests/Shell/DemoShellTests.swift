import Foundation
import MeridianExamples
import Testing

/// `meridian-demo --interactive`, run in-process with scripted input through every command, its
/// transcript checked against the bundled data and values worked out by hand.
@Suite("Interactive shell, end to end")
@MainActor
struct DemoShellTests {
  /// Where Web Mercator puts a point in the shell's 800 × 600 view, centred on 60.16990 N, 24.93840 E
  /// at 1:10,000 (the find-places viewpoint): EPSG:3857 with R = 6,378,137 m, and 1:10,000 at 96
  /// points per inch (10,000 × 0.0254 / 96 m per point), independent of MapView.
  static func screenPoint(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
    let radius = 6_378_137.0
    func mercator(_ lat: Double, _ lon: Double) -> (Double, Double) {
      (radius * lon * .pi / 180, radius * log(tan(.pi / 4 + lat * .pi / 360)))
    }
    let metresPerPoint = 10_000 * 0.0254 / 96
    let centre = mercator(60.16990, 24.93840)
    let point = mercator(latitude, longitude)
    return (400 + (point.0 - centre.0) / metresPerPoint, 300 - (point.1 - centre.1) / metresPerPoint)
  }

  /// The shell's answer to each command: the lines after its echoed `meridian> ` line, up to the next.
  static func answers(_ lines: [String]) -> [(command: String, output: [String])] {
    var answers: [(command: String, output: [String])] = []
    for line in lines {
      if line.hasPrefix("meridian> ") {
        answers.append((String(line.dropFirst("meridian> ".count)), []))
      } else if !answers.isEmpty {
        answers[answers.count - 1].output.append(line)
      }
    }
    return answers
  }

  @Test("Every command, a bad command and a bad argument, in one scripted session")
  func scriptedSession() async throws {
    // helsinki-pois.csv line 382, node/1381017836: Robert's Coffee, Mannerheimintie 20 B, 00100
    // Helsinki, at 60.1696135 N, 24.9381557 E: the café nearest the view's centre.
    let roberts = Self.screenPoint(latitude: 60.1696135, longitude: 24.9381557)
    let tapRoberts = String(format: "tap %.1f %.1f", roberts.x, roberts.y)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = folder.appendingPathComponent("shell.svg").path
    let script = [
      "help", "category coffee", tapRoberts, "tap 30 30", "pan -100 0", "zoom 2", "zoom 0.5",
      "search Kaivokatu 1", "suggest Kaivok", "state", "snapshot \(snapshot)", "fly away", "zoom 0", "tap 1", "quit",
      "state",
    ]
    let output = CapturedOutput()
    let status = await ExampleRunner.run(
      .demo, arguments: ["--interactive"], output: output, environment: [:], input: ScriptedInput(script))
    #expect(status == 0)
    #expect(output.errors.isEmpty)
    #expect(output.lines.first?.hasPrefix("Locator: the embedded Helsinki sample data") == true)
    #expect(output.lines.contains("Map: centre 60.16990 N, 24.93840 E, scale 1:10,000, view 800 × 600 points"))

    // A line the shell writes may hold several (the help text): read the transcript line by line.
    let lines = output.lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    let answers = Self.answers(lines)
    // `quit` ends the session: the `state` after it is never read.
    try #require(answers.map(\.command) == Array(script.dropLast()))
    func answer(_ index: Int) -> [String] { answers[index].output }

    // help
    #expect(answer(0) == ShellCommand.helpText.split(separator: "\n").map(String.init))

    // category coffee: 20 cafés, Robert's Coffee first (nearest the centre), where Web Mercator puts it.
    #expect(answer(1).first == "find places: Coffee shop, 20 places")
    let first = try #require(answer(1).dropFirst().first)
    #expect(first.hasPrefix("- Robert's Coffee — Mannerheimintie 20 B, 00100 Helsinki at ("))
    let numbers = Self.numbers(in: first)
    try #require(numbers.count >= 2)
    #expect(abs(numbers[numbers.count - 2] - roberts.x) <= 0.05 && abs(numbers[numbers.count - 1] - roberts.y) <= 0.05)

    // tap on Robert's Coffee: its name and address; tap on an empty corner: hidden.
    #expect(answer(2) == ["callout: Robert's Coffee / Mannerheimintie 20 B, 00100 Helsinki"])
    #expect(answer(3) == ["no marker there: callout hidden"])

    // pan -100 0 drags the map 100 points to the left: the centre moves east by 100 × 0.26458 m =
    // 264.58 m, which is 264.58 / 6,378,137 rad = 0.0023768° of longitude: 24.93840 + 0.00238 = 24.94078.
    #expect(answer(4) == ["map: centre 60.16990 N, 24.94078 E, scale 1:10,000, view 800 × 600 points"])
    #expect(answer(5) == ["map: centre 60.16990 N, 24.94078 E, scale 1:5,000, view 800 × 600 points"])
    #expect(answer(6) == ["map: centre 60.16990 N, 24.94078 E, scale 1:10,000, view 800 × 600 points"])

    // search: helsinki-addresses.csv line 2, node/25389429: Kaivokatu 1, 00100 Helsinki, at
    // 60.1713198 N, 24.9414566 E.
    #expect(answer(7) == ["address search: Kaivokatu 1, 00100 Helsinki at 60.17132 N, 24.94146 E"])

    // suggest: among the suggestions, the streets of the data that start with "Kaivok".
    #expect(answer(8).contains("- Kaivokatu, 00100 Helsinki"))
    #expect(answer(8).contains("- Kaivokäytävä, 00100 Helsinki"))
    #expect(answer(8).allSatisfy { $0.hasPrefix("- ") })

    // state: the map now centred on the address found, both models' states.
    let state = answer(9)
    #expect(state.first?.hasPrefix("map: centre 60.17132 N, 24.94146 E, ") == true)
    #expect(state.contains("find places: Coffee shop, 20 places"))
    #expect(state.last == "address search: Kaivokatu 1, 00100 Helsinki at 60.17132 N, 24.94146 E")

    // snapshot: an SVG of the 800 × 600 view, with its display list.
    #expect(answer(10) == ["  snapshot: \(snapshot)"])
    let svg = try String(contentsOfFile: snapshot, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("width=\"800\" height=\"600\""))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shell.json").path))

    // Bad lines get one line of explanation, and the session goes on.
    #expect(answer(11) == ["error: unknown command 'fly': type help for the list of commands"])
    #expect(answer(12) == ["error: \(ShellCommandError.invalidZoomFactor(0))"])
    #expect(answer(13) == ["error: tap needs an argument: tap <x> <y>, e.g. tap 400 300"])
    #expect(answer(14).isEmpty)
  }

  /// The numbers in a line, in order (`(389.7, 324.2)` gives 389.7 and 324.2).
  static func numbers(in line: String) -> [Double] {
    line.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") }).compactMap { Double($0) }
  }
}
