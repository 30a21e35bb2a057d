import Foundation
import MeridianCore
import Testing

@testable import MeridianGeocoding
@testable import MeridianOfflineLocator

/// Hostile CSV files for the offline locator's builds. Each case names the file's bytes and the
/// typed error (file, line, column) the build throws, or the records it builds; a failed build leaves
/// no locator behind and the locators already built keep answering. The files are invented.
@Suite("Bad input: CSV")
struct OfflineCSVBadInputTests {
  struct CSVCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let error: OfflineLocatorError
    var testDescription: String { name }
  }

  static let header = "name,latitude,longitude\n"

  static func bad(_ name: String, _ text: String, _ error: OfflineLocatorError) -> CSVCase {
    CSVCase(name: name, bytes: Array(text.utf8), error: error)
  }

  static func row(_ line: Int, _ field: String, _ reason: String) -> OfflineLocatorError {
    .malformedRow(file: "bad.csv", line: line, field: field, reason: reason)
  }

  static let cases: [CSVCase] = [
    bad(
      "empty file -> malformedRow(line 1, header)", "",
      .malformedRow(file: "bad.csv", line: 1, field: "(header)", reason: "is missing: the file is empty")),
    bad(
      "no longitude column -> missingColumn(longitude)", "name,latitude\nA,60\n",
      .missingColumn(file: "bad.csv", column: "longitude")),
    bad(
      "unterminated quote -> malformedRow(line 2, name)", header + "\"Cafe,60.1,24.9\n",
      row(2, "name", "has an unterminated quote")),
    bad(
      "text after a closing quote -> malformedRow(line 2, name)", header + "\"Cafe\"x,60.1,24.9\n",
      row(2, "name", "has text after its closing quote")),
    bad(
      "a quote inside an unquoted field -> malformedRow(line 3, name)", header + "A,1,2\nCa\"fe,60.1,24.9\n",
      row(3, "name", "has a quote inside an unquoted field")),
    bad(
      "too few fields -> malformedRow(line 2, longitude)", header + "A,60.1\n",
      row(2, "longitude", "is missing or surplus: the row has 2 fields, the header 3")),
    bad(
      "too many fields -> malformedRow(line 2, extra field 4)", header + "A,60.1,24.9,x\n",
      row(2, "(extra field 4)", "is missing or surplus: the row has 4 fields, the header 3")),
    bad(
      "non-numeric latitude -> malformedRow(line 2, latitude)", header + "A,north,24.9\n",
      row(2, "latitude", "is not a number ('north')")),
    bad(
      "latitude NaN -> malformedRow(line 2, latitude)", header + "A,NaN,24.9\n",
      row(2, "latitude", "is not a number ('NaN')")),
    bad(
      "latitude 1e400 (infinite) -> malformedRow(line 2, latitude)", header + "A,1e400,24.9\n",
      row(2, "latitude", "is not a number ('1e400')")),
    bad(
      "latitude 90.5 -> malformedRow(line 2, latitude)", header + "A,90.5,24.9\n",
      row(2, "latitude", "is out of range -90...90")),
    bad(
      "longitude -180.01 -> malformedRow(line 2, longitude)", header + "A,60,-180.01\n",
      row(2, "longitude", "is out of range -180...180")),
    bad("empty longitude -> malformedRow(line 2, longitude)", header + "A,60,\n", row(2, "longitude", "is empty")),
    CSVCase(
      name: "invalid UTF-8 in a name (0xFF 0xFE) -> malformedRow(line 2, name)",
      bytes: Array(header.utf8) + [0x43, 0xFF, 0xFE, 0x2C] + Array("60.1,24.9\n".utf8),
      error: row(2, "name", "is not valid UTF-8")),
    CSVCase(
      name: "a truncated UTF-8 sequence at the end of the file -> malformedRow(line 2, longitude)",
      bytes: Array((header + "A,60.1,24.9").utf8) + [0xE2, 0x82], error: row(2, "longitude", "is not valid UTF-8")),
    bad(
      "a CR-only file (old Mac line ends) is one header row -> missingColumn", "name\rlatitude\rlongitude\r",
      .missingColumn(file: "bad.csv", column: "latitude")),
  ]

  @Test("A bad Meridian-schema CSV fails the build with the typed error naming file, line and column", arguments: cases)
  func badCSV(_ item: CSVCase) async throws {
    let before = OfflineBadInput.locator.places
    let url = try OfflineBadInput.temporaryFile("bad.csv", item.bytes)
    await #expect(throws: item.error) { try await OfflineLocator(sources: [.csv(url)]) }
    #expect(OfflineBadInput.locator.places == before)
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  struct GoodCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let names: [String]
    var testDescription: String { name }
  }

  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  static let goodCases: [GoodCase] = [
    GoodCase(
      name: "a byte-order mark before the header is accepted",
      bytes: bom + Array((header + "Kahvila,60.1,24.9\n").utf8), names: ["Kahvila"]),
    GoodCase(
      name: "CRLF line ends are accepted", bytes: Array("name,latitude,longitude\r\nA,60.1,24.9\r\nB,60.2,25\r\n".utf8),
      names: ["A", "B"]),
    GoodCase(
      name: "BOM, CRLF and a quoted field holding a comma, a doubled quote and a CRLF",
      bytes: bom + Array("name,latitude,longitude\r\n\"Cafe, \"\"Two\"\"\r\nLines\",60.1,24.9\r\n".utf8),
      names: ["Cafe, \"Two\"\r\nLines"]),
    GoodCase(
      name: "blank lines are skipped and the last row needs no line end",
      bytes: Array("name,latitude,longitude\n\nA,60.1,24.9\n\nB,60.2,25".utf8), names: ["A", "B"]),
  ]

  @Test("A data file with no records (a header, a header and blank lines, no features) is refused with noRecords")
  func noRecords() async throws {
    for (name, text) in [
      ("header.csv", Self.header), ("blank.csv", Self.header + "\n\n\r\n"),
      ("empty.geojson", #"{"type": "FeatureCollection", "features": []}"#),
    ] {
      let url = try OfflineBadInput.temporaryFile(name, Array(text.utf8))
      let source: OfflineLocator.Source = name.hasSuffix(".csv") ? .csv(url) : .geoJSON(url)
      await #expect(throws: OfflineLocatorError.noRecords(file: name)) { try await OfflineLocator(sources: [source]) }
      // Beside a file that has records, the empty one is still refused: it was named to be read.
      let good = try OfflineBadInput.temporaryFile("good.csv", Array((Self.header + "A,60.1,24.9\n").utf8))
      await #expect(throws: OfflineLocatorError.noRecords(file: name)) {
        try await OfflineLocator(sources: [.csv(good), source])
      }
    }
    // Through LocatorTask's error type, a data-file error naming the file.
    #expect(
      OfflineLocatorError.noRecords(file: "header.csv").geocodingError
        == .dataFile(path: "header.csv", line: nil, message: "it holds no records"))
    #expect(try await OfflineBadInput.answersGoodQuery())
  }

  @Test("CSV a user would expect to load builds the records it holds", arguments: goodCases)
  func goodCSV(_ item: GoodCase) async throws {
    let url = try OfflineBadInput.temporaryFile("good.csv", item.bytes)
    let locator = try await OfflineLocator(sources: [.csv(url)])
    #expect(locator.places.map(\.name) == item.names)
  }

  @Test("A bad row in the second of two files names that file and line; nothing is built")
  func secondFile() async throws {
    let good = try OfflineBadInput.temporaryFile("good.csv", Array((Self.header + "A,60.1,24.9\n").utf8))
    let bad = try OfflineBadInput.temporaryFile("second.csv", Array((Self.header + "B,60.1,24.9\nC,x,1\n").utf8))
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "second.csv", line: 3, field: "latitude", reason: "is not a number ('x')")
    ) { try await OfflineLocator(sources: [.csv(good), .csv(bad)]) }
  }

  @Test("GeoNames cities with a population 'many' -> malformedRow(line 2, population)")
  func geoNamesPopulation() async throws {
    let text =
      "geonameid,name,alternatenames,admin1,admin2,countrycode,population,latitude,longitude\n"
      + "1,Town,,R,S,FI,many,60.1,24.9\n"
    let url = try OfflineBadInput.temporaryFile("cities.csv", Array(text.utf8))
    await #expect(throws: OfflineLocatorError.self) { try await OfflineLocator(sources: [.geoNamesCities(url)]) }
    do {
      _ = try await OfflineLocator(sources: [.geoNamesCities(url)])
    } catch let OfflineLocatorError.malformedRow(file, line, field, _) {
      #expect(file == "cities.csv" && line == 2 && field == "population")
    }
  }

  @Test("US ZIP codes with a longitude of 500 -> malformedRow(line 2, longitude)")
  func zipCodes() async throws {
    let text = "zip_code,type,city,state,county,latitude,longitude\n00501,STANDARD,Holtsville,NY,Suffolk,40.8,500\n"
    let url = try OfflineBadInput.temporaryFile("zips.csv", Array(text.utf8))
    await #expect(
      throws: OfflineLocatorError.malformedRow(
        file: "zips.csv", line: 2, field: "longitude", reason: "is out of range -180...180")
    ) { try await OfflineLocator(sources: [.usZipCodes(url)]) }
  }
}
