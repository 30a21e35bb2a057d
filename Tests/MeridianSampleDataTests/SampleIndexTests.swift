import Foundation
import MeridianGeocoding
import Testing

@testable import MeridianSampleData

/// The shipped binary indexes and how they are generated.
///
/// Regenerate them after changing the data or the index format with:
/// `MERIDIAN_WRITE_SAMPLE_INDEX=1 swift test --filter SampleIndexTests`
/// (writes `Sources/MeridianSampleData/Resources/*.meridianindex`).
@Suite("Sample indexes")
struct SampleIndexTests {
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/MeridianSampleData/Resources")

  @Test("Each shipped index equals a fresh build from the CSV files", arguments: SampleData.Index.allCases)
  func shippedIndexEqualsFreshBuild(_ index: SampleData.Index) async throws {
    let fresh = try await SampleData.buildFromCSV(index).indexData()
    if ProcessInfo.processInfo.environment["MERIDIAN_WRITE_SAMPLE_INDEX"] == "1" {
      try fresh.write(to: Self.resources.appendingPathComponent(SampleData.indexFileName(index)))
    }
    let url = try #require(SampleData.indexURL(index), "the \(index) index resource is missing")
    let shipped = try Data(contentsOf: url)
    #expect(shipped == fresh, "regenerate with MERIDIAN_WRITE_SAMPLE_INDEX=1 swift test --filter SampleIndexTests")
  }
}
