import Foundation
import InternalMeridianUtilities

extension CoordinateFormatter {
  /// The latitude band letters, 8° each from 80°S (X spans 72°N...84°N).
  static let bandLetters = Array("CDEFGHJKLMNPQRSTUVWX")

  /// A UTM position: zone 1...60, latitude band letter, easting and northing in metres.
  struct UTMPosition {
    var zone: Int
    var band: Character
    var easting: Double
    var northing: Double
    var isNorthern: Bool { band >= "N" }
  }

  /// The UTM zone of a position, with the Norway (32V) and Svalbard (31X...37X) exceptions.
  ///
  /// Zone n spans 180°W + 6°(n − 1) ≤ λ < 180°W + 6°n, so zone 1 starts at 180°W, which is 180°E: a
  /// longitude of exactly +180° is in zone 1, as for −180° (the zone ranges are half-open, and NGA's
  /// GEOTRANS agrees), so that one meridian gets one text.
  static func utmZone(latitude: Double, longitude: Double) -> Int {
    // The longitude is normalised to -180...180; +180 gives index 60, which is zone 1 again.
    var zone = Int.clamping(((longitude + 180) / 6).rounded(.down), to: 0...60) % 60 + 1
    if latitude >= 56 && latitude < 64 && longitude >= 3 && longitude < 12 { zone = 32 }
    if latitude >= 72 && latitude <= 84 && longitude >= 0 && longitude < 42 {
      switch longitude {
      case ..<9: zone = 31
      case ..<21: zone = 33
      case ..<33: zone = 35
      default: zone = 37
      }
    }
    return zone
  }

  /// The UTM position of a WGS84 point.
  static func utmPosition(of point: Point) throws -> UTMPosition {
    let p = try GeometryEngine.geographic(point)
    let longitude = GeodesicMath.angNormalize(p.x)
    guard p.y >= -80, p.y <= 84 else {
      throw CoordinateFormatError(
        .outsideCoverage, text: point.description,
        message: "UTM and MGRS cover 80°S to 84°N; the latitude \(p.y) is outside (polar UPS is not supported).")
    }
    let zone = utmZone(latitude: p.y, longitude: longitude)
    let centralMeridian = Double(zone) * 6 - 183
    var offset = longitude - centralMeridian
    if offset < -180 { offset += 360 }
    if offset > 180 { offset -= 360 }
    let (x, y) = TransverseMercator.utm.forward(latitude: p.y, longitudeOffset: offset)
    let bandIndex = Int.clamping(((p.y + 80) / 8).rounded(.down), to: 0...(bandLetters.count - 1))
    return UTMPosition(
      zone: zone, band: bandLetters[bandIndex], easting: 500_000 + x, northing: p.y < 0 ? 10_000_000 + y : y)
  }

  /// The WGS84 point of a UTM position.
  static func point(of position: UTMPosition) -> Point {
    let y = position.isNorthern ? position.northing : position.northing - 10_000_000
    let (latitude, offset) = TransverseMercator.utm.inverse(x: position.easting - 500_000, y: y)
    let longitude = GeodesicMath.angNormalize(Double(position.zone) * 6 - 183 + offset)
    return Point(latitude: latitude, longitude: longitude)
  }

  /// Formats a point as UTM text: zone and latitude band, easting, northing (whole metres).
  ///
  /// ```swift
  /// let text = try CoordinateFormatter.utmString(from: Point(latitude: 60.1699, longitude: 24.9384))
  /// // "35V 385611 6672118"
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in WGS84 or Web Mercator, between 80°S and 84°N.
  ///   - addSpaces: Whether to separate the zone, easting and northing with spaces. The default is `true`.
  /// - Returns: The UTM text.
  /// - Throws: ``CoordinateFormatError/Reason/outsideCoverage`` beyond 80°S...84°N; ``GeometryError``
  ///   for bad coordinates or references.
  public static func utmString(from point: Point, addSpaces: Bool = true) throws -> String {
    let position = try utmPosition(of: point)
    let separator = addSpaces ? " " : ""
    // A position of a point in 80°S...84°N lies well inside these ranges; clamping only keeps it checked.
    let easting = Int.clamping(position.easting.rounded(.down), to: 0...1_000_000)
    let northing = Int.clamping(position.northing.rounded(.down), to: 0...10_000_000)
    return "\(position.zone)\(position.band)\(separator)\(easting)\(separator)\(northing)"
  }

  /// Reads UTM text: a zone 1...60 with a latitude band letter, an easting and a northing in metres.
  ///
  /// `35V 385611 6672118` and `35 V 385611.3 6672118.4` are accepted. The band letter says the
  /// hemisphere (C...M south, N...X north).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - spatialReference: The reference of the returned point: WGS84 (the default) or Web Mercator.
  /// - Returns: The point.
  /// - Throws: ``CoordinateFormatError`` for unreadable text, a zone outside 1...60, an unknown band,
  ///   an easting or northing out of range, or text beyond ``maximumTextLength`` or with control
  ///   characters.
  public static func point(fromUTMString text: String, spatialReference: SpatialReference = .wgs84) throws -> Point {
    try checkText(text)
    let upper = text.uppercased()
    let pattern = #"^\s*(\d{1,2})\s*([A-Z])\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s*$"#
    guard let match = upper.range(of: pattern, options: .regularExpression) else {
      throw CoordinateFormatError(.unreadable, text: text, message: "expected a zone and band, easting and northing.")
    }
    let fields = upper[match].split(whereSeparator: { $0 == " " })
    let head = fields.count == 4 ? fields[0] + fields[1] : fields[0]
    let rest = fields.count == 4 ? Array(fields[2...]) : Array(fields[1...])
    guard let band = head.last, let zone = Int(head.dropLast()), rest.count == 2,
      let easting = Double(rest[0]), let northing = Double(rest[1])
    else {
      throw CoordinateFormatError(.unreadable, text: text, message: "expected a zone and band, easting and northing.")
    }
    guard (1...60).contains(zone) else {
      throw CoordinateFormatError(.invalidZone, text: text, message: "the UTM zone \(zone) is outside 1...60.")
    }
    guard bandLetters.contains(band) else {
      throw CoordinateFormatError(
        .invalidZone, text: text, message: "\"\(band)\" is not a latitude band (C...X, no I or O).")
    }
    guard (100_000...900_000).contains(easting), (0...10_000_000).contains(northing) else {
      throw CoordinateFormatError(
        .outOfRange, text: text, message: "the easting must be 100,000...900,000 m and the northing 0...10,000,000 m.")
    }
    let point = point(of: UTMPosition(zone: zone, band: band, easting: easting, northing: northing))
    return try GeometryEngine.project(point, into: spatialReference)
  }
}
