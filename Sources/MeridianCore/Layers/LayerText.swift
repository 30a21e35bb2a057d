/// The short texts the layer and frame types print with: numbers without trailing zeros, counts
/// with their noun.
package enum LayerText {
  /// A number with at most two decimals and no trailing zeros: `6`, `1.5`, `-0.33`.
  ///
  /// - Parameter value: The number.
  /// - Returns: The text; `nan` or `inf` as Swift prints them.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }

  /// A count and its noun: `1 part`, `3 parts`.
  ///
  /// - Parameters:
  ///   - count: The count.
  ///   - noun: The noun in the singular; the plural adds "s".
  /// - Returns: The text.
  package static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
