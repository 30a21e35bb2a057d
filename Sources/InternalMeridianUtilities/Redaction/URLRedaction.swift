/// Takes what may be secret out of every URL quoted in a text: Meridian's one URL redaction.
///
/// Every error or log line that quotes a URL passes through ``redact(_:)``, so a token, a key or a
/// search text in a URL never reaches a message, whatever its scheme. A URL starts at a scheme (a
/// letter, then letters, digits, `+`, `-` or `.`, two characters at least, not preceded by one of
/// those) followed by `:` and a non-space character, and runs to the next white space or quote. In it
/// the user information before an authority's `@` becomes `<redacted>`, and the query and fragment,
/// from the first `?` or `#` to the end, become `?<redacted>` or `#<redacted>`. The scheme, host, port
/// and path stay, so a person can tell which service failed. Redacting twice changes nothing.
package enum URLRedaction {
  /// What stands for a redacted part.
  package static let marker = "<redacted>"

  /// The text with the user information, query and fragment of every URL in it redacted.
  ///
  /// - Parameter text: Any text: an error message, a log line, a bare URL.
  /// - Returns: The text with each URL's secrets replaced by `<redacted>`.
  package static func redact(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { $0 == ":" }) else { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard let urlStart = urlRest(in: scalars, schemeAt: index) else {
        result.append(scalars[index])
        index += 1
        continue
      }
      // Copy the scheme and its colon, then redact the rest of the URL.
      result.append(contentsOf: scalars[index..<urlStart])
      var end = urlStart
      while end < scalars.count, !isTerminator(scalars[end]) { end += 1 }
      result.append(contentsOf: redactRest(scalars[urlStart..<end]).unicodeScalars)
      index = end
    }
    return String(result)
  }

  /// Where the part after `scheme:` begins when a URL's scheme starts at `index`, else `nil`.
  private static func urlRest(in scalars: [Unicode.Scalar], schemeAt index: Int) -> Int? {
    guard isLetter(scalars[index]), index == 0 || !isSchemeCharacter(scalars[index - 1]) else { return nil }
    var colon = index + 1
    while colon < scalars.count, isSchemeCharacter(scalars[colon]) { colon += 1 }
    guard colon - index >= 2, colon + 1 < scalars.count, scalars[colon] == ":",
      !isTerminator(scalars[colon + 1])
    else { return nil }
    return colon + 1
  }

  /// The part of a URL after `scheme:`, its user information, query and fragment redacted.
  private static func redactRest(_ rest: ArraySlice<Unicode.Scalar>) -> String {
    var body = rest
    var tail = ""
    if let cut = body.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      tail = String(body[cut]) + marker
      body = body[..<cut]
    }
    var text = String(String.UnicodeScalarView(body))
    if text.hasPrefix("//") {
      let authorityEnd = text.dropFirst(2).firstIndex(of: "/") ?? text.endIndex
      let authority = text[text.index(text.startIndex, offsetBy: 2)..<authorityEnd]
      if let at = authority.lastIndex(of: "@") {
        text = "//" + marker + text[at..<text.endIndex]
      }
    }
    return text + tail
  }

  private static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\"" || scalar == "'" || scalar == "`"
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
  }
}
