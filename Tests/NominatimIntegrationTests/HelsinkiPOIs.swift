import Foundation
import Meridian
import MeridianSampleData
import Testing

/// The bundled Helsinki points of interest (`helsinki-pois.csv` of MeridianSampleData), read for the
/// agreement suite.
struct HelsinkiPOI: Sendable {
  var osmID: String
  var name: String
  var street: String
  var houseNumber: String
  var postcode: String
  var city: String
  var latitude: Double
  var longitude: Double

  /// "Mikonkatu 18, 00100 Helsinki", or empty when the row has no street.
  var address: String {
    guard !street.isEmpty else { return "" }
    let streetPart = houseNumber.isEmpty ? street : "\(street) \(houseNumber)"
    let place = [postcode, city].filter { !$0.isEmpty }.joined(separator: " ")
    return place.isEmpty ? streetPart : "\(streetPart), \(place)"
  }

  /// Every row of the bundled file.
  static func all() throws -> [HelsinkiPOI] {
    let text = try String(contentsOf: try SampleData.url(of: .helsinkiPOIs), encoding: .utf8)
    var rows = CSVText.rows(text)
    let header = rows.removeFirst()
    func column(_ name: String) throws -> Int { try #require(header.firstIndex(of: name), "no column \(name)") }
    let (id, name, street, number) = (
      try column("osm_id"), try column("name"), try column("street"), try column("housenumber")
    )
    let (postcode, city) = (try column("postcode"), try column("city"))
    let (latitude, longitude) = (try column("latitude"), try column("longitude"))
    return try rows.filter { $0.count == header.count }.map { row in
      HelsinkiPOI(
        osmID: row[id], name: row[name], street: row[street], houseNumber: row[number], postcode: row[postcode],
        city: row[city], latitude: try #require(Double(row[latitude])), longitude: try #require(Double(row[longitude])))
    }
  }
}

/// A small RFC 4180 reader: quoted fields, doubled quotes, commas and line breaks inside quotes.
enum CSVText {
  static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var previousWasQuote = false
    for character in text {
      if quoted {
        if character == "\"" {
          quoted = false
          previousWasQuote = true
        } else {
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"":
        if previousWasQuote { field.append("\"") }
        quoted = true
      case ",":
        row.append(field)
        field = ""
      case "\n", "\r\n":
        row.append(field)
        rows.append(row)
        (row, field) = ([], "")
      default:
        field.append(character)
      }
      previousWasQuote = false
    }
    if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
    return rows
  }
}
