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
  /// contains the point: at Helsinki's 60.1699° N, 24.9384° E it is `35VLG8561172118`.
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
  /// The point returned is the south-west corner of the referenced square (to the metre for five-digit
  /// references). A square is read when it overlaps its latitude band (NGA.SIG.0012); grid zones that do not
  /// exist (32X, 34X, 36X) and 31V squares east of 3°E are refused. See “Coordinate text” in `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - spatialReference: The reference of the returned point: WGS84 (the default) or Web Mercator.
  /// - Returns: The point.
  /// - Throws: ``CoordinateFormatError`` for unreadable text, a bad zone, band or square letters, a
  ///   square that does not reach its latitude band, a grid zone that does not exist, or text beyond
  ///   ``maximumTextLength`` or with control characters.
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
    if band == "X" && [32, 34, 36].contains(zone) {
      throw CoordinateFormatError(
        .invalidZone, text: text,
        message: "the grid zone \(zone)X does not exist (north of 72°N, zones 31X, 33X, 35X and 37X cover 0°...42°E).")
    }
    let eastingDigits = half == 0 ? 0 : Double(String(digits.prefix(half))) ?? 0
    let northingDigits = half == 0 ? 0 : Double(String(digits.suffix(half))) ?? 0
    let easting = Double(column + 1) * 100_000 + eastingDigits * scale
    let row = (rowLetter - (zone % 2 == 0 ? 5 : 0) + 20) % 20
    let squareNorthing = Double(row) * 100_000
    let square = "\(compact[index + 1])\(compact[index + 2])"
    // The 2,000 km cycle of rows whose 100 km square overlaps the latitude band: a square belongs to
    // every grid zone designation it overlaps, even where its south-west corner lies outside the band
    // (as NGA's GEOTRANS reads it). Squares are 0.9° tall and a cycle 18°, so at most one overlaps.
    let low = -80 + 8 * Double(bandIndex)
    let high = band == "X" ? 84.0 : low + 8
    let cornerEasting = Double(column + 1) * 100_000
    guard
      let cycle = (0..<5).first(where: { cycle in
        let range = latitudeRange(
          zone: zone, band: band, easting: cornerEasting, northing: squareNorthing + Double(cycle) * 2_000_000,
          side: 100_000)
        return range.upperBound > low && range.lowerBound < high
      })
    else {
      throw CoordinateFormatError(
        .invalidZone, text: text,
        message: "no 100 km square \(square) of zone \(zone) reaches band \(band) (\(latitudes(low, high))).")
    }
    // Norway's exception narrows grid zone 31V to 0°...3°E: a square wholly east of 3°E (the zone's
    // central meridian) lies in 32V. (Elsewhere the longitude is not checked, as GEOTRANS does not.)
    if zone == 31 && band == "V" {
      let reach = longitudeRange(
        zone: zone, band: band, easting: cornerEasting, northing: squareNorthing + Double(cycle) * 2_000_000,
        side: 100_000)
      guard reach.lowerBound < 0 else {
        throw CoordinateFormatError(
          .invalidZone, text: text,
          message: "the 100 km square \(square) lies east of 3°E, in grid zone 32V (31V covers 0°...3°E).")
      }
    }
    let northing = squareNorthing + Double(cycle) * 2_000_000 + northingDigits * scale
    // With digits, the square they name (1 m to 10 km) must overlap the band too.
    let named = latitudeRange(zone: zone, band: band, easting: easting, northing: northing, side: scale)
    guard named.upperBound > low && named.lowerBound < high else {
      throw CoordinateFormatError(
        .invalidZone, text: text,
        message: "the square it names lies at latitudes \(latitudes(named.lowerBound, named.upperBound)), "
          + "outside band \(band) (\(latitudes(low, high))).")
    }
    let p = point(of: UTMPosition(zone: zone, band: band, easting: easting, northing: northing))
    return try GeometryEngine.project(p, into: spatialReference)
  }

  /// The latitudes a grid square spans: its south-west corner at (`easting`, `northing`), `side` metres.
  ///
  /// Along a line of constant northing the latitude is greatest in magnitude at the central meridian
  /// (easting 500,000 m), so the extremes are at the corners or where the top and bottom edges cross
  /// that meridian.
  static func latitudeRange(
    zone: Int, band: Character, easting: Double, northing: Double, side: Double
  ) -> ClosedRange<Double> {
    let middle = Swift.min(Swift.max(500_000, easting), easting + side)
    var lowest = Double.infinity
    var highest = -Double.infinity
    for e in [easting, middle, easting + side] {
      for n in [northing, northing + side] {
        let latitude = point(of: UTMPosition(zone: zone, band: band, easting: e, northing: n)).y
        lowest = Swift.min(lowest, latitude)
        highest = Swift.max(highest, latitude)
      }
    }
    return lowest...highest
  }

  /// The longitudes a grid square spans, relative to its zone's central meridian (see
  /// ``latitudeRange(zone:band:easting:northing:side:)``). Meridians converge toward the pole, so the
  /// extremes are at the corners; the central meridian (offset 0) counts when the square straddles it.
  static func longitudeRange(
    zone: Int, band: Character, easting: Double, northing: Double, side: Double
  ) -> ClosedRange<Double> {
    let centralMeridian = Double(zone) * 6 - 183
    var lowest = easting <= 500_000 && easting + side >= 500_000 ? 0.0 : Double.infinity
    var highest = lowest.isFinite ? 0.0 : -Double.infinity
    for e in [easting, easting + side] {
      for n in [northing, northing + side] {
        let offset = GeodesicMath.angDiff(
          centralMeridian, point(of: UTMPosition(zone: zone, band: band, easting: e, northing: n)).x
        ).d
        lowest = Swift.min(lowest, offset)
        highest = Swift.max(highest, offset)
      }
    }
    return lowest...highest
  }

  /// "8°S...0°"-style text for a latitude range, to four decimals.
  private static func latitudes(_ low: Double, _ high: Double) -> String {
    func text(_ value: Double) -> String {
      let magnitude = String(format: "%.4f", abs(value)).replacingOccurrences(
        of: #"\.?0+$"#, with: "", options: .regularExpression)
      return value == 0 ? "0°" : "\(magnitude)°\(value < 0 ? "S" : "N")"
    }
    return "\(text(low))...\(text(high))"
  }
}
