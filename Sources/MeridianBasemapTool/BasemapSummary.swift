import Foundation
import InternalMeridianToolSupport
import MeridianBasemap
import MeridianCore

/// What a basemap holds, as `build` and `inspect` print it.
struct BasemapSummary: Equatable {
  /// Features (the extract's and the world's).
  var features: Int
  /// The extract's zoom levels.
  var zooms: ClosedRange<Int>
  /// Shapes stored per zoom level of the extract (empty when the file does not say).
  var shapesPerZoom: [Int: Int]
  /// The extract's box in degrees: west, south, east, north.
  var box: (west: Double, south: Double, east: Double, north: Double)
  /// The checksum of the files the basemap was built from.
  var sourceChecksum: UInt64
  /// The basemap file's size in bytes.
  var fileBytes: Int

  /// The summary of a basemap and the file it was written to or read from.
  init(cache: VectorTileCache, fileBytes: Int) {
    features = cache.featureCount
    zooms = cache.extractZooms
    shapesPerZoom = cache.buildReport.shapesPerZoom
    // Web Mercator to degrees is monotonic on each axis, so the box's corners project to the box.
    if let degrees = try? GeometryEngine.project(cache.extractExtent, into: .wgs84) {
      box = (degrees.xMin, degrees.yMin, degrees.xMax, degrees.yMax)
    } else {
      box = (.nan, .nan, .nan, .nan)
    }
    sourceChecksum = cache.sourceChecksum
    self.fileBytes = fileBytes
  }

  static func == (a: BasemapSummary, b: BasemapSummary) -> Bool {
    a.features == b.features && a.zooms == b.zooms && a.shapesPerZoom == b.shapesPerZoom
      && [a.box.west, a.box.south, a.box.east, a.box.north] == [b.box.west, b.box.south, b.box.east, b.box.north]
      && a.sourceChecksum == b.sourceChecksum && a.fileBytes == b.fileBytes
  }

  /// `Built city.meridianbasemap in 1.23 s`.
  func headline(path: String, verb: String, seconds: Double) -> String {
    "\(verb) \(path) in \(ToolText.number(seconds, digits: 2)) s\n"
  }

  /// What the basemap holds, one fact a line.
  func lines() -> String {
    let shapes =
      shapesPerZoom.isEmpty
      ? "not recorded in the file"
      : shapesPerZoom.keys.sorted().map { "z\($0) \(shapesPerZoom[$0] ?? 0)" }.joined(separator: ", ")
    return """
        features:         \(features)
        zoom levels:      \(zooms.lowerBound)-\(zooms.upperBound)
        shapes per zoom:  \(shapes)
        extract box:      west \(ToolText.number(box.west, digits: 5)), south \(ToolText.number(box.south, digits: 5)), \
      east \(ToolText.number(box.east, digits: 5)), north \(ToolText.number(box.north, digits: 5)) (degrees)
        source checksum:  \(ToolText.hex(sourceChecksum))
        file size:        \(ToolText.size(fileBytes))

      """
  }

  /// The build report: what was read, cut, closed and made, then every issue.
  func reportLines(_ report: BasemapBuildReport) -> String {
    var text = """
        read:             \(report.nodes) nodes, \(report.ways) ways, \(report.relations) relations
        cut ways:         \(report.cutWays) (ways with nodes outside the extract, drawn as far as their nodes go)
        closed along box: \(report.closedAlongBox) (areas cut by the extract's edge, closed along its box)
        incomplete:       \(report.incompleteMultipolygons) multipolygons miss \(report.missingMemberWays) member ways
        coastline:        \(report.coastlineWays) ways, \(report.seaPolygons) sea polygons
        issues:           \(report.issues.count)\(report.issues.isEmpty ? "" : " (listed below)")

      """
    for issue in report.issues { text += "  issue: \(issue.description)\n" }
    return text
  }
}
