/// An RGBA colour with components in 0...1.
public struct Color: Sendable, Hashable, Codable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The alpha component, 0...1.
  public var alpha: Double

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// Black (#000000).
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White (#FFFFFF).
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Red (#FF0000).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green (#008000).
  public static let green = Color(red: 0, green: 128.0 / 255, blue: 0)
  /// Blue (#0000FF).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Orange (#FFA500).
  public static let orange = Color(red: 1, green: 165.0 / 255, blue: 0)
  /// Purple (#800080).
  public static let purple = Color(red: 128.0 / 255, green: 0, blue: 128.0 / 255)
  /// Brown (#A52A2A).
  public static let brown = Color(red: 165.0 / 255, green: 42.0 / 255, blue: 42.0 / 255)
  /// Yellow (#FFFF00).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Gray (#808080).
  public static let gray = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)
  /// Clear (transparent black).
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
