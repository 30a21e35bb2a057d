import Foundation
import MeridianExamples

/// The five single-flow example binaries, each run once per test process without arguments.
enum SingleFlowRuns {
  private static let findPlaces = Result { try ExampleBinary.run(.findPlaces) }
  private static let searchAddress = Result { try ExampleBinary.run(.searchAddress) }
  private static let findPlace = Result { try ExampleBinary.run(.findPlace) }
  private static let offlineGeocode = Result { try ExampleBinary.run(.offlineGeocode) }
  private static let displayMap = Result { try ExampleBinary.run(.displayMap) }

  /// What a single-flow binary printed when run without arguments.
  ///
  /// - Parameter example: One of ``ExampleName/flows``.
  /// - Returns: The outcome of its one run.
  static func outcome(_ example: ExampleName) throws -> ExampleBinary.Outcome {
    switch example {
    case .findPlaces: try findPlaces.get()
    case .searchAddress: try searchAddress.get()
    case .findPlace: try findPlace.get()
    case .offlineGeocode: try offlineGeocode.get()
    case .displayMap: try displayMap.get()
    case .clusterPlaces: try ClusterPlacesTranscriptTests.run.get()
    case .demo: try DemoRuns.offline.get()
    }
  }

  /// The lines a flow prints that do not depend on how it was run: without the locator line (the demo
  /// prints it once, in its first flow) and the snapshot lines (the demo's run writes snapshots).
  static func flowLines(_ lines: some Sequence<String>) -> [String] {
    lines.filter { !$0.hasPrefix("Locator: ") && !$0.hasPrefix("  snapshot: ") && !$0.isEmpty }
  }
}
