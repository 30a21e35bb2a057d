/// Turns a line the person typed into a ``ShellCommand``.
///
/// Parsing is pure: it looks at the text only, never at a model. Command words are case-insensitive;
/// the text of `category`, `search` and `suggest` keeps its case and inner spaces.
public enum ShellCommandParser {
  /// Parses one line.
  ///
  /// - Parameter line: The line as typed, without its newline.
  /// - Returns: The command, or `nil` for a blank line or a comment starting with `#`.
  /// - Throws: ``ShellCommandError`` explaining what is wrong with the line.
  public static func parse(_ line: String) throws(ShellCommandError) -> ShellCommand? {
    let trimmed = line.trimmingWhitespace()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let word = String(trimmed.prefix { !$0.isWhitespace })
    let rest = String(trimmed.dropFirst(word.count)).trimmingWhitespace()
    let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
    switch word.lowercased() {
    case "category":
      return .category(try text(rest, command: "category", usage: "category <name>, e.g. category coffee"))
    case "search":
      return .search(try text(rest, command: "search", usage: "search <text>, e.g. search Mannerheimintie 1"))
    case "suggest":
      return .suggest(try text(rest, command: "suggest", usage: "suggest <text>, e.g. suggest Caf"))
    case "tap":
      let (x, y) = try pair(words, command: "tap", usage: "tap <x> <y>, e.g. tap 400 300")
      return .tap(x: x, y: y)
    case "pan":
      let (dx, dy) = try pair(words, command: "pan", usage: "pan <dx> <dy>, e.g. pan -100 0")
      return .pan(dx: dx, dy: dy)
    case "zoom":
      let usage = "zoom <factor>, e.g. zoom 2"
      guard let first = words.first else { throw .missingArgument(command: "zoom", usage: usage) }
      guard words.count == 1 else { throw .tooManyArguments(command: "zoom", usage: usage) }
      let factor = try number(first, command: "zoom", usage: usage)
      guard factor > 0 else { throw .invalidZoomFactor(factor) }
      return .zoom(factor: factor)
    case "state":
      guard words.isEmpty else { throw .tooManyArguments(command: "state", usage: "state") }
      return .state
    case "snapshot":
      return .snapshot(path: try text(rest, command: "snapshot", usage: "snapshot <file>, e.g. snapshot map.svg"))
    case "help", "?":
      return .help
    case "quit", "exit":
      return .quit
    default:
      throw .unknownCommand(word)
    }
  }

  private static func text(_ rest: String, command: String, usage: String) throws(ShellCommandError) -> String {
    guard !rest.isEmpty else { throw .missingArgument(command: command, usage: usage) }
    return rest
  }

  private static func pair(
    _ words: [String], command: String, usage: String
  ) throws(ShellCommandError) -> (Double, Double) {
    guard words.count >= 2 else { throw .missingArgument(command: command, usage: usage) }
    guard words.count == 2 else { throw .tooManyArguments(command: command, usage: usage) }
    return (try number(words[0], command: command, usage: usage), try number(words[1], command: command, usage: usage))
  }

  private static func number(_ word: String, command: String, usage: String) throws(ShellCommandError) -> Double {
    guard let value = Double(word), value.isFinite else {
      throw .invalidNumber(command: command, word: word, usage: usage)
    }
    return value
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
