/// An RGBA colour with components in 0...1.
public struct Color: Sendable, Hashable, Codable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 128.0 / 255, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 165.0 / 255, blue: 0)
  public static let purple = Color(red: 128.0 / 255, green: 0, blue: 128.0 / 255)
  public static let brown = Color(red: 165.0 / 255, green: 42.0 / 255, blue: 42.0 / 255)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let gray = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
