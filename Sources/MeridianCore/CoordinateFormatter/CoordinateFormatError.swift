/// An error thrown when ``CoordinateFormatter`` cannot read coordinate text or format a point.
///
/// The ``description`` names the text and what was wrong with it, so it can be shown as it is.
public struct CoordinateFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// The text does not match any accepted notation.
    case unreadable
    /// A latitude is outside -90...90 or a longitude outside -180...180.
    case outOfRange
    /// Minutes or seconds are 60 or more, or a component is negative where it cannot be.
    case invalidComponent
    /// A UTM zone is outside 1...60, or a band or 100 km square letter does not exist.
    case invalidZone
    /// The point lies outside the area the notation covers (UTM and MGRS: 80°S to 84°N).
    case outsideCoverage
    /// The text is longer than ``CoordinateFormatter/maximumTextLength``; it is not read at all.
    case tooLong
  }

  /// What went wrong.
  public var reason: Reason
  /// The text being read, or the point's description when formatting.
  public var text: String
  /// A sentence explaining the problem.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - text: The text being read.
  ///   - message: A sentence explaining the problem.
  public init(_ reason: Reason, text: String, message: String) {
    self.reason = reason
    self.text = text
    self.message = message
  }

  /// A textual description, for logs and error messages.
  public var description: String { "Cannot read \"\(text)\": \(message)" }
}
