/// Reads a command line's words as options, `--name value` or `--name=value`, one at a time.
///
/// Shared by the examples' options and the demo's `snapshot` command, so both refuse the same way: a
/// stray word, an option given twice, a missing value, a value given to a flag.
struct OptionWords {
  private let words: [String]
  private var index = 0
  private var seen: Set<String> = []
  /// The option being read.
  private(set) var name = ""
  private var inlineValue: String?

  init(_ words: [String]) { self.words = words }

  /// The names of the options read so far.
  var names: Set<String> { seen }

  /// Moves to the next option and returns its name, or `nil` at the end.
  ///
  /// - Throws: ``ArgumentError/unexpectedArgument(_:)`` for a word that is not an option,
  ///   ``ArgumentError/repeatedOption(_:)`` for an option given again (`--help` may repeat).
  mutating func next() throws(ArgumentError) -> String? {
    guard index < words.count else { return nil }
    let word = words[index]
    index += 1
    guard word.hasPrefix("-"), word != "-" else { throw .unexpectedArgument(word) }
    if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
      name = String(word[..<equals])
      inlineValue = String(word[word.index(after: equals)...])
    } else {
      name = word
      inlineValue = nil
    }
    if name != "--help", name != "-h", !seen.insert(name).inserted { throw .repeatedOption(name) }
    return name
  }

  /// The current option's value: after `=`, or the next word unless that is an option.
  ///
  /// - Throws: ``ArgumentError/missingValue(option:)`` when there is none.
  mutating func value() throws(ArgumentError) -> String {
    if let inlineValue {
      guard !inlineValue.isEmpty else { throw .missingValue(option: name) }
      return inlineValue
    }
    guard index < words.count, !words[index].hasPrefix("--") else { throw .missingValue(option: name) }
    index += 1
    return words[index - 1]
  }

  /// Checks that the current option, a flag, was given no value.
  ///
  /// - Throws: ``ArgumentError/unexpectedValue(option:)`` for `--flag=value`.
  func flag() throws(ArgumentError) {
    if inlineValue != nil { throw .unexpectedValue(option: name) }
  }
}
