/// The words of a command line, read one at a time as options (`-o`, `--output`, `--output=FILE`)
/// and operands (files; `-` alone and every word after `--`).
package struct CommandLineWords {
  /// One word.
  package enum Word: Equatable {
    case option(String)
    case operand(String)
  }

  private var words: ArraySlice<String>
  /// The value given after `=` to the option just read, until ``value()`` takes it.
  private var attached: String?
  private var option = ""
  private var onlyOperands = false

  /// The words after the command's name.
  package init(_ words: [String]) {
    self.words = words[...]
  }

  /// The next option or operand, or `nil` after the last word.
  ///
  /// - Throws: ``ToolError/usage(_:)`` when the previous option was given a value with `=` it does
  ///   not take.
  package mutating func next() throws(ToolError) -> Word? {
    if let value = attached { throw .usage("option '\(option)' takes no value (got '\(value)')") }
    while let word = words.popFirst() {
      if onlyOperands || word == "-" || !word.hasPrefix("-") { return .operand(word) }
      if word == "--" {
        onlyOperands = true
        continue
      }
      option = word
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        option = String(word[..<equals])
        attached = String(word[word.index(after: equals)...])
      }
      return .option(option)
    }
    return nil
  }

  /// The value of the option just read: what followed its `=`, or the next word.
  ///
  /// - Throws: ``ToolError/usage(_:)`` when no value follows (the line ends, or an option comes next).
  package mutating func value() throws(ToolError) -> String {
    if let value = attached {
      attached = nil
      return value
    }
    guard let word = words.first, word == "-" || !word.hasPrefix("-") else {
      throw .usage("option '\(option)' needs a value")
    }
    words.removeFirst()
    return word
  }
}
