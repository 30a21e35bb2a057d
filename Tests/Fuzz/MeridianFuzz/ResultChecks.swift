import Foundation
import MeridianCore
import MeridianGeocoding

/// Checks shared by the geocoding targets: scores in range, coordinates finite and on the globe.
///
/// "On the globe" for a geographic reference is latitude within ±90 and longitude within ±540 (the
/// decoders accept longitudes up to one and a half turns, for geometries across the antimeridian).
enum ResultChecks {
  /// Checks one result's score and geometry.
  ///
  /// - Returns: `false` when a skipped finding stopped the check.
  @discardableResult
  static func check(_ result: GeocodeResult, _ context: String) -> Bool {
    guard
      finding(
        "score-range", result.score.isFinite && (0...100).contains(result.score),
        "\(context): score \(result.score) outside 0...100")
    else { return false }
    for (what, point) in [
      ("displayLocation", result.displayLocation), ("inputLocation", result.inputLocation),
      ("routeLocation", result.routeLocation),
    ] {
      guard let point else { continue }
      guard check(point, "\(context).\(what)") else { return false }
    }
    if let extent = result.extent {
      let corners = [extent.xMin, extent.yMin, extent.xMax, extent.yMax]
      guard finding("nonfinite-coordinate", corners.allSatisfy(\.isFinite), "\(context).extent: \(extent)") else {
        return false
      }
      guard
        finding(
          "coordinate-range", !isGeographic(extent.spatialReference) || inRange(extent),
          "\(context).extent off the globe: \(extent)")
      else { return false }
    }
    return true
  }

  /// The largest longitude the decoders accept, in degrees.
  static let maxLongitude = 540.0

  /// Checks a point: finite, and within ±540, ±90 when geographic.
  static func check(_ point: Point, _ context: String) -> Bool {
    let values = [point.x, point.y] + (point.z.map { [$0] } ?? [])
    guard finding("nonfinite-coordinate", values.allSatisfy(\.isFinite), "\(context): \(point)") else { return false }
    return finding(
      "coordinate-range", !isGeographic(point.spatialReference) || (abs(point.x) <= maxLongitude && abs(point.y) <= 90),
      "\(context) off the globe: \(point)")
  }

  static func isGeographic(_ sr: SpatialReference?) -> Bool { sr?.isGeographic ?? false }

  static func inRange(_ e: Envelope) -> Bool {
    abs(e.xMin) <= maxLongitude && abs(e.xMax) <= maxLongitude && abs(e.yMin) <= 90 && abs(e.yMax) <= 90
  }

  /// Checks that results come best first with scores in range.
  static func checkSorted(_ results: [GeocodeResult], _ context: String) {
    for (index, result) in results.enumerated() {
      guard check(result, "\(context)[\(index)]") else { return }
    }
    for index in results.indices.dropFirst() {
      let before = results[index - 1].score
      let after = results[index].score
      guard finding("score-order", before >= after, "\(context): result \(index) scores \(after) > \(before)") else {
        return
      }
    }
  }
}
