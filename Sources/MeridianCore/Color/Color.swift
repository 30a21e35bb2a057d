import InternalMeridianUtilities
/// An RGBA colour with components in 0...1.
///
/// Every component is always a finite number in 0...1: the initialiser, the setters and decoding
/// clamp values outside (1.5 becomes 1, -2 becomes 0, +∞ becomes 1, -∞ becomes 0) and turn NaN into
/// 0, so the hex and Esri JSON writers can rely on it.
public struct Color: Sendable, Hashable, Codable {
  /// The red component, 0...1; values set outside are clamped, NaN becomes 0.
  public var red: Double { didSet { red = Self.clamp(red) } }
  /// The green component, 0...1; values set outside are clamped, NaN becomes 0.
  public var green: Double { didSet { green = Self.clamp(green) } }
  /// The blue component, 0...1; values set outside are clamped, NaN becomes 0.
  public var blue: Double { didSet { blue = Self.clamp(blue) } }
  /// The alpha component, 0...1; values set outside are clamped, NaN becomes 0.
  public var alpha: Double { didSet { alpha = Self.clamp(alpha) } }

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The alpha component; the default is 1 (opaque).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// A component clamped to 0...1, NaN as 0.
  static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }

  private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

  /// Decodes `{"red":…,"green":…,"blue":…,"alpha":…}`, clamping each component to 0...1.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a missing component or one that is not a number.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      red: try c.decode(Double.self, forKey: .red), green: try c.decode(Double.self, forKey: .green),
      blue: try c.decode(Double.self, forKey: .blue), alpha: try c.decode(Double.self, forKey: .alpha))
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

extension Color {
  /// A component as a byte 0...255, rounded to nearest; a checked conversion, so it cannot trap.
  package static func byte(_ component: Double) -> Int {
    Int.clamping((clamp(component) * 255).rounded(), to: 0...255)
  }
}
