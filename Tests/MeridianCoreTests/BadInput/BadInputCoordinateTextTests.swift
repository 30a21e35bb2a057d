import Testing

@testable import MeridianCore

/// One coordinate-text case: the parser, the text, and the reason it must be refused with.
struct CoordinateTextCase: Sendable, CustomTestStringConvertible {
  enum Parser: String, Sendable { case any, latitudeLongitude, utm, mgrs }
  let parser: Parser
  let text: String
  let reason: CoordinateFormatError.Reason
  let note: String

  init(_ parser: Parser, _ text: String, _ reason: CoordinateFormatError.Reason, _ note: String) {
    self.parser = parser
    self.text = text
    self.reason = reason
    self.note = note
  }

  var testDescription: String { "\(parser.rawValue): \(note) → \(reason)" }

  func parse() throws -> Point {
    switch parser {
    case .any: try CoordinateFormatter.point(from: text)
    case .latitudeLongitude: try CoordinateFormatter.point(fromLatitudeLongitudeString: text)
    case .utm: try CoordinateFormatter.point(fromUTMString: text)
    case .mgrs: try CoordinateFormatter.point(fromMGRSString: text)
    }
  }
}

/// Hostile coordinate text: 10 MB, control characters, huge numbers, NaN, bad zones and bands,
/// non-ASCII digits. Each throws ``CoordinateFormatError`` with the case's reason.
@Suite("Bad input: coordinate text") struct BadInputCoordinateTextTests {
  static let tenMegabytes = String(repeating: "1", count: 10_000_000)
  static let hugeDigits = "1" + String(repeating: "0", count: 240)  // 1e240, still under 256 bytes

  static let cases: [CoordinateTextCase] = [
    .init(.any, tenMegabytes, .tooLong, "10 MB of digits"),
    .init(.latitudeLongitude, "60.1, " + tenMegabytes, .tooLong, "a 10 MB longitude"),
    .init(.utm, "35V 385611 " + tenMegabytes, .tooLong, "a 10 MB northing"),
    .init(.mgrs, "35VLG" + tenMegabytes, .tooLong, "10 MB of MGRS digits"),
    .init(.any, String(repeating: " ", count: 257), .tooLong, "257 spaces, one byte over"),
    .init(.latitudeLongitude, "60.1\u{0}, 24.9", .unreadable, "a NUL inside"),
    .init(.any, "60.1, 24.9\u{1B}[2J", .unreadable, "an ANSI escape after"),
    .init(.utm, "35V\u{7F} 385611 6672118", .unreadable, "a DEL after the band"),
    .init(.latitudeLongitude, hugeDigits + ", 0", .outOfRange, "a 241-digit latitude (1e240)"),
    .init(.latitudeLongitude, "0, " + hugeDigits, .outOfRange, "a 241-digit longitude"),
    .init(.latitudeLongitude, "NaN, NaN", .unreadable, "NaN text"),
    .init(.latitudeLongitude, "1e400, 0", .unreadable, "1e400: E is read as the east letter, then three coordinates"),
    .init(.latitudeLongitude, "inf, 0", .unreadable, "inf text"),
    .init(.latitudeLongitude, "1.2.3, 4", .unreadable, "a number with two points"),
    .init(.latitudeLongitude, "٦٠٫١, ٢٤٫٩", .unreadable, "Arabic-Indic digits"),
    .init(.latitudeLongitude, "６０, ２４", .unreadable, "full-width digits"),
    .init(.latitudeLongitude, "60°70'00\"N 24°00'00\"E", .invalidComponent, "70 minutes"),
    .init(.latitudeLongitude, "91, 0", .outOfRange, "latitude 91"),
    .init(.latitudeLongitude, "0, -180.5", .outOfRange, "longitude -180.5"),
    .init(.latitudeLongitude, "📍60, 24", .unreadable, "an emoji"),
    .init(.utm, "61N 500000 5000000", .invalidZone, "zone 61"),
    .init(.utm, "0N 500000 5000000", .invalidZone, "zone 0"),
    .init(.utm, "33I 500000 5000000", .invalidZone, "band I"),
    .init(.utm, "33N 500000 " + hugeDigits, .outOfRange, "a 241-digit northing"),
    .init(.utm, "33N 99999 5000000", .outOfRange, "easting 99,999"),
    .init(.utm, "٣٣N 500000 5000000", .unreadable, "an Arabic-Indic zone"),
    .init(.mgrs, "61VLG8561172118", .invalidZone, "zone 61"),
    .init(.mgrs, "35OLG8561172118", .invalidZone, "band O"),
    .init(.mgrs, "35VLG856117211", .unreadable, "odd digit count"),
    .init(.mgrs, "35VLG85611721189999", .unreadable, "more than 5 digits per axis"),
  ]

  @Test("Each text throws CoordinateFormatError with its reason", arguments: cases)
  func badText(_ badCase: CoordinateTextCase) {
    do {
      let point = try badCase.parse()
      Issue.record("Expected \(badCase.reason), got \(point)")
    } catch let error as CoordinateFormatError {
      #expect(error.reason == badCase.reason, "\(error)")
      #expect(error.description.utf8.count < 1000, "the message stays short, whatever the text")
    } catch {
      Issue.record("Expected a CoordinateFormatError, got \(error)")
    }
  }

  @Test("Text within the bound with tabs and line breaks still reads: \"60.1699,\\t24.9384\\n\"")
  func whitespaceStillReads() throws {
    let point = try CoordinateFormatter.point(from: "60.1699,\t24.9384\n")
    #expect(point.y == 60.1699)
    #expect(point.x == 24.9384)
  }
}
