import Foundation
import MeridianCore
import MeridianGeocoding

/// Reads coordinates typed as search text with MeridianCore's `CoordinateFormatter`: MGRS
/// ("35VLG8561172118", "35V LG 85611 72118"), UTM ("35V 385611 6672118"), decimal degrees
/// ("60.1699, 24.9384", "60.1699N 24.9384E", "33.9425 S 18.4241 W"), degrees-minutes-seconds
/// ("60°10′12″N 24°56′24″E", "60 10 12 N 24 56 24 E") and degrees-decimal-minutes. Latitude comes
/// first unless hemisphere letters say otherwise.
///
/// Hemisphere letters may also lead each comma-separated part ("N 60.17, E 24.94"); they are moved
/// behind the numbers before the formatter reads the text. An MGRS reference stands for the
/// south-west corner of its square, as the formatter and the online service place it.
enum CoordinateText {
  /// How the coordinates were written: the result's `Addr_type`.
  enum Notation: String, Sendable {
    /// Latitude and longitude (or UTM): `Addr_type` "LatLong".
    case latLong = "LatLong"
    /// A Military Grid Reference System reference: `Addr_type` "MGRS".
    case mgrs = "MGRS"
  }

  /// The latitude and longitude the text denotes and its notation, or `nil` when it is not a coordinate.
  static func parse(_ text: String) -> (latitude: Double, longitude: Double, notation: Notation)? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard mayBeCoordinates(trimmed) else { return nil }
    if let point = try? CoordinateFormatter.point(fromMGRSString: trimmed) {
      return (point.y, point.x, .mgrs)
    }
    for candidate in [trimmed, hemispheresLast(trimmed)] {
      if let point = try? CoordinateFormatter.point(from: candidate) { return (point.y, point.x, .latLong) }
    }
    return nil
  }

  /// A quick test that passes all text the formatter may read, so that names and addresses skip it:
  /// a grid reference starts with a one- or two-digit zone and a letter; latitude and longitude text
  /// holds two numbers or more and nothing but digits, signs, separators, degree, minute and second
  /// marks and hemisphere letters.
  static func mayBeCoordinates(_ text: String) -> Bool {
    let compact = Array(text.unicodeScalars.filter { !$0.properties.isWhitespace })
    if let letter = compact.prefix(3).firstIndex(where: { !("0"..."9").contains($0) }), (1...2).contains(letter),
      compact[letter].properties.isAlphabetic
    {
      return true
    }
    var numbers = 0
    var previousWasDigit = false
    for scalar in text.unicodeScalars {
      let isDigit = ("0"..."9").contains(scalar)
      if isDigit && !previousWasDigit { numbers += 1 }
      guard isDigit || scalar == "." || scalar.properties.isWhitespace || latitudeLongitudeMarks.contains(scalar)
      else { return false }
      previousWasDigit = isDigit || scalar == "."
    }
    return numbers >= 2
  }

  /// The characters of latitude and longitude text besides digits, points and spaces.
  private static let latitudeLongitudeMarks: Set<Unicode.Scalar> = Set("+-−,;°º'′’\"″”NSEWnsew".unicodeScalars)

  /// The MGRS text as the online service labels it: upper case, without spaces.
  static func mgrsLabel(_ text: String) -> String {
    text.uppercased().filter { !$0.isWhitespace }
  }

  /// Moves a hemisphere letter that leads a comma-separated part behind it ("N 60.17, E 24.94" →
  /// "60.17 N, 24.94 E").
  static func hemispheresLast(_ text: String) -> String {
    text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let first = trimmed.first, "NSEWnsew".contains(first), trimmed.dropFirst().first?.isLetter == false
      else { return String(part) }
      return "\(trimmed.dropFirst().trimmingCharacters(in: .whitespaces)) \(first)"
    }.joined(separator: ", ")
  }
}
