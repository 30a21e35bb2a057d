public import Foundation

/// An error thrown by ``Color/init(hex:)`` for text that is not a hexadecimal colour.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The text that could not be read.
  public var text: String

  /// Creates an error for the given text.
  ///
  /// - Parameter text: The text that could not be read.
  public init(text: String) { self.text = text }

  /// A textual description, for logs and error messages.
  public var description: String {
    "\"\(text)\" is not a hexadecimal colour; use #RGB, #RGBA, #RRGGBB or #RRGGBBAA."
  }

  /// The same text as ``description``, so `localizedDescription` shows it on every platform.
  public var errorDescription: String? { description }
}

extension Color {
  /// Creates a colour from hexadecimal text: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (`#` optional).
  ///
  /// ```swift
  /// let brown = try Color(hex: "#A52A2A")
  /// ```
  ///
  /// - Parameter hex: The text.
  /// - Throws: ``ColorParseError`` for any other length or a non-hexadecimal digit.
  public init(hex: String) throws {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else {
      throw ColorParseError(text: hex)
    }
    let expanded = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
    guard let value = UInt32(expanded, radix: 16) else { throw ColorParseError(text: hex) }
    let hasAlpha = expanded.count == 8
    let v = hasAlpha ? value : value << 8 | 0xFF
    self.init(
      red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255, blue: Double((v >> 8) & 0xFF) / 255,
      alpha: Double(v & 0xFF) / 255)
  }

  /// The colour as `#RRGGBBAA` text.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let text = String(Color.byte(v), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}
