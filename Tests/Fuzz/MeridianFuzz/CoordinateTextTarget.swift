import Foundation
import MeridianCore

/// The coordinate parsers (latitude and longitude, UTM, MGRS): text parses to a typed error or to a
/// point on the globe that formats back, in every notation, to text that parses to within a tolerance.
///
/// Modes (first byte): `u` UTM, `m` MGRS, `l` latitude and longitude, otherwise any notation.
enum CoordinateTextTarget: FuzzTarget {
  static let name = "coordinates"

  static let errorTypes: [any Error.Type] = [CoordinateFormatError.self, GeometryError.self]

  static func run(_ input: [UInt8]) {
    let (mode, body) = split(input)
    let text = String(decoding: body, as: UTF8.self)
    let point: Point
    do {
      switch mode {
      case UInt8(ascii: "u"): point = try CoordinateFormatter.point(fromUTMString: text)
      case UInt8(ascii: "m"): point = try CoordinateFormatter.point(fromMGRSString: text)
      case UInt8(ascii: "l"): point = try CoordinateFormatter.point(fromLatitudeLongitudeString: text)
      default: point = try CoordinateFormatter.point(from: text)
      }
    } catch {
      expectTyped(error, errorTypes, "parse \(text.debugDescription.prefix(80))")
      return
    }
    let context = "\(text.debugDescription.prefix(80)) -> \(point)"
    guard
      finding(
        "coordinate-range", point.x.isFinite && point.y.isFinite && abs(point.x) <= 180 && abs(point.y) <= 90,
        "\(context) is off the globe")
    else { return }
    let formats: [(String, Double, () throws -> String, (String) throws -> Point)] = [
      (
        "decimal degrees", 0.2,
        { try CoordinateFormatter.latitudeLongitudeString(from: point, format: .decimalDegrees, decimalPlaces: 7) },
        { try CoordinateFormatter.point(fromLatitudeLongitudeString: $0) }
      ),
      (
        "degrees minutes seconds", 0.2,
        {
          try CoordinateFormatter.latitudeLongitudeString(from: point, format: .degreesMinutesSeconds, decimalPlaces: 4)
        },
        { try CoordinateFormatter.point(fromLatitudeLongitudeString: $0) }
      ),
      (
        "degrees decimal minutes", 0.2,
        {
          try CoordinateFormatter.latitudeLongitudeString(from: point, format: .degreesDecimalMinutes, decimalPlaces: 6)
        },
        { try CoordinateFormatter.point(fromLatitudeLongitudeString: $0) }
      ),
      (
        "UTM", 3, { try CoordinateFormatter.utmString(from: point) },
        { try CoordinateFormatter.point(fromUTMString: $0) }
      ),
      (
        "MGRS", 3, { try CoordinateFormatter.mgrsString(from: point) },
        { try CoordinateFormatter.point(fromMGRSString: $0) }
      ),
    ]
    for (notation, tolerance, format, parse) in formats {
      let formatted: String
      do {
        formatted = try format()
      } catch {
        // UTM and MGRS cover 80°S...84°N only; outside, a typed error is the defined answer.
        if let error = error as? CoordinateFormatError, error.reason == .outsideCoverage { continue }
        violation("\(context): formatting as \(notation) threw \(error)")
      }
      do {
        let again = try parse(formatted)
        let metres = distance(point, again)
        guard
          finding(
            "coordinate-round-trip", metres <= tolerance,
            "\(context): \(notation) \(formatted.debugDescription) parses to \(again), \(metres) m away")
        else { return }
      } catch {
        guard
          finding(
            "coordinate-reparse", false,
            "\(context): \(notation) text \(formatted.debugDescription) does not parse: \(error)")
        else { return }
      }
    }
  }

  /// An equirectangular distance in metres, enough for a tolerance of metres.
  static func distance(_ a: Point, _ b: Point) -> Double {
    var dLon = abs(a.x - b.x).truncatingRemainder(dividingBy: 360)
    if dLon > 180 { dLon = 360 - dLon }
    let dLat = abs(a.y - b.y)
    let metresPerDegree = 111_320.0
    return
      ((dLat * metresPerDegree) * (dLat * metresPerDegree)
      + (dLon * metresPerDegree * cos(a.y * .pi / 180)) * (dLon * metresPerDegree * cos(a.y * .pi / 180)))
      .squareRoot()
  }
}
