import Foundation
import MeridianTestSupport
import MeridianTesting

@testable import MeridianBasemapTool

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
