public import Foundation

/// Measures text for ``TextSymbol`` footprints.
///
/// ```swift
/// struct FixedWidthMeasurer: TextMeasurer {
///   func size(of text: String, fontSize: Double, fontFamily: String, fontWeight: TextSymbol.FontWeight,
///             fontStyle: TextSymbol.FontStyle) -> CGSize {
///     CGSize(width: Double(text.count) * fontSize / 2, height: fontSize)
///   }
/// }
/// let box = TextSymbol(text: "Hi").footprint(measurer: FixedWidthMeasurer()).rect
/// ```
///
/// See “`TextMeasurer`” in `docs/graphics.md`.
public protocol TextMeasurer: Sendable {
  /// Returns the size in points of the box that encloses the text set in the given font.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"` separates lines.
  ///   - fontSize: The font size in points.
  ///   - fontFamily: The font family name.
  ///   - fontWeight: The font weight.
  ///   - fontStyle: The font style.
  /// - Returns: The width and height of the text box in points.
  func size(
    of text: String, fontSize: Double, fontFamily: String, fontWeight: TextSymbol.FontWeight,
    fontStyle: TextSymbol.FontStyle
  ) -> CGSize

  /// Returns the distance in points from the baseline of the last line to the bottom of the text box.
  ///
  /// - Parameter fontSize: The font size in points.
  /// - Returns: The descent in points.
  func descent(fontSize: Double) -> Double
}

extension TextMeasurer {
  /// The default descent: a fifth of the font size (the bottom of a 1.2 em line box sits 0.2 em
  /// below the baseline).
  ///
  /// - Parameter fontSize: The font size in points.
  /// - Returns: `0.2 × fontSize`.
  public func descent(fontSize: Double) -> Double { 0.2 * fontSize }

  /// Returns the size of text in a regular sans-serif font.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"` separates lines.
  ///   - fontSize: The font size in points.
  /// - Returns: The width and height of the text box in points.
  public func size(of text: String, fontSize: Double) -> CGSize {
    size(of: text, fontSize: fontSize, fontFamily: "sans-serif", fontWeight: .regular, fontStyle: .normal)
  }
}
