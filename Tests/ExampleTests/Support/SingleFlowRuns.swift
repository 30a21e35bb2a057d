import Foundation
import MeridianExamples

/// The five single-flow example binaries and spatial analysis, each run once per test process without
/// arguments (a task the tests await).
enum SingleFlowRuns {
  private static let findPlaces = Task { try await ExampleBinary.run(.findPlaces) }
  private static let searchAddress = Task { try await ExampleBinary.run(.searchAddress) }
  private static let findPlace = Task { try await ExampleBinary.run(.findPlace) }
  private static let offlineGeocode = Task { try await ExampleBinary.run(.offlineGeocode) }
  private static let displayMap = Task { try await ExampleBinary.run(.displayMap) }
  private static let spatialAnalysis = Task { try await ExampleBinary.run(.spatialAnalysis) }

  /// What a single-flow binary printed when run without arguments.
  ///
  /// - Parameter example: One of ``ExampleName/flows``, or another example (cluster places' run has
  ///   `--snapshot`, the demo's is the offline demo).
  /// - Returns: The outcome of its one run.
  static func outcome(_ example: ExampleName) async throws -> ExampleBinary.Outcome {
    switch example {
    case .findPlaces: try await findPlaces.value
    case .searchAddress: try await searchAddress.value
    case .findPlace: try await findPlace.value
    case .offlineGeocode: try await offlineGeocode.value
    case .displayMap: try await displayMap.value
    case .clusterPlaces: try await ClusterPlacesTranscriptTests.run.value
    case .spatialAnalysis: try await spatialAnalysis.value
    case .demo: try await DemoRuns.offline.value
    }
  }

  /// The lines a flow prints that do not depend on how it was run: without the locator line (the demo
  /// prints it once, in its first flow) and the snapshot lines (the demo's run writes snapshots).
  static func flowLines(_ lines: some Sequence<String>) -> [String] {
    lines.filter { !$0.hasPrefix("Locator: ") && !$0.hasPrefix("  snapshot: ") && !$0.isEmpty }
  }
}
