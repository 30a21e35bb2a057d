/// Joins the parts of a label or an address, leaving out the missing ones.
///
/// Every label Meridian builds from parts (a callout's "street, city, region", an address line)
/// goes through here, so none starts, ends or doubles a separator because a part is missing or
/// blank: `["", "Helsinki", "Uusimaa"]` is `Helsinki, Uusimaa`, not `, Helsinki, Uusimaa`.
package enum LabelText {
  /// The parts that hold more than white space, trimmed, joined by `separator`.
  ///
  /// - Parameters:
  ///   - parts: The parts in order; `nil`, empty and white-space-only parts are left out.
  ///   - separator: What goes between two parts. The default is `", "`.
  /// - Returns: The joined text; empty when no part holds text.
  package static func join(_ parts: [String?], separator: String = ", ") -> String {
    var text = ""
    for part in parts {
      guard let part else { continue }
      let trimmed = part.trimmingWhitespace
      guard !trimmed.isEmpty else { continue }
      if !text.isEmpty { text += separator }
      text += trimmed
    }
    return text
  }
}

extension String {
  /// The string without leading and trailing white space (Unicode `isWhitespace`).
  fileprivate var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
