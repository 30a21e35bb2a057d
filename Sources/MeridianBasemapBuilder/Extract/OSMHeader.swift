package import MeridianCore

/// What an extract's header block says about it.
package struct OSMHeader: Sendable, Hashable {
  /// The header's bounding box (`HeaderBBox`), in nanodegrees as the file stores it, or `nil` when the
  /// header has none.
  package var boundingBox: OSMBoundingBox?
  /// The features a reader must understand (`OsmSchema-V0.6`, `DenseNodes`).
  package var requiredFeatures: [String] = []
  /// The features a reader may use (`Sort.Type_then_ID`, `Has_Metadata`, ...).
  package var optionalFeatures: [String] = []
  /// The program that wrote the file (`writingprogram`), such as `osmium/1.15.0`.
  package var writingProgram: String?
  /// The source of the data (`source`).
  package var source: String?
  /// The replication timestamp (`osmosis_replication_timestamp`, seconds since 1970), when given.
  package var replicationTimestamp: Int64?
}

/// A bounding box in nanodegrees (10⁻⁹ degree), as the PBF header stores it.
package struct OSMBoundingBox: Sendable, Hashable {
  /// The western edge (`left`).
  package var left: Int64
  /// The eastern edge (`right`).
  package var right: Int64
  /// The northern edge (`top`).
  package var top: Int64
  /// The southern edge (`bottom`).
  package var bottom: Int64

  /// The western edge in degrees.
  package var minLongitude: Double { Double(left) * 1e-9 }
  /// The eastern edge in degrees.
  package var maxLongitude: Double { Double(right) * 1e-9 }
  /// The northern edge in degrees.
  package var maxLatitude: Double { Double(top) * 1e-9 }
  /// The southern edge in degrees.
  package var minLatitude: Double { Double(bottom) * 1e-9 }

  /// The box as a WGS84 envelope (x: longitude, y: latitude).
  package var envelope: Envelope {
    Envelope(xMin: minLongitude, yMin: minLatitude, xMax: maxLongitude, yMax: maxLatitude, spatialReference: .wgs84)
  }
}
