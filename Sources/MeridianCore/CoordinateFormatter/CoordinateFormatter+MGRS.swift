import Foundation
import InternalMeridianUtilities

extension CoordinateFormatter {
  /// The 100 km column letters of the three zone sets (zone mod 3), without I and O.
  static let columnLetters = [Array("STUVWXYZ"), Array("ABCDEFGH"), Array("JKLMNPQR")]
  /// The 100 km row letters, without I and O, repeating every 2,000 km.
  static let rowLetters = Array("ABCDEFGHJKLMNPQRSTUV")

  /// Formats a point as an MGRS grid reference (the AA lettering scheme of WGS84).
  ///
  /// Digits are truncated, as the MGRS standard requires, so a reference names the square that
  /// contains the point.
  ///
  /// ```swift
  /// let text = try CoordinateFormatter.mgrsString(from: Point(latitude: 60.1699, longitude: 24.9384))
  /// // "35VLG8561172118"
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in WGS84 or Web Mercator, between 80°S and 84°N.
  ///   - precision: Digits per axis, 0...5 (5 is one metre). The default is 5.
  ///   - addSpaces: Whether to separate zone and band, square, easting and northing. The default is `false`.
  /// - Returns: The MGRS text.
  /// - Throws: ``CoordinateFormatError`` outside 80°S...84°N or for a precision outside 0...5;
  ///   ``GeometryError`` for bad coordinates or references.
  public static func mgrsString(from point: Point, precision: Int = 5, addSpaces: Bool = false) throws -> String {
    guard (0...5).contains(precision) else {
      throw CoordinateFormatError(.invalidComponent, text: point.description, message: "precision must be 0...5.")
    }
    let position = try utmPosition(of: point)
    guard let column = Int(flooring: position.easting / 100_000), (1...8).contains(column) else {
      throw CoordinateFormatError(
        .outsideCoverage, text: point.description, message: "the easting \(position.easting) m has no MGRS column.")
    }
    let row = Int.clamping(
      (position.northing.truncatingRemainder(dividingBy: 2_000_000) / 100_000).rounded(.down), to: 0...19)
    let columnLetter = columnLetters[position.zone % 3][column - 1]
    let rowLetter = rowLetters[(row + (position.zone % 2 == 0 ? 5 : 0)) % 20]
    let divisor = pow(10, Double(5 - precision))
    let e = Int.clamping(
      (position.easting.truncatingRemainder(dividingBy: 100_000) / divisor).rounded(.down), to: 0...99_999)
    let n = Int.clamping(
      (position.northing.truncatingRemainder(dividingBy: 100_000) / divisor).rounded(.down), to: 0...99_999)
    func digits(_ v: Int) -> String {
      precision == 0 ? "" : String(format: "%0\(precision)d", v)
    }
    let s = addSpaces ? " " : ""
    let tail = precision == 0 ? "" : "\(s)\(digits(e))\(s)\(digits(n))"
    return "\(position.zone)\(position.band)\(s)\(columnLetter)\(rowLetter)\(tail)"
  }

  /// Reads an MGRS grid reference such as `35VLG8561172118` or `35V LG 85611 72118`.
  ///
  /// The point returned is the south-west corner of the referenced square (to the metre for
  /// five-digit references).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - spatialReference: The reference of the returned point: WGS84 (the default) or Web Mercator.
  /// - Returns: The point.
  /// - Throws: ``CoordinateFormatError`` for unreadable text, a bad zone, band or square letters, a
  ///   square that does not lie in its latitude band, or text beyond ``maximumTextLength`` or with
  ///   control characters.
  public static func point(fromMGRSString text: String, spatialReference: SpatialReference = .wgs84) throws -> Point {
    try checkText(text)
    let compact = Array(text.replacingOccurrences(of: " ", with: "").uppercased())
    var index = 0
    while index < compact.count, compact[index].isASCII, compact[index].isNumber, index < 2 { index += 1 }
    guard index > 0, let zone = Int(String(compact[0..<index])), compact.count >= index + 3 else {
      throw CoordinateFormatError(.unreadable, text: text, message: "expected a zone, a band and two square letters.")
    }
    guard (1...60).contains(zone) else {
      throw CoordinateFormatError(.invalidZone, text: text, message: "the UTM zone \(zone) is outside 1...60.")
    }
    let band = compact[index]
    guard let bandIndex = bandLetters.firstIndex(of: band) else {
      throw CoordinateFormatError(
        .invalidZone, text: text, message: "\"\(band)\" is not a latitude band (C...X, no I or O).")
    }
    guard let column = columnLetters[zone % 3].firstIndex(of: compact[index + 1]) else {
      throw CoordinateFormatError(
        .invalidZone, text: text, message: "\"\(compact[index + 1])\" is not a 100 km column letter in zone \(zone).")
    }
    guard let rowLetter = rowLetters.firstIndex(of: compact[index + 2]) else {
      throw CoordinateFormatError(
        .invalidZone, text: text, message: "\"\(compact[index + 2])\" is not a 100 km row letter.")
    }
    let digits = compact[(index + 3)...]
    guard digits.count % 2 == 0, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw CoordinateFormatError(
        .unreadable, text: text, message: "the easting and northing need the same number of digits, 5 at most each.")
    }
    let half = digits.count / 2
    let scale = pow(10, Double(5 - half))
    let eastingDigits = half == 0 ? 0 : Double(String(digits.prefix(half))) ?? 0
    let northingDigits = half == 0 ? 0 : Double(String(digits.suffix(half))) ?? 0
    let easting = Double(column + 1) * 100_000 + eastingDigits * scale
    let row = (rowLetter - (zone % 2 == 0 ? 5 : 0) + 20) % 20
    let base = Double(row) * 100_000 + northingDigits * scale
    // Pick the 2,000 km cycle that puts the point in its latitude band.
    let low = -80 + 8 * Double(bandIndex)
    let high = band == "X" ? 84.0 : low + 8
    let northern = band >= "N"
    for cycle in 0..<5 {
      let northing = base + Double(cycle) * 2_000_000
      let position = UTMPosition(zone: zone, band: band, easting: easting, northing: northing)
      let p = point(of: position)
      if p.y >= low - 0.5 && p.y < high + 0.5 && (northern ? p.y >= -0.5 : p.y <= 0.5) {
        return try GeometryEngine.project(p, into: spatialReference)
      }
    }
    throw CoordinateFormatError(
      .invalidZone, text: text,
      message: "the 100 km square \(compact[index + 1])\(compact[index + 2]) does not lie in band \(band).")
  }
}
