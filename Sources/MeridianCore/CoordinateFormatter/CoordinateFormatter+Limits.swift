extension CoordinateFormatter {
  /// The longest coordinate text read: 256 UTF-8 bytes.
  ///
  /// The longest notation, degrees-minutes-seconds with twelve decimal places and spaces, is under 80
  /// bytes; text longer than 256 is refused with ``CoordinateFormatError/Reason/tooLong`` before any
  /// other work, so pasted or hostile text (10 MB, say) costs one length check.
  public static let maximumTextLength = 256

  /// Refuses text beyond ``maximumTextLength`` and text with control characters other than tab, line
  /// feed and carriage return (which count as spaces).
  ///
  /// The error quotes at most the first 64 characters of the text.
  static func checkText(_ text: String) throws {
    guard text.utf8.count <= maximumTextLength else {
      throw CoordinateFormatError(
        .tooLong, text: String(text.prefix(64)) + "…",
        message: "the text is \(text.utf8.count) bytes; coordinate text is at most \(maximumTextLength).")
    }
    let allowed: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
    if let bad = text.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control && !allowed.contains($0)
    }) {
      throw CoordinateFormatError(
        .unreadable, text: text,
        message: "it holds the control character U+\(String(bad.value, radix: 16, uppercase: true)).")
    }
  }
}
