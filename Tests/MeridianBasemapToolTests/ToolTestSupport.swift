import Foundation
import MeridianTestSupport
import MeridianTesting

@testable import MeridianBasemapTool

extension ToolRun {
  /// Runs `meridian-basemap` with the given words (progress timed by a test clock nobody advances,
  /// so only the build's own progress points print).
  static func run(_ arguments: [String], terminal: Bool = false) async -> ToolRun {
    await run(terminal: terminal) { await BasemapTool.run(arguments, console: $0, clock: TestClock()) }
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
