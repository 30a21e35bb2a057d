import Foundation
import InternalMeridianUtilities
import MeridianTesting

@testable import MeridianBasemapTool

/// A console that keeps what the tool prints, for in-process runs.
final class RecordingConsole: ToolConsole {
  private let text = SharedLock((output: "", report: ""))
  let reportsToTerminal: Bool

  init(terminal: Bool = false) { reportsToTerminal = terminal }

  func output(_ string: String) { text.withLock { $0.output += string } }
  func report(_ string: String) { text.withLock { $0.report += string } }

  /// Everything written to standard output.
  var stdout: String { text.withLock { $0.output } }
  /// Everything written to standard error.
  var stderr: String { text.withLock { $0.report } }
}

/// One in-process run of the tool.
struct ToolRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `meridian-basemap` with the given words (progress timed by a test clock nobody advances,
  /// so only the build's own progress points print).
  static func run(_ arguments: [String], terminal: Bool = false) async -> ToolRun {
    let console = RecordingConsole(terminal: terminal)
    let status = await BasemapTool.run(arguments, console: console, clock: TestClock())
    return ToolRun(status: status, stdout: console.stdout, stderr: console.stderr)
  }

  /// The value printed after `label:` on its own line of standard output, trimmed.
  func field(_ label: String) -> String? {
    stdout.split(separator: "\n").first { $0.hasPrefix("  \(label):") }.map {
      String($0.dropFirst(label.count + 3)).trimmingCharacters(in: .whitespaces)
    }
  }
}

/// A fresh temporary folder, removed by `remove()`.
struct Scratch {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-basemap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Writes a file into the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The path of a file in the folder (which need not exist).
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// The sample data in this checkout: the Helsinki extract and Natural Earth's countries.
enum SampleFiles {
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // MeridianBasemapToolTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/MeridianSampleData/Resources")
  static let extract = resources.appendingPathComponent("helsinki.osm.pbf").path
  static let world = resources.appendingPathComponent("naturalearth-countries.geojson").path
}
