import Foundation
import InternalMeridianUtilities

/// Converts points to and from coordinate text: decimal degrees, degrees-minutes-seconds,
/// degrees-decimal-minutes, UTM and MGRS.
///
/// The offline locator uses ``point(from:)`` to recognise coordinates typed into a search box:
///
/// ```swift
/// let a = try CoordinateFormatter.point(from: "60.1699, 24.9384")
/// let b = try CoordinateFormatter.point(from: "60°10'11.6\"N 24°56'18.2\"E")
/// let c = try CoordinateFormatter.point(from: "35VLG8561172118")
/// let text = try CoordinateFormatter.latitudeLongitudeString(from: a, format: .degreesMinutesSeconds)
/// ```
///
/// Latitude and longitude text reads latitude first unless hemisphere letters say otherwise
/// ("24.9384E 60.1699N" works). Points come back in WGS84.
public enum CoordinateFormatter {
  /// The notations for latitude and longitude text.
  public enum LatitudeLongitudeFormat: String, Sendable, Hashable, CaseIterable {
    /// `60.16990N 24.93840E`.
    case decimalDegrees
    /// `60°10'11.64"N 24°56'18.24"E`.
    case degreesMinutesSeconds
    /// `60°10.1940'N 24°56.3040'E`.
    case degreesDecimalMinutes
  }

  /// Reads a point from text in any notation this formatter knows: MGRS, UTM, or latitude and
  /// longitude in decimal degrees, degrees-minutes-seconds or degrees-decimal-minutes.
  ///
  /// - Parameter text: The text, for example `"60.1699, 24.9384"` or `"35VLG8561172118"`.
  /// - Returns: The point in WGS84.
  /// - Throws: ``CoordinateFormatError``: for text that looks like one notation but is wrong, the error
  ///   of that notation (an out-of-range latitude, say); otherwise ``CoordinateFormatError/Reason/unreadable``.
  public static func point(from text: String) throws -> Point {
    try checkText(text)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let compact = trimmed.replacingOccurrences(of: " ", with: "").uppercased()
    if compact.range(of: #"^\d{1,2}[C-HJ-NP-X][A-HJ-NP-Z][A-HJ-NP-V](\d{2}){0,5}$"#, options: .regularExpression) != nil
    {
      return try point(fromMGRSString: trimmed)
    }
    if trimmed.uppercased().range(
      of: #"^\d{1,2}\s*[C-HJ-NP-X]\s+\d+(\.\d+)?\s+\d+(\.\d+)?$"#, options: .regularExpression)
      != nil
    {
      return try point(fromUTMString: trimmed)
    }
    return try point(fromLatitudeLongitudeString: trimmed)
  }

  // MARK: - Latitude and longitude

  /// Formats a point as latitude and longitude text.
  ///
  /// - Parameters:
  ///   - point: The point, in WGS84 or Web Mercator.
  ///   - format: The notation. The default is degrees-minutes-seconds.
  ///   - decimalPlaces: Decimal places of the last component (degrees, minutes or seconds), 0...12.
  /// - Returns: Text such as `60°10'11.64"N 24°56'18.24"E`.
  /// - Throws: ``GeometryError`` for a point with bad coordinates or references, or
  ///   ``CoordinateFormatError`` for decimal places outside 0...12.
  public static func latitudeLongitudeString(
    from point: Point, format: LatitudeLongitudeFormat = .degreesMinutesSeconds, decimalPlaces: Int = 2
  ) throws -> String {
    guard (0...12).contains(decimalPlaces) else {
      throw CoordinateFormatError(
        .invalidComponent, text: point.description, message: "decimal places must be 0...12, not \(decimalPlaces).")
    }
    let p = try GeometryEngine.geographic(point)
    let longitude = GeodesicMath.angNormalize(p.x)
    return component(p.y, positive: "N", negative: "S", format: format, places: decimalPlaces) + " "
      + component(longitude, positive: "E", negative: "W", format: format, places: decimalPlaces)
  }

  private static func component(
    _ value: Double, positive: String, negative: String, format: LatitudeLongitudeFormat, places: Int
  ) -> String {
    let hemisphere = value < 0 ? negative : positive
    let magnitude = abs(value)
    let scale = pow(10, Double(places))
    func fixed(_ v: Double, width: Int = 0) -> String {
      let text = String(format: "%.\(places)f", v)
      guard width > 0 else { return text }
      let integerDigits = text.split(separator: ".").first?.count ?? text.count
      return String(repeating: "0", count: Swift.max(0, width - integerDigits)) + text
    }
    switch format {
    case .decimalDegrees:
      return fixed(magnitude) + hemisphere
    case .degreesDecimalMinutes:
      // Round the total in units of the last place so that 59.9999' carries into the degrees.
      let units = (magnitude * 60 * scale).rounded()
      let degrees = (units / (60 * scale)).rounded(.down)
      let minutes = (units - degrees * 60 * scale) / scale
      return "\(Int.clamping(degrees, to: 0...180))°\(fixed(minutes, width: 2))'\(hemisphere)"
    case .degreesMinutesSeconds:
      let units = (magnitude * 3600 * scale).rounded()
      let degrees = (units / (3600 * scale)).rounded(.down)
      let rest = units - degrees * 3600 * scale
      let minutes = (rest / (60 * scale)).rounded(.down)
      let seconds = (rest - minutes * 60 * scale) / scale
      let wholeMinutes = Int.clamping(minutes, to: 0...59)
      let wholeDegrees = Int.clamping(degrees, to: 0...180)
      return "\(wholeDegrees)°\(String(format: "%02d", wholeMinutes))'\(fixed(seconds, width: 2))\"\(hemisphere)"
    }
  }

  /// Reads latitude and longitude text in decimal degrees, degrees-minutes-seconds or
  /// degrees-decimal-minutes.
  ///
  /// Accepted: `60.1699, 24.9384`, `60.1699 24.9384`, `-33.8688 151.2093`, `60.1699N 24.9384E`,
  /// `24.9384E 60.1699N`, `60°10'11.6"N 24°56'18.2"E`, `60 10 11.6 N 24 56 18.2 E`, `60°10.194'N 24°56.303'E`.
  /// Without hemisphere letters the first number is the latitude.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - spatialReference: The reference of the returned point: WGS84 (the default) or Web Mercator.
  /// - Returns: The point.
  /// - Throws: ``CoordinateFormatError`` for unreadable text, minutes or seconds of 60 or more, a
  ///   latitude or longitude out of range, or text beyond ``maximumTextLength`` or with control
  ///   characters; ``GeometryError`` if the point cannot be projected.
  public static func point(
    fromLatitudeLongitudeString text: String, spatialReference: SpatialReference = .wgs84
  ) throws -> Point {
    try checkText(text)
    let parts = try LatitudeLongitudeParser(text: text).parse()
    let point = Point(latitude: parts.latitude, longitude: parts.longitude)
    return try GeometryEngine.project(point, into: spatialReference)
  }
}
