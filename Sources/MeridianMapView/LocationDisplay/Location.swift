public import Foundation
public import MeridianCore

/// A position reported by a location data source, with how it is moving and how sure it is.
public struct Location: Sendable, Hashable {
  /// Where the device is (WGS84 for the built-in sources).
  public var position: Point
  /// The direction of travel in degrees clockwise from north (0...360), or NaN when unknown.
  public var course: Double
  /// The speed in metres per second, or NaN when unknown.
  public var speed: Double
  /// The radius of uncertainty of the position in metres.
  public var horizontalAccuracy: Double
  /// When the position was measured.
  public var timestamp: Date

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - position: The position.
  ///   - course: Degrees clockwise from north; NaN (the default) when unknown.
  ///   - speed: Metres per second; NaN (the default) when unknown.
  ///   - horizontalAccuracy: Metres. The default is 0.
  ///   - timestamp: When it was measured.
  public init(
    position: Point, course: Double = .nan, speed: Double = .nan, horizontalAccuracy: Double = 0, timestamp: Date
  ) {
    self.position = position
    self.course = course
    self.speed = speed
    self.horizontalAccuracy = horizontalAccuracy
    self.timestamp = timestamp
  }

  /// Returns a Boolean value indicating whether two locations are the same report.
  ///
  /// Unknown (NaN) courses and speeds compare equal to each other, unlike plain `Double` values.
  ///
  /// - Parameters:
  ///   - lhs: A location.
  ///   - rhs: Another location.
  /// - Returns: `true` when every property is equal, NaN matching NaN.
  public static func == (lhs: Location, rhs: Location) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    return lhs.position == rhs.position && same(lhs.course, rhs.course) && same(lhs.speed, rhs.speed)
      && lhs.horizontalAccuracy == rhs.horizontalAccuracy && lhs.timestamp == rhs.timestamp
  }

  /// Hashes the position and the timestamp, which equal locations share.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(timestamp)
  }
}
