import Foundation
import Meridian
import MeridianSampleData

/// Rows of the bundled sample CSV files, read independently of the offline locator.
///
/// The tests compare the examples' transcripts with these raw rows (© OpenStreetMap contributors,
/// ODbL 1.0), so an expected value comes from the data, never from Meridian's own output.
struct SampleCSV: Sendable {
  /// The header names.
  var header: [String]
  /// The rows, as dictionaries keyed by header name.
  var rows: [[String: String]]

  /// Reads a bundled data set.
  static func load(_ dataSet: SampleData.DataSet) throws -> SampleCSV {
    let text = try String(contentsOf: try SampleData.url(of: dataSet), encoding: .utf8)
    var lines = text.split(whereSeparator: \.isNewline).map(String.init)
    guard !lines.isEmpty else { return SampleCSV(header: [], rows: []) }
    let header = fields(of: lines.removeFirst())
    let rows = lines.map { line -> [String: String] in
      Dictionary(zip(header, fields(of: line)), uniquingKeysWith: { first, _ in first })
    }
    return SampleCSV(header: header, rows: rows)
  }

  /// Splits one CSV line, honouring double quotes.
  static func fields(of line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var quoted = false
    var iterator = line.makeIterator()
    while let character = iterator.next() {
      switch character {
      case "\"" where quoted:
        quoted = false
      case "\"" where current.isEmpty:
        quoted = true
      case "," where !quoted:
        fields.append(current)
        current = ""
      default:
        current.append(character)
      }
    }
    fields.append(current)
    return fields
  }

  /// The great-circle distance in metres on the mean Earth sphere (R = 6,371,008.8 m), for
  /// comparing places tens of metres apart.
  static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let radius = 6_371_008.8
    let phi1 = lat1 * .pi / 180
    let phi2 = lat2 * .pi / 180
    let dPhi = phi2 - phi1
    let dLambda = (lon2 - lon1) * .pi / 180
    let h = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
    return 2 * radius * asin(min(1, sqrt(h)))
  }

  /// The rows nearest a point, nearest first.
  func nearest(latitude: Double, longitude: Double, count: Int = 1) -> [[String: String]] {
    rows.compactMap { row -> (Double, [String: String])? in
      guard let lat = row["latitude"].flatMap(Double.init), let lon = row["longitude"].flatMap(Double.init) else {
        return nil
      }
      return (Self.distance(latitude, longitude, lat, lon), row)
    }
    .sorted { $0.0 < $1.0 }
    .prefix(count)
    .map(\.1)
  }
}
