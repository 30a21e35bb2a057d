import Foundation
import MeridianCore
import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

@Suite("The Helsinki basemap") struct HelsinkiBuildTests {
  @Test("The build reads every element osmium counts and reports what was cut")
  func counts() throws {
    let report = try HelsinkiBasemap.cache().buildReport
    // osmium fileinfo -e (see PBFReferenceTests).
    #expect(report.nodes == 24_260)
    #expect(report.ways == 5_130)
    #expect(report.relations == 620)
    #expect(report.coastlineWays == 3)
    #expect(report.seaPolygons >= 1)
    #expect(report.cutWays > 0)
  }
}
