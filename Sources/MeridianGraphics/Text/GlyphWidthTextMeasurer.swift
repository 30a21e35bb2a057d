public import Foundation

/// The default text measurer: a per-character width model of a proportional sans-serif font.
///
/// See “`GlyphWidthTextMeasurer`” in `docs/graphics.md`.
public struct GlyphWidthTextMeasurer: TextMeasurer, Hashable {
  /// The height of one line, in em.
  public static let lineHeight = 1.2

  /// Creates the measurer.
  public init() {}

  /// The advance of one character in em, per the table above.
  ///
  /// - Parameter character: The character.
  /// - Returns: Its advance width as a multiple of the font size.
  public static func advance(of character: Character) -> Double {
    // ASCII, the common case, from a table made by the rules below.
    if let ascii = character.asciiValue { return asciiAdvances[Int(ascii)] }
    return advanceByRules(of: character)
  }

  /// The advances of the 128 ASCII characters, by the rules of ``advance(of:)``.
  private static let asciiAdvances: [Double] = (0..<128).map {
    advanceByRules(of: Character(Unicode.Scalar(UInt8($0))))
  }

  /// The advance of a character by the table's rules.
  private static func advanceByRules(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1
    default: break
    }
    switch character {
    case " ", "i", "j", "l", "I", "!", ".", ",", ":", ";", "'", "|", "`": return 0.3
    case "m", "w", "M", "W", "@", "%": return 0.9
    default:
      if character.isUppercase || character.isNumber { return 0.65 }
      return 0.55
    }
  }

  /// Returns the size of the text box by the width model above.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"` separates lines.
  ///   - fontSize: The font size in points; NaN, infinite or negative sizes measure as 0.
  ///   - fontFamily: Unused: the model is the same for every family.
  ///   - fontWeight: Bold text is 10 % wider.
  ///   - fontStyle: Unused: italic and oblique text measure as upright text.
  /// - Returns: The width of the widest line and 1.2 em per line, in points.
  public func size(
    of text: String, fontSize: Double, fontFamily: String, fontWeight: TextSymbol.FontWeight,
    fontStyle: TextSymbol.FontStyle
  ) -> CGSize {
    let size = fontSize.isFinite ? Swift.max(fontSize, 0) : 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map { line in line.reduce(0) { $0 + Self.advance(of: $1) } }.max() ?? 0
    let weight = fontWeight == .bold ? 1.1 : 1
    return CGSize(width: widest * size * weight, height: Double(lines.count) * Self.lineHeight * size)
  }
}
