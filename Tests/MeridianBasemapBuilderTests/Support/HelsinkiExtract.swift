import Foundation

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The bundled Helsinki extract, read from MeridianSampleData's resources in this checkout.
enum HelsinkiExtract {
  /// `Sources/MeridianSampleData/Resources/helsinki.osm.pbf`, found from this file's path.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // MeridianBasemapBuilderTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/MeridianSampleData/Resources/helsinki.osm.pbf")

  /// The file's bytes.
  static let bytes: [UInt8] = (try? [UInt8](Data(contentsOf: url))) ?? []

  /// The extract, read once per test process.
  static let extract: Result<OSMExtract, OpenStreetMapReadError> = Result { () throws(OpenStreetMapReadError) in
    try OSMExtract(contentsOf: url)
  }
}
